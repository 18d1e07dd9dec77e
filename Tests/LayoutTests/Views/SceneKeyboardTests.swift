import Foundation
import Testing

@testable import Layout

/// The keyboard belongs to the scene: every window in it follows, and the per-window calls
/// are conveniences for the scene's.
@Suite("Scene keyboard")
struct SceneKeyboardTests {
  @Test func showingTheScenesKeyboardMovesTheGuidesOfEveryWindow() {
    let scene = Scene()
    let app = Window(screen: .iPhone15)
    let alert = Window(screen: .iPhone15, level: .alert)
    let hidden = Window(screen: .iPhone15)
    scene.show(app)
    scene.show(alert)
    scene.show(hidden)
    hidden.isHidden = true
    let guides = [app, alert, hidden].map(\.keyboardLayoutGuide)  // made before the pass
    scene.showKeyboard()
    for (window, guide) in zip([app, alert, hidden], guides) {
      #expect(window.isKeyboardShown)
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 516, width: 393, height: 336)))
    }
    alert.hideKeyboard()  // the window's call is the scene's
    #expect(!scene.isKeyboardShown && !app.isKeyboardShown && !hidden.isKeyboardShown)
    app.layoutIfNeeded()
    #expect(guides[0].layoutFrame.minY.isClose(to: 818))
  }

  @Test func aWindowTakesTheScenesKeyboardWhenShownAndLeavesItWhenRemoved() {
    let scene = Scene()
    scene.showKeyboard()
    let window = Window(screen: .iPhoneSE3)
    #expect(!window.isKeyboardShown && window.windowScene == nil)
    scene.show(window)
    #expect(window.isKeyboardShown && window.windowScene === scene)
    scene.remove(window)
    #expect(window.windowScene == nil)
    window.hideKeyboard()  // in no scene: this window alone
    #expect(!window.isKeyboardShown && scene.isKeyboardShown)
  }

  @Test func aWindowInNoSceneShowsItsOwnKeyboard() {
    let window = Window(screen: .iPhone15)
    let other = Window(screen: .iPhone15)
    window.showKeyboard()
    #expect(window.isKeyboardShown && !other.isKeyboardShown)
  }
}
