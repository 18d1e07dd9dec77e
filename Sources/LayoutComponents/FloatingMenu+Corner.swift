import Foundation

extension FloatingMenu {
  /// The "+" button's diameter in the corner layouts: 56 (Material's default FAB, Floaty's
  /// and JJFloatingActionButton's `size`).
  public static let mainButtonDiameter: CGFloat = 56
  /// An item's drawn diameter in the corner layouts: 42 (Floaty's `itemSize`,
  /// JJFloatingActionButton's 0.75 × 56). Its touch target is 44 × 44 (see
  /// ``View/minimumTouchTargetSize``).
  public static let itemDiameter: CGFloat = 42
  /// The space between the "+" button and the first item, and between items, in a line: 12.
  public static let itemSpacing: CGFloat = 12
  /// The radius of the ``ItemLayout/circular`` arc, centre to centre: 100.
  public static let arcRadius: CGFloat = 100
  /// The least distance from the "+" button to the window's (or the tab bar's) edge: 16
  /// (Material's margin on phones, JJFloatingActionButton's).
  public static let edgeMargin: CGFloat = 16

  /// Lays out a corner layout: the scroll view and image as in the seed, the tab bar when
  /// asked for, the items, then the "+" button in front.
  ///
  /// The "+" button's trailing edge is `min(superview.trailing − 16, safeArea.trailing)`: two
  /// required `≤` constraints with an `==` of each at 250 and 750, so the solver settles on
  /// the smaller (JJFloatingActionButton's placement). Its bottom is the same with the
  /// superview's bottom, or the tab bar's top when there is one (16 above the bar, which
  /// itself sits on the home indicator's area).
  func installCornerLayout() {
    window.addSubview(scrollView)
    scrollView.addSubview(imageView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    imageView.snp.makeConstraints { make in make.edges.equalTo(scrollView.contentLayoutGuide) }
    let safe = window.safeAreaLayoutGuide
    if let tabBar {
      window.addSubview(tabBar)
      tabBar.snp.makeConstraints { make in
        make.left.right.bottom.equalToSuperview()
        make.top.equalTo(safe.snp.bottom)
          .offset(-window.screen.tabBarHeight(in: window.orientation))
      }
    }
    items.forEach(window.addSubview)
    window.addSubview(centerButton)
    let main = centerButton
    main.layer.cornerRadius = Self.mainButtonDiameter / 2
    main.snp.makeConstraints { make in
      make.size.equalTo(Self.mainButtonDiameter)
      make.trailing.equalToSuperview().offset(-Self.edgeMargin).priority(.low)
      make.trailing.lessThanOrEqualToSuperview().offset(-Self.edgeMargin)
      make.trailing.equalTo(safe).priority(.high)
      make.trailing.lessThanOrEqualTo(safe)
      if let tabBar {
        make.bottom.equalTo(tabBar.snp.top).offset(-Self.edgeMargin).priority(.low)
        make.bottom.lessThanOrEqualTo(tabBar.snp.top).offset(-Self.edgeMargin)
      } else {
        make.bottom.equalToSuperview().offset(-Self.edgeMargin).priority(.low)
        make.bottom.lessThanOrEqualToSuperview().offset(-Self.edgeMargin)
      }
      make.bottom.equalTo(safe).priority(.high)
      make.bottom.lessThanOrEqualTo(safe)
    }
    main.isAccessibilityElement = true
    let leading: CGFloat = window.effectiveLayoutDirection == .rightToLeft ? 1 : -1
    for (index, item) in items.enumerated() {
      let offset = layout.offset(ofItem: index, count: items.count)
      item.layer.cornerRadius = Self.itemDiameter / 2
      item.snp.makeConstraints { make in
        make.size.equalTo(Self.itemDiameter)
        make.centerX.equalTo(main).offset(leading * offset.leading)
        make.centerY.equalTo(main).offset(-offset.up)
      }
      item.minimumTouchTargetSize = View.recommendedMinimumTouchTargetSize
      item.isAccessibilityElement = true
    }
    copyButton.accessibilityLabel = "Copy"
    wifiButton.accessibilityLabel = "Wi-Fi"
    shareButton.accessibilityLabel = "Share"
  }

  /// Where a closed item is: moved onto the "+" button's centre (and transparent).
  func closedTransform(of item: Button) -> CGAffineTransform {
    CGAffineTransform(
      translationX: centerButton.center.x - item.center.x,
      y: centerButton.center.y - item.center.y)
  }
}
