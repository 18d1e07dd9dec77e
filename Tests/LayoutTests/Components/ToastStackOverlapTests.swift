import Foundation
import Testing

@testable import Layout
@testable import LayoutAnimation
@testable import LayoutComponents
@testable import LayoutCore

/// What a stack of toasts keeps at every moment, whatever its style, edge and keyboard:
/// for two toasts drawn at one edge (drawn alpha above 0.01), the newer lies wholly between
/// the older and the edge (within 1e-6 points), unless the older is leaving and a toast was
/// asked for after it began to leave. So no two are drawn on the same place, a toast coming
/// in or going never crosses one that stays, and the newest is nearest the edge.
///
/// The exception is the presenter's rule for a toast asked for during another's exit, the
/// same for every style: the stack makes room for the newcomer as if the leaving toast were
/// gone (a newer toast slides onto the leaving one's place, or the newcomer comes in at the
/// edge it is leaving), and the two overlap until its fade ends.
///
/// Sampled every 0.01 s through issue 35's `layoutcli toast` runs on an iPhone SE (3rd
/// generation).
@Suite struct ToastStackOverlapTests {
  /// Where a stack sits: its edge, and whether the keyboard is up from the start.
  struct Setting: Sendable, CustomTestStringConvertible {
    var top: Bool
    var keyboard: Bool

    var testDescription: String {
      (top ? "top" : "bottom") + (keyboard ? " with the keyboard" : "")
    }

    static let all = [false, true].flatMap { top in
      [false, true].map { Setting(top: top, keyboard: $0) }
    }
  }

  /// Issue 35: `layoutcli toast One --then Two@0.2 --then Three@0.4 --then Four@0.6 --then
  /// Five@0.8 --stack 5 --style pill`. Before the fix Four came in at its edge (Five's place)
  /// and stayed there, both opaque (at 1.9 s, y 25 at the top, 354 at the bottom with the
  /// keyboard), while Five was asked for during Four's wait.
  @Test(arguments: ToastStyle.allCases, Setting.all)
  func fiveToastsAskedForWithinASecondNeverOverlap(style: ToastStyle, setting: Setting) {
    Self.checkStack(
      [("One", 0), ("Two", 0.2), ("Three", 0.4), ("Four", 0.6), ("Five", 0.8)], style: style,
      setting: setting)
  }

  /// Issue 35: `layoutcli toast First --then 'Second message@0.5' --then Third@1 --stack 3
  /// --style pill`. Before the fix the leaving First slid towards its edge through Second
  /// (3 points into it at 2.85 s, at alpha 0.79).
  @Test(arguments: ToastStyle.allCases, Setting.all)
  func aToastLeavingFromTheMiddleOfTheStackCrossesNoOther(style: ToastStyle, setting: Setting) {
    Self.checkStack(
      [("First", 0), ("Second message", 0.5), ("Third", 1)], style: style, setting: setting)
  }

  /// A toast asked for while the oldest leaves (at 2.8 s: a capsule's second fades from
  /// 2.1 to 3.1, a banner's first from 2.5 to 3.0, a pill's first from 2.75 to 3.0): the
  /// suite's exception, and nothing more.
  @Test(arguments: ToastStyle.allCases, Setting.all)
  func aToastAskedForDuringAnExitOverlapsOnlyTheLeavingOne(
    style: ToastStyle, setting: Setting
  ) {
    Self.checkStack([("A", 0), ("B", 0.3), ("C", 2.8)], style: style, setting: setting)
  }

  /// The position `layoutcli toast --position top|bottom` gives a style: 5 points from the
  /// edge for a pill, 200 from the window's bottom for a capsule, 40 otherwise.
  static func position(_ style: ToastStyle, top: Bool) -> ToastPosition {
    switch style {
    case .pill: top ? .top(5) : .bottom(5)
    case .capsule: top ? .top(40) : .bottom(200)
    case .banner: top ? .top(40) : .bottom(40)
    }
  }

  /// Shows the messages at their times on a stack of as many, on an iPhone SE (3rd
  /// generation) with an app window as `layoutcli toast` has, and checks the stack's rule
  /// (see the suite) every 0.01 s until all have gone; and that every message showed.
  static func checkStack(
    _ messages: [(String, TimeInterval)], style: ToastStyle, setting: Setting
  ) {
    let scene = Scene()
    scene.show(Window(screen: .iPhoneSE3))
    if setting.keyboard { scene.showKeyboard() }
    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    let presenter = ToastPresenter(
      scene: scene, animator: animator, screen: .iPhoneSE3, policy: .stack(messages.count))
    let position = position(style, top: setting.top)
    var waiting = messages[...]
    var broken: [String] = []
    for step in 0...800 {
      let time = Double(step) / 100
      while let next = waiting.first, next.1 <= time {
        clock.advance(to: next.1)
        presenter.show(next.0, position: position, style: style)
        waiting.removeFirst()
      }
      clock.advance(to: time)
      broken += brokenPairs(presenter, top: setting.top, at: time)
    }
    if let first = broken.first {
      Issue.record(Comment(rawValue: "\(broken.count) pairs out of place, the first \(first)"))
    }
    let shown = presenter.events.filter {
      if case .announcement = $0.kind { true } else { false }
    }
    #expect(shown.count == messages.count)
    #expect(presenter.visible.isEmpty, "all gone by 8 s")
  }

  /// The pairs of toasts drawn now (drawn alpha above 0.01) that break the suite's rule,
  /// described.
  static func brokenPairs(_ presenter: ToastPresenter, top: Bool, at time: TimeInterval)
    -> [String]
  {
    let animator = presenter.animator
    let drawn = presenter.showing.filter {
      animator.presentation(of: $0.toast.window).alpha
        * animator.presentation(of: $0.toast.box).alpha > 0.01
    }
    let tolerance: CGFloat = 1e-6
    var broken: [String] = []
    for (i, older) in drawn.enumerated() {
      for newer in drawn[(i + 1)...] {
        let a = presenter.drawnFrame(of: older.toast)
        let b = presenter.drawnFrame(of: newer.toast)
        let edgeSide = top ? b.maxY <= a.minY + tolerance : b.minY >= a.maxY - tolerance
        if edgeSide || askedForWhileLeaving(older, presenter.events) { continue }
        broken.append(
          "at \(time) s: \(newer.request.message) (\(newer.phase)) y \(b.minY)...\(b.maxY) is not"
            + " between \(older.request.message) (\(older.phase)) y \(a.minY)...\(a.maxY) and"
            + " the \(top ? "top" : "bottom")")
      }
    }
    return broken
  }

  /// Whether a toast was asked for after `older` began to leave.
  static func askedForWhileLeaving(
    _ older: ToastPresenter.Showing, _ events: [ToastPresenter.Event]
  ) -> Bool {
    guard older.phase == .leaving else { return false }
    let left = events.last {
      if case .dismissed = $0.kind { $0.toast == older.request.id } else { false }
    }
    guard let left else { return false }
    return events.contains {
      if case .announcement = $0.kind { $0.time >= left.time } else { false }
    }
  }
}
