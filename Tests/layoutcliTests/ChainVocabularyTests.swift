import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutFiles
@testable import layoutcli

/// The names a layout file's chains accept come from the library's one attribute list
/// (`ConstraintAttributes.vocabulary`), and the file refuses what Auto Layout refuses.
@Suite("layoutcli attribute vocabulary")
struct ChainVocabularyTests {
  @Test func theCLIsTablesAreTheLibrarysVocabulary() {
    let library = ConstraintAttributes.vocabulary
    #expect(ChainVocabulary.attributes.map(\.name) == library.map(\.name))
    #expect(ChainVocabulary.attributes.map(\.attributes) == library.map(\.attributes))
    #expect(
      ChainVocabulary.chainedAttributes.map(\.name)
        == library.map(\.name).filter {
          $0 != "center"
        })
  }

  /// A view `a` whose one constraint is `chain`, next to a view `b` that fills the window.
  static func file(_ chain: String) -> String {
    #"{"device":"iPhone 15","windows":[{"id":"w","views":["#
      + #"{"id":"a","constraints":[""# + chain + #""]},"#
      + #"{"id":"b","constraints":["$0.edges.equalToSuperview()"]}]}]}"#
  }

  @Test(arguments: ConstraintAttributes.vocabulary.map(\.name))
  func everyNameStartsAChainAndNamesATarget(name: String) {
    let result = CLI.run(
      arguments: ["solve", "-"], stdin: Array(Self.file("$0.\(name).equalTo(b.snp.\(name))").utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("Error"), "\(result.stderr)")
  }

  @Test(arguments: ConstraintAttributes.chainedVocabulary.map(\.name))
  func everyChainedNameContinuesAChain(name: String) {
    let result = CLI.run(
      arguments: ["solve", "-"], stdin: Array(Self.file("$0.width.\(name).equalTo(b)").utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
  }

  @Test func directionalEdgesAsTargetsPlaceTheView() {
    let json =
      #"{"screen":{"width":300,"height":200},"windows":[{"id":"w","views":["#
      + #"{"id":"b","constraints":["$0.left.top.equalToSuperview().offset(10)","#
      + #""$0.size.equalTo(CGSize(width: 100, height: 50))"]},"#
      + #"{"id":"a","constraints":["#
      + #""$0.directionalHorizontalEdges.equalTo(b.snp.directionalHorizontalEdges).inset(5)","#
      + #""$0.directionalVerticalEdges.equalTo(b.snp.directionalVerticalEdges)"]}]}]}"#
    let result = CLI.run(arguments: ["solve", "-", "--format", "json"], stdin: Array(json.utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        #"{"id":"a","path":"w/a","type":"view","zIndex":1,"#
          + #""frame":{"x":15,"y":10,"width":90,"height":50}"#),
      "\(result.stdout)")
  }

  static let mixedDirections =
    "A constraint cannot be made between a leading/trailing attribute and a right/left"
    + " attribute. Use leading/trailing for both or neither."

  @Test(arguments: [
    ("$0.leading.equalTo(b.snp.left)", 20, "leading to left: "),
    ("$0.right.equalTo(b.snp.trailingMargin)", 18, "right to trailingMargin: "),
    ("$0.left.equalToSuperview { $0.snp.trailing }", 28, "left to trailing: "),
  ])
  func leadingOrTrailingAgainstLeftOrRightIsAnError(chain: String, column: Int, message: String) {
    let json = SolveErrorTests.chain(chain)
    let result = CLI.run(arguments: ["solve", "-"], stdin: Array(json.utf8))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:\(106 + column): " + SolveErrorTests.at + "column \(column): "
        + message + Self.mixedDirections + "\n")
  }
}
