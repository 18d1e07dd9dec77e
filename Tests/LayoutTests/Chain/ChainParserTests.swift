import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutFiles

@Suite("Chain parser")
struct ChainParserTests {
  typealias Name = ChainSyntax.Name

  @Test func parsesPrefixAttributesRelationAndModifiers() throws {
    let syntax = try ChainParser.parse(
      "$0.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)")
    #expect(syntax.prefix == Name(text: "$0", column: 1))
    #expect(syntax.attributes == [Name(text: "width", column: 4)])
    #expect(syntax.relation.name == Name(text: "equalTo", column: 10))
    #expect(
      syntax.relation.arguments.map(\.value) == [
        .path([
          Name(text: "messageLabel", column: 18), Name(text: "snp", column: 31),
          Name(text: "width", column: 35),
        ])
      ])
    #expect(syntax.modifiers.map(\.name.text) == ["multipliedBy"])
    #expect(syntax.modifiers[0].arguments.map(\.value) == [.number(1.5, column: 55)])
  }

  @Test func prefixIsOptionalAndMakeIsAccepted() throws {
    #expect(try ChainParser.parse("top.equalToSuperview()").prefix == nil)
    #expect(try ChainParser.parse("make.top.equalToSuperview()").prefix?.text == "make")
  }

  @Test func readsNegativeDecimalsLabelsStringsMembersAndClosures() throws {
    let syntax = try ChainParser.parse(
      #"make.left.top.equalToSuperview { $0.safeAreaLayoutGuide }"#
        + #".inset(UIEdgeInsets(top: -1.25, left: 2, bottom: 0, right: 0))"#
        + #".priority(.high).labeled("a \"b\"")"#)
    #expect(syntax.attributes.map(\.text) == ["left", "top"])
    #expect(
      syntax.relation.closure
        == .path([Name(text: "$0", column: 34), Name(text: "safeAreaLayoutGuide", column: 37)]))
    guard case .construct(let insets) = syntax.modifiers[0].arguments[0].value else {
      Issue.record("expected a constructor")
      return
    }
    #expect(insets.arguments.map { $0.label?.text } == ["top", "left", "bottom", "right"])
    #expect(insets.arguments[0].value == .number(-1.25, column: 83))
    #expect(syntax.modifiers[1].arguments[0].value == .member(Name(text: "high", column: 131)))
    #expect(syntax.modifiers[2].arguments[0].value == .string("a \"b\"", column: 145))
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(throws: ChainError(column: 5, message: "unexpected character '+'")) {
      try ChainParser.parse("é.é.+")
    }
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    let text = "$0.top.equalTo(" + String(repeating: "{", count: 100)
    #expect(throws: ChainError.self) { try ChainParser.parse(text) }
  }

  @Test func suggestionsUseEditDistanceThenPrefix() {
    #expect(LayoutSuggestion.closest(to: "centreX", among: ["centerX", "centerY"]) == "centerX")
    #expect(LayoutSuggestion.closest(to: "WIDTH", among: ["width"]) == "width")
    #expect(
      LayoutSuggestion.closest(to: "safeArea", among: ["snp", "safeAreaLayoutGuide"])
        == "safeAreaLayoutGuide")
    #expect(LayoutSuggestion.closest(to: "zzzz", among: ["top", "left"]) == nil)
    #expect(LayoutSuggestion.closest(to: "", among: ["top"]) == nil)
  }

  /// A swap of two neighbouring letters is one edit (Damerau), so `centre` is closer to
  /// `center` than to `centerX`, whichever the vocabulary lists first.
  @Test func aTranspositionIsOneEdit() {
    let attributes = ChainVocabulary.attributes.map(\.name)
    #expect(attributes.firstIndex(of: "centerX")! < attributes.firstIndex(of: "center")!)
    #expect(LayoutSuggestion.closest(to: "centre", among: attributes) == "center")
    #expect(LayoutSuggestion.closest(to: "widht", among: attributes) == "width")
    #expect(LayoutSuggestion.distance(Array("centre"), Array("center"), limit: 2) == 1)
    #expect(LayoutSuggestion.distance(Array("ab"), Array("ba"), limit: 2) == 1)
    #expect(LayoutSuggestion.distance(Array("abc"), Array("ca"), limit: 5) == 3)
    #expect(LayoutSuggestion.distance(Array("kitten"), Array("sitting"), limit: 5) == 3)
  }
}
