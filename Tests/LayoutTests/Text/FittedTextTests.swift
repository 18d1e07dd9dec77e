import Foundation
import Testing

@testable import Layout

extension TextTests {
  /// Line breaking and truncation as drawn. Expected texts were worked out by hand from the
  /// DejaVu advances (`DejaVuAdvances`), and expected widths are summed from them here.
  ///
  /// "Hello World" is 10644 units (88.35 pt at 17 pt); "…" is 1843 units (15.30 pt). In 60
  /// points (7228.2 units) the tail keeps "Hello " (5256 + 1843 fits, "Hello W" does not);
  /// the head keeps "orld" (3566; "World" is 5388, 3 units too many); the middle keeps "He"
  /// (at most half of the 5385 units beside the ellipsis) and then "rld" (2439 of the 2865
  /// left).
  @Suite("FittedText")
  struct FittedTextTests {
    static let font = Font.systemFont(ofSize: 17)
    static let oneLine = CGSize(width: 60, height: 21)

    static func fit(
      _ text: String, _ size: CGSize = oneLine, lines: Int = 1, mode: LineBreakMode,
      alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight
    ) throws -> FittedText {
      try FittedText(
        text, font: font, size: size, numberOfLines: lines, lineBreakMode: mode,
        alignment: alignment, layoutDirection: direction)
    }

