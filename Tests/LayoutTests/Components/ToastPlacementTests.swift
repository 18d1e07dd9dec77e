import Foundation
import Testing

@testable import Layout

/// Toast placement by hand: top, centre and bottom against the safe area and the keyboard
/// layout guide, on an iPhone 15, an iPhone SE and an iPad, in portrait and landscape, with
/// the keyboard down and up (shown on the scene, so the toast's own window follows).
@Suite struct ToastPlacementTests {
  /// A device, an orientation, and what the placement follows there: the size, the safe
  /// area's top and bottom, and the keyboard's top edge when shown.
  struct Device: CustomTestStringConvertible, Sendable {
    let screen: Screen
    let orientation: Screen.Orientation
    let width: CGFloat
    let height: CGFloat
    let safeTop: CGFloat
    let safeBottom: CGFloat
    let keyboardTop: CGFloat
    var testDescription: String { "\(screen.name) \(orientation)" }

    /// iPhone 15: 393 × 852, safe area 59 / 34, keyboard 336 (landscape: 852 × 393,
    /// 0 / 21, keyboard 209).
    static let iPhone15 = Device(
      screen: .iPhone15, orientation: .portrait, width: 393, height: 852, safeTop: 59,
      safeBottom: 818, keyboardTop: 852 - 336)
    static let iPhone15Landscape = Device(
      screen: .iPhone15, orientation: .landscape, width: 852, height: 393, safeTop: 0,
      safeBottom: 372, keyboardTop: 393 - 209)
    /// iPhone SE: 375 × 667, safe area 20 / 0, keyboard 260 (landscape: none, 200).
    static let iPhoneSE = Device(
      screen: .iPhoneSE3, orientation: .portrait, width: 375, height: 667, safeTop: 20,
      safeBottom: 667, keyboardTop: 667 - 260)
    static let iPhoneSELandscape = Device(
      screen: .iPhoneSE3, orientation: .landscape, width: 667, height: 375, safeTop: 0,
      safeBottom: 375, keyboardTop: 375 - 200)
    /// iPad (10th generation): 820 × 1180, safe area 24 / 20, keyboard 333 (landscape 418).
    static let iPad = Device(
      screen: .iPad10, orientation: .portrait, width: 820, height: 1180, safeTop: 24,
      safeBottom: 1160, keyboardTop: 1180 - 333)
    static let iPadLandscape = Device(
      screen: .iPad10, orientation: .landscape, width: 1180, height: 820, safeTop: 24,
      safeBottom: 800, keyboardTop: 820 - 418)

    static let all = [
      iPhone15, iPhone15Landscape, iPhoneSE, iPhoneSELandscape, iPad, iPadLandscape,
    ]
  }

  /// A toast in its window beside an app window in one scene, the keyboard shown on the
  /// scene or not, laid out.
  static func show(
    _ style: ToastStyle, _ position: ToastPosition?, on device: Device, keyboard: Bool,
    message: String = "Saved"
  ) -> Toast {
    let scene = Scene()
    let app = Window(screen: device.screen, orientation: device.orientation)
    scene.show(app)
    let toast = Toast(
      message: message, screen: device.screen, orientation: device.orientation, style: style,
      position: position)
    scene.show(toast.window)
    if keyboard { scene.showKeyboard() }
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    return toast
  }

  static let positions: [ToastPosition] = [.top(40), .center, .bottom(40)]

  /// A banner is 0.6 × the width (at most the readable 672 on an iPad in landscape) and 35
  /// high: top 40 below the safe area; bottom 40 above the keyboard's top (the safe area's
  /// bottom while it is down); centred in the safe area above the keyboard.
  @Test(arguments: Device.all, [false, true])
  func aBannerSitsAtEachPlacement(device: Device, keyboard: Bool) {
    let width = min(0.6 * device.width, 672)
    let x = (device.width - width) / 2
    let floor = keyboard ? device.keyboardTop : device.safeBottom
    let expected: [CGFloat] = [
      device.safeTop + 40,
      (device.safeTop + floor) / 2 - 17.5,
      floor - 40 - 35,
    ]
    for (position, y) in zip(Self.positions, expected) {
      let toast = Self.show(.banner, position, on: device, keyboard: keyboard)
      let frame = toast.box.solvedFrame
      let wanted = CGRect(x: x, y: y, width: width, height: 35)
      #expect(frame.isClose(to: wanted, tolerance: 1e-6), "\(position): \(frame) vs \(wanted)")
      #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
    }
  }

