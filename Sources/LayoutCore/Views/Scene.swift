import Foundation

/// One of the app's scenes, as UIKit's `UIScene`: ``Scene``, the windows of one screen,
/// is the only kind. What ``Application/connectedScenes`` holds.
public class ApplicationScene: Hashable {
  package init() {}

  /// Scenes are equal when they are the same scene.
  public static func == (a: ApplicationScene, b: ApplicationScene) -> Bool { a === b }

  /// Hashes the scene's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The windows of one screen, front to back by level (then by the order shown), and
/// hit-testing across them, as UIKit's `UIWindowScene`. What UIKit keeps global (the app's
/// windows) belongs to a scene the caller owns.
///
/// ```swift
/// let scene = Scene()
/// scene.show(appWindow)
/// scene.show(toastWindow)          // .alert, user interaction off
/// scene.hitTest(CGPoint(x: 200, y: 400))  // a view of appWindow: the toast lets it through
/// ```
public final class Scene: ApplicationScene {
  private var shown: [(window: Window, order: Int)] = []
  private var nextOrder = 0

  /// The accessibility settings of the screen (VoiceOver, Reduce Motion), which UIKit
  /// keeps in `UIAccessibility`: set them here.
  public var accessibility = AccessibilitySettings()

  /// The screen the scene is on (UIKit's `UIWindowScene.screen`): what a window made with
  /// ``Window/init(windowScene:)`` covers, and ``Screen/main`` while the scene's
  /// application is current.
  public var screen: Screen

  /// An empty scene on a screen (an iPhone 15 unless told).
  public init(screen: Screen = .iPhone15) {
    self.screen = screen
    super.init()
  }

  /// The scene's windows, hidden ones included (as UIKit's `windows`), back to front: by
  /// level, then in the order they were shown or added.
  public var windows: [Window] {
    shown.sorted {
      $0.window.windowLevel != $1.window.windowLevel
        ? $0.window.windowLevel < $1.window.windowLevel : $0.order < $1.order
    }
    .map(\.window)
  }

  /// The windows on screen (not hidden), back to front: what is drawn and hit.
  public var visibleWindows: [Window] { windows.filter { !$0.isHidden } }

  /// The key window (UIKit's `keyWindow`): the one ``Window/makeKey()`` made key last, while
  /// it is in the scene.
  public var keyWindow: Window? {
    guard let key = keyWindowStorage, key.windowScene === self else { return nil }
    return key
  }
  /// The key window, held through its reference (``ItemReference``), not a Swift `weak`
  /// reference: that would give the window a side table, and every retain and release of
  /// it (each constraint to the window holds it) would take the runtime's slow path.
  var keyWindowStorage: Window? {
    get { keyWindowReference?.item?.viewItem as? Window }
    set { keyWindowReference = newValue?.itemReference }
  }
  private var keyWindowReference: ItemReference?

  /// Whether the docked keyboard is on screen (see Scene+Keyboard.swift): every window of
  /// the scene follows it, as on iOS, where the keyboard belongs to the window scene.
  public internal(set) var isKeyboardShown = false

  /// Who follows the keyboard (see Scene+Keyboard.swift).
  var keyboardObservers: [WeakKeyboardObserver] = []
  /// The fingers down and the gesture recognizers they reach (Scene+Touches.swift).
  private(set) lazy var touchArena = TouchArena(scene: self)

  /// Every window of the scene, hidden ones included, in the order shown or added.
  var allWindows: [Window] { shown.map(\.window) }

  /// Shows a window (again): it goes in front of the windows of its level, and takes the
  /// scene's keyboard (``isKeyboardShown``).
  public func show(_ window: Window) {
    add(window)
    window.isHidden = false
  }

  /// Puts a window in the scene, in front of the windows of its level, without showing it
  /// (``Window/init(windowScene:)``; UIKit's `windowScene` set on a window).
  func add(_ window: Window) {
    if let other = window.windowScene, other !== self { other.remove(window) }
    shown.removeAll { $0.window === window }
    shown.append((window, nextOrder))
    nextOrder += 1
    window.windowScene = self
    window.isKeyboardShown = isKeyboardShown
  }

  /// Removes a window from the scene.
  public func remove(_ window: Window) {
    shown.removeAll { $0.window === window }
    if window.windowScene === self { window.windowScene = nil }
  }

  /// The front-most visible, interactive view under a point in screen coordinates: each
  /// window from the front is asked in turn (its ``View/hitTest(_:with:)``, with the point
  /// in its coordinates), and one that does not take the touch (hidden, user interaction
  /// off, nothing under the point, or an override that answers nil) lets it through to the
  /// next. The keyboard, while up, takes the touches on it before any window of a lower
  /// level (see KeyboardWindow.swift). A touch coming down is hit-tested here with its
  /// event.
  public func hitTest(_ point: CGPoint, with event: Event? = nil) -> View? {
    var stacked = visibleWindows
    if let keyboard = KeyboardWindow.onScreen(among: stacked, frame: { $0.frame }) {
      let place = stacked.firstIndex { $0.windowLevel > keyboard.windowLevel } ?? stacked.count
      stacked.insert(keyboard, at: place)
    }
    for window in stacked.reversed() {
      let local = window.pointFromSuperview(point)
      if let hit = window.hitTest(local, with: event) { return hit }
    }
    return nil
  }
}
