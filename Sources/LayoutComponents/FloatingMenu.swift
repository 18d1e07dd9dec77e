import Foundation

/// Seed 003's screen: an image in a zoomable scroll view, and a transparent container
/// pinned to the scroll view's frame guide (so it stays put while the content scrolls and
/// zooms) holding a centre "+" button and three action buttons.
///
/// ```swift
/// let menu = FloatingMenu(screen: .iPhone15)
/// menu.setState(.open)
/// menu.window.layoutIfNeeded()
/// menu.copyButton.frame   // in the left third of the container
/// ```
///
/// The container is the seed's `UIStackView`: a horizontal ``StackView`` that fills its width
/// equally with three column views; `gap` is a column's width (the seed's
/// `floatingLeftView.frame.width`). Open, the copy, wifi and share buttons sit at the middle
/// of the left, middle and right columns, 28 below the container's top, and the "+" button
/// 76 below it in the middle column. Closed, they are transparent and moved as the seed's
/// closing animation leaves them: copy by `+gap`, wifi by `+100` down, share by `-gap`.
///
/// **Other layouts.** `FloatingMenu(screen:layout:)` with ``ItemLayout/vertical``,
/// ``ItemLayout/horizontal`` or ``ItemLayout/circular`` puts a 56-point "+" button in the
/// bottom trailing corner, clear of the home indicator and of a tab bar
/// (`tabBar: true`), with 42-point items around it that open with staggered springs
/// (``toggle(using:)``). Those items take touches in 44 × 44 (Apple's minimum), and every
/// button is an accessibility element with a label. The seed's container and columns are
/// then not in the window.
///
/// ```swift
/// let menu = FloatingMenu(screen: .iPhone15, layout: .circular, tabBar: true)
/// menu.setState(.open)
/// menu.centerButton.frame   // (321, 697, 56, 56): 16 above the tab bar, 16 from the edge
/// ```
public final class FloatingMenu {
  /// Open (the action buttons showing) or closed.
  public enum State: String, Sendable, CaseIterable {
    /// The action buttons are hidden (alpha 0, moved away).
    case closed
    /// The action buttons are showing.
    case open
  }

  /// The app window.
  public let window: Window
  /// The scroll view that zooms and scrolls the image.
  public let scrollView: ScrollView
  /// The image.
  public let imageView: ImageView
  /// The transparent container pinned to the scroll view's frame guide, 100 high: a
  /// horizontal stack view that sizes its columns equally.
  public let floatingView: StackView
  /// The three columns of the container (left, middle, right): its arranged views.
  public let columns: [View]
  /// The centre "+" button.
  public let centerButton: Button
  /// The copy button (left).
  public let copyButton: Button
  /// The wifi button (middle, above the "+").
  public let wifiButton: Button
  /// The share button (right).
  public let shareButton: Button
  /// The current state.
  public private(set) var state: State = .closed
  /// Where the action buttons go (seed 003's row by default).
  public let layout: ItemLayout
  /// The tab bar along the bottom, when the menu was made with one: full width,
  /// ``Screen/tabBarHeight(in:)`` above the bottom safe-area inset (49 points in portrait,
  /// 32 on most iPhones in landscape), and the inset itself.
  public let tabBar: View?
  /// The action buttons: copy, wifi, share.
  public var items: [Button] { [copyButton, wifiButton, shareButton] }

