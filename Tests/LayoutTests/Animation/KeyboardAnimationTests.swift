import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// The keyboard's motion on the animation clock: a critically damped spring (mass 3,
  /// stiffness 1000) over 0.5 s; a view pinned above the keyboard guide follows it.
  @Suite("Keyboard animation")
  struct KeyboardAnimationTests {
    /// ω₀ = √(1000 / 3).
    static let omega = (1000.0 / 3).squareRoot()

    /// What is left of the move at `t`: (1 + ω₀t)·e^(−ω₀t).
    static func remaining(_ t: Double) -> Double {
      (1 + omega * t) * exp(-omega * t)
    }

    @Test("the keyboard spring is critically damped at ω₀ = √(1000/3) and lasts 0.5 s")
    func spring() {
      let spring = Spring.keyboard
      #expect(spring.naturalFrequency.isClose(to: 18.257418583505537))
      #expect(spring.dampingRatio.isClose(to: 1))
      #expect(spring.duration == 0.5)
      #expect(spring.value(atTime: 0.1).isClose(to: 1 - 0.4552216100719326))
      #expect(spring.value(atTime: 0.5).isClose(to: 1 - 0.0010990211092600924))
    }

    @Test("a CASpringAnimation-style spring clamps what it cannot use")
    func springClamps() {
      let bad = Spring(
        mass: 0, stiffness: .nan, damping: -1, initialVelocity: .infinity, duration: -2)
      #expect(bad.naturalFrequency == 1)
      #expect(bad.dampingRatio == 1)
      #expect(bad.initialVelocity == 0)
      #expect(bad.value(atTime: 0.3) == 1)
      let floppy = Spring(mass: 1, stiffness: 100, damping: 0.001, duration: 1)
      #expect(floppy.dampingRatio == 0.01)
    }

    /// A scene with an iPhone 15 window and a field 44 high, its bottom 16 above the
    /// keyboard guide (centre y 780 hidden, 478 shown).
    static func scene() -> (AnimationClock, Animator, Window, View) {
      let window = Window(screen: .iPhone15)
      let field = View()
      window.addSubview(field)
      field.snp.makeConstraints { make in
        make.bottom.equalTo(window.keyboardLayoutGuide.snp.top).offset(-16)
        make.centerX.equalToSuperview()
        make.size.equalTo(CGSize(width: 200, height: 44))
      }
      let scene = Scene()
      scene.show(window)
      window.layoutIfNeeded()
      let clock = AnimationClock()
      return (clock, Animator(clock: clock, scene: scene), window, field)
    }

    @Test("showing the keyboard moves a pinned view up along the spring")
    func show() {
      let (clock, animator, window, field) = Self.scene()
      var finished: Bool?
      animator.showKeyboard(in: window) { finished = $0 }
      // The model is final at once.
      #expect(window.isKeyboardShown)
      #expect(field.center.y.isClose(to: 478))
      // Presentation: 478 + 302·(1 + ω₀t)e^(−ω₀t).
      let samples: [(Double, Double)] = [
        (0, 780), (0.05, 709.866391254641), (0.1, 615.4769262417236),
        (0.25, 495.5044193424477), (0.4, 479.6888917709128),
      ]
      for (t, y) in samples {
        clock.advance(to: t)
        let shown = animator.presentation(of: field).center.y
        #expect(shown.isClose(to: y, tolerance: 1e-9), "t = \(t): \(shown)")
        #expect(shown.isClose(to: 478 + 302 * Self.remaining(t), tolerance: 1e-9))
        #expect(finished == nil)
      }
      clock.advance(to: 0.5)
      #expect(animator.presentation(of: field).center.y == 478)
      #expect(finished == true)
    }

    @Test("hiding it moves the view back down the same way")
    func hide() {
      let (clock, animator, window, field) = Self.scene()
      window.showKeyboard()
      window.layoutIfNeeded()
      animator.hideKeyboard(in: window)
      #expect(!window.isKeyboardShown)
      clock.advance(to: 0.1)
      // 780 − 302·(1 + ω₀t)e^(−ω₀t) at 0.1 s.
      #expect(animator.presentation(of: field).center.y.isClose(to: 642.5230737582764))
      clock.advance(to: 0.6)
      #expect(animator.presentation(of: field).center.y == 780)
    }

    @Test("a window outside the scene is watched, so its views still animate")
    func unwatchedWindow() {
      let window = Window(screen: .iPhone15)
      let field = View()
      window.addSubview(field)
      field.snp.makeConstraints { make in
        make.bottom.equalTo(window.keyboardLayoutGuide.snp.top)
        make.left.right.equalToSuperview()
        make.height.equalTo(10)
      }
      window.layoutIfNeeded()
      let clock = AnimationClock()
      let animator = Animator(clock: clock)
      animator.showKeyboard(in: window)
      #expect(animator.watchedViews.count == 1)
      clock.advance(to: 0.1)
      // Hidden centre 818 − 5 = 813, shown 516 − 5 = 511.
      let y = animator.presentation(of: field).center.y
      #expect(y.isClose(to: 511 + 302 * Self.remaining(0.1)))
      animator.hideKeyboard(in: window)
      #expect(animator.watchedViews.count == 1)
    }
  }
}
