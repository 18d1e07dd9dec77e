import Foundation

/// Scrollable, multi-line text, as `UITextView`: with scrolling on (the default) it has no
/// intrinsic size; with ``isScrollEnabled`` false it sizes itself as a wrapping label does,
/// its text wrapped at the width layout gives it, inside ``textContainerInset`` (8 above
/// and below) and the line fragment padding (5 at each side).
///
/// ```swift
/// let bio = TextView()
/// bio.isScrollEnabled = false
/// bio.text = "A few lines about me that wrap at the width the stack gives them."
/// // in a 200-wide column: its lines' height + 16
/// ```
///
/// The default font is the system font at 12 points, as `UITextView`'s. Typing is not
/// simulated; set ``text``.
open class TextView: ScrollView {
  /// Draws, and is named in files and the inspector, as a textView.
  open override class var kind: ViewKind { "textView" }

  /// The padding inside the text container at each side of a line, as
  /// `NSTextContainer.lineFragmentPadding`.
  public static let lineFragmentPadding: CGFloat = 5

  /// The label that measures and draws the text (laid out by the view).
  let contentLabel: Label

  // UIKit's type, `String!`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text ("" when none was set).
  public var text: String! {
    get { contentLabel.text ?? "" }
    set { contentLabel.text = newValue }
  }
  /// The font (the system font at 12 points by default).
  public var font: Font? {
    get { contentLabel.font }
    set { contentLabel.font = newValue ?? .systemFont(ofSize: 12) }
  }
  /// The text colour.
  public var textColor: Color? {
    get { contentLabel.textColor }
    set {
      contentLabel.textColor = newValue ?? .label
      report(.text)
    }
  }
  /// How lines sit horizontally.
  public var textAlignment: TextAlignment {
    get { contentLabel.textAlignment }
    set { contentLabel.textAlignment = newValue }
  }
  /// Whether the text can be edited (no typing is simulated).
  public var isEditable = true
  /// Whether the text can be selected.
  public var isSelectable = true
  /// Whether it scrolls; off, it sizes itself to its text.
  public var isScrollEnabled = true {
    didSet {
      guard isScrollEnabled != oldValue else { return }
      invalidateIntrinsicContentSize()
      superview?.subviewDidChange(self, .intrinsicSize)
    }
  }
  /// The space between the bounds and the text (8 above and below by default).
  public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet {
      guard textContainerInset != oldValue else { return }
      invalidateIntrinsicContentSize()
      report(.text)
    }
  }

  /// An empty text view of a frame, as `UITextView(frame:)`; it clips as a scroll view.
  public override init(frame: CGRect) {
    contentLabel = Label()
    super.init(frame: frame)
    contentLabel.superview = self
    contentLabel.font = .systemFont(ofSize: 12)
    contentLabel.textColor = .label
    contentLabel.numberOfLines = 0
    contentLabel.lineBreakMode = .byWordWrapping
    backgroundColor = .systemBackground
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // The internal label is not among the subviews (see ``View/superview``).
    contentLabel.superview = nil
  }

  /// The horizontal room the text loses: the insets and the line fragment padding.
  private var horizontalInset: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * Self.lineFragmentPadding
  }

  /// The text, in the bounds inside the insets and the padding.
  open override var textContent: TextContent? {
    guard let text = contentLabel.text, !text.isEmpty else { return nil }
    let inset = textContainerInset
    let padding = Self.lineFragmentPadding
    let frame = CGRect(
      x: inset.left + padding, y: inset.top, width: max(size.width - horizontalInset, 0),
      height: max(size.height - inset.top - inset.bottom, 0))
    return TextContent(label: contentLabel, frame: frame)
  }

  override var describedText: String? { text }

  override var wrapsAtLayoutWidth: Bool { !isScrollEnabled }

  override func layoutWidthDidChange(to width: CGFloat) -> Bool {
    guard layoutWidth != width else { return false }
    layoutWidth = width
    return wrapsAtLayoutWidth
  }

  /// The width layout gave the view in the last pass.
  var layoutWidth: CGFloat?

  /// No intrinsic size while it scrolls; its wrapped text grown by the insets when not.
  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(wrappingAt: layoutWidth)
  }

  override func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    let inset = textContainerInset
    let text =
      contentLabel.sizeThatFits(
        CGSize(width: width.map { max($0 - horizontalInset, 0) } ?? 0, height: 0))
    let line = PixelGrid(scale: screenScale).ceil(contentLabel.font.lineHeight)
    return CGSize(
      width: text.width + horizontalInset,
      height: max(text.height, line) + inset.top + inset.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let wasScrolling = isScrollEnabled
    guard wasScrolling else { return intrinsicContentSize(wrappingAt: size.width) }
    let inset = textContainerInset
    let text = contentLabel.sizeThatFits(
      CGSize(width: max(size.width - horizontalInset, 0), height: 0))
    return CGSize(width: size.width, height: text.height + inset.top + inset.bottom)
  }

  override func subviewDidChange(_ subview: View, _ change: SubviewChange) {
    super.subviewDidChange(subview, change)
    guard change.contains(.intrinsicSize), subview === contentLabel else { return }
    invalidateIntrinsicContentSize()
    report(.text)
  }
}
