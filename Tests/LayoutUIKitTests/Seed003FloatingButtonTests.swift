import LayoutUIKit
import Testing

/// Seed 003 pasted (Seeds/Seed003FloatingButtons.swift): the container pinned to the scroll
/// view's frame guide, a fill-equally stack of three columns, and the "+" button's toggle
/// animation sampled on a clock. On the main actor: `@IBAction` makes the action
/// main-actor isolated, as on iOS.
@Suite @MainActor struct Seed003FloatingButtonTests {
  /// The controller as its window's root (its view fills the iPhone 15 window, 393 × 852),
  /// in a scene, laid out.
  static func stage() -> (AnimationClock, Animator, UIWindowScene, FloatingButtonViewController) {
    let scene = UIWindowScene(screen: .iPhone15)
    let controller = FloatingButtonViewController()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let clock = AnimationClock()
    return (clock, Animator(clock: clock, scene: scene), scene, controller)
  }

  /// Three columns of 393 / 3 = 131 fill the 100-high container at the bottom of the
  /// scroll view's frame (852 − 100 = 752); the gap is a column's width.
  @Test func theContainerIsPinnedToTheFrameGuideWithThreeEqualColumns() {
    let (_, _, scene, controller) = Self.stage()
    let onScreen = controller.floatingView.convert(controller.floatingView.bounds, to: nil)
    #expect(onScreen.isClose(to: CGRect(x: 0, y: 752, width: 393, height: 100)), "\(onScreen)")
    let columns = [
      controller.floatingLeftView, controller.floatingMiddleView, controller.floatingRightView,
    ]
    for (index, column) in columns.enumerated() {
      let expected = CGRect(x: 131 * CGFloat(index), y: 0, width: 131, height: 100)
      #expect(column.frame.isClose(to: expected), "column \(index): \(column.frame)")
    }
    #expect(controller.floatingView.distribution == .fillEqually)
    #expect(controller.floatingView.axis == .horizontal)
    // The buttons in the middle of their columns, 28 (the "+" 76) below the top: at 43.5 and
    // 174.5, the pixels 130.5 and 523.5 at 3x, which UIKit writes as 131 and 524.
    let copy = controller.copyButton.convert(controller.copyButton.bounds, to: nil)
    #expect(copy.isClose(to: CGRect(x: 131.0 / 3, y: 758, width: 44, height: 44)), "\(copy)")
    let plus = controller.bottomMiddleButton.convert(controller.bottomMiddleButton.bounds, to: nil)
    #expect(plus.isClose(to: CGRect(x: 524.0 / 3, y: 806, width: 44, height: 44)), "\(plus)")
    #expect(scene.windows.first?.layoutDiagnostics.isEmpty == true)
  }

  @Test func theContainerStaysOnScreenWhileTheImageScrolls() throws {
    let (_, _, scene, controller) = Self.stage()
    controller.imageSuperScrollView.contentOffset = CGPoint(x: 200, y: 48)
    try #require(scene.windows.first).layoutIfNeeded()
    let onScreen = controller.floatingView.convert(controller.floatingView.bounds, to: nil)
    #expect(onScreen.isClose(to: CGRect(x: 0, y: 752, width: 393, height: 100)), "\(onScreen)")
    let image = controller.imageView.convert(CGPoint.zero, to: nil)
    #expect(image.isClose(to: CGPoint(x: -200, y: -48)))
  }

  /// The recommended container is clear and leaves its buttons opaque; the post's warning
  /// is that a container's alpha multiplies into everything in it.
  @Test func aClearBackgroundLeavesTheButtonsOpaqueWhereAlphaWouldFadeThem() throws {
    let (_, _, scene, controller) = Self.stage()
    controller.copyButton.alpha = 1
    controller.copyButton.debugName = "copyButton"
    #expect(controller.floatingView.backgroundColor?.alpha == 0)
    let clear = RenderTree(scene: scene, screen: .iPhone15)
    #expect(try #require(clear.node("copyButton")).effectiveAlpha == 1)

    let pitfall = AlphaPitfallViewController().floatingView
    #expect(pitfall.alpha == 1 && pitfall.backgroundColor == nil)
    controller.floatingView.alpha = 0.5
    let faded = RenderTree(scene: scene, screen: .iPhone15)
    #expect(try #require(faded.node("copyButton")).effectiveAlpha == 0.5)
  }

