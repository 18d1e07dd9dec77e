import Foundation
import Layout
import Testing

@testable import layoutcli

/// The fast system reader accepts exactly what the tree reader accepts and gives the same
/// system, bit for bit, with the same resolved names.
@Suite("System file reader")
struct SystemFileReaderTests {
  /// The tree reader's system and names, or nil if it rejects the file.
  static func treeRead(_ bytes: [UInt8]) -> (ConstraintSystem, ResolvedNames)? {
    guard let json = try? JSONParser.parse(bytes), let system = try? ConstraintSystem(json: json)
    else { return nil }
    return (system, ResolvedNames(system))
  }

  /// Every number as bits and every name, so `-0` and `0` differ.
  static func fingerprint(_ system: ConstraintSystem, _ names: ResolvedNames) -> [String] {
    var lines = [system.name, names.names.joined(separator: "\u{0}")]
    lines.append(names.termVariables.map(String.init).joined(separator: ","))
    lines.append("\(names.editVariables) \(names.suggestionVariables)")
    for c in system.constraints {
      lines.append(
        c.terms.map { "\($0.coefficient.bitPattern) \($0.variable)" }.joined(separator: ";")
          + " \(c.constant.bitPattern) \(c.relation) \(c.strength.value.bitPattern)")
    }
    for e in system.edits { lines.append("\(e.variable) \(e.strength.value.bitPattern)") }
    for step in system.suggestions {
      lines.append(step.map { "\($0.variable)=\($0.value.bitPattern)" }.joined(separator: ","))
    }
    return lines
  }

