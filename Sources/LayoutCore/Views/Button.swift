import Foundation

/// A button with a title, as `UIButton`: a title and a title colour per state, a title
/// label centred in the bounds, an intrinsic size measured as a system button's, and
/// actions run by a tap.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Hello World", for: .normal)
/// button.intrinsicContentSize       // (78, 30): the title at 15 pt, 6 above and below
/// button.titleColor(for: .normal)   // systemBlue
/// button.addAction(Action { _ in print("tapped") }, for: .touchUpInside)
/// ```
///
/// **Titles and colours per state.** ``setTitle(_:for:)`` and ``setTitleColor(_:for:)``
/// keep a value per exact ``Control/State``; a state with none falls back to `.normal`'s,
/// as UIKit documents (so `[.selected, .highlighted]` falls back to `.normal`, not to
/// `.selected`). ``currentTitle`` is the title of the current ``Control/state``.
///
/// **Measurements** (Apple documents none of these; see `Docs/Views.md`, "Buttons"): the
/// title font is the system font at 15 pt regular for every type; a system button's title
/// is system blue, a custom button's white; the intrinsic size is the title's measured size
/// grown by ``contentEdgeInsets``, and when those are zero and there is a title, by 6
/// points above and 6 below, as UIKit pads a title (so "Hello World" measures 78 × 30, the
/// size UIKit reports). ``titleEdgeInsets`` moves the title but does not change the size.
///
/// **The title label** is a ``Label`` whose superview is the button but which is not one of
/// its ``View/subviews``: layout does not place it; the button sets its frame
/// (``titleRect(forContentRect:)``) and its text and colour from the current state.
/// Change its font or number of lines freely; set the title and colour through the button.
open class Button: Control {
  /// A tap is this control's default action (see ``Control``'s tracking).
  override var takesSingleTaps: Bool { true }

