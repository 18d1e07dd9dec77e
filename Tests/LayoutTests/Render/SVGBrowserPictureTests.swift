import Foundation
import Testing

@testable import Layout

/// The pictures `Docs/tools/svg-browser-check.sh` opens in headless Chromium: each scene's SVG
/// and the pixel colours its render tree says the screenshot must show. With the environment
/// variable `LAYOUT_SVG_OUT` set to a directory the test writes `NAME.svg` and `NAME.expect`
/// there; without it, it only checks them in memory.
@Suite struct SVGBrowserPictureTests {
  /// A picture and its expectations.
  struct Picture {
    let name: String
    let svg: String
    let expectations: String
  }

  /// The toast scene's picture: dark inside the box (black at 70% over white is 77 of 255),
  /// white around it and beyond its rounded corner, white text in its middle, the blue header
  /// and the faintly shaded status bar (white under black at 5%: 242).
  static func toastPicture() -> Picture {
    let toast = SVGScenes.toast()
    let tree = toast.tree
    let box = tree.windows[1].views[0].absoluteFrame
    let header = tree.windows[0].views[0].absoluteFrame
    func p(_ value: CGFloat) -> String { NumberFormat.string(Double(value.rounded(.down))) }
    let lines = [
      "# toast.svg: SnapKit's toast on an iPhone 15 (393 x 852)",
      "point \(p(box.minX + 8)) \(p(box.midY)) #4D4D4D 12 inside the toast box, left of the text",
      "point \(p(box.maxX - 8)) \(p(box.midY)) #4D4D4D 12 inside the toast box, right of the text",
      "point \(p(box.minX - 6)) \(p(box.midY)) #FFFFFF 8 left of the toast box",
      "point \(p(box.maxX + 6)) \(p(box.midY)) #FFFFFF 8 right of the toast box",
      "point \(p(box.midX)) \(p(box.minY - 6)) #FFFFFF 8 above the toast box",
      "point \(p(box.midX)) \(p(box.maxY + 6)) #FFFFFF 8 below the toast box",
      "point \(p(box.minX + 1)) \(p(box.minY + 1)) #FFFFFF 8 outside the rounded top-left corner",
      "point \(p(box.minX + 15)) \(p(box.minY + 2)) #4D4D4D 12 inside the top edge",
      "any \(p(box.midX - 30)) \(p(box.minY + 6)) \(p(box.midX + 30)) \(p(box.maxY - 6))"
        + " #FFFFFF 40 the label's white text",
      "none \(p(box.minX + 8)) \(p(box.minY + 10)) \(p(box.minX + 14)) \(p(box.maxY - 10))"
        + " #FFFFFF 100 no text at the box's left edge (the text is centred)",
      "point \(p(header.midX)) \(p(header.midY)) #007AFF 8 the blue header in the safe area",
      "point \(p(header.midX)) 30 #F2F2F2 6 the status bar, faintly shaded as unsafe",
    ]
    return Picture(
      name: "toast", svg: tree.svg(), expectations: lines.joined(separator: "\n") + "\n")
  }

  /// A rotated, clipping card: a red 100 × 100 square (corner radius 20) turned 45° in the
  /// middle of an iPhone SE, with a blue stripe twice its width that it clips. Points are taken
  /// in the card's own coordinates and mapped to the screen with its transform.
  static func clippedCardPicture() -> Picture {
    let window = Window(screen: .iPhoneSE3)
    window.snp.setLabel("app")
    window.backgroundColor = .white
    let card = View()
    card.snp.setLabel("card")
    card.backgroundColor = .red
    card.layer.cornerRadius = 20
    card.clipsToBounds = true
    card.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let stripe = View()
    stripe.snp.setLabel("stripe")
    stripe.backgroundColor = .blue
    window.addSubview(card)
    card.addSubview(stripe)
    card.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.size.equalTo(100)
    }
    stripe.snp.makeConstraints { make in
      make.leading.equalToSuperview()
      make.centerY.equalToSuperview()
      make.width.equalTo(200)
      make.height.equalTo(20)
    }
    window.layoutIfNeeded()
    let tree = RenderTree(windows: [window], screen: .iPhoneSE3)
    let node = tree.windows[0].views[0]
    func p(_ x: CGFloat, _ y: CGFloat) -> String {
      let point = CGPoint(x: x, y: y).applying(node.transformToScreen)
      return NumberFormat.string(Double(point.x.rounded(.down))) + " "
        + NumberFormat.string(Double(point.y.rounded(.down)))
    }
    let box = node.absoluteFrame
    let lines = [
      "# card.svg: a clipping card turned 45 degrees on an iPhone SE (375 x 667)",
      "point \(p(50, 50)) #0000FF 8 the stripe through the card's centre",
      "point \(p(50, 20)) #FF0000 8 the card above the stripe (turned)",
      "point \(p(85, 85)) #FF0000 8 the card towards its bottom right corner",
      "point \(p(130, 50)) #FFFFFF 8 the stripe beyond the card's right edge: clipped",
      "point \(p(3, 3)) #FFFFFF 8 the card's rounded top left corner: cut off",
      "point \(Int(box.minX + 5)) \(Int(box.minY + 5)) #FFFFFF 8 the corner of the bounding box: outside the turned square",
    ]
    return Picture(
      name: "card", svg: tree.svg(), expectations: lines.joined(separator: "\n") + "\n")
  }

  /// The toast with the debug overlay: the box is still dark away from the outlines, and the
  /// ids are drawn in pink (the app window's at the screen's top left).
  static func toastDebugPicture() -> Picture {
    let tree = SVGScenes.toast().tree
    let lines = [
      "# toast-debug.svg: the toast with --debug outlines and ids",
      "point 129 640 #4D4D4D 12 inside the toast box, away from outlines and ids",
      "any 0 0 20 9 #FF2D55 70 the app window's id at the top left",
      "any 119 618 124 622 #FF2D55 90 the box's outline at its top left corner",
    ]
    return Picture(
      name: "toast-debug", svg: tree.svg(debug: true),
      expectations: lines.joined(separator: "\n") + "\n")
  }

  @Test func theCardPictureTurnsAndClips() {
    let picture = Self.clippedCardPicture()
    let root = SVGElement.parse(picture.svg)
    #expect(root?.all("clipPath").count == 1)
    #expect(picture.expectations.contains("point 187 333 #0000FF 8"))
  }

  @Test func thePicturesAreWrittenWhenAskedAndMatchTheirNumbers() throws {
    let pictures = [Self.toastPicture(), Self.clippedCardPicture(), Self.toastDebugPicture()]
    let picture = pictures[0]
    // The expected points are the render tree's numbers: the box at (121⅔, 620, 150, 32),
    // 121.5 written on the 3x grid.
    #expect(picture.expectations.contains("point 129 636 #4D4D4D 12 inside the toast box"))
    #expect(picture.expectations.contains("point 122 621 #FFFFFF 8 outside the rounded"))
    #expect(picture.svg.contains("<g transform=\"matrix(1 0 0 1 121.666666667 620)\">"))
    #expect(SVGElement.parse(picture.svg) != nil)
    guard let directory = ProcessInfo.processInfo.environment["LAYOUT_SVG_OUT"] else { return }
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for picture in pictures {
      try picture.svg.write(
        to: url.appendingPathComponent(picture.name + ".svg"), atomically: true,
        encoding: .utf8)
      try picture.expectations.write(
        to: url.appendingPathComponent(picture.name + ".expect"), atomically: true,
        encoding: .utf8)
    }
  }
}
