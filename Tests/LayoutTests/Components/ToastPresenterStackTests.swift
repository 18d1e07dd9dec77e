import Foundation
import Testing

@testable import Layout
@testable import LayoutAnimation
@testable import LayoutComponents
@testable import LayoutCore

/// `ToastPresenter`'s policies beyond the seed queue: stacking, priorities, the pause
/// between toasts, `hide(id:)` and `hideAll()`.
@Suite struct ToastPresenterStackTests {
  /// One line of 13-point text: a capsule 2 × 15.666… = 31.333… high, its bottom 652.
  static let height = 2 * 15.666666666666666
  static let bottom: CGFloat = 852 - 200

  @Test func stackedCapsulesSlideUpByTheNewerOnesHeightPlusEight() throws {
    let h = ToastHarness(.stack(3))
    // Held 5 s each, so that no fade starts before the slides are checked.
    let a = h.presenter.show("A", duration: 5)
    h.clock.advance(to: 0.5)
    let b = h.presenter.show("B", duration: 5)
    #expect(h.presenter.visible.map(\.request.id) == [a, b])
    let step = Self.height + 8  // 39.333…
    // A slides up over 0.3 s (ease-in-out) from 0.5; B appears at the edge.
    let half = try #require(h.frame(of: a, at: 0.65))
    #expect(half.maxY.isClose(to: Self.bottom - step * TimingCurve.easeInOut.value(at: 0.5)))
    #expect(try #require(h.frame(of: b, at: 0.65)).maxY.isClose(to: Self.bottom))
    #expect(try #require(h.frame(of: a, at: 0.8)).maxY.isClose(to: Self.bottom - step))
    h.clock.advance(to: 1)
    let c = h.presenter.show("C", duration: 5)
    #expect(try #require(h.frame(of: a, at: 1.3)).maxY.isClose(to: Self.bottom - 2 * step))
    #expect(try #require(h.frame(of: b, at: 1.3)).maxY.isClose(to: Self.bottom - step))
    #expect(try #require(h.frame(of: c, at: 1.3)).maxY.isClose(to: Self.bottom))
    // C hidden at 1.3: gone at 1.5, then A and B slide back down over 0.3 s.
    #expect(h.presenter.hide(id: c))
    #expect(h.frame(of: c, at: 1.5) == nil)
    let back = 1 - TimingCurve.easeInOut.value(at: 0.5)
    let midB = try #require(h.frame(of: b, at: 1.65))
    #expect(midB.maxY.isClose(to: Self.bottom - step * back))
    #expect(
      try #require(h.frame(of: a, at: 1.65)).maxY.isClose(to: Self.bottom - step - step * back))
    #expect(try #require(h.frame(of: b, at: 1.8)).maxY.isClose(to: Self.bottom))
    #expect(try #require(h.frame(of: a, at: 1.8)).maxY.isClose(to: Self.bottom - step))
    // Each keeps seed 000's fade: A's window fades from 5 to 6; B came in at 0.8, once A
    // had moved, so its fades from 5.8 to 6.8.
    #expect(h.alpha(of: a, at: 5.5)?.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) == true)
    #expect(h.alpha(of: a, at: 6) == nil)
    #expect(h.alpha(of: b, at: 6.55) != nil && h.alpha(of: b, at: 6.8) == nil)
    #expect(h.scene.visibleWindows.isEmpty)
  }