  /// Draws, and is named in files and the inspector, as a button.
  open override class var kind: ViewKind { .button }
  override package class var hasEmptyLayoutCallbacks: Bool { self == Button.self }
  /// The kind of button, fixed when it is made (`.custom` for ``init(frame:)``); the
  /// package's layout files set it after making a button.
  public package(set) var buttonType = ButtonType.custom {
    didSet { if buttonType != oldValue { updateTitle() } }
  }
  /// Space around the content; zero (the default) lets a titled button take UIKit's 6-point
  /// padding above and below the title.
  public var contentEdgeInsets = EdgeInsets.zero {
    didSet {
      guard contentEdgeInsets != oldValue else { return }
      invalidateIntrinsicContentSize()
      report(.text)
    }
  }
  /// Moves the title within the content area (its size stays the button's, as in UIKit).
  public var titleEdgeInsets = EdgeInsets.zero {
    didSet { if titleEdgeInsets != oldValue { report(.text) } }
  }

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]
  /// The title label (see ``titleLabel``).
  let titleLabelStorage: Label
  /// The width layout gave the button in the last pass (a wrapping title wraps at it).
  var layoutWidth: CGFloat?
  /// The images per state and the image view, once an image is set (see
  /// Button+Images.swift).
  var imageStorage: ButtonImages?

  /// A custom button (no title colour but white, as `UIButton(frame:)`).
  public override init(frame: CGRect = .zero) {
    titleLabelStorage = Label()
    super.init(frame: frame)
    titleLabelStorage.font = .systemFont(ofSize: 15)
    // UIButton's title label truncates in the middle.
    titleLabelStorage.lineBreakMode = .byTruncatingMiddle
    titleLabelStorage.superview = self
    // As UIButton: an accessibility element, read by its title.
    isAccessibilityElement = true
    updateTitle()
  }

  /// What VoiceOver reads: the label set, else the current title (as `UIButton`'s).
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  /// A button of a type, as `UIButton(type:)`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateTitle()
  }

  /// A button whose primary action is `primaryAction` (run on a tap, for
  /// `.primaryActionTriggered`), titled with its title, as
  /// `UIButton(type:primaryAction:)`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// A system button with a title for `.normal` (the package's shorthand for
  /// `Button(type: .system)` then `setTitle(title, for: .normal)`).
  public convenience init(title: String?) {
    self.init(type: .system)
    setTitle(title, for: .normal)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // The title label and image view are not among the subviews (see ``View/superview``).
    titleLabelStorage.superview = nil
    imageStorage?.imageView.superview = nil
  }

  /// The label that draws the title, laid out in the current bounds (never nil; optional
  /// as in UIKit, so `button.titleLabel?.font = …` reads the same).
  public var titleLabel: Label? {
    layoutTitleLabel()
    return titleLabelStorage
  }

  /// Sets the title shown in `state` (nil: fall back to `.normal`'s).
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  /// The title for `state`, or `.normal`'s when it has none.
  public func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// Sets the title colour in `state` (nil: fall back to `.normal`'s).
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  /// The title colour for `state`: its own, else `.normal`'s, else the type's (system
  /// blue; white for a custom button).
  public func titleColor(for state: State) -> Color? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor
  }

  /// The title shown now (that of the current ``Control/state``).
  public var currentTitle: String? { title(for: state) }

  /// The title colour shown now.
  public var currentTitleColor: Color { titleColor(for: state) ?? defaultTitleColor }

  /// The title colour of the type: white for `.custom`, the ``View/tintColor`` (system blue
  /// unless set) for the others.
  private var defaultTitleColor: Color { buttonType == .custom ? .white : tintColor }

  /// Shows the current state's title and colour in the title label.
  private func updateTitle() {
    let label = titleLabelStorage
    let color = currentTitleColor
    if label.textColor != color {
      label.textColor = color
      report(.text)
    }
    // A changed text reaches subviewDidChange below.
    label.text = currentTitle
  }

  override func stateDidChange() {
    updateTitle()
    imageStorage?.imageView.image = currentImage
  }

  /// A system button's default title colour is its tint: show the new one.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateTitle()
  }

  override func contentAlignmentDidChange() {
    report(.text)
  }

  override package func finishTap() {
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: Layout (helpers in Button+Layout.swift)

  /// The title as drawn: the title label's text in the title rectangle, aligned there as
  /// the content is (nil without a title).
  open override var textContent: TextContent? { titleContent }

  /// The area the content is laid out in, as UIKit's `contentRect(forBounds:)`: the bounds
  /// inset by ``effectiveContentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: effectiveContentEdgeInsets)
  }

  /// Where the title goes in the content area, as UIKit's `titleRect(forContentRect:)`:
  /// the area inset by ``titleEdgeInsets``, the title's measured size (at most the area's)
  /// placed by ``Control/effectiveContentHorizontalAlignment`` and
  /// ``Control/contentVerticalAlignment`` (`.fill` takes the area's width or height), its
  /// origin rounded to the screen's pixel grid.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    placedTitleRect(in: contentRect)
  }

  /// The title's size grown by the content insets (see the type's discussion).
  open override var intrinsicContentSize: CGSize {
    grown(titleSize(wrappingAt: titleWrappingWidth))
  }

  /// The title's fitting size within `size` (its width limits a wrapping title), grown by
  /// the content insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let insets = effectiveContentEdgeInsets
    let wraps = titleLabelStorage.numberOfLines != 1 && size.width > 0
    return grown(titleSize(wrappingAt: wraps ? size.width - insets.left - insets.right : nil))
  }

  override var wrapsAtLayoutWidth: Bool {
    titleLabelStorage.numberOfLines != 1 && titleLabelStorage.preferredMaxLayoutWidth == 0
  }

  override func layoutWidthDidChange(to width: CGFloat) -> Bool {
    guard layoutWidth != width else { return false }
    layoutWidth = width
    return wrapsAtLayoutWidth
  }

  override func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
    guard wrapsAtLayoutWidth else { return intrinsicContentSize }
    let insets = effectiveContentEdgeInsets
    return grown(titleSize(wrappingAt: width.map { $0 - insets.left - insets.right }))
  }

  package override var firstBaselineFromTop: CGFloat? {
    titleLabelStorage.firstBaselineFromTop.map { titleTopAtIntrinsicSize + $0 }
  }

  package override var lastBaselineFromTop: CGFloat? {
    titleLabelStorage.lastBaselineFromTop.map { titleTopAtIntrinsicSize + $0 }
  }

  override func subviewDidChange(_ subview: View, _ change: SubviewChange) {
    super.subviewDidChange(subview, change)
    guard change.contains(.intrinsicSize), subview === titleLabelStorage else { return }
    // The title's text, font or line count changed.
    invalidateIntrinsicContentSize()
    report(.text)
  }
}
