import Foundation

/// A view that shows text, as `UILabel`: its intrinsic size is its text measured with its
/// font's real metrics, rounded up to the screen's pixel grid.
///
/// ```swift
/// let label = Label()
/// label.text = "Hello"
/// label.font = .systemFont(ofSize: 17)
/// label.intrinsicContentSize  // (39, 20.333…) at 3x: 38.77 × 20.29 rounded up to 1/3 pt
/// ```
///
/// With `numberOfLines` other than 1, the text wraps at ``preferredMaxLayoutWidth`` if set,
/// else at the width layout gives the label (the layout pass measures again with that width,
/// as UIKit's two-pass layout does).
///
/// The intrinsic size is always the whole text's; when layout gives the label less room,
/// ``fittedText`` is what it draws: the lines that fit, the last one truncated by
/// ``lineBreakMode`` (`"Hello …"` with the default ``LineBreakMode/byTruncatingTail``).
open class Label: View {
  /// Draws, and is named in files and the inspector, as a label.
  open override class var kind: ViewKind { .label }
  override package class var hasEmptyLayoutCallbacks: Bool { self == Label.self }
  /// The text, or nil for none (an empty label has no size).
  public var text: String? {
    didSet { if text != oldValue { textDidChange() } }
  }
  // UIKit's type, `UIFont!`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The font (the system font at 17 points by default). Implicitly unwrapped, as UIKit
  /// declares it, so `label.font = UIFont(name: …, size: …)` builds; setting nil sets the
  /// default again, so reading never gives nil.
  public var font: Font! {
    get { fontStorage }
    set {
      let font = newValue ?? .systemFont(ofSize: 17)
      guard font != fontStorage else { return }
      fontStorage = font
      textDidChange()
    }
  }
  /// The font as set (never nil).
  private var fontStorage = Font.systemFont(ofSize: 17)
  /// The colour of the text.
  public var textColor: Color = .black {
    didSet { if textColor != oldValue { report(.text) } }
  }
  /// How lines sit horizontally (drawing only); ``TextAlignment/natural`` is right-aligned
  /// when the label's ``View/effectiveLayoutDirection`` is right to left.
  public var textAlignment: TextAlignment = .natural {
    didSet { if textAlignment != oldValue { report(.text) } }
  }
  /// The most lines shown: 1 is a single line, 0 is as many as the text needs.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }
  /// How text that does not fit is wrapped, clipped or truncated (the tail by default, as
  /// `UILabel`). ``LineBreakMode/byCharWrapping`` also wraps the measured lines at any
  /// character; the other modes measure the same and differ only in what is drawn.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// Whether a one-line text too wide for the bounds is drawn in a smaller font, down to
  /// ``minimumScaleFactor`` of ``font`` (as UIKit; the intrinsic size stays the full
  /// font's). See ``drawnFont``.
  public var adjustsFontSizeToFitWidth = false {
    didSet { if adjustsFontSizeToFitWidth != oldValue { report(.text) } }
  }
  /// The smallest share of the font's size the text shrinks to (0, the default, does not
  /// shrink, as UIKit's).
  public var minimumScaleFactor: CGFloat = 0 {
    didSet { if minimumScaleFactor != oldValue { report(.text) } }
  }
  /// Whether the text may be tightened before truncating (kept; the package does not
  /// tighten).
  public var allowsDefaultTighteningForTruncation = false
  /// Whether the font follows a text-size change, as UIKit's
  /// `adjustsFontForContentSizeCategory`: kept, and nothing follows yet (a font from
  /// ``Font/preferredFont(forTextStyle:)`` keeps its size when the window's
  /// ``TraitCollection/preferredContentSizeCategory`` changes; set a new one in
  /// ``View/traitCollectionDidChange(_:)``).
  public var adjustsFontForContentSizeCategory = false
  /// The width to wrap at when measuring; 0 uses the width layout gives the label.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }
  /// The width layout gave the label in the last pass (the wrapping width when
  /// ``preferredMaxLayoutWidth`` is 0).
  var layoutWidth: CGFloat?
  /// The text laid out at the wrapping width, kept until the text, the font, the number
  /// of lines or the width changes.
  private var textLayoutCache: (width: CGFloat?, layout: TextLayout?)?

  /// A label with text. As a `UILabel`, it is an accessibility element read by its text,
  /// and it ignores touches (``View/isUserInteractionEnabled`` false), so a label over a
  /// button does not take the button's taps.
  public convenience init(text: String? = nil) {
    self.init(frame: .zero)
    self.text = text
  }

  /// A label without text, of a frame, as `UILabel(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    isUserInteractionEnabled = false
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// What VoiceOver reads: the label set, else the text (as `UILabel`'s).
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// The label's own text, drawn in its bounds.
  open override var textContent: TextContent? { TextContent(label: self) }
  override var describedText: String? { text }

  /// The text, its font, line count or wrapping changed: measure again.
  private func textDidChange() {
    textLayoutCache = nil
    invalidateIntrinsicContentSize()
    report(.text)
  }

  override var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  /// The width text wraps at when measuring, if any.
  var wrappingWidth: CGFloat? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return layoutWidth
  }

  /// The text laid out in lines at the wrapping width (nil without text).
  var textLayout: TextLayout? {
    let width = wrappingWidth
    if let cache = textLayoutCache, cache.width == width { return cache.layout }
    let layout = makeTextLayout(wrappingAt: width)
    textLayoutCache = (width, layout)
    return layout
  }

  /// Whether the font's size is a size (positive and finite): text in any other is
  /// measured empty and reported (`layoutDiagnostics`).
  var hasMeasurableFont: Bool { font.pointSize > 0 && font.pointSize.isFinite }

  private func makeTextLayout(wrappingAt width: CGFloat?) -> TextLayout? {
    // A size that is not positive measures nothing (reported: `layoutDiagnostics`).
    guard let text, !text.isEmpty, hasMeasurableFont else {
      return nil
    }
    return try? TextLayout(
      text, font: font, maxWidth: width.map { max($0, 0) }, numberOfLines: max(numberOfLines, 0),
      lineBreakMode: lineBreakMode)
  }

  /// The measured text, rounded up to the pixel grid; zero without text.
  open override var intrinsicContentSize: CGSize {
    textLayout?.size(roundedToScale: screenScale) ?? .zero
  }

  override func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
    guard wrapsAtLayoutWidth else { return intrinsicContentSize }
    return makeTextLayout(wrappingAt: width)?.size(roundedToScale: screenScale) ?? .zero
  }

  override func layoutWidthDidChange(to width: CGFloat) -> Bool {
    // Recorded even on one line: a label made multi-line later wraps at it.
    guard layoutWidth != width else { return false }
    layoutWidth = width
    return wrapsAtLayoutWidth
  }

  /// The size that fits the text within `size` (its width limits wrapping when the label
  /// has more than one line).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let limit = numberOfLines == 1 ? nil : (size.width > 0 ? size.width : nil)
    let layout = try? TextLayout(
      text, font: font, maxWidth: limit, numberOfLines: max(numberOfLines, 0),
      lineBreakMode: lineBreakMode)
    return layout?.size(roundedToScale: screenScale) ?? .zero
  }

  package override var firstBaselineFromTop: CGFloat? {
    textLayout?.firstBaseline ?? font.ascender
  }

  package override var lastBaselineFromTop: CGFloat? {
    textLayout?.lastBaseline ?? font.ascender
  }
}
