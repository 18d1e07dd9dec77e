import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as `UITabBar`: its height is the
/// screen's ``Screen/tabBarHeight(in:)`` (49 on a phone in portrait) above the bottom
/// safe-area inset, which it covers too; its items share its width equally, each a button
/// of the item's title (10 points) under its image, the selected one in the tint colour
/// and the others in grey. The buttons are views of its own, so every renderer draws them.
open class TabBar: View {
  /// Draws, and is named in files and the inspector, as a tabBar.
  open override class var kind: ViewKind { "tabBar" }

  /// The items, leading first.
  open private(set) var items: [TabBarItem] = []
  /// The selected item.
  open var selectedItem: TabBarItem? {
    didSet { updateButtons() }
  }
  /// The bar's fill (nil: the system background).
  open var barTintColor: Color? {
    didSet { backgroundColor = barTintColor ?? .systemBackground }
  }
  /// The colour of the items not selected (nil: system grey).
  open var unselectedItemTintColor: Color? {
    didSet { updateButtons() }
  }
  /// The items' buttons, leading first.
  public private(set) var itemButtons: [Button] = []

  /// An empty bar of a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the items.
  open func setItems(_ items: [TabBarItem]?, animated: Bool) {
    self.items = items ?? []
    for button in itemButtons { button.removeFromSuperview() }
    itemButtons = self.items.map { item in
      let button = Button(type: .custom)
      button.setTitle(item.title, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 10, weight: .medium)
      button.translatesAutoresizingMaskIntoConstraints = true
      addSubview(button)
      return button
    }
    if let selected = selectedItem, !self.items.contains(where: { $0 === selected }) {
      selectedItem = nil
    }
    updateButtons()
    setNeedsLayout()
  }

  private func updateButtons() {
    for (item, button) in zip(items, itemButtons) {
      let color = item === selectedItem ? tintColor : unselectedItemTintColor ?? .systemGray
      button.setTitleColor(color, for: .normal)
    }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateButtons()
  }

  /// The items side by side across the width, each in the height above the bottom inset.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !itemButtons.isEmpty else { return }
    let row = size.height - safeAreaInsets.bottom
    let width = size.width / CGFloat(itemButtons.count)
    for (index, button) in itemButtons.enumerated() {
      button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: max(row, 0))
    }
  }
}

/// A tab's title, image and badge, as `UITabBarItem`.
open class TabBarItem {
  /// The title under the image.
  open var title: String?
  /// The image.
  open var image: Image?
  /// The image while selected (nil: ``image``).
  open var selectedImage: Image?
  /// A number to find the item by.
  open var tag: Int
  /// The badge's text (kept; not drawn).
  open var badgeValue: String?

  /// An item with a title, an image and a tag, as `UITabBarItem(title:image:tag:)`.
  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, an image and a selected image, as
  /// `UITabBarItem(title:image:selectedImage:)`.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    tag = 0
  }
}
