import Layout
import Testing

@testable import layoutcli

/// A session builds each constraint as `LinearConstraint(Expression(terms, constant:), ...)`
/// would, whether its terms need merging or go to the solver's initialiser for merged terms.
@Suite("Solver session")
struct SolverSessionTests {
  /// Constraints whose terms need merging (a variable twice, a zero coefficient, more than
  /// eight terms) and ones that do not.
  static let text = {
    let many = (0..<9).map { #"[\#($0 + 1),"v\#($0)"]"# }.joined(separator: ",")
    let manyTwice = (0..<9).map { #"[1,"v\#($0 % 8)"]"# }.joined(separator: ",")
    let constraints = [
      #"{"terms":[[1,"a"],[-0.5,"b"]],"op":"==","constant":3}"#,
      #"{"terms":[[1,"a"],[2,"b"],[3,"a"]],"op":"<="}"#,
      #"{"terms":[[0,"a"],[1,"b"]],"op":">=","strength":"weak"}"#,
      #"{"terms":[[-0.0,"a"],[1,"c"]],"op":"=="}"#,
      #"{"terms":[[1,"a"],[-1,"a"]],"op":"==","constant":-1,"strength":"strong"}"#,
      #"{"terms":[],"op":"<=","constant":-2}"#,
      #"{"terms":[\#(many)],"op":"=="}"#,
      #"{"terms":[\#(manyTwice)],"op":"=="}"#,
    ]
    return #"{"name":"n","constraints":["# + constraints.joined(separator: ",") + "]}"
  }()

  /// Every term of `constraint` as its variable's name and coefficient bits, then the rest.
  static func fingerprint(_ constraint: LinearConstraint) -> String {
    constraint.terms.map { "\($0.variable.name)*\($0.coefficient.bitPattern)" }
      .joined(separator: " ")
      + " \(constraint.constant.bitPattern) \(constraint.relation) \(constraint.strength)"
      + " \(constraint.label)"
  }

  @Test func constraintsAreTheOnesTheSolversInitialiserMakes() throws {
    let bytes = Array(Self.text.utf8)
    let compact = try #require(SystemFileReader.readCompact(bytes))
    let read = try #require(SystemFileReader.readFast(bytes))
    let sessions = [SolverSession(compact), SolverSession(read.system, resolved: read.names)]
    for session in sessions {
      var k = 0
      #expect(session.constraints.count == read.system.constraints.count)
      for (built, c) in zip(session.constraints, read.system.constraints) {
        let terms = c.terms.map { term in
          defer { k += 1 }
          return Term(session.variables[Int(read.names.termVariables[k])], term.coefficient)
        }
        let expected = LinearConstraint(
          Expression(terms, constant: c.constant), c.relation, strength: c.strength)
        #expect(Self.fingerprint(built) == Self.fingerprint(expected))
      }
    }
  }
}
