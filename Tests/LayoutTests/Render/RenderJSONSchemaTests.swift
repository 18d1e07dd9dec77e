import Foundation
import Testing

@testable import Layout

/// What the render tree's JSON (schema version 3) says of each thing a renderer draws.
@Suite("Render tree JSON v3")
struct RenderJSONSchemaTests {
  /// The JSON of `windows` decoded.
  static func decode(_ windows: [Window], screen: Screen = .iPhone15) throws -> [String: Any] {
    let json = RenderTree(windows: windows, screen: screen).json()
    return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// The views of the window at `index` (back to front).
  static func views(_ tree: [String: Any], window index: Int = 0) -> [[String: Any]] {
    let windows = tree["windows"] as? [[String: Any]] ?? []
    return windows.indices.contains(index) ? windows[index]["views"] as? [[String: Any]] ?? [] : []
  }

  static func subviews(_ view: [String: Any]) -> [[String: Any]] {
    view["subviews"] as? [[String: Any]] ?? []
  }

  static func rect(_ value: Any?) -> CGRect? {
    guard let r = value as? [String: Double], let x = r["x"], let y = r["y"],
      let w = r["width"], let h = r["height"]
    else { return nil }
    return CGRect(x: x, y: y, width: w, height: h)
  }

  /// Whether a JSON matrix is `expected`, entry by entry within the tolerance.
  static func matrix(_ value: Any?, is expected: [Double]) -> Bool {
    guard let m = value as? [Double], m.count == expected.count else { return false }
    return zip(m, expected).allSatisfy { $0.isClose(to: $1) }
  }

  /// A window with one view of `size` at `origin`.
  static func windowWithBox(
    _ box: View, at origin: CGPoint = CGPoint(x: 50, y: 100),
    size: CGSize = CGSize(width: 150, height: 32)
  ) -> Window {
    let window = Window(screen: .iPhone15)
    window.snp.setLabel("w")
    box.snp.setLabel("box")
    box.frame = CGRect(origin: origin, size: size)
    window.addSubview(box)
    window.layoutIfNeeded()
    return window
  }

  @Test func theVersionComesFirst() throws {
    let json = RenderTree(windows: [], screen: .iPhone15).json()
    #expect(json.hasPrefix("{\"schemaVersion\":3,\"screen\":"))
    #expect(RenderTree.schemaVersion == 3)
  }

  @Test func windowLevelsAreNamedAndCustomOnesAreNumbers() throws {
    let levels: [WindowLevel] = [.alert, .normal, WindowLevel(1500), .statusBar]
    let windows = levels.map { Window(screen: .iPhone15, level: $0) }
    let tree = try Self.decode(windows)
    let out = try #require(tree["windows"] as? [[String: Any]])
    #expect(out.map { $0["zIndex"] as? Int } == [0, 1, 2, 3])
    #expect(out[0]["level"] as? String == "normal")
    #expect(out[1]["level"] as? String == "statusBar")
    #expect(out[2]["level"] as? Double == 1500)
    #expect(out[3]["level"] as? String == "alert")
  }

  @Test func viewsAreNumberedInDrawingOrderHiddenOnesIncluded() throws {
    let window = Window(screen: .iPhone15)
    let a = View()
    let a1 = View()
    let a2 = View()
    let b = View()
    a2.isHidden = true
    window.addSubview(a)
    a.addSubview(a1)
    a.addSubview(a2)
    window.addSubview(b)
    let views = Self.views(try Self.decode([window]))
    #expect(views.map { $0["zIndex"] as? Int } == [0, 3])
    #expect(Self.subviews(views[0]).map { $0["zIndex"] as? Int } == [1, 2])
    #expect(Self.subviews(views[0])[1]["hidden"] as? Bool == true)
  }

  @Test func theSafeAreaHasOneShapeOnTheScreenAndOnWindows() throws {
    let tree = try Self.decode([Window(screen: .iPhone15)])
    let screen = try #require(tree["screen"] as? [String: Any])
    let window = try #require((tree["windows"] as? [[String: Any]])?.first)
    for owner in [screen, window] {
      let safeArea = try #require(owner["safeArea"] as? [String: Any])
      #expect(safeArea.keys.sorted() == ["insets", "rect"])
      #expect(
        safeArea["insets"] as? [String: Double] == [
          "top": 59, "left": 0, "bottom": 34, "right": 0,
        ])
      #expect(
        Self.rect(safeArea["rect"])?.isClose(to: CGRect(x: 0, y: 59, width: 393, height: 759))
          == true)
    }
  }

  @Test func theRawCornerRadiusAndTheOneDrawnAreBothThere() throws {
    let box = View()
    box.layer.cornerRadius = 40
    let view = try #require(Self.views(try Self.decode([Self.windowWithBox(box)])).first)
    #expect(view["cornerRadius"] as? Double == 40)
    #expect(view["drawnCornerRadius"] as? Double == 16)  // half of 32
  }

  @Test func aNumberThatIsNotFiniteIsNull() throws {
    let box = View()
    box.layer.cornerRadius = .infinity
    let view = try #require(Self.views(try Self.decode([Self.windowWithBox(box)])).first)
    #expect(view["cornerRadius"] is NSNull)
    #expect(view["drawnCornerRadius"] as? Double == 16)
  }

  /// A scroll view scrolled 100 down holding a view 150 below its content's top: the frame
  /// is in the scroll view's bounds, the window and screen frames where it shows, and the
  /// scroll view's drawing space starts at its top-left corner whatever its offset.
  @Test func everyCoordinateSpaceIsNamed() throws {
    let window = Window(screen: .iPhone15)
    let scroll = ScrollView(frame: CGRect(x: 0, y: 200, width: 393, height: 400))
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    let child = View(frame: CGRect(x: 10, y: 150, width: 50, height: 60))
    child.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(scroll)
    scroll.addSubview(child)
    let scrollJSON = try #require(Self.views(try Self.decode([window])).first)
    #expect(
      Self.rect(scrollJSON["bounds"])?.isClose(to: CGRect(x: 0, y: 100, width: 393, height: 400))
        == true)
    #expect(Self.matrix(scrollJSON["transformToScreen"], is: [1, 0, 0, 1, 0, 200]))
    let childJSON = try #require(Self.subviews(scrollJSON).first)
    // The frame ignores the transform, as UIKit's; the window frame is the bounding box:
    // centre (35, 180) in the content, 80 below the scroll view's top, twice the size.
    #expect(
      Self.rect(childJSON["frame"])?.isClose(to: CGRect(x: 10, y: 150, width: 50, height: 60))
        == true)
    #expect(
      Self.rect(childJSON["windowFrame"])?.isClose(
        to: CGRect(x: -15, y: 220, width: 100, height: 120)) == true)
    #expect(
      Self.rect(childJSON["screenFrame"])?.isClose(to: Self.rect(childJSON["windowFrame"]) ?? .null)
        == true)
    #expect(Self.matrix(childJSON["transform"], is: [2, 0, 0, 2, 0, 0]))
    #expect(Self.matrix(childJSON["transformToScreen"], is: [2, 0, 0, 2, -15, 220]))
  }

  @Test func scrollViewsClipAsInUIKitAndSayWhereTheirContentIs() throws {
    let scroll = ScrollView()
    #expect(scroll.clipsToBounds)
    scroll.contentOffset = CGPoint(x: 5, y: 7)
    scroll.zoomScale = 2
    let view = try #require(Self.views(try Self.decode([Self.windowWithBox(scroll)])).first)
    #expect(view["clipsToBounds"] as? Bool == true)
    let state = try #require(view["scroll"] as? [String: Any])
    #expect(state["contentOffset"] as? [String: Double] == ["x": 5, "y": 7])
    #expect(state["zoomScale"] as? Double == 2)
  }

  @Test func anImageViewNamesItsImageAndViewsWithoutOneHaveNoImageKey() throws {
    let image = ImageView(imageSize: CGSize(width: 1000, height: 800))
    image.imageName = "photo"
    let empty = ImageView()
    let window = Self.windowWithBox(image)
    window.addSubview(empty)
    window.addSubview(View())
    let views = Self.views(try Self.decode([window]))
    let named = try #require(views[0]["image"] as? [String: Any])
    #expect(named["name"] as? String == "photo")
    #expect(named["size"] as? [String: Double] == ["width": 1000, "height": 800])
    #expect(views[1]["image"] == nil)
    #expect(views[2]["image"] == nil)
  }

  @Test func aLabelSaysWhichFontMeasuredIt() throws {
    let label = Label(text: "Hi 안녕")
    label.font = .systemFont(ofSize: 20, weight: .semibold)
    let view = try #require(Self.views(try Self.decode([Self.windowWithBox(label)])).first)
    let text = try #require(view["text"] as? [String: Any])
    let font = try #require(text["font"] as? [String: Any])
    #expect(font["name"] as? String == "System Bold")
    #expect(font["family"] as? String == "DejaVu Sans Condensed")
    #expect(
      font["file"] as? String == "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf")
    #expect(font["cjkFamily"] as? String == "NanumGothic")
    #expect(font["cjkFile"] as? String == "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf")
    #expect(font["weight"] as? String == "semibold")
    #expect(font["bold"] as? Bool == true)
    #expect(try #require(font["lineHeight"] as? Double).isClose(to: 2444.0 / 2048 * 20))
    #expect(try #require(font["ascender"] as? Double).isClose(to: 1950.0 / 2048 * 20))
    #expect(try #require(font["descender"] as? Double).isClose(to: -494.0 / 2048 * 20))
  }

  @Test(.enabled(if: TextTests.hasDejaVu, TextTests.needsDejaVu))
  func aFileFontNamesItsFileAndNoFamily() throws {
    let label = Label(text: "Hi")
    label.font = try Font.load(path: TextTests.dejaVuPath, size: 17)
    let view = try #require(Self.views(try Self.decode([Self.windowWithBox(label)])).first)
    let font = try #require((view["text"] as? [String: Any])?["font"] as? [String: Any])
    #expect(font["file"] as? String == TextTests.dejaVuPath)
    #expect(font["family"] is NSNull && font["cjkFile"] is NSNull)
  }

  /// A 200 × 50 button with 40 points of content inset on the left: its title is centred in
  /// the 160 points left, and its lines are in the button's own drawing space.
  @Test func aButtonsTitleLinesAreCentredInItsInsetsInTheButtonsSpace() throws {
    let button = Button(type: .system)
    button.setTitle("Tap", for: .normal)
    button.contentEdgeInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    let window = Self.windowWithBox(button, size: CGSize(width: 200, height: 50))
    let view = try #require(Self.views(try Self.decode([window])).first)
    let state = try #require(view["button"] as? [String: Any])
    #expect(state["buttonType"] as? String == "system")
    #expect(
      Self.rect(state["contentRect"])?.isClose(to: CGRect(x: 40, y: 0, width: 160, height: 50))
        == true)
    let title = try #require(Self.rect(state["titleRect"]))
    #expect(title.midX.isClose(to: 120, tolerance: 1.0 / 6 / 120))  // within half a pixel
    let text = try #require(view["text"] as? [String: Any])
    #expect(Self.rect(text["frame"])?.isClose(to: title) == true)
    let line = try #require((text["lines"] as? [[String: Any]])?.first)
    let rect = try #require(Self.rect(line["rect"]))
    // Centred in the title frame, as drawn, not at the title label's own left.
    #expect(rect.midX.isClose(to: title.midX))
    #expect(rect.minY.isClose(to: title.minY + (18 - 2444.0 / 2048 * 15) / 2))
    #expect(try #require(line["baseline"] as? Double).isClose(to: rect.minY + 1950.0 / 2048 * 15))
  }
}
