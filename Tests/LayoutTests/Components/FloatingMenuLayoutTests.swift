import Foundation
import Testing

@testable import Layout

/// The corner layouts of the floating menu: the "+" button's placement (clear of the home
/// indicator and the tab bar), the items' frames by hand, touch targets and accessibility.
@Suite struct FloatingMenuLayoutTests {
  /// A menu laid out open.
  static func open(
    _ layout: FloatingMenu.ItemLayout, _ screen: Screen = .iPhone15, tabBar: Bool = false,
    orientation: Screen.Orientation = .portrait
  ) -> FloatingMenu {
    let menu = FloatingMenu(
      screen: screen, orientation: orientation, layout: layout, tabBar: tabBar)
    menu.setState(.open)
    return menu
  }

  /// Frames in window coordinates.
  /// The solved rectangle on screen (the placement's exact numbers; frames are them on the
  /// pixel grid).
  static func frame(_ view: View) -> CGRect { view.solvedFrameInWindow }

  /// iPhone 15 (393 × 852, safe area 59/34): trailing = min(393 − 16, 393 − 0) = 377 and
  /// bottom = min(852 − 16, 852 − 34) = 818: the home indicator wins at the bottom. With a
  /// tab bar (49 + 34 = 83 high, top at 769) the bottom is 769 − 16 = 753. iPhone SE
  /// (375 × 667, no bottom inset): the 16-point margins win, 359 and 651; with its 49-point
  /// tab bar (top 618), 602. iPhone 15 in landscape (safe area 59 left and right, 21 at the
  /// bottom): trailing = min(852 − 16, 852 − 59) = 793, bottom = min(393 − 16, 393 − 21) =
  /// 372; with its compact 32-point tab bar (32 + 21 = 53, top 340), 324.
  @Test(arguments: [
    (
      Screen.iPhone15, Screen.Orientation.portrait, false,
      CGRect(x: 321, y: 762, width: 56, height: 56)
    ),
    (.iPhone15, .portrait, true, CGRect(x: 321, y: 697, width: 56, height: 56)),
    (.iPhoneSE3, .portrait, false, CGRect(x: 303, y: 595, width: 56, height: 56)),
    (.iPhoneSE3, .portrait, true, CGRect(x: 303, y: 546, width: 56, height: 56)),
    (.iPhone15, .landscape, false, CGRect(x: 737, y: 316, width: 56, height: 56)),
    (.iPhone15, .landscape, true, CGRect(x: 737, y: 268, width: 56, height: 56)),
  ])
  func theButtonClearsTheEdgeTheHomeIndicatorAndTheTabBar(
    screen: Screen, orientation: Screen.Orientation, tabBar: Bool, expected: CGRect
  ) {
    for layout in [FloatingMenu.ItemLayout.vertical, .horizontal, .circular] {
      let menu = Self.open(layout, screen, tabBar: tabBar, orientation: orientation)
      #expect(Self.frame(menu.centerButton).isClose(to: expected), "\(layout)")
      #expect(menu.window.layoutDiagnostics.isEmpty, "\(menu.window.layoutDiagnostics)")
    }
  }

