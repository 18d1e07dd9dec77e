import Foundation

/// A one-line text input, as `UITextField`: its text (or its placeholder, in the placeholder
/// colour, while it has none) in a label of its own, inside its border style's insets and
/// beside its left and right views; its intrinsic size is that text measured, grown by
/// the insets.
///
/// ```swift
/// let email = TextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// email.intrinsicContentSize.height   // 34.333… at 3x: the 17-point line, 7 above and below
/// ```
///
/// **Measurements** (Apple documents none; see `Docs/UIKit.md`, "Text input and
/// indicators"): the font is the system font at 17 points; `.roundedRect` insets the text 7
/// points on every side (Interface Builder's 34-point field), `.line` and `.bezel` 2, and
/// `.none` not at all; the width measured is the wider of the text and the placeholder.
/// Typing is not simulated: set ``text`` (editing events are sent when code calls
/// ``becomeFirstResponder()`` and ``resignFirstResponder()``).
open class TextField: Control {
  /// Draws, and is named in files and the inspector, as a textField.
  open override class var kind: ViewKind { "textField" }

  /// How the field's edge is drawn, as `UITextField.BorderStyle` (UIKit's raw values).
  public enum BorderStyle: Int, Sendable, CaseIterable {
    /// No border (the default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezelled rectangle.
    case bezel = 2
    /// A rounded rectangle, as most forms use.
    case roundedRect = 3
  }

  /// When an overlay view (the clear button, a left or right view) shows, as
  /// `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable, CaseIterable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// The label that measures and draws the text or the placeholder (laid out by the field,
  /// not one of its subviews).
  let contentLabel: Label
  private var textStorage: String?

  /// The text, as `UITextField.text`: "" when none was set.
  public var text: String? {
    get { textStorage ?? "" }
    set {
      guard newValue != textStorage else { return }
      textStorage = newValue
      contentDidChange()
    }
  }
  /// The grey text shown while the field is empty. Setting it draws it in the placeholder
  /// grey again, after an ``attributedPlaceholder`` of another colour, as UIKit's does.
  public var placeholder: String? {
    didSet {
      let recoloured = placeholderColor != nil
      placeholderColor = nil
      if placeholder != oldValue || recoloured { contentDidChange() }
    }
  }
  /// The placeholder's colour from ``attributedPlaceholder`` (nil: the placeholder grey).
  private var placeholderColor: Color?