  /// Builds the screen, closed: seed 003's by default, or a corner layout, with or
  /// without a tab bar. With a tab bar, the seed's container sits on top of the bar.
  ///
  /// `layoutDirection` is the window's (nil: left to right). Right to left mirrors the
  /// screen as UIKit does for Arabic or Hebrew: the seed's row reads copy, wifi, share from
  /// the right; a corner layout's "+" sits in the bottom left corner and its items open
  /// toward the right. A corner layout takes the direction when it is made.
  public init(
    screen: Screen, orientation: Screen.Orientation = .portrait,
    imageSize: CGSize = CGSize(width: 1000, height: 800), layout: ItemLayout = .seed,
    tabBar showsTabBar: Bool = false, layoutDirection: LayoutDirection? = nil
  ) {
    self.layout = layout
    window = Window(screen: screen, orientation: orientation)
    window.layoutDirection = layoutDirection
    window.snp.setLabel("window")
    window.backgroundColor = .white
    scrollView = ScrollView()
    scrollView.snp.setLabel("imageSuperScrollView")
    imageView = ImageView(imageSize: imageSize)
    imageView.snp.setLabel("imageView")
    imageView.backgroundColor = .lightGray
    floatingView = StackView()
    floatingView.snp.setLabel("floatingView")
    floatingView.axis = .horizontal
    floatingView.distribution = .fillEqually
    // The seed's advice: a clear background, not alpha, which would fade the buttons too.
    floatingView.backgroundColor = Color(white: 1, alpha: 0)
    columns = ["floatingLeftView", "floatingMiddleView", "floatingRightView"].map { name in
      let column = View()
      column.snp.setLabel(name)
      return column
    }
    func button(_ title: String, _ name: String) -> Button {
      let b = Button(title: title)
      b.snp.setLabel(name)
      b.backgroundColor = .systemBlue
      b.setTitleColor(.white, for: .normal)
      b.layer.cornerRadius = 22
      return b
    }
    centerButton = button("+", "centerButton")
    copyButton = button("copy", "copyButton")
    wifiButton = button("wifi", "wifiButton")
    shareButton = button("share", "shareButton")
    tabBar = showsTabBar ? Self.makeTabBar() : nil
    guard layout == .seed else {
      installCornerLayout()
      setState(.closed)
      return
    }

    window.addSubview(scrollView)
    scrollView.addSubview(imageView)
    scrollView.addSubview(floatingView)
    columns.forEach(floatingView.addArrangedSubview)
    columns[0].addSubview(copyButton)
    columns[1].addSubview(wifiButton)
    columns[1].addSubview(centerButton)
    columns[2].addSubview(shareButton)
    if let tabBar { window.addSubview(tabBar) }

    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    imageView.snp.makeConstraints { make in make.edges.equalTo(scrollView.contentLayoutGuide) }
    floatingView.snp.makeConstraints { make in
      make.left.right.equalTo(scrollView.frameLayoutGuide)
      if let tabBar {
        make.bottom.equalTo(tabBar.snp.top)
      } else {
        make.bottom.equalTo(scrollView.frameLayoutGuide)
      }
      make.height.equalTo(100)
    }
    if let tabBar {
      tabBar.snp.makeConstraints { make in
        make.left.right.bottom.equalToSuperview()
        make.top.equalTo(window.safeAreaLayoutGuide.snp.bottom)
          .offset(-screen.tabBarHeight(in: orientation))
      }
    }
    for action in [copyButton, wifiButton, shareButton] {
      action.snp.makeConstraints { make in
        make.centerX.equalToSuperview()
        make.centerY.equalTo(floatingView.snp.top).offset(28)
        make.size.equalTo(44)
      }
    }
    centerButton.snp.makeConstraints { make in
      make.centerX.equalToSuperview()
      make.centerY.equalTo(floatingView.snp.top).offset(76)
      make.size.equalTo(44)
    }
    setState(.closed)
  }

  /// The distance the side buttons travel: one column's width (after layout).
  public var gap: CGFloat { columns[0].frame.width }

  /// Puts the action buttons in their open or closed places (no animation; see
  /// ``toggle(using:)``). Lays the window out first, for `gap`. In a corner layout a
  /// closed item is transparent on the "+" button's centre, and the "+" button's
  /// accessibility label says what a tap does ("Show actions", "Close actions").
  public func setState(_ state: State) {
    self.state = state
    window.layoutIfNeeded()
    let open = state == .open
    guard layout == .seed else {
      for item in items {
        item.alpha = open ? 1 : 0
        item.transform = open ? .identity : closedTransform(of: item)
      }
      centerButton.accessibilityLabel = open ? "Close actions" : "Show actions"
      return
    }
    for button in [copyButton, wifiButton, shareButton] { button.alpha = open ? 1 : 0 }
    copyButton.transform = open ? .identity : CGAffineTransform(translationX: gap, y: 0)
    wifiButton.transform = open ? .identity : CGAffineTransform(translationX: 0, y: 100)
    shareButton.transform = open ? .identity : CGAffineTransform(translationX: -gap, y: 0)
  }

  /// The tab bar's view: UIKit's default bar colour, named `tabBar`.
  private static func makeTabBar() -> View {
    let bar = View()
    bar.snp.setLabel("tabBar")
    bar.backgroundColor = Color(white: 0.97)
    return bar
  }
}
