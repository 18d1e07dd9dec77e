import Foundation
import Layout
import Testing

@testable import layoutcli

@Suite("benchmark families")
struct BenchmarkFamilyTests {
  /// The system in a fixture written by `gen_systems.py`.
  static func fixtureSystem(_ name: String) throws -> ConstraintSystem {
    let json = try JSONParser.parse([UInt8](try CLITestSupport.fixture(name + ".json")))
    return try ConstraintSystem(json: json)
  }

  @Test(arguments: BenchmarkFamilies.names)
  func generatorReproducesGenSystemsExactly(_ family: String) throws {
    let expected = try Self.fixtureSystem("\(family)-100")
    let generated = try #require(BenchmarkFamilies.system(family, n: 100))
    #expect(generated.name == expected.name)
    #expect(generated.constraints.count == expected.constraints.count)
    for (i, (a, b)) in zip(generated.constraints, expected.constraints).enumerated() {
      #expect(a.terms == b.terms, "constraints[\(i)].terms")
      #expect(a.constant.bitPattern == b.constant.bitPattern, "constraints[\(i)].constant")
      #expect(a.relation == b.relation, "constraints[\(i)].op")
      #expect(a.strength == b.strength, "constraints[\(i)].strength")
      if a != b { break }
    }
    #expect(generated.edits == expected.edits)
    #expect(generated.suggestions.count == BenchmarkFamilies.stepCount)
    #expect(generated.suggestions == expected.suggestions)
    let bits = { (s: ConstraintSystem) in s.suggestions.flatMap { $0.map(\.value.bitPattern) } }
    #expect(bits(generated) == bits(expected))
  }

  @Test(arguments: BenchmarkFamilies.names)
  func emittedTextReadsBackAsTheSameSystem(_ family: String) throws {
    let system = try #require(BenchmarkFamilies.system(family, n: 30))
    let text = system.jsonText()
    let read = try ConstraintSystem(json: try JSONParser.parse(Array(text.utf8)))
    #expect(read == system)
    #expect(!text.contains(" ") && !text.contains(".0,") && !text.contains("-0,"))
  }

  @Test func stepsMatchPython() {
    // python3 -c 'import gen_systems as g; print(g.steps(480.0, 1440.0))'
    let expected = [
      1440.0, 1343.012, 1229.848, 1148.711, 1020.336, 953.465, 812.056, 756.727, 605.498,
      558.07, 502.071, 660.376, 704.068, 861.442, 908.341, 1060.295, 1114.716, 1257.197,
      1322.854, 1440.0,
    ]
    #expect(BenchmarkFamilies.steps(480.0, 1440.0).map(\.bitPattern) == expected.map(\.bitPattern))
  }
}
