import Foundation
import Testing

@testable import Layout
@testable import LayoutText

extension ViewsTests {
  /// `Button`: UIButton's surface, its intrinsic size, where its title goes, titles and
  /// colours per state, and how it is drawn.
  ///
  /// Title widths are worked out by hand from the system font's table (DejaVu Sans
  /// Condensed advances over 2048 units per em, `SystemFontTable+Data.swift`), at 15 pt:
  /// "Hello World" = 10644 units → 77.959; "Button" = 6171 → 45.198; "Tap" = 3424 → 25.078;
  /// "OK" = 2658 → 19.468; "copy" = 4400 → 32.227. The line is SF's (1950 + 494) / 2048 ×
  /// 15 = 17.900. Measured sizes are rounded up to the pixel grid: 1/3 pt in an iPhone 15
  /// window, 1/2 pt outside a window.
  @Suite("Button")
  struct ButtonTests {
    /// An iPhone 15 window (3x), kept for the whole test (a button does not keep its
    /// window alive, and measures at 2x outside one).
    let window: Window = {
      let window = Window(screen: .iPhone15)
      window.snp.setLabel("window")
      return window
    }()

    /// Puts a button in ``window`` with the frame given and lays it out.
    @discardableResult
    func inWindow(_ button: Button, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 50))
      -> Window
    {
      button.frame = frame
      window.addSubview(button)
      window.layoutIfNeeded()
      return window
    }

    // MARK: Types and defaults

    @Test func aSystemButtonHasABlue15PointTitle() {
      let button = Button(type: .system)
      #expect(button.buttonType == .system)
      #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
      #expect(button.titleColor(for: .normal) == .systemBlue)
      #expect(button.currentTitle == nil)
    }

    @Test func aCustomButtonHasAWhiteTitleAsUIButtonFrame() {
      #expect(Button().buttonType == .custom)
      #expect(Button(type: .custom).currentTitleColor == .white)
      #expect(Button(frame: .zero).titleColor(for: .highlighted) == .white)
    }

