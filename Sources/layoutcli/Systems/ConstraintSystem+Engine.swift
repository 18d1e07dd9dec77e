import Foundation
import Layout

extension ConstraintSystem {
  /// The system a layout engine holds (``View/heldLinearConstraints()`` of each window, in
  /// order), in the interchange format: every variable named by its view and attribute
  /// (`card12.minX`), a name two variables share numbered from its second holder on
  /// (`label.width#2`), in the order first met, so the same layout writes the same bytes.
  init(engineOf windows: [View], name: String) {
    self.init(name: name)
    var names: [ObjectIdentifier: String] = [:]
    var taken: [String: Int] = [:]
    func named(_ variable: Variable) -> String {
      if let known = names[ObjectIdentifier(variable)] { return known }
      let base = variable.name.isEmpty ? "v" : variable.name
      let count = (taken[base] ?? 0) + 1
      taken[base] = count
      var unique = count == 1 ? base : base + "#\(count)"
      while count > 1 && taken[unique] != nil {
        unique += "'"
      }
      if count > 1 { taken[unique] = 1 }
      names[ObjectIdentifier(variable)] = unique
      return unique
    }
    for window in windows {
      for (constraint, constant) in window.heldLinearConstraints() {
        constraints.append(
          Constraint(
            terms: constraint.terms.map {
              Term(coefficient: $0.coefficient, variable: named($0.variable))
            },
            constant: constant, relation: constraint.relation, strength: constraint.strength))
      }
    }
  }

  /// Writes the system as ``jsonText()`` to `path`.
  /// - Throws: ``CLIError`` (73) when the file cannot be written.
  func write(to path: String) throws(CLIError) {
    do {
      try Data((jsonText() + "\n").utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw CLIError(
        message: "\(path): cannot write the file: \(error.localizedDescription)",
        code: ExitCode.cannotCreate)
    }
  }
}
