import Foundation
import Testing

@testable import Layout

/// A toast rises with the keyboard and comes back down, on the keyboard's spring, when the
/// keyboard is shown on the scene (or on the app's window, the scene's convenience).
@Suite struct ToastKeyboardTests {
  /// What is left of the keyboard's move at `t`: (1 + ω₀t)·e^(−ω₀t), ω₀ = √(1000/3).
  static func remaining(_ t: Double) -> Double {
    let omega = (1000.0 / 3).squareRoot()
    return (1 + omega * t) * exp(-omega * t)
  }

  /// An iPhone 15 scene: the app window (named `app`) and a bottom banner (centre y 760.5 with the
  /// keyboard down, 516 − 40 − 17.5 = 458.5 up).
  static func scene() -> (AnimationClock, Animator, Scene, Window, Toast) {
    let scene = Scene()
    let app = Window(screen: .iPhone15)
    app.debugName = "app"
    scene.show(app)
    let toast = Toast(message: "Saved", screen: .iPhone15, style: .banner, position: .bottom(40))
    scene.show(toast.window)
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    let clock = AnimationClock()
    return (clock, Animator(clock: clock, scene: scene), scene, app, toast)
  }

  @Test func theToastRisesWithTheScenesKeyboardAlongItsSpring() {
    let (clock, animator, scene, app, toast) = Self.scene()
    var finished: Bool?
    animator.showKeyboard(in: scene) { finished = $0 }
    #expect(scene.isKeyboardShown && app.isKeyboardShown && toast.window.isKeyboardShown)
    #expect(toast.box.frame.midY.isClose(to: 458.5))  // the model is final at once
    for t in [0, 0.05, 0.1, 0.25, 0.4] {
      clock.advance(to: t)
      let y = animator.presentation(of: toast.box).center.y
      let wanted = 458.5 + 302 * Self.remaining(t)
      #expect(y.isClose(to: wanted, tolerance: 1e-9), "t = \(t): \(y) vs \(wanted)")
      // Between the two placements while the keyboard moves.
      #expect(y >= 458.5 - 1e-9 && y <= 760.5 + 1e-9)
    }
    clock.advance(to: 0.5)
    #expect(animator.presentation(of: toast.box).center.y == 458.5)
    #expect(finished == true)
  }

  @Test func theAppWindowsKeyboardMovesTheToastInItsOwnWindow() {
    let (clock, animator, _, app, toast) = Self.scene()
    animator.showKeyboard(in: app)  // the convenience: the keyboard is the scene's
    #expect(toast.window.isKeyboardShown)
    clock.advance(to: 0.1)
    let y = animator.presentation(of: toast.box).center.y
    #expect(y.isClose(to: 458.5 + 302 * Self.remaining(0.1), tolerance: 1e-9), "\(y)")
    clock.advance(to: 1)
    animator.hideKeyboard(in: app)
    #expect(!toast.window.isKeyboardShown)
    clock.advance(to: 1.1)
    let down = animator.presentation(of: toast.box).center.y
    #expect(down.isClose(to: 760.5 - 302 * Self.remaining(0.1), tolerance: 1e-6), "\(down)")
    clock.advance(to: 1.5)
    #expect(animator.presentation(of: toast.box).center.y == 760.5)
  }

  @Test func aTopToastStaysWhileTheKeyboardMoves() {
    let scene = Scene()
    let toast = Toast(message: "Saved", screen: .iPhone15, style: .banner)
    scene.show(toast.window)
    toast.window.layoutIfNeeded()
    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    animator.showKeyboard(in: scene)
    clock.advance(to: 0.1)
    #expect(!animator.isAnimating(toast.box))
    #expect(toast.box.frame.minY.isClose(to: 99))
  }
}