  /// The placeholder with its style as attributes, as UIKit's `attributedPlaceholder`.
  /// Reading gives ``placeholder`` with the field's font and the colour it is drawn in.
  /// Setting takes the string, and the first run's colour to draw the whole placeholder in;
  /// the package measures a field in one font, so the run's font is not used (the
  /// placeholder measures and draws in ``font``).
  ///
  /// ```swift
  /// field.attributedPlaceholder = NSAttributedString(
  ///   string: "Email", attributes: [.foregroundColor: UIColor.systemGray])
  /// ```
  public var attributedPlaceholder: NSAttributedString? {
    get {
      guard let placeholder else { return nil }
      return NSAttributedString(
        string: placeholder,
        attributes: [
          .font: contentLabel.font as Font,
          .foregroundColor: placeholderColor ?? .placeholderText,
        ])
    }
    set {
      placeholder = newValue?.string
      guard let newValue, newValue.length > 0,
        let color = newValue.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
      else { return }
      placeholderColor = color
      contentDidChange()
    }
  }
  /// The font (the system font at 17 points by default); nil resets it.
  public var font: Font? {
    get { contentLabel.font }
    set { contentLabel.font = newValue ?? .systemFont(ofSize: 17) }
  }
  /// The text colour (the label colour by default); nil resets it.
  public var textColor: Color? {
    get { textColorStorage }
    set {
      textColorStorage = newValue ?? .label
      contentDidChange()
    }
  }
  private var textColorStorage = Color.label
  /// How the text sits horizontally.
  public var textAlignment: TextAlignment {
    get { contentLabel.textAlignment }
    set { contentLabel.textAlignment = newValue }
  }
  /// The edge drawn around the text, which decides its insets.
  public var borderStyle = BorderStyle.none {
    didSet { if borderStyle != oldValue { insetsDidChange() } }
  }
  /// Whether the text is drawn as dots, as a password field's.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
  }
  /// When the clear button shows (never by default).
  public var clearButtonMode = ViewMode.never {
    didSet { if clearButtonMode != oldValue { insetsDidChange() } }
  }
  /// A view at the field's leading edge (an icon), laid out by the field.
  public var leftView: View? {
    didSet { overlayDidChange(oldValue, leftView) }
  }
  /// When ``leftView`` shows (never by default, as UIKit's).
  public var leftViewMode = ViewMode.never {
    didSet { if leftViewMode != oldValue { insetsDidChange() } }
  }
  /// A view at the field's trailing edge, laid out by the field.
  public var rightView: View? {
    didSet { overlayDidChange(oldValue, rightView) }
  }
  /// When ``rightView`` shows.
  public var rightViewMode = ViewMode.never {
    didSet { if rightViewMode != oldValue { insetsDidChange() } }
  }
  /// Whether the text shrinks to fit the width (down to ``minimumFontSize``).
  public var adjustsFontSizeToFitWidth = false
  /// The smallest size the text shrinks to.
  public var minimumFontSize: CGFloat = 0
  /// Whether editing starts by clearing the text.
  public var clearsOnBeginEditing = false
  /// The object told of editing (kept weakly, as UIKit's).
  public weak var delegate: (any TextFieldDelegate)?
  /// Whether the field is being edited (between ``becomeFirstResponder()`` and
  /// ``resignFirstResponder()``).
  public private(set) var isEditing = false
  /// The keyboard's kind; the keyboard drawn is the same for every kind.
  public var keyboardType = KeyboardType.default
  /// The return key's title; not drawn.
  public var returnKeyType = ReturnKeyType.default
  /// How typed text is capitalised; typing is not simulated.
  public var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether typed text is corrected; typing is not simulated.
  public var autocorrectionType = TextAutocorrectionType.default
  /// What the text is (for autofill), as `UITextContentType`'s raw string.
  public var textContentType: String?

  /// An empty field of a frame, as `UITextField(frame:)`.
  public override init(frame: CGRect) {
    contentLabel = Label()
    super.init(frame: frame)
    contentLabel.superview = self
    contentLabel.font = .systemFont(ofSize: 17)
    contentLabel.lineBreakMode = .byTruncatingTail
    isAccessibilityElement = true
    contentDidChange()
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // The internal label is not among the subviews (see ``View/superview``).
    contentLabel.superview = nil
  }

  /// What VoiceOver reads: the label set, else the text, else the placeholder.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (hasText ? shownText : placeholder) }
    set { super.accessibilityLabel = newValue }
  }

  /// Whether the field has text (not the placeholder).
  public var hasText: Bool { !(textStorage ?? "").isEmpty }

  /// The text drawn: the text (as dots when secure), else the placeholder.
  var shownText: String? {
    guard hasText, let text = textStorage else { return placeholder }
    return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
  }

  override var describedText: String? { textStorage ?? "" }

  /// The text or placeholder, as drawn in ``textRect(forBounds:)`` (placeholder grey while
  /// empty).
  open override var textContent: TextContent? {
    guard let shown = shownText, !shown.isEmpty else { return nil }
    let drawing = CGRect(origin: .zero, size: size)
    return TextContent(
      label: contentLabel,
      frame: hasText ? textRect(forBounds: drawing) : placeholderRect(forBounds: drawing),
      color: hasText ? nil : placeholderColor ?? .placeholderText)
  }

  private func contentDidChange() {
    contentLabel.text = shownText
    contentLabel.textColor = textColorStorage
    invalidateIntrinsicContentSize()
    report(.text)
  }

  private func insetsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    report(.text)
  }

  private func overlayDidChange(_ old: View?, _ new: View?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new {
      new.translatesAutoresizingMaskIntoConstraints = true
      addSubview(new)
    }
    insetsDidChange()
  }

  override func subviewDidChange(_ subview: View, _ change: SubviewChange) {
    super.subviewDidChange(subview, change)
    guard change.contains(.intrinsicSize), subview === contentLabel else { return }
    // The font or alignment changed on the label.
    invalidateIntrinsicContentSize()
    report(.text)
  }

  /// The text's measured size grown by the insets and the overlay views.
  open override var intrinsicContentSize: CGSize {
    measured()
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measured()
  }

  /// The overlay views placed where ``leftViewRect(forBounds:)`` and
  /// ``rightViewRect(forBounds:)`` say.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let drawing = CGRect(origin: .zero, size: size)
    if let leftView { leftView.frame = leftViewRect(forBounds: drawing) }
    if let rightView { rightView.frame = rightViewRect(forBounds: drawing) }
    leftView?.isHidden = !shows(leftViewMode)
    rightView?.isHidden = !shows(rightViewMode)
  }

  /// The rectangle the border is drawn in: the bounds, as UIKit's `borderRect(forBounds:)`.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the text is drawn, as UIKit's `textRect(forBounds:)`: the bounds inside the
  /// border style's insets and beside the overlay views shown. Override it to pad the text
  /// (the drawn text and the placeholder follow).
  open func textRect(forBounds bounds: CGRect) -> CGRect { insetTextRect(bounds) }

  /// Where the placeholder is drawn: the text's rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the text is edited: the text's rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the left view goes: at the leading edge inside the border, its own size (its
  /// frame's, else its intrinsic size), centred down.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { placedLeftView(bounds) }

  /// Where the right view goes: at the trailing edge inside the border.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { placedRightView(bounds) }

  package override var firstBaselineFromTop: CGFloat? {
    baselineFromTop
  }

  package override var lastBaselineFromTop: CGFloat? {
    baselineFromTop
  }

  // MARK: Editing

  /// Starts editing, as UIKit's: asks the delegate, shows the scene's keyboard, sends
  /// `.editingDidBegin`; false when the delegate refuses or the field is in no window.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard !isEditing, let window else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    window.showKeyboard()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    setNeedsLayout()
    return true
  }

  /// Ends editing: asks the delegate, hides the keyboard, sends `.editingDidEnd`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    endEditingForced()
    return true
  }

  /// Ends editing without asking the delegate (``View/endEditing(_:)`` with `force`).
  func endEditingForced() {
    guard isEditing else { return }
    isEditing = false
    window?.hideKeyboard()
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    setNeedsLayout()
  }

  /// Whether the field is being edited, as UIKit's `isFirstResponder`.
  public var isFirstResponder: Bool { isEditing }

  /// A tap starts editing.
  override package func finishTap() {
    becomeFirstResponder()
  }
}

/// What a text field tells its delegate, as `UITextFieldDelegate` (every method optional:
/// the defaults allow editing and do nothing).
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the return key ends editing.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// Whether typed text may replace a range.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString: String
  ) -> Bool
}

extension TextFieldDelegate {
  /// Editing may begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Editing may end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// The return key ends editing.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// Any text may be typed.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString: String
  ) -> Bool { true }
}
