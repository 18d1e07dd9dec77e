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
    willSet {
      traitsBeforeChange = traitCollection
      announceTransition(to: newValue.bounds(in: orientation).size)
    }
    didSet {
      screenDidChange(scaleChanged: screen.scale != oldValue.scale)
      traitsDidChange()
    }
  }
  /// The screen's orientation: a change rotates the window, and its root view controller
  /// is told first (``ViewController/viewWillTransition(to:with:)``).
  open var orientation: Screen.Orientation {
    willSet {
      traitsBeforeChange = traitCollection
      announceTransition(to: screen.bounds(in: newValue).size)
    }
    didSet {
      screenDidChange(scaleChanged: false)
      traitsDidChange()
    }
  }
  /// The traits before a change to what decides them, for ``traitsDidChange()``.
  fileprivate var traitsBeforeChange: TraitCollection?
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
  open var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
    willSet { traitsBeforeChange = traitCollection }
    didSet { traitsDidChange() }
  }
  /// The scene showing the window, if any (UIKit's `windowScene`): set by ``Scene/show(_:)``
  /// and cleared by ``Scene/remove(_:)``. The keyboard belongs to it (``Scene/showKeyboard()``).
  public internal(set) weak var windowScene: Scene?
  /// The text size of the window's views (Dynamic Type), `.large` by default: the width of
  /// every ``View/readableContentGuide`` in the window follows it.
  open var preferredContentSizeCategory = ContentSizeCategory.large {
    willSet { traitsBeforeChange = traitCollection }
    didSet {
      if preferredContentSizeCategory != oldValue {
        layoutNode.engine?.contentSizeCategoryDidChange(of: self)
      }
      traitsDidChange()
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

  /// A window of `frame` on the current screen (``Screen/main``), as
  /// `UIWindow(frame: UIScreen.main.bounds)`: its orientation is the one whose bounds the
  /// frame's shape matches (portrait for a square). It is not in a scene until
  /// ``makeKeyAndVisible()`` (or ``Scene/show(_:)``) puts it in one.
  public override init(frame: CGRect) {
    let screen = Screen.main
    self.screen = screen
    self.orientation = frame.width > frame.height ? .landscape : .portrait
    self.windowLevel = .normal
    super.init(frame: frame)
  }

  /// A window in a scene, covering the scene's screen, hidden until shown, as
  /// `UIWindow(windowScene:)`: it is in ``Scene/windows`` at once (hidden), and
  /// ``makeKeyAndVisible()`` or `isHidden = false` shows it.
  public convenience init(windowScene: Scene) {
    self.init(screen: windowScene.screen)
    isHidden = true
    windowScene.add(self)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view controller whose view fills the window (UIKit's `rootViewController`):
  /// setting it loads the controller's view, puts it in the window with the window's
  /// bounds, resizing with it, and takes the previous controller's view out.
  open var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue, old.viewIfLoaded?.superview === self {
        old.disappear { old.viewIfLoaded?.removeFromSuperview() }
      }
      // Loading the view always leaves one (a plain view when `loadView` set none).
      guard let controller = rootViewController, let root = controller.view else { return }
      root.frame = bounds
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      controller.beginAppearing()
      addSubview(root)
    }
  }

  /// Whether the window is its scene's key window (UIKit's `isKeyWindow`).
  public var isKeyWindow: Bool { windowScene?.keyWindow === self }

  /// Makes the window its scene's key window (UIKit's `makeKey()`); a window in no scene
  /// joins the current application's first scene, if any (``Application/withCurrent(_:_:)``).
  open func makeKey() {
    if windowScene == nil, let scene = Application.current?.firstScene { scene.add(self) }
    windowScene?.keyWindowStorage = self
  }

  /// Shows the window and makes it key (UIKit's `makeKeyAndVisible()`).
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
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
    // The views take the new size before the transition's work runs, as inside UIKit's
    // rotation animation.
    if let root = rootViewController, let transition = root.pendingTransition {
      root.pendingTransition = nil
      layoutIfNeeded()
      transition.finish()
    }
  }

  /// Tells the root view controller that the window is about to take a new size.
  private func announceTransition(to size: CGSize) {
    guard size != self.size, let root = rootViewController else { return }
    let coordinator = TransitionCoordinator()
    root.pendingTransition = coordinator
    root.viewWillTransition(to: size, with: coordinator)
  }
}

extension LayoutEngine {
  /// A window's screen or orientation changed: every safe-area guide is checked, and if the
  /// scale changed the views of that window are measured again and their frames written
  /// again (intrinsic sizes and frames round to it).
  func screenDidChange(of window: Window, scaleChanged: Bool) {
    for guide in safeAreaGuides where guide.layoutNode.isIn(self) {
      enqueue(guide, .implicit)
    }
    guard scaleChanged else { return }
    forEachItem(below: window) { item in
      guard let view = item.viewItem, view.layoutNode.window === window else { return }
      // Frames and guides round to the new pixel grid: each view's subviews and guides are
      // written again (and reported, where that moved them).
      enqueue(view, .subviewFrames)
      noteReport(view, .frame)
      // Views with content sizes are measured again (they round to the scale).
      if !view.translatesAutoresizingMaskIntoConstraints {
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

extension Window {
  /// Tells every view in the window, and each view's controller, that the traits changed
  /// (UIKit's `traitCollectionDidChange(_:)`), when they did.
  fileprivate func traitsDidChange() {
    guard let previous = traitsBeforeChange, previous != traitCollection else { return }
    let sizeClassChanged = previous.horizontalSizeClass != traitCollection.horizontalSizeClass
    for view in subtree {
      view.traitCollectionDidChange(previous)
      guard let controller = view.owningController else { continue }
      // The system minimum margins follow the width's size class.
      if sizeClassChanged { view.layoutMarginsDidChange() }
      controller.traitCollectionDidChange(previous)
    }
  }
}
