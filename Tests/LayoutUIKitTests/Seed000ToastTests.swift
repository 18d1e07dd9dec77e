import LayoutUIKit
import Testing

/// Seed 000 pasted (Seeds/Seed000Toast.swift): the `makeToast` extension and the `Toast`
/// class with its own alert-level window, laid out and faded on a clock.
@Suite struct Seed000ToastTests {
  /// "Hello, Toast!" in the 13 pt system font on an iPhone 15 (3x): 73.9… × 15.5… rounded
  /// up to 74 × 47/3, as `layoutcli toast` prints it (README).
  static let labelSize = CGSize(width: 74, height: 47.0 / 3)

  /// The box around a label of `label` size on an iPhone 15 (393 × 852): 1.5 × as wide,
  /// 2 × as high, centred horizontally, its bottom 200 above the window's.
  static func box(around label: CGSize) -> CGRect {
    let size = CGSize(width: 1.5 * label.width, height: 2 * label.height)
    return CGRect(
      x: (393 - size.width) / 2, y: 852 - 200 - size.height, width: size.width,
      height: size.height)
  }

  @Test func theExtensionsBoxIsOneAndAHalfByTwoLabelsCentredTwoHundredAboveTheBottom() throws {
    let window = UIWindow(screen: .iPhone15)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, watching: [window])
    Animator.withCurrent(animator) { window.makeToast("Hello, Toast!") }
    window.layoutIfNeeded()
    let backView = try #require(window.subviews.first)
    let label = try #require(backView.subviews.first as? UILabel)
    #expect(label.frame.size.isClose(to: Self.labelSize), "\(label.frame)")
    let expected = Self.box(around: label.frame.size)
    #expect(expected.isClose(to: CGRect(x: 141, y: 1862.0 / 3, width: 111, height: 94.0 / 3)))
    #expect(backView.frame.isClose(to: expected), "\(backView.frame)")
    // The label centred in the box: a quarter of its width and half its height in
    // (18.5, 7⅚), so at (159.5, 628.5) in the window, 478.5 and 1885.5 pixels at 3x; UIKit
    // writes it at the pixels 479 and 1886, (18⅔, 8) in the box, the size kept.
    #expect(label.solvedFrame.origin.isClose(to: CGPoint(x: 18.5, y: 47.0 / 6)))
    #expect(label.frame.origin.isClose(to: CGPoint(x: 56.0 / 3, y: 8)), "\(label.frame)")
    #expect(backView.layer.cornerRadius == 15 && backView.backgroundColor?.alpha == 0.7)
    #expect(label.font.pointSize == 13 && label.textColor == .white)
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  @Test func theExtensionsBoxFadesFromOneAndAHalfSecondsAndIsRemovedAtTwoAndAHalf() throws {
    let window = UIWindow(screen: .iPhone15)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, watching: [window])
    Animator.withCurrent(animator) { window.makeToast("Hello, Toast!") }
    let backView = try #require(window.subviews.first)
    func alpha(at time: TimeInterval) -> CGFloat {
      clock.advance(to: time)
      return animator.presentation(of: backView).alpha
    }
    for time in [0, 1, 1.5] { #expect(alpha(at: time) == 1, "at \(time)") }
    // Half way through the 1 s ease-in fade.
    #expect(alpha(at: 2).isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)))
    #expect(backView.superview === window)
    clock.advance(to: 2.5)
    #expect(backView.superview == nil && window.subviews.isEmpty)
  }

  /// The class: its window is made hidden in the scene, shown by `makeToast` at the alert
  /// level above the app's window, passes touches through, fades from 1.5 s and is hidden
  /// (its alpha back to 1) at 2.5 s.
  @Test func theClassShowsItsOwnWindowAboveTheAppAndHidesItAfterTheFade() throws {
    let scene = UIWindowScene()
    let appWindow = UIWindow(screen: .iPhone15)
    let appButton = UIButton(type: .system)
    var taps = 0
    appButton.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    appWindow.addSubview(appButton)
    appButton.frame = CGRect(x: 100, y: 600, width: 200, height: 80)
    scene.show(appWindow)
    // The singleton finds its scene through `UIApplication.shared`: made here, in this
    // test only, with the scene's application current.
    let toast = UIApplication.withCurrent(UIApplication(scenes: [scene])) { Toast.shared }
    // The toast's window is in the scene, hidden, beside the app's.
    #expect(scene.windows.count == 2 && scene.visibleWindows.count == 1)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    Animator.withCurrent(animator) { toast.makeToast("Hello, Toast!") }
    let toastWindow = try #require(scene.windows.last)
    #expect(toastWindow !== appWindow && toastWindow.windowLevel == .alert)
    toastWindow.layoutIfNeeded()
    let backView = try #require(toastWindow.subviews.first)
    let label = try #require(backView.subviews.first)
    #expect(label.frame.size.isClose(to: Self.labelSize), "\(label.frame)")
    #expect(backView.frame.isClose(to: Self.box(around: Self.labelSize)), "\(backView.frame)")
    // A tap on the box goes through the toast's window to the app's button.
    #expect(scene.tap(at: CGPoint(x: 196.5, y: 640)) === appButton && taps == 1)

    clock.advance(to: 2)
    let fading = animator.presentation(of: toastWindow).alpha
    #expect(fading.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)))
    clock.advance(to: 2.5)
    #expect(
      toastWindow.isHidden && toastWindow.alpha == 1
        && scene.visibleWindows.elementsEqual([appWindow], by: ===))

    // Shown again for the next message, with the new text measured.
    Animator.withCurrent(animator) { toast.makeToast("Saved") }
    #expect(scene.windows.last === toastWindow)
    toastWindow.layoutIfNeeded()
    #expect(label.frame.width < Self.labelSize.width)
    #expect(backView.solvedFrame.width.isClose(to: 1.5 * label.solvedFrame.width))
  }
}
