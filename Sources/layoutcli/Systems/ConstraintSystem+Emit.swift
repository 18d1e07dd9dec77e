import Layout

extension ConstraintSystem {
  /// The system in the interchange format, as compact JSON (no spaces, one line, no
  /// trailing newline), numbers in ``NumberFormat``'s form and strengths by name where they
  /// have one. `kiwi_bench.py` reads it as written by `gen_systems.py`.
  func jsonText() -> String {
    var out = "{\"name\":" + JSONOutput.quoted(name) + ",\"constraints\":["
    out.reserveCapacity(constraints.count * 90)
    for (i, constraint) in constraints.enumerated() {
      if i > 0 { out += "," }
      out += "{\"terms\":["
      for (j, term) in constraint.terms.enumerated() {
        if j > 0 { out += "," }
        out += "[" + JSONOutput.number(term.coefficient) + "," + JSONOutput.quoted(term.variable)
        out += "]"
      }
      out += "],\"constant\":" + JSONOutput.number(constraint.constant)
      out += ",\"op\":\"" + constraint.relation.rawValue + "\",\"strength\":"
      out += Self.strengthText(constraint.strength) + "}"
    }
    out += "],\"edits\":["
    for (i, edit) in edits.enumerated() {
      if i > 0 { out += "," }
      out += "{\"variable\":" + JSONOutput.quoted(edit.variable) + ",\"strength\":"
      out += Self.strengthText(edit.strength) + "}"
    }
    out += "],\"suggestions\":["
    for (i, step) in suggestions.enumerated() {
      if i > 0 { out += "," }
      out += "{"
      for (j, suggestion) in step.enumerated() {
        if j > 0 { out += "," }
        out += JSONOutput.quoted(suggestion.variable) + ":" + JSONOutput.number(suggestion.value)
      }
      out += "}"
    }
    return out + "]}"
  }

  /// `"required"`, `"strong"`, `"medium"`, `"weak"` or the number.
  private static func strengthText(_ strength: Strength) -> String {
    switch strength.value {
    case Strength.required.value: return "\"required\""
    case Strength.strong.value: return "\"strong\""
    case Strength.medium.value: return "\"medium\""
    case Strength.weak.value: return "\"weak\""
    default: return JSONOutput.number(strength.value)
    }
  }
}
