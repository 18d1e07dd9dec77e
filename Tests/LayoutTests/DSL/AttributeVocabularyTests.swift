import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension DSLTests {
  /// `ConstraintAttributes.vocabulary` is the one list of attribute names: the properties of
  /// `ConstraintMaker`, `ConstraintMakerExtendable` and `ConstraintDSL` agree with it, name
  /// for name and bit for bit.
  @Suite struct AttributeVocabularyTests {
    /// `ConstraintMaker`'s properties, written out once here as the oracle the table is
    /// checked against.
    static var makerProperties: [(String, KeyPath<ConstraintMaker, ConstraintMakerExtendable>)] {
      [
        ("left", \.left), ("top", \.top), ("right", \.right), ("bottom", \.bottom),
        ("leading", \.leading), ("trailing", \.trailing), ("width", \.width),
        ("height", \.height), ("centerX", \.centerX), ("centerY", \.centerY),
        ("lastBaseline", \.lastBaseline), ("firstBaseline", \.firstBaseline),
        ("leftMargin", \.leftMargin), ("rightMargin", \.rightMargin),
        ("topMargin", \.topMargin), ("bottomMargin", \.bottomMargin),
        ("leadingMargin", \.leadingMargin), ("trailingMargin", \.trailingMargin),
        ("centerXWithinMargins", \.centerXWithinMargins),
        ("centerYWithinMargins", \.centerYWithinMargins), ("edges", \.edges),
        ("horizontalEdges", \.horizontalEdges), ("verticalEdges", \.verticalEdges),
        ("directionalEdges", \.directionalEdges),
        ("directionalHorizontalEdges", \.directionalHorizontalEdges),
        ("directionalVerticalEdges", \.directionalVerticalEdges), ("size", \.size),
        ("center", \.center), ("margins", \.margins),
        ("directionalMargins", \.directionalMargins),
        ("centerWithinMargins", \.centerWithinMargins),
      ]
    }

    /// One attribute property as declared: `public var left: T { attribute(.left) }`.
    struct Declaration: Equatable, CustomStringConvertible {
      var name: String
      var argument: String
      var deprecated: Bool
      var description: String { (deprecated ? "deprecated " : "") + "\(name) → .\(argument)" }
    }

    /// The attribute properties of type `type` declared in `file` (under Sources/LayoutCore/DSL),
    /// in order, and how many properties of that type the file declares in all.
    static func declarations(in file: String, ofType type: String) throws -> (
      [Declaration], Int
    ) {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let url = root.appendingPathComponent("Sources/LayoutCore/DSL").appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      let oneLiner = try Regex(
        #"(@available\(\*, deprecated, renamed: "\w+"\)\s*)?public var (\w+): "#
          + type + #" \{\s*attribute\(\.(\w+)\)\s*\}"#)
      let found = text.matches(of: oneLiner).map { match in
        Declaration(
          name: String(match.output[2].substring ?? ""),
          argument: String(match.output[3].substring ?? ""),
          deprecated: match.output[1].substring != nil)
      }
      let all = text.matches(of: try Regex(#"public var \w+: "# + type + #" \{"#)).count
      return (found, all)
    }

    @Test func theTableListsTheTwentySingleAttributesByBitThenTheComposites() {
      let table = ConstraintAttributes.vocabulary
      #expect(table.count == 31)
      for (bit, entry) in table.prefix(20).enumerated() {
        #expect(entry.attributes.rawValue == 1 << bit, "\(entry.name)")
        #expect(LayoutAttribute(bit: bit)?.description == entry.name)
      }
      for entry in table.dropFirst(20) {
        #expect(entry.attributes.rawValue.nonzeroBitCount > 1, "\(entry.name)")
      }
      #expect(Set(table.map(\.name)).count == table.count)
      #expect(
        ConstraintAttributes.chainedVocabulary.map(\.name)
          == table.map(\.name).filter {
            $0 != "center"
          })
    }

    @Test func everyMakerPropertyStartsAChainWithTheTablesAttributes() {
      let make = ConstraintMaker(item: View())
      #expect(Self.makerProperties.map(\.0) == ConstraintAttributes.vocabulary.map(\.name))
      for (name, path) in Self.makerProperties {
        let attributes = make[keyPath: path].description.attributes
        #expect(attributes == ConstraintAttributes.named(name), "\(name)")
      }
    }

    @Test(arguments: [
      ("ConstraintMaker.swift", "ConstraintMakerExtendable", false),
      ("ConstraintMakerChain.swift", "ConstraintMakerExtendable", true),
      ("ConstraintDSL.swift", "ConstraintItem", false),
    ])
    func everyPropertyIsOneTableNameCallingAttributeWithTheStaticOfItsName(
      file: String, type: String, chained: Bool
    ) throws {
      let (declarations, all) = try Self.declarations(in: file, ofType: type)
      #expect(declarations.count == all, "a property of \(type) that is not a one-liner")
      let table = chained ? ConstraintAttributes.chainedVocabulary : ConstraintAttributes.vocabulary
      let current = declarations.filter { !$0.deprecated }
      #expect(current.map(\.name) == table.map(\.name))
      #expect(current.filter { $0.name != $0.argument } == [])
      // SnapKit's one deprecated name, kept for old code.
      #expect(
        declarations.filter(\.deprecated)
          == [Declaration(name: "baseline", argument: "lastBaseline", deprecated: true)])
    }

    @Test func theTargetsOfEveryNameAreTheTablesAttributes() {
      let view = View()
      for entry in ConstraintAttributes.vocabulary {
        #expect(view.snp.dsl.attribute(entry.attributes).attributes == entry.attributes)
      }
      #expect(view.snp.directionalHorizontalEdges.attributes == [.leading, .trailing])
      #expect(view.snp.directionalVerticalEdges.attributes == [.top, .bottom])
      #expect(LayoutGuide().snp.directionalHorizontalEdges.attributes == [.leading, .trailing])
    }

    @Test func unknownNamesAreNotInTheTable() {
      #expect(ConstraintAttributes.named("baseline") == nil)
      #expect(ConstraintAttributes.named("centre") == nil)
      #expect(ConstraintAttributes.named("directionalHorizontalEdges") == [.leading, .trailing])
    }

    @Test func layoutAttributesHaveNSLayoutAttributesRawValues() {
      let expected: [(LayoutAttribute, Int)] = [
        (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5),
        (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10),
        (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14),
        (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
        (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
      ]
      #expect(expected.count == LayoutAttribute.allCases.count)
      for (attribute, raw) in expected {
        #expect(attribute.rawValue == raw, "\(attribute)")
        #expect(LayoutAttribute(rawValue: raw) == attribute)
      }
      #expect(ConstraintRelation.lessThanOrEqual.rawValue == -1)
      #expect(ConstraintRelation.equal.rawValue == 0)
      #expect(ConstraintRelation.greaterThanOrEqual.rawValue == 1)
    }

    @Test func bitsPastTheTwentiethAttributeExpandToNothing() {
      let attributes = ConstraintAttributes(rawValue: 1 << 25 | 1 << 0)
      #expect(attributes.layoutAttributes == [.left])
      #expect(ConstraintAttributes(rawValue: 1 << 31).layoutAttributes.isEmpty)
    }
  }
}
