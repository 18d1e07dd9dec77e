import Foundation
import Testing

@testable import Layout

/// The corner layouts' staggered springs on the animation clock.
@Suite struct FloatingMenuStaggerTests {
  /// The presentation of an item: its transform's translation and alpha.
  static func shown(_ item: View, _ animator: Animator) -> (x: CGFloat, y: CGFloat, alpha: CGFloat)
  {
    let state = animator.presentation(of: item)
    return (state.transform.tx, state.transform.ty, state.alpha)
  }

  /// Vertical, 0.1 s apart: copy springs at 0, wifi at 0.1, share at 0.2; each spring is
  /// 0.3 s (damping 0.55, velocity 0.3), so the menu is open at 0.5 and not before.
  @Test func openingStartsEachItem0_1SecondsAfterThePrevious() {
    let menu = FloatingMenu(screen: .iPhone15, layout: .vertical)
    let clock = AnimationClock()
    let animator = Animator(clock: clock)
    let closed = menu.items.map(\.transform)
    #expect(closed.map(\.ty).allSatisfy { $0 > 0 })
    #expect(menu.toggle(using: animator))
    let spring = Spring(dampingRatio: 0.55, initialVelocity: 0.3, duration: 0.3)
    clock.advance(to: 0.05)
    let copy = Self.shown(menu.copyButton, animator)
    #expect(copy.y.isClose(to: closed[0].ty * (1 - spring.value(atTime: 0.05))))
    let wifi = Self.shown(menu.wifiButton, animator)
    #expect(wifi.y.isClose(to: closed[1].ty) && wifi.alpha == 0)
    clock.advance(to: 0.15)
    #expect(
      Self.shown(menu.wifiButton, animator).y.isClose(
        to: closed[1].ty * (1 - spring.value(atTime: 0.05))))
    let share = Self.shown(menu.shareButton, animator)
    #expect(share.y.isClose(to: closed[2].ty) && share.alpha == 0)
    clock.advance(to: 0.45)
    #expect(!menu.toggle(using: animator))
    #expect(menu.state == .closed && menu.isMoving(on: animator))
    clock.advance(to: 0.5)
    #expect(menu.state == .open && !menu.isMoving(on: animator))
    for item in menu.items {
      let state = Self.shown(item, animator)
      #expect(state.x == 0 && state.y == 0 && state.alpha == 1)
    }
  }

  /// Closing runs share first; copy waits 0.2 s, so the menu is closed 0.5 s after the tap.
  @Test func closingRunsTheItemsInReverse() {
    let menu = FloatingMenu(screen: .iPhone15, layout: .horizontal)
    menu.setState(.open)
    let clock = AnimationClock()
    let animator = Animator(clock: clock)
    #expect(menu.toggle(using: animator))
    clock.advance(to: 0.05)
    #expect(Self.shown(menu.shareButton, animator).x > 0)
    let copy = Self.shown(menu.copyButton, animator)
    #expect(copy.x == 0 && copy.alpha == 1)
    clock.advance(to: 0.499)
    #expect(menu.state == .open)
    clock.advance(to: 0.5)
    #expect(menu.state == .closed)
    // Closed, copy waits on the button's centre, 61 to the trailing side of its place.
    #expect(Self.shown(menu.copyButton, animator).x.isClose(to: 61))
  }

  /// On the circle the items are 0.05 s apart: open at 0.1 + 0.3 = 0.4 s.
  @Test func theCircleStaggersByHalfAsMuch() {
    let menu = FloatingMenu(screen: .iPhoneSE3, layout: .circular, tabBar: true)
    let clock = AnimationClock()
    let animator = Animator(clock: clock)
    #expect(FloatingMenu.ItemLayout.circular.itemDelay == 0.05)
    #expect(FloatingMenu.ItemLayout.vertical.itemDelay == 0.1)
    menu.toggle(using: animator)
    clock.advance(to: 0.06)
    #expect(Self.shown(menu.wifiButton, animator).alpha > 0)
    #expect(Self.shown(menu.shareButton, animator).alpha == 0)
    clock.advance(to: 0.399)
    #expect(menu.state == .closed)
    clock.advance(to: 0.4)
    #expect(menu.state == .open)
  }

  /// The items overshoot (damping 0.55) but their alpha, on a curve, never passes 1.
  @Test func theSpringOvershootsButTheFadeDoesNot() {
    let menu = FloatingMenu(screen: .iPhone15, layout: .vertical)
    let clock = AnimationClock()
    let animator = Animator(clock: clock)
    menu.toggle(using: animator)
    var overshoot = false
    for step in 1...50 {
      clock.advance(to: Double(step) * 0.01)
      let copy = Self.shown(menu.copyButton, animator)
      overshoot = overshoot || copy.y < -1e-9
      #expect(copy.alpha >= 0 && copy.alpha <= 1)
    }
    #expect(overshoot)
  }
}
