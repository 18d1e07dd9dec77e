import Foundation
import Testing

@testable import Layout

/// The SVG draws what UIKit draws: scroll views clip, scrolled content sits where it shows,
/// button titles are centred in their insets, numbers in the one format.
@Suite("SVG as UIKit draws it")
struct SVGAsUIKitDrawsTests {
  static func svg(_ window: Window) throws -> SVGElement {
    try #require(SVGElement.parse(RenderTree(windows: [window], screen: window.screen).svg()))
  }

  /// A red scroll view 200 points down, scrolled 100 points, holding a blue view.
  static func scrolledWindow() -> Window {
    let window = Window(screen: .iPhone15)
    window.snp.setLabel("w")
    let scroll = ScrollView(frame: CGRect(x: 0, y: 200, width: 393, height: 400))
    scroll.snp.setLabel("scroll")
    scroll.backgroundColor = .red
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    let content = View(frame: CGRect(x: 0, y: 0, width: 393, height: 1000))
    content.snp.setLabel("content")
    content.backgroundColor = .blue
    window.addSubview(scroll)
    scroll.addSubview(content)
    return window
  }

  @Test func aScrolledScrollViewIsDrawnAndClipsAtItsFrame() throws {
    let root = try Self.svg(Self.scrolledWindow())
    let scroll = try #require(root.group(titled: "w/scroll"))
    // Its own rectangle at its frame, not moved by the content offset.
    let placed = try #require(scroll.children.first { $0.name == "g" && $0.title == nil })
    #expect(placed.attributes["transform"] == "matrix(1 0 0 1 0 200)")
    #expect(placed.all("rect").first?.attributes["fill"] == "#FF0000")
    // Scroll views clip (UIScrollView's clipsToBounds is true): the clip is its frame too.
    let clip = try #require(scroll.all("clipPath").first)
    #expect(clip.all("rect").first?.attributes["transform"] == "matrix(1 0 0 1 0 200)")
    #expect(clip.all("rect").first?.attributes["height"] == "400")
    // The content is scrolled up by 100 and inside the clip.
    let clipped = try #require(
      scroll.children.first { $0.attributes["clip-path"] == "url(#\(clip.attributes["id"] ?? ""))" }
    )
    let content = try #require(clipped.group(titled: "w/scroll/content"))
    #expect(content.all("g").dropFirst().first?.attributes["transform"] == "matrix(1 0 0 1 0 100)")
  }

  @Test func aButtonsTitleIsCentredInItsContentInsets() throws {
    let window = Window(screen: .iPhone15)
    window.snp.setLabel("w")
    let button = Button(type: .system)
    button.snp.setLabel("button")
    button.setTitle("Tap", for: .normal)
    button.contentEdgeInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    window.addSubview(button)
    window.layoutIfNeeded()
    let text = try #require(try Self.svg(window).group(titled: "w/button")?.all("text").first)
    #expect(text.attributes["text-anchor"] == "middle")
    // The middle of the 160 points right of the inset, to the title frame's pixel rounding.
    let titleRect = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
    #expect(try #require(text.number("x")).isClose(to: titleRect.midX))
    #expect(titleRect.midX.isClose(to: 120, tolerance: 1.0 / 6 / 120))
  }

  @Test func numbersAreRoundedTo9PlacesAsInTheJSON() throws {
    let window = Window(screen: .iPhone15)
    window.snp.setLabel("w")
    let box = View(frame: CGRect(x: 1.0 / 3, y: 0, width: 10, height: 10))
    box.snp.setLabel("box")
    box.backgroundColor = .black
    window.addSubview(box)
    let svg = RenderTree(windows: [window], screen: .iPhone15).svg()
    #expect(svg.contains("matrix(1 0 0 1 0.333333333 0)"))
    #expect(!svg.contains("0.3333333333"))
    #expect(RenderTree(windows: [window], screen: .iPhone15).json().contains("\"x\":0.333333333,"))
  }
}
