import Foundation
import Testing

@testable import Layout

/// The three styles' looks: the pill's geometry, every style's timing as data, right to
/// left, and dark-mode colours.
@Suite struct ToastStyleTests {
  /// The pill's corner radius is half its shorter side, its shadow Drops' (radius 25,
  /// opacity 0.15, no offset), in the rendered tree too.
  @Test func aPillIsRoundedByHalfItsHeightWithASoftShadow() throws {
    let toast = Toast(message: "Copied", screen: .iPhone15, style: .pill)
    toast.window.layoutIfNeeded()
    let frame = toast.box.frame
    #expect(frame.height < frame.width)
    #expect(toast.box.layer.cornerRadius.isClose(to: frame.height / 2))
    #expect(toast.box.layer.shadowRadius == 25 && toast.box.layer.shadowOpacity == 0.15)
    #expect(toast.box.layer.shadowOffset == .zero)
    #expect(toast.label.font == .boldSystemFont(ofSize: 15))
    #expect(frame.minY.isClose(to: 64))
    let tree = RenderTree(windows: [toast.window], screen: .iPhone15)
    let node = try #require(tree.windows.first?.views.first)
    #expect(node.shadow?.radius == 25)
    #expect(node.shadow.map { $0.opacity.isClose(to: 0.15) } == true)
  }

  @Test func aGrowingPillKeepsItsRadiusAtHalfItsHeight() {
    let toast = Toast(
      message: "A message long enough for two lines of a pill", screen: .iPhoneSE3,
      style: .pill, options: Toast.Options(numberOfLines: 0))
    toast.window.layoutIfNeeded()
    let frame = toast.box.frame
    #expect(frame.height > 60, "\(frame)")
    #expect(toast.box.layer.cornerRadius.isClose(to: min(frame.width, frame.height) / 2))
  }

  @Test func eachStyleCarriesItsTimeline() {
    let capsule = ToastStyle.capsule.timing
    #expect(capsule.show.duration == 0 && capsule.duration == 1.5)
    #expect(capsule.hide == .init(duration: 1, curve: .timingCurve(.easeIn), target: .window))
    let banner = ToastStyle.banner.timing
    #expect(banner.show == .init(duration: 0.5, curve: .timingCurve(.easeIn)))
    #expect(banner.duration == 2)
    #expect(banner.hide == .init(duration: 0.5, curve: .timingCurve(.easeOut)))
    let pill = ToastStyle.pill.timing
    #expect(pill.show.duration == 0.75 && pill.show.slides && pill.show.fades)
    guard case .spring(let spring) = pill.show.curve else {
      Issue.record("the pill comes in on a spring")
      return
    }
    #expect(spring.dampingRatio.isClose(to: 0.8) && spring.initialVelocity == 0)
    #expect(spring.duration == 0.75)
    #expect(pill.duration == 2)
    #expect(pill.hide == .init(duration: 0.25, curve: .timingCurve(.easeIn), slides: true))
  }

  @Test func theStandardPositionsAreTheSeedsAndDrops() {
    #expect(ToastPosition.standard(for: .capsule) == .bottom(200))
    #expect(ToastPosition.standard(for: .banner) == .top(40))
    #expect(ToastPosition.standard(for: .pill) == .top(5))
  }

  /// A screen whose safe area is not symmetric (60 on the right): the pill is centred on
  /// the safe area and its label inset 50 from both ends in either direction; in right to
  /// left the label's text is centred too.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], ToastStyle.allCases)
  func everyStyleIsPlacedTheSameInEitherDirection(direction: LayoutDirection, style: ToastStyle) {
    let screen = Screen.custom(
      width: 400, height: 800, scale: 2,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 20, right: 60))
    let reference = Toast(message: "Saved to Photos", screen: screen, style: style)
    reference.window.layoutIfNeeded()
    let toast = Toast(message: "Saved to Photos", screen: screen, style: style)
    toast.window.layoutDirection = direction
    toast.window.layoutIfNeeded()
    #expect(toast.box.frame.isClose(to: reference.box.frame), "\(direction)")
    #expect(toast.label.effectiveLayoutDirection == direction)
    #expect(toast.label.textAlignment == .center)
    #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
    if style == .pill {
      #expect(toast.box.solvedFrame.midX.isClose(to: 170))  // the safe area's centre
      let label = toast.label.frame
      #expect(label.minX.isClose(to: 50) && label.maxX.isClose(to: toast.box.frame.width - 50))
    }
  }

  /// A pill under a wide right inset in right to left still keeps 20 from the safe area's
  /// leading (right) side.
  @Test func aLongPillKeepsItsDistanceFromTheLeadingSideInRightToLeft() {
    let screen = Screen.custom(
      width: 400, height: 800, scale: 2,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 20, right: 60))
    let toast = Toast(
      message: String(repeating: "طويل ", count: 40), screen: screen, style: .pill)
    toast.window.layoutDirection = .rightToLeft
    toast.window.layoutIfNeeded()
    let frame = toast.box.frame
    #expect(frame.minX.isClose(to: 20, tolerance: 1e-6), "\(frame)")
    #expect(frame.maxX.isClose(to: 320, tolerance: 1e-6), "\(frame)")
  }

  @Test(arguments: [
    (ToastStyle.capsule, UserInterfaceStyle.light, "#000000B3", "#FFFFFF"),
    (.capsule, .dark, "#FFFFFFB3", "#000000"),
    (.banner, .light, "#00000099", "#FFFFFF"),
    (.banner, .dark, "#FFFFFFB3", "#000000"),
    (.pill, .light, "#F2F2F7", "#000000"),
    (.pill, .dark, "#1C1C1E", "#FFFFFF"),
    (.pill, .unspecified, "#F2F2F7", "#000000"),
  ])
  func eachStyleHasItsColoursInLightAndDarkMode(
    style: ToastStyle, appearance: UserInterfaceStyle, background: String, text: String
  ) {
    let colors = style.colors(for: appearance)
    #expect(colors.background.hexNotation == background)
    #expect(colors.text.hexNotation == text)
  }

  /// A dark screen paints a toast in its dark colours; a window's override wins and takes
  /// effect at once.
  @Test func aToastFollowsTheScreensAndTheWindowsAppearance() {
    var screen = Screen.iPhone15
    screen.userInterfaceStyle = .dark
    let toast = Toast(message: "Saved", screen: screen, style: .pill)
    #expect(toast.window.effectiveUserInterfaceStyle == .dark)
    #expect(toast.box.backgroundColor?.hexNotation == "#1C1C1E")
    #expect(toast.label.textColor == .white)
    toast.window.overrideUserInterfaceStyle = .light
    #expect(toast.box.backgroundColor?.hexNotation == "#F2F2F7")
    #expect(toast.label.textColor == .black)
    toast.window.overrideUserInterfaceStyle = .unspecified
    #expect(toast.box.backgroundColor?.hexNotation == "#1C1C1E")
    let light = Toast(message: "Saved", screen: .iPhone15)
    #expect(light.window.effectiveUserInterfaceStyle == .light)
    #expect(light.box.backgroundColor == .black.withAlphaComponent(0.7))
  }
}
