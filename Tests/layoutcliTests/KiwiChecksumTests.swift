import Foundation
import Layout
import Testing

@testable import layoutcli

/// `layoutcli system` reproduces kiwisolver 1.5.1's checksums on the benchmark systems
/// (`Fixtures/kiwi-checksums.json`). Each entry is `checksum` and `step_checksums` of
/// `python3 Docs/performance/kiwi_bench.py FILE --runs 1` with kiwisolver 1.5.1 from PyPI
/// (`pip install kiwisolver==1.5.1`), FILE written by
/// `python3 Docs/performance/gen_systems.py DIR --families F --sizes N` (the n = 100 files
/// are the committed fixtures); the file is `json.dumps(entries, indent=1)`.
@Suite("kiwisolver checksums")
struct KiwiChecksumTests {
  /// Every family at 100 and 1,000 views.
  static let cases = BenchmarkFamilies.names.flatMap { family in
    [100, 1000].map { (family, $0) }
  }

  /// The reference checksums of `name`: the initial one, then one per step.
  static func reference(_ name: String) throws -> [Double] {
    let json = try JSONParser.parse([UInt8](try CLITestSupport.fixture("kiwi-checksums.json")))
    guard case .object(let members) = json,
      case .object(let entry)? = members.first(where: { $0.key == name })?.value,
      case .number(let checksum)? = entry.first(where: { $0.key == "checksum" })?.value,
      case .array(let steps)? = entry.first(where: { $0.key == "step_checksums" })?.value
    else {
      Issue.record("no reference checksums for \(name)")
      return []
    }
    return [checksum] + steps.compactMap { if case .number(let x) = $0 { x } else { nil } }
  }

  /// The checksums in `system`'s output object.
  static func checksums(_ output: String) throws -> [Double] {
    let json = try JSONParser.parse(Array(output.utf8))
    guard case .object(let members) = json,
      case .number(let checksum)? = members.first(where: { $0.key == "checksum" })?.value,
      case .array(let steps)? = members.first(where: { $0.key == "stepChecksums" })?.value
    else { return [] }
    return [checksum] + steps.compactMap { if case .number(let x) = $0 { x } else { nil } }
  }

  @Test(arguments: cases)
  func systemMatchesKiwi(_ family: String, _ n: Int) throws {
    let name = "\(family)-\(n)"
    let output: String
    if n == 100 {
      // The committed fixture file, through the whole command.
      let path = CLITestSupport.fixtures.appendingPathComponent(name + ".json").path
      let result = CLI.run(arguments: ["system", path])
      #expect(result.exitCode == 0)
      #expect(result.stderr == "")
      output = result.stdout
    } else {
      // The Swift generator's system (the larger files are not committed).
      let system = try #require(BenchmarkFamilies.system(family, n: n))
      let report = try SystemCommand(arguments: ["-"]).solve(
        SolverSession(system), name: system.name)
      #expect(report.unsatisfiable.isEmpty)
      output = String(decoding: report.json, as: UTF8.self)
    }
    let expected = try Self.reference(name)
    let actual = try Self.checksums(output)
    #expect(expected.count == BenchmarkFamilies.stepCount + 1)
    #expect(actual.count == expected.count)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
      #expect(CLITestSupport.close(a, e), "\(name) checksum \(i): \(a) vs kiwi \(e)")
    }
  }

  /// After tree-1000 and its steps, a required constraint that misses the solution by 0.01
  /// is still a conflict: the round-off bound each row keeps (`rowScale`) stays near the
  /// family's real numbers (165). A first version multiplied scales along substitutions,
  /// reached 8e24 here, and accepted it.
  @Test func treeStillDetectsASmallConflict() throws {
    let session = SolverSession(try #require(BenchmarkFamilies.system("tree", n: 1000)))
    #expect(session.addConstraints().isEmpty)
    try session.addEdits()
    for step in session.steps.indices { try session.suggest(step: step) }
    let variable = try #require(session.variables.last)
    let value = session.solver.value(of: variable)
    try session.solver.addConstraint(variable == value)  // pins it, if it was free
    #expect(throws: SolverError.self) { try session.solver.addConstraint(variable == value + 0.01) }
    #expect(session.solver.value(of: variable) == value)
  }
}
