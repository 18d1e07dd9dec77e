import Foundation

/// Controllers behind a row of tabs, as `UITabBarController`: the selected controller's
/// view fills the controller's view, the tab bar along the bottom (the screen's
/// ``Screen/tabBarFrame(in:)``: 49 above the home indicator on an iPhone 15, 83 in all),
/// its height above the bottom inset joining the children's safe area.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [home, settings]
/// window.rootViewController = tabs
/// window.layoutIfNeeded()
/// home.view.safeAreaInsets.bottom   // 83: 34 + 49
/// ```
open class TabBarController: ViewController {
  /// The bar.
  public let tabBar = TabBar()
  private var controllers: [ViewController] = []
  private var selected = 0

  /// The controllers, one per tab (nil: none).
  open var viewControllers: [ViewController]? {
    get { controllers.isEmpty ? nil : controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The selected tab's index (clamped to the tabs).
  open var selectedIndex: Int {
    get { selected }
    set {
      guard controllers.indices.contains(newValue), newValue != selected else { return }
      let old = selectedViewController
      selected = newValue
      select(replacing: old)
    }
  }

  /// The selected tab's controller.
  open var selectedViewController: ViewController? {
    get { controllers.indices.contains(selected) ? controllers[selected] : nil }
    set {
      if let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  /// The container: the system background, the bar in front.
  open override func loadView() {
    view = View.container(holding: tabBar)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    select(replacing: nil)
  }

  /// Sets the tabs; the first is selected unless the selected one stays.
  open func setViewControllers(_ newValue: [ViewController]?, animated: Bool) {
    let old = selectedViewController
    for controller in controllers where !(newValue ?? []).contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    controllers = newValue ?? []
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    selected = old.flatMap { kept in controllers.firstIndex { $0 === kept } } ?? 0
    tabBar.setItems(controllers.map { $0.tabBarItem }, animated: animated)
    if isViewLoaded { select(replacing: old) }
  }

  /// Shows the selected controller's view under the bar, taking `old`'s out.
  private func select(replacing old: ViewController?) {
    tabBar.selectedItem = selectedViewController?.tabBarItem
    guard let view = viewIfLoaded, let controller = selectedViewController,
      let new = controller.view, new.superview !== view
    else { return }
    new.frame = CGRect(origin: .zero, size: view.bounds.size)
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let shown = isAppearingOrShown
    if shown { controller.beginAppearing() }
    view.insertSubview(new, at: 0)
    if let old, old !== controller, let outgoing = old.viewIfLoaded, outgoing.superview === view {
      if shown {
        old.disappear { outgoing.removeFromSuperview() }
      } else {
        outgoing.removeFromSuperview()
      }
    }
  }

  /// The bar along the bottom; its height above the inset joins the children's safe area.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let window = view.window else { return }
    let height = tabBar.isHidden ? 0 : window.screen.tabBarHeight(in: window.orientation)
    barInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    let bottom = view.safeAreaInsets.bottom - barInsets.bottom
    let total = tabBar.isHidden ? 0 : height + max(bottom, 0)
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.size.height - total, width: view.bounds.size.width, height: total)
  }
}

extension ViewController {
  /// The tab bar controller this controller is in, if any, as UIKit's
  /// `tabBarController`.
  public var tabBarController: TabBarController? {
    var current: ViewController? = parent
    while let controller = current {
      if let tabs = controller as? TabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }
}
