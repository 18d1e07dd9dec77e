import Foundation
import Testing

@testable import Layout

/// What the render tree, its JSON and its SVG say of a label whose text does not fit.
@Suite("Truncated text in renderers")
struct TruncatedTextRenderTests {
  /// A 60-point label reading "Hello World" (88.35 pt) in a 400 × 400 window, centred in
  /// its frame.
  static func tree(
    mode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .center
  ) -> RenderTree {
    let window = Window(screen: .custom(width: 400, height: 400))
    window.snp.setLabel("app")
    let label = Label(text: "Hello World")
    label.snp.setLabel("title")
    label.lineBreakMode = mode
    label.textAlignment = alignment
    window.addSubview(label)
    label.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalTo(60)
      make.height.equalTo(21)
    }
    window.layoutIfNeeded()
    return RenderTree(windows: [window], screen: window.screen)
  }

  @Test func theRenderTreeCarriesTheDrawnLines() throws {
    let node = try #require(Self.tree().windows.first?.views.first)
    let text = try #require(node.text)
    #expect(text.lines == ["Hello \u{2026}"])
    #expect(text.text == "Hello World")
    #expect(text.lineBreakMode == .byTruncatingTail)
    #expect(text.fitted.isTruncated)
    let line = try #require(text.fitted.lines.first)
    let width = DejaVuAdvances.width("Hello \u{2026}")
    let font = Font.systemFont(ofSize: 17)
    let top = (21 - font.lineHeight) / 2
    #expect(
      line.rect.isClose(
        to: CGRect(x: (60 - width) / 2, y: top, width: width, height: font.lineHeight)))
    #expect(line.baseline.isClose(to: top + font.ascender))
  }

  @Test func jsonHasEachLineWithItsTruncatedFlag() {
    let json = Self.tree().json()
    let truncatedLine = [
      #""lineBreakMode":"byTruncatingTail","numberOfLines":1,"truncated":true,"#,
      #""frame":{"x":0,"y":0,"width":60,"height":21},"#,
      #""lines":[{"text":"Hello …","rect":{"x":0.536376953,"y":0.356445313,"#,
      #""width":58.927246094,"height":20.287109375},"baseline":16.54296875,"#,
      #""truncated":true}]}"#,
    ].joined()
    #expect(json.contains(truncatedLine))
    let clipped = Self.tree(mode: .byClipping).json()
    #expect(clipped.contains(#""lineBreakMode":"byClipping","numberOfLines":1,"truncated":true,"#))
    #expect(clipped.contains(#""lines":[{"text":"Hello World","#))
    #expect(clipped.contains(#","truncated":false}]}"#))
  }

  @Test(arguments: [
    (TextAlignment.center, "middle", 30.0), (.left, "start", 0), (.right, "end", 60),
  ])
  func svgDrawsTheEllipsisTextAnchoredByAlignment(
    alignment: TextAlignment, anchor: String, x: Double
  ) throws {
    let svg = Self.tree(alignment: alignment).svg()
    let root = try #require(SVGElement.parse(svg))
    let texts = root.all("text")
    try #require(texts.count == 1)
    #expect(texts[0].text == "Hello \u{2026}")
    #expect(texts[0].attributes["text-anchor"] == anchor)
    #expect(texts[0].number("x")?.isClose(to: x) == true)
    // The line fits: nothing to clip.
    #expect(root.all("svg").count == 1)
  }

  @Test func svgClipsAClippedLineToTheLabel() throws {
    let svg = Self.tree(mode: .byClipping).svg()
    let root = try #require(SVGElement.parse(svg))
    let label = try #require(root.group(titled: "app/title"))
    let viewport = try #require(label.all("svg").first)
    #expect(viewport.attributes["width"] == "60")
    #expect(viewport.attributes["height"] == "21")
    #expect(viewport.attributes["overflow"] == "hidden")
    let text = try #require(viewport.all("text").first)
    #expect(text.text == "Hello World")
    // Wider than the label: it starts at the left edge, whatever the alignment.
    #expect(text.attributes["text-anchor"] == "start")
    #expect(text.number("x") == 0)
  }
}
