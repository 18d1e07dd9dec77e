import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// The toast presenter's timelines and queue policies.
  @Suite struct ToastPresenterTests {
    static func presenter(_ policy: ToastPresenter.Policy)
      -> (AnimationClock, Scene, ToastPresenter)
    {
      let scene = Scene()
      let clock = AnimationClock()
      let animator = Animator(clock: clock, scene: scene)
      let presenter = ToastPresenter(
        scene: scene, animator: animator, screen: .iPhone15, policy: policy)
      return (clock, scene, presenter)
    }

    /// The message and the drawn alpha of the toast on screen at `time`, if any.
    static func shown(
      at time: TimeInterval, _ clock: AnimationClock, _ scene: Scene, _ presenter: ToastPresenter
    ) -> (String, CGFloat)? {
      clock.advance(to: time)
      let tree = RenderTree(
        presentation: presenter.animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
      guard let node = tree.windows.first?.views.first else { return nil }
      let label = node.text ?? node.subviews.first?.text
      return (label?.text ?? "", node.effectiveAlpha)
    }

    @Test func twoQueuedBannersShowOneAfterTheOther() {
      let (clock, scene, presenter) = Self.presenter(.queue)
      presenter.show("First", style: .banner)
      presenter.show("Second", style: .banner)
      #expect(presenter.pending.map(\.message) == ["Second"])
      let fadeOut = 1 - TimingCurve.easeOut.value(at: 0.5)
      let timeline: [(TimeInterval, String?, CGFloat?)] = [
        (0, "First", 0), (0.5, "First", 1), (2.5, "First", 1), (2.75, "First", fadeOut),
        (3, "Second", 0), (3.5, "Second", 1), (5.5, "Second", 1), (6, nil, nil),
      ]
      for (time, message, alpha) in timeline {
        let now = Self.shown(at: time, clock, scene, presenter)
        #expect(now?.0 == message, "at \(time): \(String(describing: now))")
        #expect(now?.1 == alpha || (now?.1).map { $0.isClose(to: alpha ?? -1) } == true)
      }
      #expect(presenter.current == nil && scene.visibleWindows.isEmpty)
    }

    @Test func aCapsuleKeepsSeed000sTiming() {
      let (clock, scene, presenter) = Self.presenter(.queue)
      presenter.show("Saved")
      for time in [0, 1, 1.5] {
        #expect(Self.shown(at: time, clock, scene, presenter)?.1 == 1, "at \(time)")
      }
      let half = Self.shown(at: 2, clock, scene, presenter)?.1
      #expect(half.map { $0.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) } == true)
      #expect(Self.shown(at: 2.5, clock, scene, presenter) == nil)
    }

    /// A pill springs in: its alpha overshoots 1 in the arithmetic, and is drawn opaque
    /// there (Core Animation clamps opacity to 0…1), never above 1 or below 0.
    @Test func aPillsSpringNeverDrawsAnAlphaAbove1() {
      let (clock, scene, presenter) = Self.presenter(.queue)
      presenter.show("Hi", style: .pill)
      var alphas: [CGFloat] = []
      for step in 0...100 {
        let time = Double(step) * 0.01
        if let alpha = Self.shown(at: time, clock, scene, presenter)?.1 { alphas.append(alpha) }
        if let toast = presenter.current?.toast {
          let box = presenter.animator.presentation(of: toast.box).alpha
          #expect(box >= 0 && box <= 1, "at \(time): \(box)")
        }
      }
      #expect(alphas.count == 101)
      #expect(alphas.allSatisfy { $0 >= 0 && $0 <= 1 })
      // Clamped, not damped: at 0.45 s the spring is past 1, so the pill is fully opaque.
      #expect(alphas[45] == 1)
      #expect(alphas[10] > 0 && alphas[10] < 1)
    }

    /// Seed 000's point: the toast lives in its own window, made once, so it survives the
    /// app replacing its screen and lets taps through to the app.
    @Test func aToastSurvivesNavigationAndLetsTapsThrough() {
      let (clock, scene, presenter) = Self.presenter(.queue)
      let app = Window(screen: .iPhone15)
      scene.show(app)
      let firstScreen = View(frame: app.bounds)
      app.addSubview(firstScreen)
      presenter.show("Saved", style: .banner)
      presenter.show("Again", style: .banner)
      #expect(scene.windows.count == 2)
      clock.advance(to: 1)
      // Navigation: the app's root view is replaced while the toast shows.
      firstScreen.removeFromSuperview()
      let secondScreen = View(frame: app.bounds)
      app.addSubview(secondScreen)
      let toastFrame = presenter.current?.toast.box.frame ?? .zero
      #expect(presenter.current?.request.message == "Saved")
      // A tap on the toast reaches the screen below it.
      #expect(scene.hitTest(CGPoint(x: toastFrame.midX, y: toastFrame.midY)) === secondScreen)
      clock.advance(to: 3.5)
      // The second toast reuses the same window: still two windows in the scene.
      #expect(presenter.current?.request.message == "Again")
      #expect(scene.windows.count == 2)
    }

    @Test func replaceShowsTheNewToastAtOnce() {
      let (clock, scene, presenter) = Self.presenter(.replace)
      presenter.show("First", style: .banner)
      clock.advance(to: 1)
      presenter.show("Second", style: .banner)
      #expect(
        Self.shown(at: 1, clock, scene, presenter).map { $0.0 == "Second" && $0.1 == 0 }
          == true)
      #expect(Self.shown(at: 1.5, clock, scene, presenter).map { $0.1 == 1 } == true)
      #expect(Self.shown(at: 3.5, clock, scene, presenter).map { $0.1 == 1 } == true)
      #expect(Self.shown(at: 4, clock, scene, presenter) == nil)
    }

    @Test func dropDuplicatesIgnoresAMessageAlreadyShowingOrWaiting() {
      let (_, _, presenter) = Self.presenter(.dropDuplicates)
      presenter.show("Saved")
      presenter.show("Saved")
      presenter.show("Copied")
      presenter.show("Copied")
      #expect(presenter.current?.request.message == "Saved")
      #expect(presenter.pending.map(\.message) == ["Copied"])
    }
  }

  /// Seed 003's floating menu, animated.
  @Suite struct FloatingMenuAnimationTests {
    @Test func aToggleWhileMovingIsIgnoredAndOneAfterIsAccepted() {
      let menu = FloatingMenu(screen: .iPhone15)
      let clock = AnimationClock()
      let animator = Animator(clock: clock)
      let gap = menu.gap
      #expect(menu.toggle(using: animator))
      #expect(menu.state == .closed)
      let copy = { animator.presentation(of: menu.copyButton) }
      #expect(copy().transform.tx.isClose(to: gap) && copy().alpha == 0)
      clock.advance(to: 0.1)
      #expect(!menu.toggle(using: animator))
      let remaining = 1 - TimingCurve.easeInOut.value(at: 1.0 / 3)
      #expect(copy().transform.tx.isClose(to: gap / 2 * remaining))
      #expect(animator.presentation(of: menu.wifiButton).transform.ty.isClose(to: 100 * remaining))
      clock.advance(to: 0.3)
      #expect(menu.state == .open && copy().transform == .identity && copy().alpha == 1)
      clock.advance(to: 0.35)
      #expect(menu.toggle(using: animator))
      #expect(menu.state == .open)
      clock.advance(to: 0.45)
      // The 0.1 s part has ended; the 0.3 s part (gap/2 → gap) is a third of the way.
      #expect(copy().transform.tx.isClose(to: gap - gap / 2 * remaining))
      clock.advance(to: 0.65)
      #expect(menu.state == .closed)
      #expect(copy().transform.tx.isClose(to: gap) && copy().alpha == 0)
      #expect(animator.presentation(of: menu.shareButton).transform.tx.isClose(to: -gap))
    }
  }
}
