import Foundation
import Testing

@testable import Layout

extension TextTests {
  @Suite("TextLayout")
  struct TextLayoutTests {
    static func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

    @Test func singleLineIsTheSumOfAdvances() throws {
      let layout = try TextLayout("Hello", font: TextTests.body)
      #expect(Self.texts(layout) == ["Hello"])
      #expect(layout.size == CGSize(width: 38.77294921875, height: 20.287109375))
      #expect(!layout.isTruncated)
    }

    @Test func wrapsAtSpaces() throws {
      let layout = try TextLayout("This is a test string", font: TextTests.body, maxWidth: 100)
      #expect(Self.texts(layout) == ["This is a test", "string"])
      #expect(layout.lines[0].width == 96.77880859375)
      #expect(layout.lines[1].width == 43.90283203125)
      #expect(layout.size == CGSize(width: 96.77880859375, height: 40.57421875))
    }

    @Test func aLineThatFitsExactlyIsKept() throws {
      let layout = try TextLayout(
        "This is a test string", font: TextTests.body, maxWidth: 96.77880859375)
      #expect(Self.texts(layout) == ["This is a test", "string"])
      let narrower = try TextLayout(
        "This is a test string", font: TextTests.body, maxWidth: 96.77)
      #expect(Self.texts(narrower) == ["This is a", "test string"])
    }

    @Test func spacesAtABreakHangAndAreNotCounted() throws {
      let layout = try TextLayout("This     string", font: TextTests.body, maxWidth: 50)
      #expect(Self.texts(layout) == ["This", "string"])
      #expect(layout.lines[0].width == 31.25244140625)
      // Spaces inside a line count.
      let one = try TextLayout("a   a", font: TextTests.body)
      let units: CGFloat = 2 * 1129 + 3 * 585
      #expect(one.lines[0].width == units * 17 / 2048)
    }

    @Test func hangulBreaksBetweenAnyTwoSyllables() throws {
      let layout = try TextLayout("토스트 메시지입니다", font: TextTests.body, maxWidth: 100)
      #expect(Self.texts(layout) == ["토스트 메시", "지입니다"])
      #expect(layout.lines[0].width.isClose(to: 5 * 15.98 + 585 * 17 / 2048))
      #expect(layout.lines[1].width.isClose(to: 4 * 15.98))
    }

    @Test func cjkBreaksBetweenIdeographs() throws {
      let layout = try TextLayout("中文字体排版", font: TextTests.body, maxWidth: 50)
      #expect(Self.texts(layout) == ["中文字", "体排版"])
    }

    @Test func latinNextToHangulDoesNotBreak() throws {
      // "UI가" is one unbreakable piece: only Hangul–Hangul pairs break without a space.
      let layout = try TextLayout("UI가나", font: TextTests.body, maxWidth: 40)
      #expect(Self.texts(layout) == ["UI가", "나"])
    }

    @Test func aWordWiderThanTheLineBreaksInside() throws {
      let layout = try TextLayout("Supercalifragilistic", font: TextTests.body, maxWidth: 80)
      #expect(Self.texts(layout) == ["Supercalif", "ragilistic"])
      #expect(layout.lines[0].width == 76.47509765625)
    }

    @Test func aLongWordStartsOnItsOwnLine() throws {
      let layout = try TextLayout("a Supercalifragilistic b", font: TextTests.body, maxWidth: 80)
      #expect(Self.texts(layout) == ["a", "Supercalif", "ragilistic b"])
    }

    @Test func zeroWidthPutsOneCharacterOnEachLine() throws {
      let layout = try TextLayout("ab c", font: TextTests.body, maxWidth: 0)
      #expect(Self.texts(layout) == ["a", "b", "c"])
    }

    @Test func newlinesStartLines() throws {
      #expect(
        Self.texts(try TextLayout("Hello\nThis is", font: TextTests.body)) == ["Hello", "This is"])
      #expect(Self.texts(try TextLayout("a\n\nb", font: TextTests.body)) == ["a", "", "b"])
      #expect(Self.texts(try TextLayout("a\r\nb", font: TextTests.body)) == ["a", "b"])
      #expect(Self.texts(try TextLayout("\n", font: TextTests.body)) == ["", ""])
      let wrapped = try TextLayout(
        "This is a test string\nHello", font: TextTests.body, maxWidth: 100)
      #expect(Self.texts(wrapped) == ["This is a test", "string", "Hello"])
      #expect(wrapped.size.height == 3 * 20.287109375)
    }

