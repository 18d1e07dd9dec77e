import Foundation

/// A stack of controllers under a navigation bar, as `UINavigationController`: the top
/// controller's view fills the controller's view, under the bar, whose height joins its
/// safe area (a child's `safeAreaLayoutGuide` starts below the bar: at 103 on an iPhone 15,
/// 59 + 44); pushing and popping swap the top view, sliding on the virtual clock when
/// animated with a current animator (``Animator/withCurrent(_:_:)``).
///
/// ```swift
/// let navigation = NavigationController(rootViewController: inbox)
/// window.rootViewController = navigation
/// navigation.pushViewController(message, animated: false)
/// window.layoutIfNeeded()
/// message.view.safeAreaInsets.top   // 103
/// ```
///
/// The slide is approximated: 0.35 s ease in and out, the new view in from the trailing
/// edge while the old one moves a third of the width the other way (UIKit's own curve is a
/// private spring of about that length).
open class NavigationController: ViewController {
  /// The bar.
  public let navigationBar = NavigationBar()
  /// How long a push or pop slides.
  public static let transitionDuration: TimeInterval = 0.35

  /// The controllers, root first.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [ViewController] = []

  /// The controller on top.
  open var topViewController: ViewController? { stack.last }
  /// The controller shown (the top one; no presented controllers here).
  open var visibleViewController: ViewController? { stack.last }

  /// Whether the bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// A controller with `rootViewController` at the bottom of its stack, as
  /// `UINavigationController(rootViewController:)`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards are not read here (nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The container: the system background, the bar in front.
  open override func loadView() {
    navigationBar.autoresizingMask = [.flexibleWidth]
    view = View.container(holding: navigationBar)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = stack.last { show(top, replacing: nil, animated: false, forward: true) }
  }

  /// Replaces the stack; the new top's view is shown (sliding in when animated).
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    let old = stack.last
    for controller in stack where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    for controller in controllers where controller.parent !== self {
      addChild(controller)
    }
    stack = controllers
    navigationBar.setItems(controllers.map(\.navigationItem), animated: animated)
    updateBarInsets()
    if isViewLoaded, old !== stack.last, let top = stack.last {
      show(top, replacing: old, animated: animated, forward: true)
    }
    for controller in controllers { controller.didMove(toParent: self) }
  }

  /// Pushes a controller on top and shows its view, as `pushViewController(_:animated:)`.
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === controller }) else { return }
    let old = stack.last
    addChild(controller)
    stack.append(controller)
    navigationBar.pushItem(controller.navigationItem, animated: animated)
    updateBarInsets()
    if isViewLoaded { show(controller, replacing: old, animated: animated, forward: true) }
    controller.didMove(toParent: self)
  }

  /// Pops the top controller (not the root), as `popViewController(animated:)`.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1 else { return nil }
    return pop(to: stack[stack.count - 2], animated: animated).first
  }

  /// Pops every controller above `controller`; nil when it is not in the stack.
  @discardableResult
  open func popToViewController(_ controller: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard stack.contains(where: { $0 === controller }) else { return nil }
    return pop(to: controller, animated: animated)
  }

  /// Pops to the root, as `popToRootViewController(animated:)`.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return nil }
    return pop(to: root, animated: animated)
  }

  private func pop(to controller: ViewController, animated: Bool) -> [ViewController] {
    guard let index = stack.firstIndex(where: { $0 === controller }) else { return [] }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    let old = stack.last
    stack.removeSubrange((index + 1)...)
    navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    updateBarInsets()
    if isViewLoaded { show(controller, replacing: old, animated: animated, forward: false) }
    for controller in popped {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    return popped
  }

  /// Hides or shows the bar (its height leaves or joins the safe area).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
    updateBarInsets()
  }

  /// The bar's height above the children's safe area.
  private func updateBarInsets() {
    let compact = isViewLoaded && view.traitCollection.verticalSizeClass == .compact
    let height = navigationBar.isHidden ? 0 : navigationBar.height(compactHeight: compact)
    barInsets = EdgeInsets(top: height, left: 0, bottom: 0, right: 0)
    viewIfLoaded?.setNeedsLayout()
  }

  /// The bar under the status bar, across the top; its height follows the traits.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    updateBarInsets()
    let top = view.safeAreaInsets.top - barInsets.top
    navigationBar.frame = CGRect(
      x: 0, y: max(top, 0), width: view.bounds.size.width, height: barInsets.top)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateBarInsets()
  }

  /// Puts `controller`'s view in under the bar, taking `old`'s out; slides when animated
  /// on a current animator.
  private func show(
    _ controller: ViewController, replacing old: ViewController?, animated: Bool, forward: Bool
  ) {
    guard let view = viewIfLoaded, let new = controller.view else { return }
    let bounds = CGRect(origin: .zero, size: view.bounds.size)
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let shown = isAppearingOrShown
    let outgoing = old?.viewIfLoaded
    let finish = {
      if let old, let outgoing, outgoing !== new, outgoing.superview === view {
        if shown {
          old.disappear { outgoing.removeFromSuperview() }
        } else {
          outgoing.removeFromSuperview()
        }
      }
    }
    if shown { controller.beginAppearing() }
    view.insertSubview(new, at: view.subviews.firstIndex { $0 === navigationBar } ?? 0)
    guard animated, let animator = Animator.current, let outgoing, outgoing !== new else {
      finish()
      return
    }
    let width = bounds.width
    new.frame.origin.x = forward ? width : -width / 3
    if !forward { view.insertSubview(new, at: 0) }
    animator.animate(
      withDuration: Self.transitionDuration, options: .curveEaseInOut,
      animations: {
        new.frame.origin.x = 0
        outgoing.frame.origin.x = forward ? -width / 3 : width
      },
      completion: { _ in
        outgoing.frame.origin.x = 0
        finish()
      })
  }
}

extension ViewController {
  /// The navigation controller this controller is in, if any, as UIKit's
  /// `navigationController`.
  public var navigationController: NavigationController? {
    var current: ViewController? = self
    while let controller = current {
      if let navigation = controller as? NavigationController, navigation !== self {
        return navigation
      }
      current = controller.parent
    }
    return nil
  }
}

extension View {
  /// A container controller's view: the main screen's size, the system background, `bar`
  /// in front of the content views it will hold.
  static func container(holding bar: View) -> View {
    let container = View(frame: Screen.main.bounds)
    container.backgroundColor = .systemBackground
    container.addSubview(bar)
    return container
  }
}
