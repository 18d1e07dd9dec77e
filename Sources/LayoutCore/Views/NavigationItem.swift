import Foundation

/// What a navigation bar shows for a controller, as `UINavigationItem`: a title (the
/// controller's ``ViewController/title`` unless set), bar button items at each side, the
/// title the next controller's back button shows, and whether a large title is shown.
open class NavigationItem {
  /// The controller this is the item of.
  weak var owner: ViewController?
  private var titleStorage: String?
  /// The bar showing the item, told when the item changes.
  weak var bar: NavigationBar?

  /// The title: the one set, else the controller's.
  open var title: String? {
    get { titleStorage ?? owner?.title }
    set {
      titleStorage = newValue
      titleDidChange()
    }
  }
  /// A view shown in place of the title.
  open var titleView: View? {
    didSet { titleDidChange() }
  }
  /// The items at the leading side, leading first.
  open var leftBarButtonItems: [BarButtonItem]? {
    didSet { titleDidChange() }
  }
  /// The items at the trailing side, trailing first (as UIKit orders them).
  open var rightBarButtonItems: [BarButtonItem]? {
    didSet { titleDidChange() }
  }
  /// The first leading item.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first trailing item.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The title of the back button that returns to this item's controller (nil: its title,
  /// or "Back" when that is long or missing).
  open var backButtonTitle: String? {
    didSet { titleDidChange() }
  }
  /// Whether the back button is hidden.
  open var hidesBackButton = false {
    didSet { titleDidChange() }
  }
  /// When a large title shows, as `UINavigationItem.LargeTitleDisplayMode`.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet { titleDidChange() }
  }

  /// When a bar shows its large title for this item.
  public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
    /// As the item below it (the bar's ``NavigationBar/prefersLargeTitles`` for the root).
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
  }

  /// An item with a title, as `UINavigationItem(title:)`.
  public init(title: String?) {
    titleStorage = title
  }

  /// The item's bar lays it out again.
  func titleDidChange() {
    bar?.itemsDidChange()
  }
}

/// A button on a bar, as `UIBarButtonItem`: a title, an image, a system item or a view of
/// its own. Tapping runs its ``primaryAction`` (there is no `target`/`action` selector).
open class BarButtonItem {
  /// The title shown (nil for an image or a custom view).
  open var title: String?
  /// The image shown.
  open var image: Image?
  /// Plain or done (done titles are semibold).
  open var style: Style
  /// A view shown instead of a button.
  open var customView: View?
  /// What a tap runs.
  open var primaryAction: Action?
  /// Whether it can be tapped.
  open var isEnabled = true
  /// The tint of its title or image (nil: the bar's).
  open var tintColor: Color?
  /// A fixed width (0: measured).
  open var width: CGFloat = 0

  /// As `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    case plain = 0
    case done = 2
  }

  /// The system items, as `UIBarButtonItem.SystemItem` (UIKit's raw values), each shown by
  /// its English title or a symbol's character.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
      fastForward, undo, redo
    /// The title a bar shows for the item (English; a symbol's is one character).
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      case .flexibleSpace, .fixedSpace: nil
      case .add: "+"
      default: "\u{25CB}"
      }
    }
  }

  /// An item with a title, as `UIBarButtonItem(title:style:target:action:)` without the
  /// selector: `primaryAction` runs on a tap.
  public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
    self.title = title
    self.style = style
    self.primaryAction = primaryAction
  }

  /// An item with an image, as `UIBarButtonItem(image:style:target:action:)`.
  public init(image: Image?, style: Style = .plain, primaryAction: Action? = nil) {
    self.image = image
    self.style = style
    self.primaryAction = primaryAction
  }

  /// A system item, as `UIBarButtonItem(systemItem:primaryAction:)`.
  public init(systemItem: SystemItem, primaryAction: Action? = nil) {
    title = systemItem.title
    style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
    self.systemItem = systemItem
  }

  /// An item showing a view of its own, as `UIBarButtonItem(customView:)`.
  public init(customView: View) {
    self.customView = customView
    style = .plain
  }

  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Whether it only takes room (a flexible or fixed space).
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