  @Test func theTabBarIs49PointsAboveTheHomeIndicator() throws {
    let menu15 = Self.open(.vertical, tabBar: true)
    let bar15 = try #require(menu15.tabBar)
    #expect(Self.frame(bar15).isClose(to: CGRect(x: 0, y: 769, width: 393, height: 83)))
    #expect(Screen.iPhone15.tabBarFrame(in: .portrait).isClose(to: Self.frame(bar15)))
    let se = Self.open(.vertical, .iPhoneSE3, tabBar: true)
    #expect(
      Self.frame(try #require(se.tabBar)).isClose(to: CGRect(x: 0, y: 618, width: 375, height: 49)))
    #expect(Screen.iPad10.tabBarHeight == 50 && Screen.iPhone15ProMax.tabBarHeight == 49)
    // Landscape: UIKit's compact 32-point bar on compact-width iPhones; the Max models
    // (regular width in landscape) and the iPad keep theirs.
    #expect(Screen.iPhone15.tabBarHeight(in: .landscape) == 32)
    #expect(Screen.iPhoneSE3.tabBarHeight(in: .landscape) == 32)
    #expect(Screen.iPhone15ProMax.tabBarHeight(in: .landscape) == 49)
    #expect(Screen.iPad10.tabBarHeight(in: .landscape) == 50)
    #expect(
      Screen.iPhone15.tabBarFrame(in: .landscape).isClose(
        to: CGRect(x: 0, y: 340, width: 852, height: 53)))
    let landscape = Self.open(.vertical, .iPhone15, tabBar: true, orientation: .landscape)
    #expect(
      Self.frame(try #require(landscape.tabBar)).isClose(
        to: CGRect(x: 0, y: 340, width: 852, height: 53)))
    #expect(Self.open(.vertical).tabBar == nil)
  }

  /// Items are 42 wide, 12 apart: the first centre is 28 + 12 + 21 = 61 from the button's
  /// centre (349, 790 on an iPhone 15), each next one 54 further.
  @Test func verticalItemsClimbAboveTheButton() {
    let menu = Self.open(.vertical)
    let expected = [708.0, 654, 600].map { CGRect(x: 328, y: $0, width: 42, height: 42) }
    for (item, rect) in zip(menu.items, expected) {
      #expect(Self.frame(item).isClose(to: rect), "\(item.displayName)")
    }
  }

  @Test func horizontalItemsRunTowardTheLeadingSide() {
    let menu = Self.open(.horizontal)
    let expected = [267.0, 213, 159].map { CGRect(x: $0, y: 769, width: 42, height: 42) }
    for (item, rect) in zip(menu.items, expected) {
      #expect(Self.frame(item).isClose(to: rect), "\(item.displayName)")
    }
  }

  /// Radius 100 about (349, 725) above an iPhone 15's tab bar: 90° straight up, 135°
  /// (100·cos 45° = 70.710678… left and up), 180° straight left.
  @Test func circularItemsSitOnAQuarterCircle() {
    let menu = Self.open(.circular, tabBar: true)
    let d = 100 * CGFloat(2).squareRoot() / 2
    let centres = [
      CGPoint(x: 349, y: 625), CGPoint(x: 349 - d, y: 725 - d), CGPoint(x: 249, y: 725),
    ]
    for (item, centre) in zip(menu.items, centres) {
      let rect = CGRect(x: centre.x - 21, y: centre.y - 21, width: 42, height: 42)
      #expect(Self.frame(item).isClose(to: rect), "\(item.displayName)")
    }
  }

  @Test func onAnSEWithATabBarTheColumnStartsAboveTheBar() {
    let menu = Self.open(.vertical, .iPhoneSE3, tabBar: true)
    // The button's centre is (331, 574).
    let expected = [492.0, 438, 384].map { CGRect(x: 310, y: $0, width: 42, height: 42) }
    for (item, rect) in zip(menu.items, expected) {
      #expect(Self.frame(item).isClose(to: rect), "\(item.displayName)")
    }
  }

  @Test func closedItemsWaitTransparentOnTheButtonsCentre() {
    let menu = FloatingMenu(screen: .iPhone15, layout: .circular)
    #expect(menu.state == .closed)
    let centre = menu.centerButton.center
    for item in menu.items {
      #expect(item.alpha == 0)
      let drawn = item.convert(CGPoint(x: 21, y: 21), to: nil)
      #expect(drawn.isClose(to: centre), "\(item.displayName)")
    }
    #expect(menu.centerButton.accessibilityLabel == "Show actions")
    menu.setState(.open)
    #expect(menu.centerButton.accessibilityLabel == "Close actions")
  }

  /// For every item of every layout, hit-testing a half-point grid around its touch frame
  /// finds the item exactly inside the frame the render tree reports, which is the drawn
  /// 42-point circle's box grown to 44 × 44.
  @Test(arguments: [FloatingMenu.ItemLayout.vertical, .horizontal, .circular])
  func hitTestingAnswersExactlyTheReportedTouchFrames(_ layout: FloatingMenu.ItemLayout) throws {
    let menu = Self.open(layout, tabBar: true)
    let scene = Scene()
    scene.show(menu.window)
    let tree = RenderTree(scene: scene, screen: .iPhone15)
    for item in menu.items {
      let node = try #require(Self.node(item.displayName, in: tree.windows[0].views))
      let touch = try #require(node.touchFrame)
      let drawn = node.absoluteFrame
      #expect(touch.width.isClose(to: 44) && touch.height.isClose(to: 44))
      #expect(touch.midX.isClose(to: drawn.midX) && touch.midY.isClose(to: drawn.midY))
      var inside = 0
      for i in 0...100 {
        for j in 0...100 {
          let p = CGPoint(
            x: touch.minX - 3 + CGFloat(i) * 0.5, y: touch.minY - 3 + CGFloat(j) * 0.5)
          let hit = scene.hitTest(p) === item
          #expect(hit == touch.contains(p), "\(item.displayName) at \(p)")
          if hit { inside += 1 }
        }
      }
      #expect(inside == 88 * 88, "\(item.displayName)")
    }
  }

  @Test func everyButtonIsAnElementWithALabelOnScreen() throws {
    let menu = Self.open(.horizontal, .iPhoneSE3, tabBar: true)
    let json = RenderTree(windows: [menu.window], screen: .iPhoneSE3).json()
    let tree = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let views = (tree["windows"] as? [[String: Any]])?.first?["views"] as? [[String: Any]] ?? []
    var labels: [String: CGRect] = [:]
    for view in views {
      guard let element = view["accessibility"] as? [String: Any],
        let label = element["label"] as? String, let frame = element["frame"] as? [String: Double]
      else { continue }
      labels[label] = CGRect(
        x: frame["x"] ?? .nan, y: frame["y"] ?? .nan, width: frame["width"] ?? .nan,
        height: frame["height"] ?? .nan)
    }
    #expect(labels.keys.sorted() == ["Close actions", "Copy", "Share", "Wi-Fi"])
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    for (label, frame) in labels {
      #expect(screen.contains(frame), "\(label)")
      #expect(frame.maxY <= 618 - 16 + 1e-9, "\(label) reaches the tab bar")
    }
    #expect(labels["Copy"]?.isClose(to: Self.frame(menu.copyButton)) == true)
  }

  /// The seed's buttons have no widened touch targets; they are accessibility elements,
  /// as every UIButton is.
  @Test func theSeedLayoutHasNoTabBarOrTouchTargetsByDefault() {
    let menu = FloatingMenu(screen: .iPhone15)
    #expect(menu.layout == .seed && menu.tabBar == nil)
    for button in menu.items + [menu.centerButton] {
      #expect(button.minimumTouchTargetSize == .zero && button.isAccessibilityElement)
    }
  }

  @Test func theSeedRowSitsOnATabBarWhenThereIsOne() {
    let menu = FloatingMenu(screen: .iPhone15, tabBar: true)
    menu.setState(.open)
    #expect(
      Self.frame(menu.floatingView).isClose(to: CGRect(x: 0, y: 669, width: 393, height: 100)))
    #expect(menu.window.layoutDiagnostics.isEmpty, "\(menu.window.layoutDiagnostics)")
  }

  /// The first node with this id, depth first.
  static func node(_ id: String, in nodes: [RenderNode]) -> RenderNode? {
    for node in nodes {
      if node.id == id { return node }
      if let found = Self.node(id, in: node.subviews) { return found }
    }
    return nil
  }
}

