import Foundation

/// The windows shown on one screen, front to back by level (then by the order shown), and
/// hit-testing across them. What UIKit keeps global (the app's windows) belongs to a scene
/// the caller owns.
///
/// ```swift
/// let scene = Scene()
/// scene.show(appWindow)
/// scene.show(toastWindow)          // .alert, user interaction off
/// scene.hitTest(CGPoint(x: 200, y: 400))  // a view of appWindow: the toast lets it through
/// ```
public final class Scene {
  private var shown: [(window: Window, order: Int)] = []
  private var nextOrder = 0

  /// The accessibility settings of the screen (VoiceOver, Reduce Motion), which UIKit
  /// keeps in `UIAccessibility`: set them here.
  public var accessibility = AccessibilitySettings()

  /// An empty scene.
  public init() {}

  /// The visible windows, back to front.
  public var windows: [Window] {
    shown.filter { !$0.window.isHidden }
      .sorted {
        $0.window.windowLevel != $1.window.windowLevel
          ? $0.window.windowLevel < $1.window.windowLevel : $0.order < $1.order
      }
      .map(\.window)
  }

  /// Whether the docked keyboard is on screen (see Scene+Keyboard.swift): every window of
  /// the scene follows it, as on iOS, where the keyboard belongs to the window scene.
  public internal(set) var isKeyboardShown = false

  /// Who follows the keyboard (see Scene+Keyboard.swift).
  var keyboardObservers: [WeakKeyboardObserver] = []

  /// Every window shown in the scene, hidden ones included, in the order shown.
  var allWindows: [Window] { shown.map(\.window) }

  /// Shows a window (again): it goes in front of the windows of its level, and takes the
  /// scene's keyboard (``isKeyboardShown``).
  public func show(_ window: Window) {
    shown.removeAll { $0.window === window }
    shown.append((window, nextOrder))
    nextOrder += 1
    window.isHidden = false
    window.windowScene = self
    window.isKeyboardShown = isKeyboardShown
  }

  /// Removes a window from the scene.
  public func remove(_ window: Window) {
    shown.removeAll { $0.window === window }
    if window.windowScene === self { window.windowScene = nil }
  }

  /// The front-most visible, interactive view under a point in screen coordinates: each
  /// window from the front is asked in turn, and one that does not take the touch (hidden,
  /// user interaction off, or nothing under the point) lets it through to the next. The
  /// keyboard, while up, takes the touches on it before any window of a lower level (see
  /// KeyboardWindow.swift).
  public func hitTest(_ point: CGPoint) -> View? {
    var stacked = windows
    if let keyboard = KeyboardWindow.onScreen(among: stacked, frame: { $0.frame }) {
      let place = stacked.firstIndex { $0.windowLevel > keyboard.windowLevel } ?? stacked.count
      stacked.insert(keyboard, at: place)
    }
    for window in stacked.reversed() {
      let local = window.pointFromSuperview(point)
      if let hit = window.hitTest(local) { return hit }
    }
    return nil
  }
}