  /// Opening from t = 0: copy starts at +gap and reaches +gap/2 in 0.1 s while a 0.3 s
  /// animation takes it to 0 and its alpha to 1 (the two add up); wifi from +100 down, share
  /// from −gap. The default curve is symmetric, so at half of an animation it is half way:
  /// at 0.15 s the 0.1 s part is over and the 0.3 s part half done.
  @Test func openingSlidesTheButtonsInFromTheGapAndFadesThemIn() {
    let (clock, animator, scene, controller) = Self.stage()
    let gap: CGFloat = 131
    // A tap on the "+" (its centre on screen: 196.5, 806 + 22) runs the action.
    let tapped = Animator.withCurrent(animator) { scene.tap(at: CGPoint(x: 196.5, y: 828)) }
    #expect(tapped === controller.bottomMiddleButton)
    #expect(controller.areButtonsMoving && !controller.areButtonsFloated)
    func state(_ button: UIButton) -> AnimatableState { animator.presentation(of: button) }

    let copy0 = state(controller.copyButton)
    #expect(copy0.alpha == 0 && copy0.transform.isClose(to: .init(translationX: gap, y: 0)))
    #expect(state(controller.wifiButton).transform.isClose(to: .init(translationX: 0, y: 100)))
    #expect(state(controller.shareButton).transform.isClose(to: .init(translationX: -gap, y: 0)))

    clock.advance(to: 0.05)
    // Half of the 0.1 s part (gap/2 still to go, half of it left) plus the 0.3 s part at 1/6.
    let early = gap / 4 + gap / 2 * (1 - TimingCurve.easeInOut.value(at: 1.0 / 6))
    #expect(state(controller.copyButton).transform.tx.isClose(to: early))

    clock.advance(to: 0.15)
    let copy = state(controller.copyButton)
    #expect(copy.alpha.isClose(to: 0.5) && copy.transform.tx.isClose(to: gap / 4))
    let wifi = state(controller.wifiButton)
    #expect(wifi.alpha.isClose(to: 0.5) && wifi.transform.ty.isClose(to: 50))
    #expect(state(controller.shareButton).transform.tx.isClose(to: -gap / 4))

    // A tap while the buttons move is ignored: nothing jumps.
    Animator.withCurrent(animator) { _ = scene.tap(at: CGPoint(x: 196.5, y: 828)) }
    #expect(state(controller.copyButton).transform.tx.isClose(to: gap / 4))

    clock.advance(to: 0.3)
    #expect(controller.areButtonsFloated && !controller.areButtonsMoving)
    for button in [controller.copyButton, controller.wifiButton, controller.shareButton] {
      #expect(state(button).alpha == 1 && state(button).transform.isIdentity)
    }
  }

  /// Closing from t = 1 reverses it: at 1.15 s the 0.3 s part is half way from +gap/2 to
  /// +gap (copy at 3/4 gap), wifi half way down, all at alpha 0.5; at 1.3 s they are gone.
  @Test func closingSlidesTheButtonsOutAndFadesThemOut() {
    let (clock, animator, _, controller) = Self.stage()
    let gap: CGFloat = 131
    Animator.withCurrent(animator) {
      controller.tapBottomMiddleButton(controller.bottomMiddleButton)
    }
    clock.advance(to: 1)
    Animator.withCurrent(animator) {
      controller.tapBottomMiddleButton(controller.bottomMiddleButton)
    }
    #expect(controller.areButtonsMoving && controller.areButtonsFloated)
    func state(_ button: UIButton) -> AnimatableState { animator.presentation(of: button) }
    clock.advance(to: 1.15)
    let copy = state(controller.copyButton)
    #expect(copy.alpha.isClose(to: 0.5) && copy.transform.tx.isClose(to: 3 * gap / 4))
    #expect(state(controller.wifiButton).transform.ty.isClose(to: 50))
    #expect(state(controller.shareButton).transform.tx.isClose(to: -3 * gap / 4))
    clock.advance(to: 1.3)
    #expect(!controller.areButtonsFloated && !controller.areButtonsMoving)
    let closed = state(controller.copyButton)
    #expect(closed.alpha == 0 && closed.transform.isClose(to: .init(translationX: gap, y: 0)))
  }
}
