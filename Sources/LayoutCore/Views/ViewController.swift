import Foundation

/// A view controller, as UIKit's `UIViewController`: it owns a view, made on first use by
/// ``loadView()`` and set up in ``viewDidLoad()``, hears about its view's layout
/// (``viewWillLayoutSubviews()``, ``viewDidLayoutSubviews()``) and safe area
/// (``viewSafeAreaInsetsDidChange()``), adds to that safe area
/// (``additionalSafeAreaInsets``), holds child controllers and is told of rotations
/// (``viewWillTransition(to:with:)``). A window shows one as its
/// ``Window/rootViewController``.
///
/// ```swift
/// final class HomeViewController: ViewController {
///   let box = View()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addSubview(box)
///     box.snp.makeConstraints { $0.center.equalToSuperview(); $0.size.equalTo(100) }
///   }
/// }
/// let window = Window(screen: .iPhone15)
/// window.rootViewController = HomeViewController()
/// window.layoutIfNeeded()   // box: (146.5, 376, 100, 100)
/// ```
///
/// The layout callbacks run in the engine's layout cycle around the view's
/// `layoutSubviews`, after its frames are solved (UIKit calls `viewWillLayoutSubviews`
/// before its view's `layoutSubviews` applies the solved frames; constraints changed there
/// are solved again in the same pass either way).
open class ViewController {
  /// The view once loaded.
  private var loadedView: View?
  /// The safe-area insets the last ``viewSafeAreaInsetsDidChange()`` was told of.
  private var reportedSafeAreaInsets = EdgeInsets.zero
  /// A transition announced by ``viewWillTransition(to:with:)`` and not yet finished.
  var pendingTransition: TransitionCoordinator?
  /// Where the view is in appearing (see ``viewWillAppear(_:)``).
  var appearance = Appearance.gone
  /// The insets a container's bars add to the safe area of its view's subviews (a
  /// navigation bar's height above, a tab bar's below), on top of
  /// ``additionalSafeAreaInsets``.
  package var barInsets = EdgeInsets.zero {
    didSet { if barInsets != oldValue { viewIfLoaded?.safeAreaDidChange() } }
  }
  /// The safe-area insets the controller adds: its own and its bars'.
  var addedSafeAreaInsets: EdgeInsets {
    let a = additionalSafeAreaInsets
    let b = barInsets
    return EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }
  /// The navigation item, made on first use.
  private var navigationItemStorage: NavigationItem?
  /// The tab bar item, made on first use.
  private var tabBarItemStorage: TabBarItem?

  // UIKit's type, `UITabBarItem!`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The tab a tab bar shows for this controller, as UIKit's `tabBarItem`: titled by the
  /// controller's ``title`` unless set.
  open var tabBarItem: TabBarItem! {
    get {
      if let made = tabBarItemStorage { return made }
      let made = TabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = made
      return made
    }
    set { tabBarItemStorage = newValue }
  }

  /// What a navigation bar shows while this controller is on top, as UIKit's
  /// `navigationItem`: its title defaults to the controller's ``title``.
  open var navigationItem: NavigationItem {
    if let made = navigationItemStorage { return made }
    let made = NavigationItem(title: nil)
    made.owner = self
    navigationItemStorage = made
    return made
  }

  /// A controller whose view ``loadView()`` makes (UIKit's `init(nibName:bundle:)`: there
  /// are no nib files here, so both are ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller whose view ``loadView()`` makes.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Storyboards are not read here: a controller cannot be decoded (nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: The view

