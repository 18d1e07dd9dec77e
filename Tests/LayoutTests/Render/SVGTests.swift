import Foundation
import Testing

@testable import Layout

/// The SVG picture of a render tree.
@Suite struct SVGTests {
  /// The parsed document of a tree's picture; a failed expectation when it does not parse.
  func parse(_ svg: String) -> SVGElement? {
    let document = SVGElement.parse(svg)
    #expect(document != nil, "not well-formed XML:\n\(svg)")
    return document
  }

  @Test func theDocumentIsWellFormedSVG11AtTheScreenSize() throws {
    let svg = SVGScenes.toast().tree.svg()
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"))
    #expect(svg.hasSuffix("</svg>\n"))
    let root = try #require(parse(svg))
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root.attributes["version"] == "1.1")
    #expect(root.attributes["width"] == "393")
    #expect(root.attributes["height"] == "852")
    #expect(root.attributes["viewBox"] == "0 0 393 852")
    // A white screen first, then the windows back to front.
    let background = try #require(root.children.first { $0.name == "rect" })
    #expect(background.attributes["fill"] == "#FFFFFF")
    #expect(background.attributes["width"] == "393")
    let windows = root.children.filter { $0.name == "g" }.compactMap(\.title)
    #expect(windows.prefix(2) == ["app", "toastWindow"])
  }

  @Test func landscapeSwapsTheSize() throws {
    let window = Window(screen: .iPhone15, orientation: .landscape)
    let tree = RenderTree(windows: [window], screen: .iPhone15, orientation: .landscape)
    let root = try #require(parse(tree.svg()))
    #expect(root.attributes["viewBox"] == "0 0 852 393")
  }

  @Test func theToastBoxIsARoundedRectInItsColourAtItsPlace() throws {
    let toast = SVGScenes.toast()
    toast.backView.alpha = 0.5
    let root = try #require(parse(toast.tree.svg()))
    let box = try #require(root.group(titled: "toastWindow/backView"))
    #expect(box.attributes["opacity"] == "0.5")
    let placed = try #require(box.children.first { $0.name == "g" })
    #expect(placed.attributes["transform"] == "matrix(1 0 0 1 121.666666667 620)")
    let rect = try #require(placed.children.first { $0.name == "rect" })
    #expect(rect.attributes["x"] == nil && rect.attributes["y"] == nil)
    #expect(rect.attributes["width"] == "150")
    #expect(rect.attributes["height"] == "32")
    #expect(rect.attributes["rx"] == "15")
    #expect(rect.attributes["fill"] == "#000000")
    #expect(rect.attributes["fill-opacity"] == "0.7")
  }

  @Test func opacityIsTheViewsOwnAlphaOnNestedGroups() throws {
    let toast = SVGScenes.toast()
    toast.backView.alpha = 0.5
    toast.label.alpha = 0.5
    let root = try #require(parse(toast.tree.svg()))
    let box = try #require(root.group(titled: "toastWindow/backView"))
    // The label's group sits inside the box's and carries 0.5, not its effective 0.25: the
    // nesting multiplies.
    let label = try #require(box.group(titled: "toastWindow/backView/messageLabel"))
    #expect(label.attributes["opacity"] == "0.5")
    #expect(!root.all.contains { $0.attributes["opacity"] == "0.25" })
  }

  @Test func anOpaqueViewHasNoOpacityAndAViewWithoutColourNoRect() throws {
    let root = try #require(parse(SVGScenes.toast().tree.svg()))
    let label = try #require(root.group(titled: "toastWindow/backView/messageLabel"))
    #expect(label.attributes["opacity"] == nil)
    #expect(label.all("rect").isEmpty)
    let header = try #require(root.group(titled: "app/header"))
    let rect = try #require(header.all("rect").first)
    #expect(rect.attributes["fill"] == "#007AFF")
    #expect(rect.attributes["fill-opacity"] == nil)
    #expect(rect.attributes["rx"] == nil)
  }

  @Test func aTransformIsTheGroupsMatrix() throws {
    let toast = SVGScenes.toast()
    toast.backView.transform = CGAffineTransform(scaleX: 2, y: 2)
    let root = try #require(parse(toast.tree.svg()))
    let box = try #require(root.group(titled: "toastWindow/backView"))
    let placed = try #require(box.children.first { $0.name == "g" })
    // Scaled about its centre (196⅔, 636; the box written on the 3x grid from 121.5): the
    // origin moves to (46⅔, 604).
    #expect(placed.attributes["transform"] == "matrix(2 0 0 2 46.666666667 604)")
  }

  @Test func aCornerRadiusIsClampedToHalfTheShorterSide() throws {
    let toast = SVGScenes.toast()
    toast.backView.layer.cornerRadius = 40
    let root = try #require(parse(toast.tree.svg()))
    let box = try #require(root.group(titled: "toastWindow/backView"))
    #expect(box.all("rect").first?.attributes["rx"] == "16")
  }

  @Test(arguments: [
    (TextAlignment.natural, "start", 0.0), (.left, "start", 0), (.center, "middle", 75),
    (.right, "end", 150), (.justified, "start", 0),
  ])
  func labelTextIsAnchoredByAlignment(
    alignment: TextAlignment, anchor: String, x: Double
  ) throws {
    let toast = SVGScenes.toast(alignment: alignment)
    let root = try #require(parse(toast.tree.svg()))
    let label = try #require(root.group(titled: "toastWindow/backView/messageLabel"))
    let placed = try #require(label.children.first { $0.name == "g" })
    #expect(placed.attributes["transform"] == "matrix(1 0 0 1 121.666666667 620)")
    let texts = placed.all("text")
    try #require(texts.count == 1)
    let text = texts[0]
    #expect(text.text == "Copied")
    #expect(text.attributes["text-anchor"] == anchor)
    #expect(text.number("x")?.isClose(to: x) == true)
    // One line centred in the 32-point label: its baseline an ascender below the block's top.
    let font: Font = toast.label.font
    let baseline = (32 - font.lineHeight) / 2 + font.ascender
    #expect(text.number("y")?.isClose(to: baseline) == true)
    #expect(text.attributes["font-size"] == "17")
    #expect(text.attributes["font-weight"] == nil)
    #expect(text.attributes["fill"] == "#FFFFFF")
    #expect(
      text.attributes["font-family"]
        == "-apple-system, 'SF Pro Text', 'DejaVu Sans Condensed', sans-serif")
  }

  @Test func wrappedTextIsOneElementPerLineALineHeightApart() throws {
    let toast = SVGScenes.toast(text: "one two three four five six")
    toast.label.numberOfLines = 0
    toast.label.font = .boldSystemFont(ofSize: 13)
    toast.layout()
    let node = try #require(toast.tree.windows.last?.views.first?.subviews.first)
    let lines = try #require(node.text?.lines)
    try #require(lines.count > 1)
    let root = try #require(parse(toast.tree.svg()))
    let texts = root.all("text")
    #expect(texts.map(\.text) == lines)
    #expect(texts.allSatisfy { $0.attributes["font-weight"] == "bold" })
    #expect(texts.allSatisfy { $0.attributes["font-size"] == "13" })
    let font: Font = toast.label.font
    let top = (32 - CGFloat(lines.count) * font.lineHeight) / 2
    for (index, text) in texts.enumerated() {
      let expected = top + font.ascender + CGFloat(index) * font.lineHeight
      #expect(text.number("y")?.isClose(to: expected) == true)
    }
  }

  @Test func labelTextIsEscaped() throws {
    let toast = SVGScenes.toast(text: "a<b & \"c\" > d")
    let svg = toast.tree.svg()
    #expect(svg.contains(">a&lt;b &amp; &quot;c&quot; &gt; d</text>"))
    let root = try #require(parse(svg))
    #expect(root.all("text").map(\.text) == ["a<b & \"c\" > d"])
  }

  @Test func clipsToBoundsClipsTheSubviewsToTheRoundedRect() throws {
    let toast = SVGScenes.toast()
    toast.backView.clipsToBounds = true
    let root = try #require(parse(toast.tree.svg()))
    let box = try #require(root.group(titled: "toastWindow/backView"))
    let clip = try #require(box.children.first { $0.name == "clipPath" })
    #expect(clip.attributes["id"] == "clip1")
    let shape = try #require(clip.children.first)
    #expect(shape.name == "rect")
    #expect(shape.attributes["width"] == "150" && shape.attributes["height"] == "32")
    #expect(shape.attributes["rx"] == "15")
    #expect(shape.attributes["transform"] == "matrix(1 0 0 1 121.666666667 620)")
    let clipped = try #require(box.children.first { $0.attributes["clip-path"] != nil })
    #expect(clipped.attributes["clip-path"] == "url(#clip1)")
    #expect(clipped.group(titled: "toastWindow/backView/messageLabel") != nil)
  }

  @Test func clipPathsAreNumberedInTreeOrder() throws {
    let toast = SVGScenes.toast()
    toast.backView.clipsToBounds = true
    let inner = View()
    inner.snp.setLabel("inner")
    inner.clipsToBounds = true
    toast.label.addSubview(inner)
    inner.addSubview(View())
    toast.app.subviews[0].clipsToBounds = true  // the header: no subviews, so no clip path
    let root = try #require(parse(toast.tree.svg()))
    #expect(root.all("clipPath").compactMap { $0.attributes["id"] } == ["clip1", "clip2"])
    let innerGroup = try #require(root.group(titled: "toastWindow/backView/messageLabel/inner"))
    #expect(innerGroup.children.first { $0.name == "clipPath" }?.attributes["id"] == "clip2")
  }

  @Test func hiddenViewsAndTheirSubviewsAreLeftOut() throws {
    let toast = SVGScenes.toast()
    toast.label.isHidden = true
    let withoutLabel = try #require(parse(toast.tree.svg()))
    #expect(withoutLabel.group(titled: "toastWindow/backView") != nil)
    #expect(withoutLabel.group(titled: "toastWindow/backView/messageLabel") == nil)
    #expect(withoutLabel.all("text").isEmpty)
    toast.label.isHidden = false
    toast.backView.isHidden = true
    let svg = toast.tree.svg(debug: true)
    let withoutBox = try #require(parse(svg))
    #expect(withoutBox.group(titled: "toastWindow/backView") == nil)
    #expect(!svg.contains("messageLabel"))
  }

  @Test func debugOutlinesEveryFrameWithItsIdOnlyWhenAsked() throws {
    let toast = SVGScenes.toast()
    let plain = try #require(parse(toast.tree.svg()))
    #expect(plain.group(titled: "debug") == nil)
    #expect(plain.all("polygon").isEmpty)
    let root = try #require(parse(toast.tree.svg(debug: true)))
    let debug = try #require(root.group(titled: "debug"))
    #expect(root.children.last { $0.name == "g" }?.title == "debug")
    #expect(
      debug.all("polygon").map { $0.attributes["points"] } == [
        "0,59 393,59 393,103 0,103",
        "121.666666667,620 271.666666667,620 271.666666667,652 121.666666667,652",
        "121.666666667,620 271.666666667,620 271.666666667,652 121.666666667,652",
      ])
    #expect(debug.all("rect").count == 2)
    #expect(
      debug.all("text").map(\.text) == ["app", "header", "toastWindow", "backView", "messageLabel"])
    let id = try #require(debug.all("text").first { $0.text == "backView" })
    #expect(id.attributes["x"] == "122.666666667" && id.attributes["y"] == "627")
    // The label fills the box: its id goes one line lower instead of over the box's.
    let labelID = try #require(debug.all("text").first { $0.text == "messageLabel" })
    #expect(labelID.attributes["x"] == "122.666666667" && labelID.attributes["y"] == "634")
  }

  @Test func aRotatedViewsOutlineIsRotated() throws {
    let toast = SVGScenes.toast()
    toast.backView.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let root = try #require(parse(toast.tree.svg(debug: true)))
    let points = try #require(root.all("polygon").dropFirst().first?.attributes["points"])
    let corners = points.split(separator: " ").map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    // A quarter turn about the centre (196⅔, 636): the top left corner goes to the top right.
    let expected: [[Double]] = [
      [212 + 2.0 / 3, 561], [212 + 2.0 / 3, 711], [180 + 2.0 / 3, 711], [180 + 2.0 / 3, 561],
    ]
    #expect(corners.count == 4)
    for (corner, want) in zip(corners, expected) {
      #expect(corner.count == 2 && corner[0].isClose(to: want[0]) && corner[1].isClose(to: want[1]))
    }
  }

  @Test func theSafeAreaIsFaintlyMarked() throws {
    let root = try #require(parse(SVGScenes.toast().tree.svg()))
    let mark = try #require(root.group(titled: "safe area"))
    let dashed = try #require(mark.all("rect").first)
    #expect(dashed.attributes["y"] == "59" && dashed.attributes["height"] == "759")
    #expect(dashed.attributes["stroke-dasharray"] != nil)
    #expect(dashed.attributes["fill"] == "none")
    let shade = try #require(mark.all("path").first)
    #expect(shade.attributes["fill-rule"] == "evenodd")
    #expect(shade.number("fill-opacity").map { $0 <= 0.1 } == true)
    let bare = Screen.custom(width: 100, height: 100, scale: 1, safeArea: .zero)
    let window = Window(screen: bare)
    let plain = try #require(parse(RenderTree(windows: [window], screen: bare).svg()))
    #expect(plain.group(titled: "safe area") == nil)
  }

  @Test func theSameTreeGivesTheSameBytes() {
    let first = SVGScenes.toast().tree
    #expect(first.svg() == first.svg())
    #expect(first.svg(debug: true) == SVGScenes.toast().tree.svg(debug: true))
  }
}