/// Right to left: every layout is the left-to-right one mirrored about the window's centre
/// line, as UIKit mirrors a screen for Arabic or Hebrew.
@Suite struct FloatingMenuRightToLeftTests {
  @Test(arguments: [
    FloatingMenu.ItemLayout.seed, .vertical, .horizontal, .circular,
  ])
  func everyLayoutIsTheMirrorImage(layout: FloatingMenu.ItemLayout) {
    for (screen, orientation, tabBar) in [
      (Screen.iPhone15, Screen.Orientation.portrait, false), (.iPhone15, .landscape, true),
      (.iPhoneSE3, .portrait, true),
    ] {
      let menus = [LayoutDirection.leftToRight, .rightToLeft].map { direction in
        let menu = FloatingMenu(
          screen: screen, orientation: orientation, layout: layout, tabBar: tabBar,
          layoutDirection: direction)
        menu.setState(.open)
        menu.window.layoutIfNeeded()
        return menu
      }
      let width = menus[0].window.bounds.width
      let views = { (menu: FloatingMenu) -> [View] in
        menu.items + [menu.centerButton] + (menu.tabBar.map { [$0] } ?? [])
      }
      for (ltr, rtl) in zip(views(menus[0]), views(menus[1])) {
        let a = FloatingMenuLayoutTests.frame(ltr)
        let b = FloatingMenuLayoutTests.frame(rtl)
        let mirrored = CGRect(x: width - a.maxX, y: a.minY, width: a.width, height: a.height)
        #expect(
          b.isClose(to: mirrored, tolerance: 1e-6),
          "\(layout) \(screen.name) \(orientation): \(b) vs \(mirrored)")
      }
      #expect(menus[1].window.layoutDiagnostics.isEmpty)
    }
  }
}
