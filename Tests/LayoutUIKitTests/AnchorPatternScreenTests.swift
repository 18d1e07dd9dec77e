import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// Screens/AnchorPatternScreens.swift on an iPhone 15 (393 × 852, 3x, safe area 59 to
/// 818), against frames computed by hand.
@Suite struct AnchorPatternScreenTests {
  @Test func aSnackbarRisesFromBelowTheScreen() {
    let window = UIWindow(screen: .iPhone15)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, watching: [window])
    let snackbar = Snackbar()
    Animator.withCurrent(animator) { snackbar.show(in: window) }
    // The model is at its end at once: 56 high on the window's bottom, full width.
    #expect(snackbar.view.frame == CGRect(x: 0, y: 796, width: 393, height: 56))
    // Half way through the ease-out: from 852 (below the screen) toward 796.
    clock.advance(to: 0.125)
    let y = animator.presentation(of: snackbar.view).frame.minY
    #expect(y.isClose(to: 852 - 56 * TimingCurve.easeOut.value(at: 0.5)))
    // The message 8 in (the snackbar's margin), centred on its height.
    #expect(snackbar.message.frame.minX == 8)
    #expect(abs(snackbar.message.frame.midY - 28) <= 1.0 / 3)
    // The four given to the window are installed on it, the two given to the snackbar on it.
    #expect(window.constraints.count == 4 && snackbar.view.constraints.count == 2)
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  /// 393 = 3 × 60 + 4 × 53.25: the buttons start at 53.25, 166.5 and 279.75, the pixels
  /// 159.75, 499.5 and 839.25 at 3x, written as 160, 500 and 839.
  @Test func spacerGuidesOfOneWidthSpreadTheButtons() {
    let window = UIWindow(screen: .iPhone15)
    let row = SpacedButtonsView(frame: CGRect(x: 0, y: 200, width: 393, height: 44))
    window.addSubview(row)
    window.layoutIfNeeded()
    let xs = row.buttons.map(\.frame.minX)
    #expect(
      xs[0].isClose(to: 160.0 / 3) && xs[1].isClose(to: 500.0 / 3) && xs[2].isClose(to: 839.0 / 3))
    #expect(row.buttons.allSatisfy { $0.frame.width.isClose(to: 60) && $0.frame.minY == 0 })
    #expect(row.buttons.map(\.solvedFrame.minX) == [53.25, 166.5, 279.75])
    #expect(row.spacers[0].layoutFrame.width.isClose(to: 160.0 / 3))
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  /// Twelve rows of 72 with 8 between, 16 around: content 12 × 72 + 11 × 8 + 32 = 984 high,
  /// as wide as the scroll view.
  @Test func aStackOnTheContentGuideScrollsVertically() throws {
    let window = UIWindow(screen: .iPhone15)
    let controller = RowsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(controller.scrollView.contentSize.isClose(to: CGSize(width: 393, height: 984)))
    #expect(controller.stack.frame == CGRect(x: 16, y: 16, width: 361, height: 952))
    let last = try #require(controller.stack.arrangedSubviews.last)
    #expect(last.frame == CGRect(x: 0, y: 880, width: 361, height: 72))
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 225)
    window.layoutIfNeeded()
    // Scrolled: the stack stays put in the content, and moves on screen.
    #expect(controller.stack.frame.minY == 16)
    #expect(controller.stack.convert(CGPoint.zero, to: nil).y.isClose(to: 59 + 16 - 225))
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  @Test func aVisualFormatBannerSlidesInWhenItsTopIsSwapped() {
    let window = UIWindow(screen: .iPhone15)
    let banner = VisualFormatBanner()
    banner.install(in: window)
    window.layoutIfNeeded()
    // Above the screen: its bottom on the window's top.
    #expect(banner.frame == CGRect(x: 0, y: -80, width: 393, height: 80))
    // |-[title]-| within the banner's margins (8), the body one standard space below.
    #expect(banner.title.frame.minX == 8 && banner.title.frame.width == 377)
    #expect(banner.title.frame.minY == 8)
    #expect(banner.body.frame.minX == 8 && banner.body.frame.width == 377)
    #expect(banner.body.solvedFrame.minY.isClose(to: banner.title.solvedFrame.maxY + 8))
    let clock = AnimationClock()
    let animator = Animator(clock: clock, watching: [window])
    Animator.withCurrent(animator) { banner.show() }
    #expect(banner.frame == CGRect(x: 0, y: 59, width: 393, height: 80))
    clock.advance(to: 0.15)
    // The default curve is symmetric: half way in time is half way in place.
    #expect(animator.presentation(of: banner).frame.minY.isClose(to: (-80 + 59) / 2))
    #expect(!banner.hiddenTop.isActive && banner.shownTop.isActive)
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  @Test func aConstraintIsFoundAgainByItsIdentifier() throws {
    let window = UIWindow(screen: .iPhone15)
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    card.pin(.top, to: window, constant: 100, identifier: "card.top")
    card.pin(.leading, to: window, constant: 20, identifier: "card.leading")
    card.pin(.trailing, to: window, constant: -20, identifier: "card.trailing")
    card.heightAnchor.constraint(equalToConstant: 120).isActive = true
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 100, width: 353, height: 120))
    let top = try #require(window.constraint(withIdentifier: "card.top"))
    #expect(top.priority.rawValue == 999 && top.firstItem === card && top.secondItem === window)
    top.constant = 300
    window.layoutIfNeeded()
    #expect(card.frame.minY == 300)
    #expect(card.constraint(withIdentifier: "card.top") == nil)
    window.removeConstraint(top)
    #expect(!top.isActive && window.constraint(withIdentifier: "card.top") == nil)
  }
}
