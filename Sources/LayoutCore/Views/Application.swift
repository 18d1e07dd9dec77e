import Foundation

/// The app as UIKit code reaches it (`UIApplication.shared`): its scenes. UIKit keeps one
/// global application; here the caller makes one over its scenes and makes it current
/// for the code that asks, for as long as a closure runs (as ``Animator``'s current
/// animator is bound in LayoutUIKit).
///
/// ```swift
/// let scene = Scene(screen: .iPhone15)
/// Application.withCurrent(Application(scenes: [scene])) {
///   // pasted iOS code
///   let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
///   let window = UIWindow(frame: UIScreen.main.bounds)   // the scene's screen
/// }
/// ```
public final class Application {
  /// The scenes, in the order given.
  public let scenes: [Scene]

  /// An application of these scenes.
  public init(scenes: [Scene]) {
    self.scenes = scenes
  }

  /// The scenes (UIKit's `connectedScenes`, a set: its `first` is the first scene only
  /// when there is one).
  public var connectedScenes: Set<ApplicationScene> { Set(scenes) }

  /// The first scene, if any.
  public var firstScene: Scene? { scenes.first }

  /// Every window of every scene, hidden ones included, as UIKit's `windows` (deprecated
  /// there since iOS 15, and still widely used): each scene's ``Scene/windows`` (back to
  /// front), scene after scene in the order given.
  ///
  /// ```swift
  /// let key = UIApplication.shared.windows.first { $0.isKeyWindow }
  /// ```
  public var windows: [Window] { scenes.flatMap(\.windows) }

  /// The key window, as UIKit's `keyWindow` (deprecated there since iOS 13): the first
  /// scene's key window that has one (see ``Window/makeKey()``), or nil.
  public var keyWindow: Window? { scenes.lazy.compactMap(\.keyWindow).first }

  /// The current application (UIKit's `shared`): the one bound by the innermost
  /// ``withCurrent(_:_:)`` running on this thread, else one with no scenes.
  public static var shared: Application { current ?? Application(scenes: []) }

  /// The application bound by the innermost ``withCurrent(_:_:)`` whose body is running on
  /// this thread, or nil outside any.
  public static var current: Application? {
    ThreadBinding.current(currentApplicationKey) as? Application
  }

  /// Runs `body` with `application` current: ``shared`` answers it, ``Screen/main`` is its
  /// first scene's screen, and a window made key without a scene joins that scene. The
  /// binding ends when `body` returns or throws; an inner one overrides it until its own
  /// body returns; only code running synchronously on this thread inside `body` sees it.
  public static func withCurrent<Result>(
    _ application: Application, _ body: () throws -> Result
  ) rethrows -> Result {
    try ThreadBinding.with(currentApplicationKey, bound: application, body)
  }
}

/// A value bound to a key for as long as a closure runs on the current thread, in the
/// thread's storage: what `Application.withCurrent` and LayoutUIKit's
/// `Animator.withCurrent` are made of.
package enum ThreadBinding {
  /// Runs `body` with `value` bound to `key`; the outer binding (or none) comes back when
  /// `body` returns or throws.
  package static func with<Result>(
    _ key: String, bound value: AnyObject, _ body: () throws -> Result
  ) rethrows -> Result {
    let storage = Thread.current.threadDictionary
    let outer = storage[key]
    storage[key] = value
    defer { storage[key] = outer }
    return try body()
  }

  /// The value bound to `key` by the innermost ``with(_:bound:_:)`` running on this thread.
  package static func current(_ key: String) -> Any? {
    Thread.current.threadDictionary[key]
  }
}

/// The key of the current application in a thread's storage.
private let currentApplicationKey = "Layout.Application.current"

extension Screen {
  /// The screen of the current application's first scene (UIKit's `UIScreen.main`), or an
  /// iPhone 15 outside ``Application/withCurrent(_:_:)``.
  public static var main: Screen { Application.current?.firstScene?.screen ?? .iPhone15 }
}