    @Test(arguments: [
      Button.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close,
    ])
    func theIconTypesBehaveAsSystemButtons(type: Button.ButtonType) {
      let button = Button(type: type)
      button.setTitle("Hello World", for: .normal)
      #expect(button.buttonType == type)
      #expect(button.currentTitleColor == .systemBlue)
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 78, height: 30)))
    }

    @Test func theTitleInitializerMakesATitledSystemButton() {
      let button = Button(title: "Tap")
      #expect(button.buttonType == .system)
      #expect(button.title(for: .normal) == "Tap")
      #expect(Button.ButtonType.roundedRect == .system)
    }

    @Test func theTitleLabelBelongsToTheButtonButIsNotASubview() throws {
      let button = Button(type: .system)
      let label = try #require(button.titleLabel)
      #expect(label === button.titleLabel)
      #expect(label.superview === button)
      #expect(button.subviews.isEmpty)
    }

    // MARK: Intrinsic size

    @Test func aSystemButtonIsItsTitlePaddedSixAboveAndBelow() {
      // UIKit reports (78, 30) for "Hello World" (Sadun, iOS Auto Layout Demystified):
      // 77.959 → 78 wide; 17.900 → 18 high, plus 6 and 6.
      let button = Button(type: .system)
      button.setTitle("Hello World", for: .normal)
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 78, height: 30)))
      inWindow(button)
      button.setTitle("Button", for: .normal)
      // 45.198 → 45 1/3 at 3x.
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 136.0 / 3, height: 30)))
    }

    @Test func aCustomButtonMeasuresAsASystemButton() {
      let button = Button(type: .custom)
      button.setTitle("Tap", for: .normal)
      // 25.078 → 25.5 at 2x.
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 25.5, height: 30)))
    }

    @Test func contentInsetsReplaceThePaddingAndGrowTheSize() {
      let button = Button(type: .custom)
      button.setTitle("OK", for: .normal)
      inWindow(button)
      button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
      // 19.468 → 19 2/3 at 3x, + 20; 18 + 8.
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 119.0 / 3, height: 26)))
      // Any inset turns the padding off, as UIKit's (a tiny one is the known workaround).
      button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0.001, bottom: 0, right: 0)
      #expect(button.intrinsicContentSize.height.isClose(to: 18))
    }

    @Test func anUntitledButtonHasNoPadding() {
      let button = Button(type: .system)
      #expect(button.intrinsicContentSize == .zero)
      button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(button.intrinsicContentSize == CGSize(width: 6, height: 4))
    }

    @Test func titleInsetsMoveTheTitleButDoNotChangeTheSize() {
      let button = Button(type: .system)
      button.setTitle("Hello World", for: .normal)
      button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 78, height: 30)))
    }

    @Test func theSizeFollowsTheCurrentStatesTitleAndTheFont() {
      let button = Button(type: .system)
      button.setTitle("OK", for: .normal)
      button.setTitle("Hello World", for: .selected)
      button.isSelected = true
      #expect(button.intrinsicContentSize.width.isClose(to: 78))
      button.titleLabel?.font = .systemFont(ofSize: 30)
      // 10644 / 2048 × 30 = 155.918 → 156; (2444 / 2048) × 30 = 35.801 → 36, plus 12.
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 156, height: 48)))
    }

    @Test func layoutUsesTheIntrinsicSizeAndRelaysOutWhenTheTitleChanges() {
      let window = Window(screen: .iPhone15)
      let button = Button(type: .system)
      button.setTitle("Hello World", for: .normal)
      window.addSubview(button)
      button.snp.makeConstraints { make in make.center.equalToSuperview() }
      window.layoutIfNeeded()
      // Centred on (196.5, 426): 157.5 to 235.5, the pixels 472.5 and 706.5 at 3x, written as
      // 473 and 707.
      #expect(button.frame.isClose(to: CGRect(x: 473.0 / 3, y: 411, width: 78, height: 30)))
      _ = window.takeLayoutChanges()
      button.setTitle("Tap", for: .normal)
      window.layoutIfNeeded()
      // 25.078 → 25 1/3 at 3x.
      #expect(button.frame.width.isClose(to: 76.0 / 3))
      let change = window.takeLayoutChanges().change(of: button)
      #expect(change?.kind.contains(.text) == true)
      #expect(change?.kind.contains(.frame) == true)
    }

    @Test func aMultiLineTitleWrapsAtTheWidthLayoutGivesTheButton() {
      let window = Window(screen: .iPhone15)
      let button = Button(type: .system)
      button.setTitle("Hello World Hello World", for: .normal)
      button.titleLabel?.numberOfLines = 0
      window.addSubview(button)
      button.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.width.equalTo(100)
      }
      window.layoutIfNeeded()
      // "Hello World Hello World" is 77.959 × 2 + a space (4.285) wide: two lines at 100,
      // 2 × 17.900 = 35.801 → 36 at 3x, plus 12.
      #expect(button.frame.height.isClose(to: 48))
      button.titleLabel?.numberOfLines = 1
      window.layoutIfNeeded()
      #expect(button.frame.height.isClose(to: 30))
    }

    @Test func aButtonsBaselineIsItsTitles() {
      let window = Window(screen: .iPhone15)
      let label = Label(text: "Name")
      let button = Button(type: .system)
      button.setTitle("Edit", for: .normal)
      window.addSubview(label)
      window.addSubview(button)
      label.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(20)
        make.top.equalToSuperview().offset(100)
      }
      button.snp.makeConstraints { make in
        make.left.equalTo(label.snp.right).offset(8)
        make.firstBaseline.equalTo(label.snp.firstBaseline)
      }
      window.layoutIfNeeded()
      // Label: 17 pt, ascender 1950/2048 × 17 = 16.187; the button's title sits 6 down and
      // its ascender is 1950/2048 × 15 = 14.282.
      let labelBaseline = 100 + 1950.0 / 2048 * 17
      #expect((button.solvedFrame.minY + 6 + 1950.0 / 2048 * 15).isClose(to: labelBaseline))
    }

    // MARK: Title placement

    @Test func theTitleIsCentredInTheBounds() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      inWindow(button)
      let frame = try #require(button.titleLabel?.frame)
      // (200 − 25 1/3) / 2 = 87 1/3; (50 − 18) / 2 = 16.
      #expect(frame.isClose(to: CGRect(x: 262.0 / 3, y: 16, width: 76.0 / 3, height: 18)))
    }

    @Test func theTitleIsCentredInsideTheContentInsets() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0)
      inWindow(button)
      let frame = try #require(button.titleLabel?.frame)
      // Content (20, 10, 180, 40): x = 20 + (180 − 25 1/3) / 2 = 97 1/3, y = 10 + 11.
      #expect(frame.isClose(to: CGRect(x: 292.0 / 3, y: 21, width: 76.0 / 3, height: 18)))
      #expect(
        button.contentRect(forBounds: button.bounds).isClose(
          to: CGRect(x: 20, y: 10, width: 180, height: 40)))
    }

    static let title: CGFloat = 76.0 / 3
    static let horizontalCases: [(Control.ContentHorizontalAlignment, CGFloat, CGFloat)] = [
      (.left, 20, title), (.right, 200 - title, title), (.leading, 20, title),
      (.trailing, 200 - title, title), (.fill, 20, 180),
    ]

    @Test(arguments: horizontalCases)
    func theTitleFollowsTheHorizontalAlignment(
      alignment: Control.ContentHorizontalAlignment, x: CGFloat, width: CGFloat
    ) throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
      button.contentHorizontalAlignment = alignment
      inWindow(button)
      let frame = try #require(button.titleLabel?.frame)
      #expect(frame.minX.isClose(to: x) && frame.width.isClose(to: width))
    }

    @Test func leadingIsRightInRightToLeftLayout() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.contentHorizontalAlignment = .leading
      let window = inWindow(button)
      window.layoutDirection = .rightToLeft
      #expect(button.effectiveContentHorizontalAlignment == .right)
      let frame = try #require(button.titleLabel?.frame)
      #expect(frame.maxX.isClose(to: 200))
    }

    static let verticalCases: [(Control.ContentVerticalAlignment, CGFloat, CGFloat)] = [
      (.top, 10, 18), (.bottom, 32, 18), (.fill, 10, 40),
    ]

    @Test(arguments: verticalCases)
    func theTitleFollowsTheVerticalAlignment(
      alignment: Control.ContentVerticalAlignment, y: CGFloat, height: CGFloat
    ) throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      button.contentVerticalAlignment = alignment
      inWindow(button)
      let frame = try #require(button.titleLabel?.frame)
      #expect(frame.minY.isClose(to: y) && frame.height.isClose(to: height))
    }

    @Test func withZeroInsetsTopAlignmentStillKeepsTheSixPointPadding() throws {
      // UIKit's padding is part of the content area: a top-aligned title of an intrinsically
      // sized button sits where a centred one does.
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.contentVerticalAlignment = .top
      inWindow(button, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
      #expect(try #require(button.titleLabel?.frame).minY.isClose(to: 6))
    }

    @Test func titleInsetsShiftTheTitleByHalfTheirDifference() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
      inWindow(button)
      // (10 + (190 − 25 1/3) / 2) = 92 1/3: 5 right of the centred 87 1/3.
      #expect(try #require(button.titleLabel?.frame).minX.isClose(to: 277.0 / 3))
    }

    @Test func aTitleWiderThanTheButtonIsCutToTheContentWidth() throws {
      let button = Button(type: .system)
      button.setTitle("Hello World", for: .normal)
      inWindow(button, frame: CGRect(x: 0, y: 0, width: 50, height: 30))
      let frame = try #require(button.titleLabel?.frame)
      #expect(frame.isClose(to: CGRect(x: 0, y: 6, width: 50, height: 18)))
    }

    @Test func theTitleOriginIsOnThePixelGridWithHalvesRoundedUp() throws {
      let button = Button(type: .system)
      button.setTitle("copy", for: .normal)
      inWindow(button, frame: CGRect(x: 0, y: 0, width: 44, height: 44))
      // "copy" 32.227 → 32 1/3; (44 − 32 1/3) / 2 = 5 5/6 = 17.5 pixels → 18 → 6.
      #expect(try #require(button.titleLabel?.frame).minX.isClose(to: 6))
    }

    // MARK: Titles and colours per state

    @Test func aStateWithoutATitleFallsBackToNormal() {
      let button = Button(type: .system)
      button.setTitle("Play", for: .normal)
      button.setTitle("Pause", for: .selected)
      #expect(button.title(for: .highlighted) == "Play")
      #expect(button.title(for: .selected) == "Pause")
      // UIKit's rule: the combined state falls back to .normal, not to .selected.
      #expect(button.title(for: [.selected, .highlighted]) == "Play")
      button.isSelected = true
      #expect(button.state == .selected)
      #expect(button.currentTitle == "Pause")
      button.isHighlighted = true
      #expect(button.state == [.selected, .highlighted])
      #expect(button.currentTitle == "Play")
      button.setTitle(nil, for: .selected)
      button.isHighlighted = false
      #expect(button.currentTitle == "Play")
    }

    @Test func titleColoursFallBackToNormalThenToTheType() {
      let button = Button(type: .system)
      button.setTitleColor(.red, for: .normal)
      button.setTitleColor(.gray, for: .disabled)
      #expect(button.titleColor(for: .highlighted) == .red)
      button.isEnabled = false
      #expect(button.state == .disabled)
      #expect(button.currentTitleColor == .gray)
      #expect(button.titleLabel?.textColor == .gray)
      button.setTitleColor(nil, for: .normal)
      #expect(button.titleColor(for: .normal) == .systemBlue)
    }

    @Test func theTitleLabelShowsTheCurrentTitleAndColour() {
      let button = Button(type: .custom)
      button.setTitle("On", for: .normal)
      button.setTitle("Off", for: .disabled)
      button.setTitleColor(.yellow, for: .disabled)
      button.isEnabled = false
      #expect(button.titleLabel?.text == "Off")
      #expect(button.titleLabel?.textColor == .yellow)
      button.isEnabled = true
      #expect(button.titleLabel?.text == "On")
      #expect(button.titleLabel?.textColor == .white)
    }

    @Test func aTitleColourChangeIsReportedAsText() {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      let window = inWindow(button)
      _ = window.takeLayoutChanges()
      button.setTitleColor(.red, for: .normal)
      window.layoutIfNeeded()
      #expect(window.takeLayoutChanges().change(of: button)?.kind == .text)
    }

    // MARK: Drawing

    @Test func theRenderTreeDrawsTheTitleInItsFrameCentred() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      let window = inWindow(button, frame: CGRect(x: 10, y: 20, width: 200, height: 50))
      let node = RenderTree(windows: [window], screen: .iPhone15).windows[0].views[0]
      #expect(node.type == .button)
      let text = try #require(node.text)
      // Drawn in the window's (light) appearance: the light system blue.
      #expect(text.text == "Tap" && text.fontSize == 15 && text.color.hexNotation == "#007AFF")
      #expect(text.alignment == .center)
      let frame = try #require(text.frame)
      #expect(frame.isClose(to: CGRect(x: 262.0 / 3, y: 16, width: 76.0 / 3, height: 18)))
      let json = RenderTree(windows: [window], screen: .iPhone15).json()
      #expect(json.contains("\"alignment\":\"center\",\"drawnAlignment\":\"center\","))
      #expect(
        json.contains(
          "\"frame\":{\"x\":87.333333333,\"y\":16,\"width\":25.333333333,\"height\":18}"))
      #expect(
        json.contains(
          "\"titleRect\":{\"x\":87.333333333,\"y\":16,\"width\":25.333333333,\"height\":18}"))
    }

    @Test func theSVGCentresTheTitleTextInTheButton() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      let window = inWindow(button)
      let svg = RenderTree(windows: [window], screen: .iPhone15).svg()
      let root = try #require(SVGElement.parse(svg))
      let text = try #require(root.group(titled: "window/Button[0]")?.all("text").first)
      #expect(text.text == "Tap")
      #expect(text.attributes["text-anchor"] == "middle")
      // The title frame's middle: 87 1/3 + 12 2/3 = 100; baseline 16 + (18 − 17.900) / 2 +
      // 14.282 = 30.332.
      #expect(try #require(text.number("x")).isClose(to: 100))
      let baseline = 16 + (18 - 2444.0 / 2048 * 15) / 2 + 1950.0 / 2048 * 15
      #expect(try #require(text.number("y")).isClose(to: baseline))
      #expect(text.number("font-size") == 15)
      #expect(text.attributes["fill"] == "#007AFF")
    }

    @Test func leftAlignedTitlesStartAtTheTitleFrame() throws {
      let button = Button(type: .system)
      button.setTitle("Tap", for: .normal)
      button.contentHorizontalAlignment = .left
      button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
      let window = inWindow(button)
      let root = try #require(
        SVGElement.parse(RenderTree(windows: [window], screen: .iPhone15).svg()))
      let text = try #require(root.group(titled: "window/Button[0]")?.all("text").first)
      #expect(text.attributes["text-anchor"] == "start")
      #expect(text.number("x") == 12)
    }
    // MARK: The guide's example

    @Test func theViewsGuideButtonExampleHoldsAsWritten() throws {
      let scene = Scene()
      let window = Window(screen: .iPhone15)
      scene.show(window)
      let button = Button(type: .system)
      button.setTitle("Hello World", for: .normal)
      var tapped = false
      button.addAction(Action { _ in tapped = true }, for: .touchUpInside)
      window.addSubview(button)
      button.snp.makeConstraints { $0.center.equalToSuperview() }
      window.layoutIfNeeded()
      #expect(button.solvedFrame.isClose(to: CGRect(x: 157.5, y: 411, width: 78, height: 30)))
      #expect(button.frame.isClose(to: CGRect(x: 473.0 / 3, y: 411, width: 78, height: 30)))
      let title = try #require(button.titleLabel?.frame)
      #expect(title.isClose(to: CGRect(x: 0, y: 6, width: 78, height: 18)))
      #expect(scene.tap(at: CGPoint(x: 196.5, y: 426)) === button)
      #expect(tapped)
    }
  }
}
