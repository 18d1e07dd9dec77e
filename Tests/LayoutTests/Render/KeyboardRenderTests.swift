import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutRender

/// The keyboard is part of the render tree while it is on screen: a window in front of the
/// alerts (as iOS's keyboard window) whose one view is at the keyboard's frame, moving on the
/// keyboard's spring in presentation trees, drawn in the SVG and taking touches on its keys.
@Suite struct KeyboardRenderTests {
  /// The keyboard's window in a tree, if it is there.
  static func keyboard(in tree: RenderTree) -> RenderWindow? {
    tree.windows.first { $0.id == "keyboardWindow" }
  }

  /// The frame of the keyboard view in a tree, on screen.
  static func keyboardFrame(in tree: RenderTree) -> CGRect? {
    keyboard(in: tree)?.views.first { $0.path == "keyboardWindow/keyboard" }?.absoluteFrame
  }

  @Test func aHiddenKeyboardIsNotDrawn() {
    let (_, _, scene, _, _) = ToastKeyboardTests.scene()
    let tree = RenderTree(scene: scene, screen: .iPhone15)
    #expect(tree.windows.map(\.id) == ["app", "toastWindow"])
  }

  @Test func theKeyboardIsTheFrontWindowAtItsFrame() throws {
    let (_, _, scene, app, toast) = ToastKeyboardTests.scene()
    scene.showKeyboard()
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    let tree = RenderTree(scene: scene, screen: .iPhone15)
    #expect(tree.windows.map(\.id) == ["app", "toastWindow", "keyboardWindow"])
    let keyboard = try #require(Self.keyboard(in: tree))
    #expect(keyboard.level == 10_000_000)
    #expect(keyboard.zIndex == 2)
    #expect(keyboard.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(Self.keyboardFrame(in: tree) == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(keyboard.views.first?.backgroundColor == KeyboardWindow.backdrop(.light))
    // The toast the keyboard pushed up is above what is drawn for the keyboard.
    let box = try #require(tree.windows[1].views.first)
    #expect(box.absoluteFrame.maxY <= 516)
    // The scene's own list is the app's windows, as on iOS.
    #expect(scene.windows.count == 2)
  }

  @Test func aKeyboardTakenDownLeavesTheTree() {
    let (_, _, scene, _, _) = ToastKeyboardTests.scene()
    scene.showKeyboard()
    scene.hideKeyboard()
    #expect(Self.keyboard(in: RenderTree(scene: scene, screen: .iPhone15)) == nil)
  }

  @Test func itRisesAndFallsOnTheKeyboardsSpring() throws {
    let (clock, animator, scene, _, _) = ToastKeyboardTests.scene()
    animator.showKeyboard(in: scene)
    for t in [0.05, 0.1, 0.25, 0.4] {
      clock.advance(to: t)
      let tree = RenderTree(
        presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
      let frame = try #require(Self.keyboardFrame(in: tree), "t = \(t)")
      let wanted = 516 + 336 * ToastKeyboardTests.remaining(t)
      #expect(frame.minY.isClose(to: wanted, tolerance: 1e-9), "t = \(t): \(frame.minY)")
      #expect(frame.height.isClose(to: 336))
    }
    clock.advance(to: 1)
    animator.hideKeyboard(in: scene)
    clock.advance(to: 1.1)
    let falling = RenderTree(
      presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
    let frame = try #require(Self.keyboardFrame(in: falling))
    #expect(frame.minY.isClose(to: 852 - 336 * ToastKeyboardTests.remaining(0.1), tolerance: 1e-9))
    clock.advance(to: 1.5)
    let gone = RenderTree(
      presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
    #expect(Self.keyboard(in: gone) == nil)
  }

  @Test func itFollowsRotationAndTheSystemAppearance() {
    let (_, _, scene, app, toast) = ToastKeyboardTests.scene()
    scene.showKeyboard()
    app.orientation = .landscape
    toast.window.orientation = .landscape
    var tree = RenderTree(scene: scene, screen: .iPhone15, orientation: .landscape)
    #expect(Self.keyboardFrame(in: tree) == CGRect(x: 0, y: 393 - 209, width: 852, height: 209))
    var dark = Screen.iPhone15
    dark.userInterfaceStyle = .dark
    app.screen = dark
    tree = RenderTree(scene: scene, screen: dark, orientation: .landscape)
    #expect(Self.keyboard(in: tree)?.views.first?.backgroundColor == KeyboardWindow.backdrop(.dark))
    #expect(KeyboardWindow.backdrop(.dark) != KeyboardWindow.backdrop(.light))
  }

  @Test func aWindowInNoSceneDrawsItsOwnKeyboard() {
    let window = Window(screen: .iPhoneSE3)
    window.showKeyboard()
    let tree = RenderTree(windows: [window], screen: .iPhoneSE3)
    #expect(tree.windows.map(\.id).last == "keyboardWindow")
    #expect(Self.keyboardFrame(in: tree) == CGRect(x: 0, y: 667 - 260, width: 375, height: 260))
  }

  @Test func theKeysTakeTouchesAndTheRestPassesThrough() throws {
    let (_, _, scene, app, _) = ToastKeyboardTests.scene()
    let button = Button(type: .system)
    button.frame = CGRect(x: 0, y: 600, width: 393, height: 44)
    app.addSubview(button)
    #expect(scene.hitTest(CGPoint(x: 100, y: 620)) === button)
    scene.showKeyboard()
    let onKeys = try #require(scene.hitTest(CGPoint(x: 100, y: 620)))
    #expect(onKeys === app.keyboardWindowStorage?.keyboard)
    #expect(scene.tap(at: CGPoint(x: 100, y: 620)) == nil)
    // Above the keyboard the touch reaches the app as before.
    #expect(scene.hitTest(CGPoint(x: 100, y: 300)) === app)
  }

  @Test func theSVGDrawsTheKeyboardInFrontOfTheToast() throws {
    let (_, _, scene, app, toast) = ToastKeyboardTests.scene()
    scene.showKeyboard()
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    let svg = RenderTree(scene: scene, screen: .iPhone15).svg()
    let toastAt = try #require(svg.range(of: "<title>toastWindow</title>"))
    let keyboardAt = try #require(svg.range(of: "<title>keyboardWindow/keyboard</title>"))
    #expect(toastAt.lowerBound < keyboardAt.lowerBound)
    let after = svg[keyboardAt.upperBound...]
    #expect(after.contains(#"<g transform="matrix(1 0 0 1 0 516)">"#))
    #expect(after.contains(##"<rect width="393" height="336" fill="#D1D3D9"/>"##))
  }
}
