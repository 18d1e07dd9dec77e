import Foundation
import Testing

@testable import Layout

/// The maximum width rule (readable width on an iPad and in landscape, 80 % of the width
/// otherwise), a caller's maximum, and wrapping to a number of lines with truncation.
@Suite struct ToastWidthTests {
  @Test(arguments: [
    (Screen.iPhone15, Screen.Orientation.portrait, 314.4),  // 0.8 × 393
    (.iPhone15, .landscape, 672),  // readable: min(852 − 16, 672)
    (.iPhoneSE3, .portrait, 300),  // 0.8 × 375
    (.iPhoneSE3, .landscape, 651),  // readable: min(667 − 16, 672)
    (.iPad10, .portrait, 672),  // readable: min(820 − 16, 672)
    (.iPad10, .landscape, 672),
  ])
  func theStandardMaximumWidthFollowsTheDevice(
    screen: Screen, orientation: Screen.Orientation, width: Double
  ) {
    let window = Window(screen: screen, orientation: orientation)
    #expect(Toast.standardMaximumWidth(in: window).isClose(to: width))
  }

  @Test func theReadableWidthFollowsTheTextSize() {
    let window = Window(screen: .iPad10, orientation: .landscape)
    window.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(Toast.standardMaximumWidth(in: window).isClose(to: 909))
  }

  static let long = String(repeating: "Your changes were saved on this device. ", count: 6)

  /// A long capsule wraps at 314.4 / 1.5 on an iPhone 15: its box is at most 314.4 wide.
  @Test func aLongCapsuleIsAtMostTheStandardWidth() {
    let toast = Toast(message: Self.long, screen: .iPhone15)
    toast.window.layoutIfNeeded()
    #expect(toast.box.frame.width <= 314.4 + 1e-9)
    #expect(toast.box.frame.width > 250, "\(toast.box.frame)")  // it does use the room
    #expect(toast.label.frame.height > 3 * 15)
  }

  /// A caller's maximum replaces the rule (a pill of 280 on an iPad); bad values fall back
  /// to the rule.
  @Test func aCallersMaximumWidthReplacesTheRule() {
    let toast = Toast(
      message: Self.long, screen: .iPad10, style: .pill,
      options: Toast.Options(maximumWidth: 280))
    toast.window.layoutIfNeeded()
    #expect(toast.box.frame.width.isClose(to: 280, tolerance: 1e-6), "\(toast.box.frame)")
    #expect(toast.box.frame.midX.isClose(to: 410))
    for bad in [CGFloat.nan, -5, 0, .infinity] {
      let fallback = Toast(
        message: Self.long, screen: .iPad10, style: .pill,
        options: Toast.Options(maximumWidth: bad))
      fallback.window.layoutIfNeeded()
      #expect(fallback.box.frame.width.isClose(to: 672, tolerance: 1e-6), "\(bad)")
    }
  }

  /// A caller's maximum wider than the screen stays inside the safe area (20 from each side
  /// for a pill).
  @Test func aWideMaximumStaysInsideTheSafeArea() {
    let toast = Toast(
      message: Self.long, screen: .iPhoneSE3, style: .pill,
      options: Toast.Options(maximumWidth: 5000))
    toast.window.layoutIfNeeded()
    #expect(
      toast.box.frame.isClose(to: CGRect(x: 20, y: 25, width: 335, height: toast.box.frame.height)))
  }

  /// At most two lines: the label is two lines high and the second ends with "…".
  @Test(arguments: ToastStyle.allCases)
  func aMessageIsCutAtItsMaximumNumberOfLines(style: ToastStyle) throws {
    let toast = Toast(
      message: Self.long, screen: .iPhone15, style: style,
      options: Toast.Options(numberOfLines: 2))
    toast.window.layoutIfNeeded()
    let fitted = try #require(toast.label.fittedText)
    #expect(fitted.lines.count == 2, "\(fitted.lines.map(\.text))")
    #expect(fitted.isTruncated)
    #expect(fitted.lines.last?.text.hasSuffix("…") == true, "\(fitted.lines.map(\.text))")
    #expect(toast.box.frame.width <= 314.4 + 1e-9)
  }

  /// A pill has one line by default (Drops' `titleNumberOfLines`), truncated at the width
  /// limit: 314.4 wide on an iPhone 15, the label 100 narrower.
  @Test func aPillIsOneTruncatedLineByDefault() throws {
    let toast = Toast(message: Self.long, screen: .iPhone15, style: .pill)
    toast.window.layoutIfNeeded()
    #expect(toast.box.solvedFrame.width.isClose(to: 314.4, tolerance: 1e-6), "\(toast.box.frame)")
    #expect(toast.label.solvedFrame.width.isClose(to: 214.4, tolerance: 1e-6))
    let fitted = try #require(toast.label.fittedText)
    #expect(fitted.lines.count == 1 && fitted.isTruncated)
  }
}