    @Test(arguments: [
      (LineBreakMode.byTruncatingTail, "Hello \u{2026}"),
      (.byTruncatingHead, "\u{2026}orld"),
      (.byTruncatingMiddle, "He\u{2026}rld"),
    ])
    func oneTruncatedLineFitsTheWidthWithAnEllipsis(mode: LineBreakMode, expected: String)
      throws
    {
      let fitted = try Self.fit("Hello World", mode: mode)
      #expect(fitted.lines.map(\.text) == [expected])
      let line = try #require(fitted.lines.first)
      #expect(line.isTruncated)
      #expect(fitted.isTruncated)
      #expect(line.rect.width.isClose(to: DejaVuAdvances.width(expected)))
      #expect(line.rect.width <= 60)
      #expect(line.rect.minX == 0)
    }

    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping])
    func oneLineInAWrappingModeIsDrawnWholeForTheLabelToClip(mode: LineBreakMode) throws {
      let fitted = try Self.fit("Hello World", mode: mode)
      #expect(fitted.lines.map(\.text) == ["Hello World"])
      let line = try #require(fitted.lines.first)
      #expect(!line.isTruncated)
      #expect(line.rect.width.isClose(to: DejaVuAdvances.width("Hello World")))
      #expect(line.rect.width > 60)
      // Some of it is not visible: the fitted text says so even without an ellipsis.
      #expect(fitted.isTruncated)
    }

    @Test(arguments: LineBreakMode.allCases)
    func textThatFitsIsDrawnAsItIs(mode: LineBreakMode) throws {
      let exact = DejaVuAdvances.width("Hello World")
      let fitted = try Self.fit("Hello World", CGSize(width: exact, height: 21), mode: mode)
      #expect(fitted.lines.map(\.text) == ["Hello World"])
      #expect(fitted.lines.first?.isTruncated == false)
      #expect(!fitted.isTruncated)
    }

    @Test func theTailKeepsEveryCharacterThatFitsBesideTheEllipsis() throws {
      // "Hello W…" is 7078 + 1843 units: it fits a width of exactly that, and not 0.01 less.
      let width = DejaVuAdvances.width("Hello W\u{2026}")
      let exact = try Self.fit(
        "Hello World", CGSize(width: width, height: 21), mode: .byTruncatingTail)
      #expect(exact.lines.map(\.text) == ["Hello W\u{2026}"])
      let less = try Self.fit(
        "Hello World", CGSize(width: width - 0.01, height: 21), mode: .byTruncatingTail)
      #expect(less.lines.map(\.text) == ["Hello \u{2026}"])
    }

    @Test func aWidthNarrowerThanTheEllipsisDrawsTheEllipsisAlone() throws {
      let fitted = try Self.fit("Hello", CGSize(width: 10, height: 21), mode: .byTruncatingTail)
      #expect(fitted.lines.map(\.text) == ["\u{2026}"])
      #expect(fitted.lines[0].rect.width.isClose(to: DejaVuAdvances.width("\u{2026}")))
      #expect(fitted.isTruncated)
    }

    @Test(arguments: [
      (LineBreakMode.byTruncatingTail, "Hello\u{2026}"), (.byTruncatingHead, "Hello\u{2026}"),
      (.byTruncatingMiddle, "Hello\u{2026}"), (.byWordWrapping, "Hello"), (.byClipping, "Hello"),
    ])
    func aHiddenParagraphEndsTheLastLineWithAnEllipsis(mode: LineBreakMode, expected: String)
      throws
    {
      let fitted = try Self.fit("Hello\nWorld", CGSize(width: 100, height: 21), mode: mode)
      #expect(fitted.lines.map(\.text) == [expected])
      #expect(fitted.lines[0].rect.width.isClose(to: DejaVuAdvances.width(expected)))
      #expect(fitted.isTruncated)
    }

    // MARK: Several lines

    /// At 80 points (9637.6 units) "one two three four five six" wraps into "one two" (7370),
    /// "three four" (9200), "five six" (6531). With two lines, the second holds the rest,
    /// "three four five six" (16316 units), truncated: the tail keeps "three fo" (7275 + 1843;
    /// "three fou" is 8443); the head keeps " five six" (7116; "r five six" is 7873); the
    /// middle keeps "thre" (3781, at most (9637.6 − 1843) / 2) then " six" (3147 of 4013.6).
    static let sentence = "one two three four five six"
    static let twoLines = CGSize(width: 80, height: 45)

    @Test(arguments: [
      (LineBreakMode.byTruncatingTail, "three fo\u{2026}"),
      (.byTruncatingHead, "\u{2026} five six"),
      (.byTruncatingMiddle, "thre\u{2026} six"),
    ])
    func onlyTheLastVisibleLineIsTruncated(mode: LineBreakMode, last: String) throws {
      let fitted = try Self.fit(Self.sentence, Self.twoLines, lines: 2, mode: mode)
      #expect(fitted.lines.map(\.text) == ["one two", last])
      #expect(fitted.lines.map(\.isTruncated) == [false, true])
      #expect(fitted.lines[0].rect.width.isClose(to: DejaVuAdvances.width("one two")))
      #expect(fitted.lines[1].rect.width.isClose(to: DejaVuAdvances.width(last)))
      #expect(fitted.lines.allSatisfy { $0.rect.width <= 80 })
    }

    @Test func wordWrappingDropsTheLinesThatDoNotFitWithoutAnEllipsis() throws {
      let fitted = try Self.fit(Self.sentence, Self.twoLines, lines: 2, mode: .byWordWrapping)
      #expect(fitted.lines.map(\.text) == ["one two", "three four"])
      #expect(fitted.lines.map(\.isTruncated) == [false, false])
      #expect(fitted.isTruncated)
    }

    @Test func clippingDrawsTheRestOfTheParagraphOnTheLastLine() throws {
      let fitted = try Self.fit(Self.sentence, Self.twoLines, lines: 2, mode: .byClipping)
      #expect(fitted.lines.map(\.text) == ["one two", "three four five six"])
      #expect(
        fitted.lines[1].rect.width.isClose(to: DejaVuAdvances.width("three four five six")))
      #expect(!fitted.lines[1].isTruncated)
      #expect(fitted.isTruncated)
    }

    @Test func charWrappingBreaksBeforeTheFirstCharacterThatDoesNotFit() throws {
      // "one two t" is 8677 units and "one two th" 9845; "hree four" 8478, "hree four f" 9711.
      let all = try Self.fit(
        Self.sentence, CGSize(width: 80, height: 100), lines: 0, mode: .byCharWrapping)
      #expect(all.lines.map(\.text) == ["one two t", "hree four", "five six"])
      #expect(all.lines[0].rect.width.isClose(to: DejaVuAdvances.width("one two t")))
      #expect(!all.isTruncated)
      let two = try Self.fit(Self.sentence, Self.twoLines, lines: 2, mode: .byCharWrapping)
      #expect(two.lines.map(\.text) == ["one two t", "hree four"])
    }

    @Test func theHeightLimitsUnlimitedLines() throws {
      // 45 points hold two lines of 20.287 (40.57), not three (60.86).
      let fitted = try Self.fit(Self.sentence, Self.twoLines, lines: 0, mode: .byTruncatingTail)
      #expect(fitted.lines.map(\.text) == ["one two", "three fo\u{2026}"])
      let lineHeight = Self.font.lineHeight
      let top = (45 - 2 * lineHeight) / 2
      #expect(fitted.lines[0].rect.minY.isClose(to: top))
      #expect(fitted.lines[1].rect.minY.isClose(to: top + lineHeight))
      #expect(fitted.lines[1].rect.height.isClose(to: lineHeight))
      #expect(fitted.lines[1].baseline.isClose(to: top + lineHeight + Self.font.ascender))
    }

    @Test func aHeightShorterThanALineStillDrawsOneLine() throws {
      let fitted = try Self.fit(
        Self.sentence, CGSize(width: 80, height: 5), lines: 0, mode: .byTruncatingTail)
      #expect(fitted.lines.map(\.text) == ["one two\u{2026}"])
      #expect(fitted.lines[0].rect.minY.isClose(to: (5 - Self.font.lineHeight) / 2))
    }

    @Test func theLineLimitAndTheHeightBothApply() throws {
      let tall = CGSize(width: 80, height: 200)
      let three = try Self.fit(Self.sentence, tall, lines: 3, mode: .byTruncatingTail)
      #expect(three.lines.map(\.text) == ["one two", "three four", "five six"])
      #expect(!three.isTruncated)
      let paragraphs = try Self.fit("a\nb\nc", tall, lines: 2, mode: .byTruncatingTail)
      #expect(paragraphs.lines.map(\.text) == ["a", "b\u{2026}"])
    }

    // MARK: Alignment

    @Test(arguments: [
      (TextAlignment.natural, LayoutDirection.leftToRight, TextAlignment.left),
      (.natural, .rightToLeft, .right), (.justified, .leftToRight, .left),
      (.justified, .rightToLeft, .right), (.left, .rightToLeft, .left),
      (.right, .leftToRight, .right), (.center, .rightToLeft, .center),
    ])
    func linesSitByTheAlignmentInTheLayoutDirection(
      alignment: TextAlignment, direction: LayoutDirection, drawn: TextAlignment
    ) throws {
      let fitted = try Self.fit(
        "Hello World", mode: .byTruncatingTail, alignment: alignment, direction: direction)
      #expect(fitted.alignment == drawn)
      let width = DejaVuAdvances.width("Hello \u{2026}")
      let x: CGFloat =
        switch drawn {
        case .center: (60 - width) / 2
        case .right: 60 - width
        default: 0
        }
      #expect(fitted.lines[0].rect.minX.isClose(to: x))
    }

    @Test func aLineWiderThanTheWidthStartsAtTheLeftEdge() throws {
      let fitted = try Self.fit("Hello World", mode: .byClipping, alignment: .center)
      #expect(fitted.lines[0].rect.minX == 0)
    }

    // MARK: Input

    @Test func emptyTextHasNoLines() throws {
      let fitted = try Self.fit("", mode: .byTruncatingTail)
      #expect(fitted.lines.isEmpty)
      #expect(!fitted.isTruncated)
    }

    @Test func badSizesAndLineCountsThrow() {
      #expect(throws: TextLayoutError.invalidSize(CGSize(width: -1, height: 20))) {
        try FittedText("a", font: Self.font, size: CGSize(width: -1, height: 20))
      }
      #expect(throws: TextLayoutError.self) {
        try FittedText("a", font: Self.font, size: CGSize(width: 10, height: CGFloat.nan))
      }
      #expect(throws: TextLayoutError.invalidNumberOfLines(-1)) {
        try FittedText("a", font: Self.font, size: Self.oneLine, numberOfLines: -1)
      }
      #expect(
        TextLayoutError.invalidSize(CGSize(width: -1, height: 20)).description
          == "size -1.0 x 20.0 is not a size; pass finite sides >= 0")
    }

    @Test func rawValuesAndNamesAreUIKits() {
      #expect(LineBreakMode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
      #expect(
        LineBreakMode.allCases.map(\.name) == [
          "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead",
          "byTruncatingTail", "byTruncatingMiddle",
        ])
      #expect(LineBreakMode(rawValue: 4) == .byTruncatingTail)
      #expect(LineBreakMode.allCases.filter(\.truncates).count == 3)
    }
  }
}