  @Test func aStackShowsAtMostNAndTheRestWait() {
    let h = ToastHarness(.stack(2))
    let ids = ["A", "B", "C"].map { h.presenter.show($0, style: .banner) }
    #expect(h.presenter.visible.map(\.request.id) == Array(ids.prefix(2)))
    #expect(h.presenter.pending.map(\.id) == [ids[2]])
    #expect(h.scene.visibleWindows.count == 2)  // one window per toast on screen
    // A leaves at 3.0 and C takes the free place; B came in at 0.3 (once A had moved) and
    // leaves at 3.3.
    h.clock.advance(to: 3)
    #expect(h.presenter.visible.map(\.request.id) == [ids[1], ids[2]])
    h.clock.advance(to: 3.3)
    #expect(h.presenter.visible.map(\.request.id) == [ids[2]])
    #expect(h.presenter.capacity == 2)
    #expect(
      ToastPresenter(scene: Scene(), animator: h.animator, screen: .iPhone15, policy: .stack(0))
        .capacity == 1)
  }

  /// The arriving toast is not drawn until the older one has slid out of its way: at every
  /// sample while the stack changes, the two drawn boxes do not overlap (capsules and pills,
  /// both shown at full alpha before; banners fade).
  @Test(arguments: [ToastStyle.capsule, .pill, .banner])
  func anArrivingToastWaitsForTheStackToMakeRoom(style: ToastStyle) throws {
    let h = ToastHarness(.stack(2))
    let first = h.presenter.show("First", duration: 5, style: style)
    h.clock.advance(to: 1)
    let second = h.presenter.show("Second", duration: 5, style: style)
    for step in 0...40 {
      let time = 1 + Double(step) * 0.025
      let a = try #require(h.frame(of: first, at: time))
      let b = try #require(h.frame(of: second, at: time))
      let drawn = try #require(h.alpha(of: second, at: time))
      if drawn > 0 { #expect(!a.intersects(b), "at \(time): \(a) and \(b), alpha \(drawn)") }
      if time < 1 + ToastPresenter.slideDuration - 1e-9 { #expect(drawn == 0, "at \(time)") }
    }
    // Then it comes in as a lone toast of its style would.
    #expect(try #require(h.alpha(of: second, at: 3)) == 1)
  }

  /// An iPhone SE in landscape with its app window shown and a presenter of four toasts.
  static func landscapeSE() -> (Scene, AnimationClock, Animator, ToastPresenter) {
    let scene = Scene()
    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    let presenter = ToastPresenter(
      scene: scene, animator: animator, screen: .iPhoneSE3, orientation: .landscape,
      policy: .stack(4))
    scene.show(Window(screen: .iPhoneSE3, orientation: .landscape))
    return (scene, clock, animator, presenter)
  }

  /// How many toasts of 40 from the edge fit between it and the keyboard on an iPhone SE in
  /// landscape (keyboard top 175): banners (35 high) 3, from 40 to 161; pills (48 high) 2,
  /// from 40 to 144 (a third would end at 200).
  static func fitting(_ style: ToastStyle) -> Int { style == .pill ? 2 : 3 }

  /// Four banners or pills with the keyboard up on an iPhone SE in landscape (375 high,
  /// keyboard 200, no safe-area insets): only as many show as fit between the edge and the
  /// keyboard, the others wait their turn; the same at the bottom, where the stack grows
  /// upwards.
  @Test(arguments: [ToastPosition.top(40), .bottom(40)], [ToastStyle.banner, .pill])
  func aStackNeverSpillsPastTheSafeAreaOrTheKeyboard(position: ToastPosition, style: ToastStyle)
    throws
  {
    let (scene, clock, _, presenter) = Self.landscapeSE()
    scene.showKeyboard()
    let ids = ["One", "Two", "Three", "Four"].enumerated().map { i, message in
      clock.advance(to: 0.2 * Double(i))
      return presenter.show(message, duration: 10, position: position, style: style)
    }
    let fitting = Self.fitting(style)
    clock.advance(to: 1.2)
    #expect(presenter.visible.map(\.request.id) == Array(ids.prefix(fitting)))
    #expect(presenter.pending.map(\.id) == Array(ids[fitting...]))
    clock.advance(to: 2)  // every show transition over, the pill's spring too
    for (request, toast) in presenter.visible {
      let frame = presenter.drawnFrame(of: toast)
      #expect(frame.minY >= -1e-6 && frame.maxY <= 175 + 1e-6, "\(request.message): \(frame)")
    }
    // When the oldest leaves, the next one waiting takes its turn.
    #expect(presenter.hide(id: ids[0], animated: false))
    #expect(presenter.visible.map(\.request.id) == Array(ids[1...fitting]))
  }

  /// The keyboard comes up after four banners or pills are shown (iPhone SE, landscape:
  /// keyboard top 175), the newest pill still on its spring: what no longer fits goes back
  /// to the front of the queue, and shows again when the keyboard goes down.
  @Test(arguments: [ToastPosition.top(40), .bottom(40)], [ToastStyle.banner, .pill])
  func aKeyboardThatComesUpLaterSendsWhatNoLongerFitsBackToTheQueue(
    position: ToastPosition, style: ToastStyle
  ) throws {
    let (scene, clock, animator, presenter) = Self.landscapeSE()
    let ids = ["One", "Two", "Three", "Four"].enumerated().map { i, message in
      clock.advance(to: 0.2 * Double(i))
      return presenter.show(message, duration: 10, position: position, style: style)
    }
    clock.advance(to: 1.2)
    #expect(presenter.visible.map(\.request.id) == ids)
    let out = 4 - Self.fitting(style)
    let leaving = Set(presenter.visible.prefix(out).compactMap(\.toast.window.debugName))
    animator.showKeyboard(in: scene)
    #expect(presenter.visible.map(\.request.id) == Array(ids[out...]))
    #expect(presenter.pending.map(\.id) == Array(ids[..<out]))
    let requeued = presenter.events.suffix(out)
    #expect(requeued.map(\.toast) == Array(ids[..<out]))
    #expect(requeued.allSatisfy { $0.time.isClose(to: 1.2) && $0.kind == .requeued })
    var overtaken: [String] = []
    for t in stride(from: 1.2, through: 2, by: 0.02) {
      clock.advance(to: t)
      let tree = RenderTree(
        presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhoneSE3,
        orientation: .landscape)
      let keyboardTop = KeyboardRenderTests.keyboardFrame(in: tree)?.minY ?? 375
      // Nothing drawn, the leaving toasts included, is behind the keyboard or off the
      // screen while it rises.
      for window in tree.windows where window.id.hasPrefix("toastWindow") {
        for view in window.views where view.effectiveAlpha > 0 {
          let frame = view.absoluteFrame
          #expect(frame.minY >= -1e-6, "t = \(t), \(view.path): \(frame)")
          guard frame.maxY > keyboardTop + 1e-6 else { continue }
          let text = "t = \(t), \(view.path): \(frame), keyboard top \(keyboardTop)"
          if leaving.contains(window.id) {
            overtaken.append(text)
          } else {
            Issue.record(Comment(rawValue: text))
          }
        }
      }
    }
    // The pills sent back sit lower than banners (48 high, not 35): the rising keyboard
    // reaches the lowest 0.11 s in (at the top, y 256), before a 0.2 s fade would end, so
    // its fade is that much shorter.
    #expect(overtaken.isEmpty, "\(overtaken)")
    animator.hideKeyboard(in: scene)
    #expect(presenter.pending.isEmpty)
    #expect(presenter.visible.map(\.request.id) == Array(ids[out...] + ids[..<out]))
  }

  @Test func bannersAtTheTopStackDownwards() throws {
    let h = ToastHarness(.stack(2))
    let a = h.presenter.show("A", style: .banner)
    let b = h.presenter.show("B", style: .banner)
    let top = try #require(h.frame(of: b, at: 0.3)).minY
    #expect(top.isClose(to: 59 + 40))  // safe area top + 40
    #expect(try #require(h.frame(of: a, at: 0.3)).minY.isClose(to: top + 35 + 8))
  }

  @Test func aHigherPriorityJumpsTheQueue() {
    let h = ToastHarness(.queue)
    h.presenter.show("showing")
    let a = h.presenter.show("a")
    let b = h.presenter.show("b", priority: 5)
    let c = h.presenter.show("c", priority: 5)
    let d = h.presenter.show("d", priority: -1)
    #expect(h.presenter.pending.map(\.id) == [b, c, a, d])
    // The one showing is not interrupted; b shows when it ends (seed 000: at 2.5 s).
    h.clock.advance(to: 2.5)
    #expect(h.presenter.current?.request.id == b)
  }

  @Test func aPauseSeparatesQueuedToasts() {
    let h = ToastHarness(.queue)
    h.presenter.pauseBetweenToasts = 0.5
    let first = h.presenter.show("First", style: .banner)
    let second = h.presenter.show("Second", style: .banner)
    #expect(h.alpha(of: first, at: 2.9) != nil)
    // First is gone at 3.0; Second starts 0.5 s later.
    h.clock.advance(to: 3.25)
    #expect(h.presenter.current == nil && h.scene.visibleWindows.isEmpty)
    #expect(h.presenter.pending.map(\.id) == [second])
    #expect(h.alpha(of: second, at: 3.5) == 0)
    #expect(h.alpha(of: second, at: 4) == 1)
    #expect(h.alpha(of: second, at: 6.5) == nil)
    let shown = h.presenter.events.filter {
      if case .announcement = $0.kind { return true } else { return false }
    }
    #expect(shown.map(\.time) == [0, 3.5])
  }

  @Test func aPauseOfZeroOrBadInputKeepsTheSeedQueue() {
    for pause in [0, -1, .nan] as [TimeInterval] {
      let h = ToastHarness(.queue)
      h.presenter.pauseBetweenToasts = pause
      h.presenter.show("First", style: .banner)
      let second = h.presenter.show("Second", style: .banner)
      #expect(h.alpha(of: second, at: 3) == 0, "pause \(pause)")
    }
  }

  @Test func hideByIDFadesAShowingToastAndDropsAWaitingOne() {
    let h = ToastHarness(.queue)
    let a = h.presenter.show("A")
    let b = h.presenter.show("B")
    #expect(h.presenter.hide(id: b))
    #expect(h.presenter.pending.isEmpty)
    h.clock.advance(to: 0.5)
    #expect(h.presenter.hide(id: a))
    // The window fades over 0.2 s (ease-in) from where it was.
    #expect(h.alpha(of: a, at: 0.6)?.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) == true)
    #expect(h.alpha(of: a, at: 0.7) == nil)
    #expect(!h.presenter.hide(id: a))
    #expect(!h.presenter.hide(id: ToastPresenter.ID(rawValue: 99)))
    #expect(h.presenter.events.last?.kind == .dismissed(.hidden))
  }

  @Test func hideMidFadeContinuesFromTheDrawnAlpha() {
    let h = ToastHarness(.queue)
    let a = h.presenter.show("A", style: .banner)
    h.clock.advance(to: 0.25)
    let drawn = TimingCurve.easeIn.value(at: 0.5)  // the banner half faded in
    h.presenter.hide(id: a)
    #expect(h.alpha(of: a, at: 0.25)?.isClose(to: drawn) == true)
    #expect(
      h.alpha(of: a, at: 0.35)?.isClose(to: drawn * (1 - TimingCurve.easeIn.value(at: 0.5))) == true
    )
    #expect(h.alpha(of: a, at: 0.45) == nil)
  }

  @Test func hideAllEmptiesTheQueueAndTheScreen() {
    let h = ToastHarness(.stack(3))
    let ids = ["A", "B", "C", "D"].map { h.presenter.show($0) }
    h.clock.advance(to: 1)
    h.presenter.hideAll()
    #expect(h.presenter.pending.isEmpty)
    #expect(h.presenter.visible.count == 3)  // fading
    h.clock.advance(to: 1.2)
    #expect(h.presenter.visible.isEmpty && h.scene.visibleWindows.isEmpty)
    let gone = h.presenter.events.filter { $0.kind == .dismissed(.hidden) }.map(\.toast)
    #expect(gone == Array(ids.prefix(3)))
  }

  @Test func showReturnsIncreasingIDsAndADuplicateGetsTheOriginalsID() {
    let h = ToastHarness(.dropDuplicates)
    let a = h.presenter.show("Saved")
    let b = h.presenter.show("Copied")
    #expect(a == ToastPresenter.ID(rawValue: 1) && b == ToastPresenter.ID(rawValue: 2))
    #expect(h.presenter.show("Saved") == a && h.presenter.show("Copied") == b)
    #expect(h.presenter.show("Sent").rawValue == 5)
  }

  @Test func badDurationsAreClamped() {
    let h = ToastHarness(.queue)
    h.presenter.show("A", duration: -3)
    #expect(h.presenter.current?.request.duration == 0)
    h.presenter.hideAll(animated: false)
    h.presenter.show("B", duration: .nan)
    #expect(h.presenter.current?.request.duration == 1.5)
  }
}