  /// The controller's view, loaded on first use (``loadView()``, then ``viewDidLoad()``),
  /// as UIKit's `view`. Setting it replaces the view without calling ``viewDidLoad()``.
  /// Implicitly unwrapped, as UIKit declares it, so that `view?.…` and `view = nil` in
  /// pasted code keep building.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if let old = loadedView, old.owningController === self { old.owningController = nil }
      loadedView = newValue
      newValue?.owningController = self
      newValue?.setNeedsLayout()
      // Its margins are a controller's view's now (the system minimum).
      newValue?.layoutMarginsDidChange()
    }
  }

  /// The view if it was loaded, without loading it (UIKit's `viewIfLoaded`).
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view was loaded (UIKit's `isViewLoaded`).
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: the default makes a plain view the size of ``Screen/main``. An
  /// override sets ``view`` (without calling `super`, as in UIKit).
  open func loadView() {
    view = View(frame: Screen.main.bounds)
  }

  /// Loads the view if it is not loaded (UIKit's `loadViewIfNeeded()`): ``loadView()``
  /// (a plain view if it set none), then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = View(frame: Screen.main.bounds) }
    viewDidLoad()
  }

  /// Called once the view is loaded: the place to add subviews and constraints.
  open func viewDidLoad() {}

  /// Called when the system is low on memory, as UIKit's `didReceiveMemoryWarning()`: never
  /// called here (there is no system to warn), so an override compiles and does not run.
  open func didReceiveMemoryWarning() {}

  /// A short name for the screen (UIKit's `title`).
  open var title: String? {
    didSet { if title != oldValue { navigationItemStorage?.titleDidChange() } }
  }

  // MARK: Layout

  /// Called in a layout pass before the view's `layoutSubviews` (its size changed, or
  /// something asked for layout).
  open func viewWillLayoutSubviews() {}

  /// Called in a layout pass after the view's `layoutSubviews`.
  open func viewDidLayoutSubviews() {}

  /// Called in the constraint pass, instead of the view's own `updateConstraints()`, when
  /// the view asked with `setNeedsUpdateConstraints()` (and when it is first laid out), as
  /// UIKit's `updateViewConstraints`: update constraints here and call `super` last, which
  /// calls the view's `updateConstraints()`.
  open func updateViewConstraints() {
    loadedView?.updateConstraints()
  }

  /// Called in a layout pass, before ``viewWillLayoutSubviews()``, when the view's safe-area
  /// insets changed (``additionalSafeAreaInsets`` included).
  open func viewSafeAreaInsetsDidChange() {}

  /// Insets added to the safe area the view gets from its window and superviews (UIKit's
  /// `additionalSafeAreaInsets`): the view's `safeAreaInsets`, its safe-area guide and those
  /// of the views inside it follow.
  open var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
      view.safeAreaDidChange()
      view.setNeedsLayout()
    }
  }

  /// The size the controller would like its view to be shown at (UIKit's
  /// `preferredContentSize`): read by whoever presents it; zero unless set.
  open var preferredContentSize = CGSize.zero

  /// Calls the safe-area and layout callbacks around the view's `layoutSubviews`.
  func layoutView(_ view: View, safeAreaInsets: EdgeInsets) {
    if safeAreaInsets != reportedSafeAreaInsets {
      reportedSafeAreaInsets = safeAreaInsets
      viewSafeAreaInsetsDidChange()
    }
    viewWillLayoutSubviews()
    view.layoutSubviews()
    viewDidLayoutSubviews()
    if appearance == .appearing {
      appearance = .shown
      viewDidAppear(false)
      for child in children where child.appearance == .appearing {
        child.appearance = .shown
        child.viewDidAppear(false)
      }
    }
  }

  // MARK: Appearing

  /// Where the controller's view is in appearing on screen.
  enum Appearance {
    /// Not in a window.
    case gone
    /// Added to a window, not laid out there yet.
    case appearing
    /// Laid out in a window.
    case shown
  }

  /// Called before the view joins a window (a window's root controller set, a child's view
  /// added while its parent is shown), as UIKit's `viewWillAppear(_:)`. Call `super`.
  /// Fingers came down on the controller's view and nothing below took them, as UIKit's
  /// `touchesBegan(_:with:)` (a common override: `view.endEditing(true)`). The default
  /// passes them to the view's superview.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    loadedView?.superview?.touchesBegan(touches, with: event)
  }

  /// Fingers on the controller's view moved (passed to the view's superview by default).
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    loadedView?.superview?.touchesMoved(touches, with: event)
  }

  /// Fingers on the controller's view lifted (passed to the view's superview by default).
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    loadedView?.superview?.touchesEnded(touches, with: event)
  }

  /// Fingers on the controller's view were taken away (passed on by default).
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    loadedView?.superview?.touchesCancelled(touches, with: event)
  }

  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view's first layout pass in the window, as UIKit's
  /// `viewDidAppear(_:)`: frames are solved by then.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves its window (another root controller set), as UIKit's
  /// `viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left its window, as UIKit's `viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The view is about to join a window: `viewWillAppear` now, `viewDidAppear` after its
  /// first layout there; children shown with it too.
  package func beginAppearing() {
    guard appearance == .gone else { return }
    appearance = .appearing
    viewWillAppear(false)
    for child in children { child.beginAppearing() }
  }

  /// The view left its window: `viewWillDisappear` before, `viewDidDisappear` after `body`.
  package func disappear(_ body: () -> Void) {
    guard appearance != .gone else {
      body()
      return
    }
    viewWillDisappear(false)
    for child in children where child.appearance != .gone { child.viewWillDisappear(false) }
    body()
    appearance = .gone
    viewDidDisappear(false)
    for child in children where child.appearance != .gone {
      child.appearance = .gone
      child.viewDidDisappear(false)
    }
  }

  /// Whether the view is appearing or shown.
  package var isAppearingOrShown: Bool { appearance != .gone }

  // MARK: Margins

  /// Whether the view's layout margins are at least ``systemMinimumLayoutMargins`` (true by
  /// default, as UIKit's `viewRespectsSystemMinimumLayoutMargins`).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      if viewRespectsSystemMinimumLayoutMargins != oldValue {
        viewIfLoaded?.layoutMarginsDidChange()
      }
    }
  }

  /// The least margins UIKit gives a controller's view, as `systemMinimumLayoutMargins`: 16
  /// points leading and trailing where the view's width is compact, 20 where it is regular
  /// (a tablet, a Plus or Max phone in landscape), none above and below.
  open var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The margins layout uses for the view: its own, each side raised to the system minimum
  /// when the controller respects it.
  func effectiveMargins(of own: EdgeInsets) -> EdgeInsets {
    guard viewRespectsSystemMinimumLayoutMargins else { return own }
    let minimum = systemMinimumLayoutMargins
    return EdgeInsets(
      top: max(own.top, minimum.top), left: max(own.left, minimum.leading),
      bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.trailing))
  }

  // MARK: Status bar and traits

  /// The status bar's look over this controller, as UIKit's `preferredStatusBarStyle`
  /// (kept for renderers; the package draws no status bar).
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// Whether the status bar is hidden over this controller.
  open var prefersStatusBarHidden: Bool { false }
  /// Asks for the status bar to be drawn again (nothing to redraw here).
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// The traits of the controller's view (its window's), as UIKit's `traitCollection`.
  open var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection ?? TraitCollection()
  }

  /// Called when the traits changed (a rotation, a new appearance or text size), as
  /// UIKit's `traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: Children

  /// The child controllers, in the order added (UIKit's `children`).
  public private(set) var children: [ViewController] = []

  /// The controller this one is a child of (UIKit's `parent`).
  public private(set) weak var parent: ViewController?

  /// Adds a child controller (UIKit's `addChild(_:)`): it is told
  /// ``willMove(toParent:)`` first; adding its view to a view of this controller's and then
  /// calling its ``didMove(toParent:)`` is the caller's part, as in UIKit. A child of
  /// another controller leaves that one first.
  open func addChild(_ childController: ViewController) {
    guard childController.parent !== self, childController !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Leaves the parent controller (UIKit's `removeFromParent()`): it is told
  /// ``didMove(toParent:)`` with nil afterwards; calling ``willMove(toParent:)`` with nil
  /// before and taking the view out are the caller's part, as in UIKit.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller joins or leaves a parent.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller joined or left a parent.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Rotation

  /// Called before the view's size changes with the window's (a rotation, or a window moved
  /// to another screen), with the new size (UIKit's `viewWillTransition(to:with:)`). The
  /// default passes it on to the children; an override calls `super` and may add work to
  /// the transition through the coordinator.
  open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }
}

/// What a rotation tells the controllers it resizes (UIKit's
/// `UIViewControllerTransitionCoordinator`, and its context): work to run along with the
/// size change and when it is done. There is no animation here: the window's size changes
/// at once and its views are laid out at the new size, then the work along with it runs,
/// then the completions.
public final class TransitionCoordinator {
  /// How long UIKit animates a rotation (0.4 s on an iPhone); nothing is animated here.
  public let transitionDuration: TimeInterval = 0.4
  /// Whether the change is animated (false: it is applied at once).
  public let isAnimated = false
  /// Whether the transition was cancelled (never: a rotation here always completes).
  public let isCancelled = false

  private var alongside: [(TransitionCoordinator) -> Void] = []
  private var completions: [(TransitionCoordinator) -> Void] = []

  init() {}

  /// Adds work to run with the size change and when it is done (UIKit's
  /// `animate(alongsideTransition:completion:)`); true, as UIKit answers when the work was
  /// taken.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
    completion: ((TransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the work along with the change, then the completions, once each.
  func finish() {
    let along = alongside
    let done = completions
    alongside = []
    completions = []
    for work in along { work(self) }
    for work in done { work(self) }
  }
}
