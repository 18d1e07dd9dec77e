import Foundation

/// A row of a table, as `UITableViewCell`: a ``contentView`` that holds the row's views
/// (add yours there), and for the four built-in styles a text label, a detail label and an
/// image view laid out in it as UIKit lays them out, approximated: 16 from the leading edge
/// (the image's width and 16 more when there is an image), labels centred down, the detail
/// below the text (`.subtitle`) or at the trailing edge in secondary grey (`.value1`).
/// An accessory takes room at the trailing edge (a disclosure chevron or a checkmark: 34
/// points).
///
/// ```swift
/// let cell = TableViewCell(style: .subtitle, reuseIdentifier: "mail")
/// cell.textLabel?.text = "Jiwoo"
/// cell.detailTextLabel?.text = "Lunch tomorrow?"
/// ```
///
/// A built-in cell is 44 points high, or its labels' height plus 11 above and below when
/// that is more (self-sizing rows); a cell with views of your own in ``contentView`` is as
/// high as their constraints make it.
open class TableViewCell: View {
  /// Draws, and is named in files and the inspector, as a tableViewCell.
  open override class var kind: ViewKind { "tableViewCell" }

  /// The built-in layouts, as `UITableViewCell.CellStyle` (UIKit's raw values).
  public enum CellStyle: Int, Sendable, CaseIterable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// What the trailing edge shows, as `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable, CaseIterable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  /// How a selected row is highlighted, as `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable, CaseIterable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// The room an accessory takes at the trailing edge.
  public static let accessoryWidth: CGFloat = 34
  /// A row's least height.
  public static let defaultHeight: CGFloat = 44

  /// The built-in layout.
  public let style: CellStyle
  /// The identifier it is reused under.
  public let reuseIdentifier: String?
  /// The view that holds the row's content: your views go here.
  public let contentView = View()
  /// The main text (nil for a style without one is never: every style has it).
  public let textLabel: Label?
  /// The detail text (nil in the default style).
  public let detailTextLabel: Label?
  private let imageViewStorage = ImageView()
  /// The image at the leading edge of a built-in style (shown when it has an image).
  public var imageView: ImageView? { imageViewStorage }
  /// The accessory shown.
  open var accessoryType = AccessoryType.none {
    didSet { if accessoryType != oldValue { setNeedsLayout() } }
  }
  /// A view shown instead of the accessory type's.
  open var accessoryView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// How a selected row is highlighted.
  open var selectionStyle = SelectionStyle.default
  /// Whether the row is selected.
  open var isSelected = false
  /// Whether the row is highlighted.
  open var isHighlighted = false
  /// The insets of the separator under the row (16 from the leading edge).
  open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// A cell of a style, reused under an identifier, as
  /// `UITableViewCell(style:reuseIdentifier:)`. It is `required` so that a table can make a
  /// registered subclass from its type (UIKit does it through the Objective-C runtime): a
  /// subclass writes `required init(style:reuseIdentifier:)` where iOS code writes
  /// `override init(style:reuseIdentifier:)`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    textLabel = Label()
    detailTextLabel = style == .default ? nil : Label()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.defaultHeight))
    backgroundColor = .systemBackground
    contentView.snp.setLabel("contentView")
    addSubview(contentView)
    textLabel?.font = .systemFont(ofSize: style == .value2 ? 12 : 17)
    if style == .value2 { textLabel?.textColor = .tintColor }
    if let detail = detailTextLabel {
      detail.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
      detail.textColor = style == .value2 ? .label : .secondaryLabel
    }
    for view in [imageViewStorage, textLabel, detailTextLabel].compactMap({ $0 }) as [View] {
      contentView.addSubview(view)
    }
  }

  /// A default-style cell of a frame, as `UITableViewCell(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before the table hands the cell out again, as UIKit's `prepareForReuse()`.
  open func prepareForReuse() {}

  /// Whether a built-in label or the image shows anything (else the content is yours).
  var usesBuiltInContent: Bool {
    !(textLabel?.text ?? "").isEmpty || !(detailTextLabel?.text ?? "").isEmpty
      || imageViewStorage.image != nil
  }

  /// The room the accessory takes.
  var accessoryRoom: CGFloat {
    if let accessoryView { return accessoryView.size.width + 16 }
    return accessoryType == .none ? 0 : Self.accessoryWidth
  }

  /// The height the built-in content needs at a width: 44, or its labels' height plus 11
  /// above and below.
  func builtInHeight(width: CGFloat) -> CGFloat {
    let room = max(width - accessoryRoom - leadingInset - 16, 0)
    let text = textLabel?.sizeThatFits(CGSize(width: room, height: 0)).height ?? 0
    let detail =
      (detailTextLabel?.text ?? "").isEmpty
      ? 0 : detailTextLabel?.sizeThatFits(CGSize(width: room, height: 0)).height ?? 0
    let labels = style == .subtitle ? text + detail : max(text, detail)
    let image = imageViewStorage.image?.size.height ?? 0
    return max(Self.defaultHeight, max(labels, image) + 22)
  }

  /// Where the labels start: 16 in, after the image and 16 more when there is one.
  private var leadingInset: CGFloat {
    guard let image = imageViewStorage.image else { return 16 }
    return 16 + image.size.width + 16
  }

  /// The content view across the cell less the accessory; the built-in views in it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let room = accessoryRoom
    contentView.frame = CGRect(x: 0, y: 0, width: max(size.width - room, 0), height: size.height)
    if let accessoryView {
      let own = accessoryView.size
      accessoryView.frame = CGRect(
        x: size.width - 16 - own.width, y: (size.height - own.height) / 2, width: own.width,
        height: own.height)
    }
    guard usesBuiltInContent else { return }
    let width = contentView.size.width
    let height = contentView.size.height
    if let image = imageViewStorage.image {
      imageViewStorage.frame = CGRect(
        x: 16, y: (height - image.size.height) / 2, width: image.size.width,
        height: image.size.height)
    }
    let x = leadingInset
    let room2 = max(width - x - 16, 0)
    let text = textLabel?.sizeThatFits(CGSize(width: room2, height: 0)) ?? .zero
    let detail = detailTextLabel?.sizeThatFits(CGSize(width: room2, height: 0)) ?? .zero
    switch style {
    case .subtitle:
      let top = (height - text.height - detail.height) / 2
      textLabel?.frame = CGRect(x: x, y: top, width: min(text.width, room2), height: text.height)
      detailTextLabel?.frame = CGRect(
        x: x, y: top + text.height, width: min(detail.width, room2), height: detail.height)
    case .value1, .value2:
      textLabel?.frame = CGRect(
        x: x, y: (height - text.height) / 2, width: min(text.width, room2), height: text.height)
      detailTextLabel?.frame = CGRect(
        x: width - 16 - detail.width, y: (height - detail.height) / 2, width: detail.width,
        height: detail.height)
    case .default:
      textLabel?.frame = CGRect(
        x: x, y: (height - text.height) / 2, width: min(text.width, room2), height: text.height)
    }
  }
}
