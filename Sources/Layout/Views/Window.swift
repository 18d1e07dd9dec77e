import Foundation

/// The top of a view hierarchy on a screen, as `UIWindow`: a view whose level orders it
/// among the scene's windows and whose safe area comes from its screen.
///
/// ```swift
/// let window = Window(screen: .iPhone15)
/// let toastWindow = Window(screen: .iPhone15, level: .alert)
/// toastWindow.isUserInteractionEnabled = false  // touches reach the app below
/// ```
open class Window: View {
  /// The screen the window covers.
  public var screen: Screen {
    didSet { frame = screen.bounds(in: orientation) }
  }
  /// The screen's orientation.
  public var orientation: Screen.Orientation {
    didSet { frame = screen.bounds(in: orientation) }
  }
  /// The window's level among the scene's windows.
  public var windowLevel: WindowLevel

  /// A window covering a screen.
  public init(
    screen: Screen, orientation: Screen.Orientation = .portrait, level: WindowLevel = .normal
  ) {
    self.screen = screen
    self.orientation = orientation
    self.windowLevel = level
    super.init(frame: screen.bounds(in: orientation))
  }

  /// The screen's safe-area insets for the orientation.
  var windowSafeAreaInsets: EdgeInsets { screen.safeAreaInsets(in: orientation) }
}

/// The stacking level of a window: higher levels are in front.
public struct WindowLevel: RawRepresentable, Comparable, Hashable, Sendable {
  /// The level's number.
  public var rawValue: CGFloat

  /// A level with a number.
  public init(rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// A level with a number.
  public init(_ rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// The app's windows: 0.
  public static let normal = WindowLevel(0)
  /// Above the status bar: 1000.
  public static let statusBar = WindowLevel(1000)
  /// Alerts and toasts: 2000.
  public static let alert = WindowLevel(2000)

  /// Orders levels by number.
  public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