  /// An offset that cannot be honoured is clamped, as the peer libraries clamp: the box
  /// keeps its size (its label is not squashed), stays inside the safe area and above the
  /// keyboard, and its label stays inside it. Offsets far past either edge, both signs, at
  /// the top and the bottom, for every style.
  @Test(arguments: Device.all, [false, true])
  func anOffsetTooLargeIsClampedToTheSafeAreaAndTheKeyboard(device: Device, keyboard: Bool) {
    let floor = keyboard ? device.keyboardTop : device.safeBottom
    for style in [ToastStyle.capsule, .banner, .pill] {
      let reference = Self.show(style, .top(0), on: device, keyboard: false)
      let natural = reference.box.solvedFrame.size
      let positions: [ToastPosition] = [
        .top(800), .top(5000), .top(-500), .bottom(800), .bottom(5000), .bottom(-12),
        .bottom(-500),
      ]
      for position in positions {
        let toast = Self.show(style, position, on: device, keyboard: keyboard)
        let box = toast.box.solvedFrame
        let what = "\(style) \(position): \(box)"
        #expect(box.size.isClose(to: natural, tolerance: 1e-6), "\(what) vs \(natural)")
        #expect(toast.box.bounds.height >= 0 && toast.label.bounds.height >= 0, "\(what)")
        #expect(box.minY >= device.safeTop - 1e-6, "\(what)")
        #expect(box.maxY <= floor + 1e-6, "\(what)")
        if style != .banner {
          let label = toast.label.solvedFrame
          #expect(
            CGRect(origin: .zero, size: box.size).contains(label), "\(what): label \(label)")
        }
        #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
      }
    }
  }

  /// A capsule is centred on the window; at the bottom it keeps seed 000's 200 from the
  /// window's bottom until the keyboard comes within 16 of it, then sits 16 above the
  /// keyboard; centred, it is in the middle of the safe area above the keyboard.
  @Test(arguments: Device.all, [false, true])
  func aCapsuleSitsAtEachPlacement(device: Device, keyboard: Bool) {
    let floor = keyboard ? device.keyboardTop : device.safeBottom
    let toast = Self.show(.capsule, nil, on: device, keyboard: keyboard, message: "Hello, Toast!")
    let label = toast.label.intrinsicContentSize
    let size = CGSize(width: 1.5 * label.width, height: 2 * label.height)
    #expect(
      toast.box.solvedFrame.size.isClose(to: size, tolerance: 1e-6), "\(toast.box.solvedFrame)")
    #expect(toast.box.solvedFrame.midX.isClose(to: device.width / 2))
    let bottom = min(device.height - 200, floor - 16)
    #expect(
      toast.box.solvedFrame.maxY.isClose(to: bottom, tolerance: 1e-6), "\(toast.box.solvedFrame)")
    let centred = Self.show(
      .capsule, .center, on: device, keyboard: keyboard, message: "Hello, Toast!")
    #expect(centred.box.solvedFrame.midY.isClose(to: (device.safeTop + floor) / 2, tolerance: 1e-6))
    let top = Self.show(
      .capsule, .top(40), on: device, keyboard: keyboard, message: "Hello, Toast!")
    #expect(top.box.solvedFrame.minY.isClose(to: device.safeTop + 40, tolerance: 1e-6))
    for made in [toast, centred, top] {
      #expect(made.window.layoutDiagnostics.isEmpty, "\(made.window.layoutDiagnostics)")
    }
  }

  /// Drops' pill: centre x on the safe area, 5 below its top or 5 above the keyboard's top,
  /// its label inset 15 / 50; centred above the keyboard.
  @Test(arguments: Device.all, [false, true])
  func aPillSitsAtEachPlacement(device: Device, keyboard: Bool) {
    let floor = keyboard ? device.keyboardTop : device.safeBottom
    let expected: [(ToastPosition, CGFloat)] = [
      (.top(5), device.safeTop + 5), (.center, .nan), (.bottom(5), floor - 5),
    ]
    for (position, edge) in expected {
      let toast = Self.show(.pill, position, on: device, keyboard: keyboard)
      let label = toast.label.intrinsicContentSize
      let frame = toast.box.solvedFrame
      let size = CGSize(width: label.width + 100, height: label.height + 30)
      #expect(frame.size.isClose(to: size, tolerance: 1e-6), "\(frame)")
      #expect(frame.midX.isClose(to: device.width / 2, tolerance: 1e-6))
      switch position {
      case .top: #expect(frame.minY.isClose(to: edge, tolerance: 1e-6), "\(frame)")
      case .bottom: #expect(frame.maxY.isClose(to: edge, tolerance: 1e-6), "\(frame)")
      case .center:
        #expect(frame.midY.isClose(to: (device.safeTop + floor) / 2, tolerance: 1e-6))
      }
      #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
    }
  }

  /// The keyboard on the scene reaches a toast window shown after it, and its hiding too.
  @Test func aToastShownWhileTheKeyboardIsUpStartsAboveIt() {
    let scene = Scene()
    let app = Window(screen: .iPhone15)
    scene.show(app)
    app.showKeyboard()  // the app window's field: the scene's keyboard
    #expect(scene.isKeyboardShown)
    let toast = Toast(message: "Saved", screen: .iPhone15, style: .banner, position: .bottom(40))
    scene.show(toast.window)
    toast.window.layoutIfNeeded()
    #expect(toast.window.isKeyboardShown)
    #expect(toast.box.solvedFrame.maxY.isClose(to: 516 - 40))
    app.hideKeyboard()
    toast.window.layoutIfNeeded()
    #expect(!toast.window.isKeyboardShown)
    #expect(toast.box.solvedFrame.maxY.isClose(to: 818 - 40))
  }

  /// Rotation keeps a toast placed: the next pass uses the new size and the width limit
  /// follows (a banner on an iPad is 492 wide in portrait, the readable 672 in landscape).
  @Test func rotatingKeepsTheToastPlaced() {
    let toast = Toast(message: "Saved", screen: .iPad10, style: .banner, position: .bottom(40))
    toast.window.layoutIfNeeded()
    #expect(toast.box.solvedFrame.isClose(to: CGRect(x: 164, y: 1085, width: 492, height: 35)))
    toast.window.orientation = .landscape
    toast.window.layoutIfNeeded()
    #expect(toast.box.solvedFrame.isClose(to: CGRect(x: 254, y: 725, width: 672, height: 35)))
    toast.window.showKeyboard()
    toast.window.layoutIfNeeded()
    #expect(toast.box.solvedFrame.isClose(to: CGRect(x: 254, y: 327, width: 672, height: 35)))
    toast.window.orientation = .portrait
    toast.window.layoutIfNeeded()
    #expect(toast.box.solvedFrame.isClose(to: CGRect(x: 164, y: 772, width: 492, height: 35)))
    #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
  }

  /// A capsule's wrapping width follows the rotation: 314.4 / 1.5 in portrait on an
  /// iPhone 15, 672 / 1.5 in landscape.
  @Test func rotatingMovesTheCapsulesWrappingWidth() {
    let message = String(repeating: "A long message that wraps. ", count: 8)
    let toast = Toast(message: message, screen: .iPhone15)
    toast.window.layoutIfNeeded()
    // A named value: written inline, `314.4 / 1.5` made the expectation a call whose result
    // the macro discarded (a warning, and an expectation that passed with any width).
    let portrait: CGFloat = 314.4 / 1.5
    #expect(toast.label.preferredMaxLayoutWidth.isClose(to: portrait))
    #expect(toast.box.solvedFrame.width <= 314.4 + 1e-9)
    toast.window.orientation = .landscape
    toast.window.layoutIfNeeded()
    #expect(toast.label.preferredMaxLayoutWidth.isClose(to: 672 / 1.5))
    #expect(toast.box.solvedFrame.width > 314.4 && toast.box.solvedFrame.width <= 672 + 1e-9)
    #expect(toast.box.solvedFrame.midX.isClose(to: 426))
    #expect(toast.box.solvedFrame.maxY <= 372 + 1e-9)
  }

  /// Offsets and spacings that are not numbers count as 0, a negative line count as 0
  /// (as many lines as needed): no trap, no conflict.
  @Test func badNumbersAreClampedAsDocumented() {
    let nan = Toast(message: "Saved", screen: .iPhone15, style: .banner, position: .bottom(.nan))
    nan.window.layoutIfNeeded()
    #expect(nan.box.solvedFrame.maxY.isClose(to: 818))
    let far = Toast(message: "Saved", screen: .iPhone15, style: .pill, position: .top(.infinity))
    far.window.layoutIfNeeded()
    #expect(far.box.solvedFrame.minY.isClose(to: 59))
    let close = Toast(
      message: "Hello, Toast!", screen: .iPhone15, position: .bottom(10),
      options: Toast.Options(numberOfLines: -3, keyboardSpacing: .nan))
    close.window.layoutIfNeeded()
    #expect(close.box.solvedFrame.maxY.isClose(to: 818))  // not 842: inside the safe area
    #expect(close.label.numberOfLines == 0)
    for toast in [nan, far, close] {
      #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
    }
  }
}
