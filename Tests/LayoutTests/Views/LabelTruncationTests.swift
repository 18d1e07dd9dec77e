import Foundation
import Testing

@testable import Layout

/// A label given less room than its text by layout: its intrinsic size stays the whole
/// text's, and ``Label/fittedText`` is what it draws. Widths are summed from the DejaVu
/// advances (see `FittedTextTests` for the hand-worked truncations).
@Suite("Label truncation")
struct LabelTruncationTests {
  /// A label pinned to the top left of a 400 × 400 window at 2x, `width` wide and `height`
  /// tall when given (its intrinsic size otherwise).
  static func scene(
    _ text: String, width: CGFloat? = nil, height: CGFloat? = nil,
    configure: (Label) -> Void = { _ in }
  ) -> (window: Window, label: Label) {
    let window = Window(screen: .custom(width: 400, height: 400))
    let label = Label(text: text)
    configure(label)
    window.addSubview(label)
    label.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      if let width { make.width.equalTo(width) }
      if let height { make.height.equalTo(height) }
    }
    window.layoutIfNeeded()
    return (window, label)
  }

  /// `value` rounded up to the 2x pixel grid.
  static func ceil2x(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }

  @Test func aLabelNarrowerThanItsTextKeepsItsIntrinsicSizeAndDrawsAnEllipsis() throws {
    let (_, label) = Self.scene("Hello World", width: 60)
    #expect(label.lineBreakMode == .byTruncatingTail)
    let lineHeight = Font.systemFont(ofSize: 17).lineHeight
    #expect(label.frame.isClose(to: CGRect(x: 0, y: 0, width: 60, height: Self.ceil2x(lineHeight))))
    #expect(
      label.intrinsicContentSize.width.isClose(
        to: Self.ceil2x(DejaVuAdvances.width("Hello World"))))
    let fitted = try #require(label.fittedText)
    #expect(fitted.lines.map(\.text) == ["Hello \u{2026}"])
    #expect(fitted.lines[0].rect.width.isClose(to: DejaVuAdvances.width("Hello \u{2026}")))
    #expect(fitted.isTruncated)
  }

  @Test(arguments: [
    (LineBreakMode.byTruncatingTail, "Hello \u{2026}"), (.byTruncatingHead, "\u{2026}orld"),
    (.byTruncatingMiddle, "He\u{2026}rld"), (.byClipping, "Hello World"),
    (.byWordWrapping, "Hello World"), (.byCharWrapping, "Hello World"),
  ])
  func eachModeOnOneLine(mode: LineBreakMode, drawn: String) throws {
    let (window, label) = Self.scene("Hello World", width: 60)
    let intrinsic = label.intrinsicContentSize
    label.lineBreakMode = mode
    window.layoutIfNeeded()
    #expect(label.fittedText?.lines.map(\.text) == [drawn])
    #expect(label.intrinsicContentSize == intrinsic)
    #expect(label.frame.width == 60)
  }

  @Test func aWideEnoughLabelIsNotTruncated() throws {
    let (_, label) = Self.scene("Hello World")
    let fitted = try #require(label.fittedText)
    #expect(fitted.lines.map(\.text) == ["Hello World"])
    #expect(!fitted.isTruncated)
    #expect(Label().fittedText == nil)
  }

  @Test func twoLinesTruncateTheSecond() throws {
    let (_, label) = Self.scene("one two three four five six", width: 80) {
      $0.numberOfLines = 2
    }
    let lineHeight = Font.systemFont(ofSize: 17).lineHeight
    #expect(label.frame.height.isClose(to: Self.ceil2x(2 * lineHeight)))
    #expect(label.fittedText?.lines.map(\.text) == ["one two", "three fo\u{2026}"])
    #expect(label.fittedText?.lines.map(\.isTruncated) == [false, true])
  }

  @Test func unlimitedLinesAreCutByAShorterHeight() throws {
    let (_, label) = Self.scene("one two three four five six", width: 80, height: 45) {
      $0.numberOfLines = 0
    }
    #expect(label.intrinsicContentSize.height > 45)
    #expect(label.frame.height == 45)
    #expect(label.fittedText?.lines.map(\.text) == ["one two", "three fo\u{2026}"])
    label.lineBreakMode = .byWordWrapping
    #expect(label.fittedText?.lines.map(\.text) == ["one two", "three four"])
  }

  @Test func charWrappingChangesTheMeasuredLines() throws {
    let (window, label) = Self.scene("one two three four five six") {
      $0.numberOfLines = 0
      $0.preferredMaxLayoutWidth = 80
    }
    // Words: "three four" is the widest line; characters: "one two t".
    #expect(label.frame.width.isClose(to: Self.ceil2x(DejaVuAdvances.width("three four"))))
    label.lineBreakMode = .byCharWrapping
    window.layoutIfNeeded()
    #expect(label.frame.width.isClose(to: Self.ceil2x(DejaVuAdvances.width("one two t"))))
    #expect(label.fittedText?.lines.map(\.text) == ["one two t", "hree four", "five six"])
  }

  /// The example at the top of `Docs/Text.md`'s "Line breaking and truncation".
  @Test func theTextGuideExampleHolds() throws {
    let (_, label) = Self.scene("Hello World", width: 60)
    #expect(label.intrinsicContentSize.width == 88.5)
    var drawn: [LineBreakMode: [String]] = [:]
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      label.lineBreakMode = mode
      drawn[mode] = label.fittedText?.lines.map(\.text)
    }
    #expect(drawn[.byTruncatingTail] == ["Hello \u{2026}"])
    #expect(drawn[.byTruncatingHead] == ["\u{2026}orld"])
    #expect(drawn[.byTruncatingMiddle] == ["He\u{2026}rld"])

    let (window, two) = Self.scene("one two three four five six", width: 80) {
      $0.numberOfLines = 2
    }
    let expected: [(LineBreakMode, [String])] = [
      (.byTruncatingTail, ["one two", "three fo\u{2026}"]),
      (.byTruncatingHead, ["one two", "\u{2026} five six"]),
      (.byTruncatingMiddle, ["one two", "thre\u{2026} six"]),
      (.byWordWrapping, ["one two", "three four"]),
      (.byCharWrapping, ["one two t", "hree four"]),
    ]
    for (mode, lines) in expected {
      two.lineBreakMode = mode
      window.layoutIfNeeded()
      #expect(two.fittedText?.lines.map(\.text) == lines, "\(mode)")
    }
  }

  // MARK: Natural alignment and layout direction

  @Test func naturalIsRightAlignedInARightToLeftWindow() throws {
    let window = Window(screen: .custom(width: 400, height: 400))
    window.layoutDirection = .rightToLeft
    let box = View()
    let label = Label(text: "Hello")
    window.addSubview(box)
    box.addSubview(label)
    box.snp.makeConstraints { $0.edges.equalToSuperview() }
    label.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalTo(200)
    }
    window.layoutIfNeeded()
    // Inherited through `box`: the label reads right to left, so natural is right.
    #expect(label.effectiveLayoutDirection == .rightToLeft)
    let fitted = try #require(label.fittedText)
    #expect(fitted.alignment == .right)
    #expect(fitted.lines[0].rect.minX.isClose(to: 200 - DejaVuAdvances.width("Hello")))

    label.layoutDirection = .leftToRight
    window.layoutIfNeeded()
    #expect(label.fittedText?.alignment == .left)
    #expect(label.fittedText?.lines[0].rect.minX == 0)

    label.layoutDirection = nil
    label.textAlignment = .left
    window.layoutIfNeeded()
    #expect(label.fittedText?.lines[0].rect.minX == 0)
  }

  @Test func naturalIsLeftAlignedByDefault() throws {
    let (_, label) = Self.scene("Hello", width: 200)
    #expect(label.fittedText?.alignment == .left)
    #expect(label.fittedText?.lines[0].rect.minX == 0)
  }
}