/// Stacks at both edges, and a toast taken from the middle.
@Suite struct ToastPresenterRestackTests {
  static let step = 2 * 15.666666666666666 + 8

  @Test func tappingTheMiddleToastBringsTheOlderOneDownByItsPlace() throws {
    let h = ToastHarness(.stack(3))
    let a = h.presenter.show("A", duration: 5)
    let b = h.presenter.show("B", duration: 5)
    let c = h.presenter.show("C", duration: 5)
    let middle = try #require(h.frame(of: b, at: 0.3))
    #expect(middle.maxY.isClose(to: 652 - Self.step))
    #expect(try #require(h.frame(of: a, at: 0.3)).maxY.isClose(to: 652 - 2 * Self.step))
    #expect(h.presenter.tap(at: CGPoint(x: middle.midX, y: middle.midY)) == b)
    // B fades from 0.3 to 0.5; then A slides down one place by 0.8; C stays.
    #expect(try #require(h.frame(of: a, at: 0.5)).maxY.isClose(to: 652 - 2 * Self.step))
    #expect(try #require(h.frame(of: a, at: 0.8)).maxY.isClose(to: 652 - Self.step))
    #expect(try #require(h.frame(of: c, at: 0.8)).maxY.isClose(to: 652))
    #expect(h.presenter.visible.map(\.request.id) == [a, c])
  }

  @Test func toastsAtTheTopAndTheBottomStackApart() throws {
    let h = ToastHarness(.stack(4))
    let top1 = h.presenter.show("T1", style: .banner)
    let bottom1 = h.presenter.show("B1")
    let top2 = h.presenter.show("T2", style: .banner)
    h.clock.advance(to: 0.3)
    // Each edge counts only its own newer toasts.
    #expect(try #require(h.frame(of: bottom1, at: 0.3)).maxY.isClose(to: 652))
    #expect(try #require(h.frame(of: top2, at: 0.3)).minY.isClose(to: 99))
    #expect(try #require(h.frame(of: top1, at: 0.3)).minY.isClose(to: 99 + 35 + 8))
  }
}
