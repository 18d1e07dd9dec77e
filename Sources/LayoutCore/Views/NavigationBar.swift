import Foundation

/// The bar at the top of a navigation controller, as `UINavigationBar`: 44 points high
/// (32 where the height is compact: a phone in landscape), 52 more with a large title; its
/// top item's title centred (17-point semibold), its bar button items at the sides (16 in
/// from the edges, 8 apart), and a back button titled by the item below when there is one.
/// The title, the large title and the buttons are views of its own, so every renderer
/// draws them.
///
/// Heights are UIKit's (the standard bar, the large-title bar of 96); the items' places
/// are approximated (see `Docs/UIKit.md`).
open class NavigationBar: View {
  /// Draws, and is named in files and the inspector, as a navigationBar.
  open override class var kind: ViewKind { "navigationBar" }

  /// The height of a bar's row of items.
  public static let standardHeight: CGFloat = 44
  /// The row's height where the height is compact.
  public static let compactHeight: CGFloat = 32
  /// What a large title adds below the row.
  public static let largeTitleHeight: CGFloat = 52

  /// The items, bottom first: the top one is shown, the one below titles the back button.
  open private(set) var items: [NavigationItem] = []
  /// The item shown.
  open var topItem: NavigationItem? { items.last }
  /// The item below it.
  open var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
  /// Whether items show large titles unless they say otherwise.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
  }
  /// The bar's fill (nil: the system background).
  open var barTintColor: Color? {
    didSet { updateBackground() }
  }
  /// Whether the bar is translucent (kept; it is drawn opaque).
  open var isTranslucent = true
  /// The title's attributes (its `.font` and `.foregroundColor` are used).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { itemsDidChange() }
  }
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { itemsDidChange() }
  }

  /// The label of the top item's title.
  public let titleLabel = Label()
  /// The label of the large title.
  public let largeTitleLabel = Label()
  /// The back button (hidden at the root).
  public let backButton = Button(type: .system)
  /// The buttons of the top item's bar button items, leading first then trailing.
  public private(set) var itemViews: [View] = []

  /// An empty bar of a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = .label
    titleLabel.textAlignment = .center
    titleLabel.snp.setLabel("title")
    largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    largeTitleLabel.textColor = .label
    largeTitleLabel.snp.setLabel("largeTitle")
    backButton.snp.setLabel("back")
    backButton.titleLabel?.font = .systemFont(ofSize: 17)
    for view in [titleLabel, largeTitleLabel, backButton] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = true
      addSubview(view)
    }
    updateBackground()
    itemsDidChange()
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the items (the last is shown).
  open func setItems(_ items: [NavigationItem], animated: Bool) {
    for item in self.items where item.bar === self { item.bar = nil }
    self.items = items
    for item in items { item.bar = self }
    itemsDidChange()
  }

  /// Pushes an item on top.
  open func pushItem(_ item: NavigationItem, animated: Bool) {
    setItems(items + [item], animated: animated)
  }

  /// Pops the top item.
  @discardableResult
  open func popItem(animated: Bool) -> NavigationItem? {
    guard let top = items.last else { return nil }
    setItems(Array(items.dropLast()), animated: animated)
    return top
  }

  /// Whether the top item shows a large title.
  public var showsLargeTitle: Bool {
    guard let top = topItem, top.titleView == nil else { return false }
    switch top.largeTitleDisplayMode {
    case .always: return true
    case .never: return false
    case .automatic: return prefersLargeTitles
    }
  }

  /// The bar's height where the height is `compact` or not, with its large title.
  public func height(compactHeight compact: Bool) -> CGFloat {
    let row = compact ? Self.compactHeight : Self.standardHeight
    return row + (showsLargeTitle && !compact ? Self.largeTitleHeight : 0)
  }

  /// No width of its own; the row's height, plus a large title's.
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: View.noIntrinsicMetric,
      height: height(compactHeight: traitCollection.verticalSizeClass == .compact))
  }

  private func updateBackground() {
    backgroundColor = barTintColor ?? .systemBackground
  }

  /// The top item's title, items and back button shown again.
  func itemsDidChange() {
    let top = topItem
    let title = top?.title
    titleLabel.text = title
    apply(titleTextAttributes, to: titleLabel)
    largeTitleLabel.text = title
    apply(largeTitleTextAttributes, to: largeTitleLabel)
    let back = backItem
    backButton.setTitle(
      "\u{2039} "
        + (back?.backButtonTitle ?? back?.title.flatMap { $0.count <= 12 ? $0 : nil } ?? "Back"),
      for: .normal)
    backButton.isHidden = back == nil || top?.hidesBackButton == true
    for view in itemViews { view.removeFromSuperview() }
    itemViews = []
    for item in (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? [])
    where !item.isSpace {
      let view = item.customView ?? Self.button(for: item)
      view.translatesAutoresizingMaskIntoConstraints = true
      itemViews.append(view)
      addSubview(view)
    }
    if let titleView = top?.titleView, titleView.superview !== self { addSubview(titleView) }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func apply(_ attributes: [NSAttributedString.Key: Any]?, to label: Label) {
    if let font = attributes?[.font] as? Font { label.font = font }
    if let color = attributes?[.foregroundColor] as? Color { label.textColor = color }
  }

  /// A system button showing an item's title or image.
  private static func button(for item: BarButtonItem) -> Button {
    let button = Button(type: .system)
    button.setTitle(item.title, for: .normal)
    button.titleLabel?.font = .systemFont(
      ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    if let tint = item.tintColor { button.tintColor = tint }
    if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
    button.isEnabled = item.isEnabled
    return button
  }

  /// The row's views placed: the back button and leading items from 8 and 16 in, the
  /// trailing items to 16 in, the title centred between; the large title below the row.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let compact = traitCollection.verticalSizeClass == .compact
    let row = compact ? Self.compactHeight : Self.standardHeight
    let top = topItem
    let leftCount = (top?.leftBarButtonItems ?? []).filter { !$0.isSpace }.count
    func sized(_ view: View) -> CGSize {
      let own = view.intrinsicContentSize
      return CGSize(width: max(own.width, 0), height: max(own.height, 0))
    }
    var leading: CGFloat = 16
    if !backButton.isHidden {
      let size = sized(backButton)
      backButton.frame = CGRect(
        x: 8, y: (row - size.height) / 2, width: size.width, height: size.height)
      leading = backButton.frame.maxX + 8
    }
    for view in itemViews.prefix(leftCount) {
      let size = sized(view)
      view.frame = CGRect(
        x: leading, y: (row - size.height) / 2, width: size.width, height: size.height)
      leading = view.frame.maxX + 8
    }
    var trailing = size.width - 16
    for view in itemViews.dropFirst(leftCount) {
      let size = sized(view)
      view.frame = CGRect(
        x: trailing - size.width, y: (row - size.height) / 2, width: size.width, height: size.height
      )
      trailing = view.frame.minX - 8
    }
    let large = showsLargeTitle && !compact
    let titleSize = sized(titleLabel)
    let room = max(min(size.width / 2 - leading, trailing - size.width / 2) * 2, 0)
    let width = min(titleSize.width, room)
    titleLabel.frame = CGRect(
      x: (size.width - width) / 2, y: (row - titleSize.height) / 2, width: width,
      height: titleSize.height)
    titleLabel.isHidden = large || top?.titleView != nil
    if let titleView = top?.titleView {
      let size = sized(titleView)
      titleView.frame = CGRect(
        x: (self.size.width - size.width) / 2, y: (row - size.height) / 2, width: size.width,
        height: size.height)
    }
    largeTitleLabel.isHidden = !large
    let largeSize = sized(largeTitleLabel)
    largeTitleLabel.frame = CGRect(
      x: 16, y: row + (Self.largeTitleHeight - largeSize.height) / 2,
      width: min(largeSize.width, max(size.width - 32, 0)), height: largeSize.height)
  }
}
