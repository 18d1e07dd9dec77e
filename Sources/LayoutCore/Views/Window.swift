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
  /// Draws, and is named in files and the inspector, as a window.
  open override class var kind: ViewKind { .window }
  override package class var hasEmptyLayoutCallbacks: Bool { self == Window.self }
  /// The screen the window covers.
  open var screen: Screen {
    didSet { screenDidChange(scaleChanged: screen.scale != oldValue.scale) }
  }
  /// The screen's orientation.
  open var orientation: Screen.Orientation {
    didSet { screenDidChange(scaleChanged: false) }
  }
  /// The window's level among the scene's windows.
  public var windowLevel: WindowLevel
  /// Whether the docked system keyboard is on screen (see Window+Keyboard.swift): the
  /// ``View/keyboardLayoutGuide`` of every view in the window follows it.
  public var isKeyboardShown = false {
    didSet {
      guard isKeyboardShown != oldValue else { return }
      layoutNode.engine?.keyboardDidChange(of: self)
      keyboardWindowNeedsUpdate()
    }
  }
  /// The window that draws this window's keyboard, once it has shown one (see
  /// KeyboardWindow.swift).
  package var keyboardWindowStorage: KeyboardWindow?
  /// The light or dark appearance of the window's views instead of the screen's (UIKit's
  /// `overrideUserInterfaceStyle`); `.unspecified`, the default, follows
  /// ``Screen/userInterfaceStyle`` (see ``effectiveUserInterfaceStyle``).
  open var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
  /// The scene showing the window, if any (UIKit's `windowScene`): set by ``Scene/show(_:)``
  /// and cleared by ``Scene/remove(_:)``. The keyboard belongs to it (``Scene/showKeyboard()``).
  public internal(set) weak var windowScene: Scene?
  /// The text size of the window's views (Dynamic Type), `.large` by default: the width of
  /// every ``View/readableContentGuide`` in the window follows it.
  open var preferredContentSizeCategory = ContentSizeCategory.large {
    didSet {
      if preferredContentSizeCategory != oldValue {
        layoutNode.engine?.contentSizeCategoryDidChange(of: self)
      }
    }
  }

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
  override var windowSafeAreaInsets: EdgeInsets? { screen.safeAreaInsets(in: orientation) }

  override var windowItem: Window? { self }

  /// The window covers the new screen or orientation; safe areas follow (and measured
  /// text, when the scale changed).
  private func screenDidChange(scaleChanged: Bool) {
    frame = screen.bounds(in: orientation)
    layoutNode.engine?.screenDidChange(of: self, scaleChanged: scaleChanged)
    keyboardWindowNeedsUpdate()
  }
}

extension LayoutEngine {
  /// A window's screen or orientation changed: every safe-area guide is checked, and the
  /// views of that window measured again if the scale changed (intrinsic sizes round to it).
  func screenDidChange(of window: Window, scaleChanged: Bool) {
    for guide in safeAreaGuides where guide.layoutNode.engine === self {
      enqueue(guide, .implicit)
    }
    guard scaleChanged else { return }
    forEachItem(below: window) { item in
      // Views with content sizes are measured again (they round to the scale).
      if let view = item.viewItem, !view.translatesAutoresizingMaskIntoConstraints,
        view.layoutNode.window === window
      {
        enqueue(view, .implicit)
        view.superview?.subviewDidChange(view, .intrinsicSize)
      }
    }
  }
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