  static func expectSameRead(_ bytes: [UInt8], _ label: String) {
    let fast = SystemFileReader.readFast(bytes)
    let tree = treeRead(bytes)
    #expect((fast == nil) == (tree == nil), "\(label): fast \(fast == nil ? "rejects" : "reads")")
    if let fast, let tree {
      #expect(fingerprint(fast.system, fast.names) == fingerprint(tree.0, tree.1), "\(label)")
      #expect(fast.system == tree.0, "\(label)")
    }
    let compact = SystemFileReader.readCompact(bytes)
    #expect((compact == nil) == (fast == nil), "\(label): compact differs from fast")
    if let compact, let fast {
      #expect(
        fingerprint(Self.terms(of: compact), compact.names) == fingerprint(fast.system, fast.names))
      let allEmpty = compact.system.constraints.allSatisfy { $0.terms.isEmpty }
      #expect(allEmpty, "\(label): a compact constraint kept its terms")
    }
  }

  /// The system of `compact` with its flat terms put back into its constraints.
  static func terms(of compact: CompactSystem) -> ConstraintSystem {
    var system = compact.system
    var k = 0
    for (i, count) in compact.termCounts.enumerated() {
      for _ in 0..<count {
        let name = compact.names.names[Int(compact.names.termVariables[k])]
        system.constraints[i].terms.append(
          ConstraintSystem.Term(coefficient: compact.coefficients[k], variable: name))
        k += 1
      }
    }
    return system
  }

  @Test(arguments: BenchmarkFamilies.names.map { "\($0)-100" })
  func aSessionFromTheFlatTermsIsTheSessionFromTheSystem(_ name: String) throws {
    let bytes = [UInt8](try CLITestSupport.fixture(name + ".json"))
    let compact = try #require(SystemFileReader.readCompact(bytes))
    let read = try #require(SystemFileReader.readFast(bytes))
    let flat = SolverSession(compact)
    let full = SolverSession(read.system, resolved: read.names)
    #expect(compact.termCounts.count == read.system.constraints.count)
    #expect(flat.names == full.names)
    #expect(flat.constraints.map(\.description) == full.constraints.map(\.description))
    #expect(
      flat.edits.map { "\($0.variable.name) \($0.strength)" }
        == full.edits.map { "\($0.variable.name) \($0.strength)" })
    #expect(
      flat.steps.map { $0.map { "\($0.0.name)=\($0.1)" } }
        == full.steps.map { $0.map { "\($0.0.name)=\($0.1)" } })
  }

  @Test(arguments: BenchmarkFamilies.names.map { "\($0)-100" })
  func fixturesReadAsTheTreeReadsThem(_ name: String) throws {
    let bytes = [UInt8](try CLITestSupport.fixture(name + ".json"))
    #expect(SystemFileReader.readFast(bytes) != nil)
    Self.expectSameRead(bytes, name)
  }

  @Test(arguments: BenchmarkFamilies.names)
  func emittedFamiliesReadAsTheTreeReadsThem(_ family: String) throws {
    let system = try #require(BenchmarkFamilies.system(family, n: 300))
    Self.expectSameRead(Array(system.jsonText().utf8), family)
  }

  @Test func everyDamagedSystemIsAcceptedOrRejectedAsTheTreeReaderDoes() throws {
    let documents = InputCorpus.documents(
      from: try InputCorpusTests.systemBases(), count: 3000, seed: 14)
    var accepted = 0
    for (i, bytes) in documents.enumerated() {
      Self.expectSameRead(bytes, "corpus[\(i)]")
      if SystemFileReader.readFast(bytes) != nil { accepted += 1 }
    }
    // The corpus must exercise both outcomes to test anything.
    #expect(accepted > 50 && accepted < 2900)
  }

  @Test func namesAreResolvedConstraintsFirstWhateverTheKeyOrder() throws {
    let text =
      #"{"suggestions":[{"s":1}],"edits":[{"variable":"s","strength":"weak"},"#
      + #"{"variable":"e","strength":1}],"name":"n","constraints":[{"op":"==","#
      + #""terms":[[1,"b"],[2,"a\u0062"],[3,"b"],[4,"é"]]},{"terms":[[1,"s"]],"op":">="}]}"#
    let read = try #require(SystemFileReader.readFast(Array(text.utf8)))
    #expect(read.names.names == ["b", "ab", "é", "s", "e"])
    #expect(read.names.termVariables == [0, 1, 0, 2, 3])
    #expect(read.names.editVariables == [3, 4])
    #expect(read.names.suggestionVariables == [[3]])
    Self.expectSameRead(Array(text.utf8), "key order")
  }

  @Test func escapedKeysAndAByteOrderMarkAreRead() throws {
    let text =
      #"{"n\u0061me":"x","constraints":[{"terms":[[1e1,"v"]],"\u006fp":"<=","constant":-0}]}"#
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    let read = try #require(SystemFileReader.readFast(bytes))
    #expect(read.system.name == "x")
    #expect(read.system.constraints[0].constant.sign == .minus)
    Self.expectSameRead(bytes, "escapes")
  }

  @Test func aSuggestionStepWithManyVariablesRejectsARepeatedOne() {
    let edits = (0..<20).map { #"{"variable":"v\#($0)","strength":"weak"}"# }
    let step = (0..<20).map { #""v\#($0)":\#($0)"# } + [#""v3":1"#]
    let text =
      #"{"name":"n","constraints":[],"edits":["# + edits.joined(separator: ",")
      + #"],"suggestions":[{"# + step.joined(separator: ",") + "}]}"
    #expect(SystemFileReader.readFast(Array(text.utf8)) == nil)
    Self.expectSameRead(Array(text.utf8), "repeated suggestion")
    let valid = text.replacingOccurrences(of: #","v3":1}"#, with: "}")
    #expect(SystemFileReader.readFast(Array(valid.utf8)) != nil)
    Self.expectSameRead(Array(valid.utf8), "many suggestions")
  }

  @Test func aLargeSystemInternsEveryNameOnce() throws {
    let system = try #require(BenchmarkFamilies.system("toasts", n: 4000))
    let read = try #require(SystemFileReader.readFast(Array(system.jsonText().utf8)))
    let names = ResolvedNames(system)
    #expect(read.names.names == names.names)
    #expect(read.names.termVariables == names.termVariables)
    #expect(Set(read.names.names).count == read.names.names.count)
    #expect(read.names.names.count > 12_000)
  }
}

extension SystemFileReaderTests {
  @Test func canonicallyEqualNamesAreOneVariableAsInTheTreeReader() throws {
    let text =
      #"{"name":"n","constraints":[{"terms":[[1,"K"],[1,"e\u0301"]],"op":"=="},"#
      + #"{"terms":[[1,"\u212A"],[2,"é"]],"op":">=","constant":-1}]}"#
    let read = try #require(SystemFileReader.readFast(Array(text.utf8)))
    #expect(read.names.names.count == 2)
    #expect(read.names.termVariables == [0, 1, 0, 1])
    Self.expectSameRead(Array(text.utf8), "canonical equivalence")
  }
}