    @Test func emptyTextHasNoLines() throws {
      let layout = try TextLayout("", font: TextTests.body)
      #expect(layout.lines.isEmpty)
      #expect(layout.size == .zero)
    }

    @Test(arguments: [
      (0, ["This is", "a test", "string"], false),
      (1, ["This is"], true),
      (2, ["This is", "a test"], true),
      (3, ["This is", "a test", "string"], false),
      (4, ["This is", "a test", "string"], false),
    ])
    func numberOfLinesKeepsTheFirstLines(limit: Int, expected: [String], truncated: Bool) throws {
      let layout = try TextLayout(
        "This is a test string", font: TextTests.body, maxWidth: 50, numberOfLines: limit)
      #expect(Self.texts(layout) == expected)
      #expect(layout.isTruncated == truncated)
      #expect(layout.size.height == CGFloat(expected.count) * 20.287109375)
    }

    @Test func singleLineLimitWithoutWidthCutsAtTheFirstNewline() throws {
      let layout = try TextLayout("Hello\nworld", font: TextTests.body, numberOfLines: 1)
      #expect(Self.texts(layout) == ["Hello"])
      #expect(layout.isTruncated)
    }

    @Test func baselines() throws {
      let layout = try TextLayout("This is a test string", font: TextTests.body, maxWidth: 50)
      #expect(layout.firstBaseline == 16.1865234375)
      let expected: CGFloat = 56.7607421875  // 2 × 20.287109375 + 16.1865234375
      #expect(layout.lastBaseline == expected)
      let single = try TextLayout("Hello", font: TextTests.body)
      #expect(single.lastBaseline == single.firstBaseline)
    }

    @Test(
      arguments: [
        (29.000000001, 2, 29), (20.287109375, 2, 20.5), (38.77294921875, 2, 39), (10.5, 2, 10.5),
        (20.287109375, 3, 61.0 / 3), (29.000000001, 3, 29), (38.77294921875, 3, 39),
        (96.77880859375, 3, 97), (40.57421875, 3, 122.0 / 3), (0, 3, 0),
      ] as [(CGFloat, CGFloat, CGFloat)])
    func pixelCeilRoundsUpToTheGrid(value: CGFloat, scale: CGFloat, expected: CGFloat) {
      #expect(TextLayout.pixelCeil(value, scale: scale).isClose(to: expected, tolerance: 1e-12))
    }

    @Test func intrinsicSizeRoundsUpAtTheScreenScale() throws {
      let layout = try TextLayout("Hello", font: TextTests.body)
      #expect(layout.size(roundedToScale: 2) == CGSize(width: 39, height: 20.5))
      let rounded = layout.size(roundedToScale: 3)
      #expect(rounded.width == 39)
      #expect(rounded.height.isClose(to: 61.0 / 3, tolerance: 1e-12))
    }

    @Test func invalidInputThrows() {
      #expect(throws: TextLayoutError.invalidMaxWidth(-1)) {
        try TextLayout("a", font: TextTests.body, maxWidth: -1)
      }
      #expect(throws: TextLayoutError.invalidNumberOfLines(-2)) {
        try TextLayout("a", font: TextTests.body, numberOfLines: -2)
      }
      #expect(throws: TextLayoutError.invalidFontSize(-3)) {
        try TextLayout("a", font: .systemFont(ofSize: -3))
      }
      #expect(
        TextLayoutError.invalidMaxWidth(-1).description
          == "maxWidth -1.0 is not a width; pass a finite value >= 0, or nil for no limit")
      #expect(
        TextLayoutError.invalidNumberOfLines(-2).description
          == "numberOfLines -2 is negative; pass 0 for no limit or a positive line count")
      #expect(
        TextLayoutError.invalidFontSize(-3).description
          == "font size -3.0 is not a size; use a finite point size >= 0")
    }

    @Test func infiniteWidthMeansNoLimit() throws {
      let layout = try TextLayout(
        "This is a test string", font: TextTests.body, maxWidth: .infinity)
      #expect(Self.texts(layout) == ["This is a test string"])
    }
  }
}
