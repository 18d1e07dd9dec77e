import Foundation

/// A toast laid out as the seeds do, in its own alert-level window that lets touches
/// through (seed 000's fix for toasts that vanish on navigation).
///
/// ```swift
/// let toast = Toast(message: "Hello, Toast!", screen: .iPhone15)
/// toast.window.layoutIfNeeded()
/// toast.box.frame   // the capsule, centred, 200 above the bottom
/// ```
///
/// **Placement** (``ToastPosition``): top, bottom or centre, against the safe area and the
/// window's ``View/keyboardLayoutGuide``, so a bottom or centred toast sits above the
/// keyboard while it is shown. Show the keyboard on the toast's scene
/// (``Scene/showKeyboard()``, or ``Animator/showKeyboard(in:completion:)`` to move the toast
/// with the keyboard's spring): the toast's window follows the app window's keyboard.
/// Rotating the window (`toast.window.orientation = .landscape`) keeps the toast placed:
/// the next layout pass uses the new size, and the width limit follows.
///
/// **Width** (``Options/maximumWidth``, ``standardMaximumWidth(in:)``): the box is at most
/// the readable width on an iPad and in landscape, 80 % of the window's width otherwise,
/// and inside the safe area; a message too long wraps (up to ``Options/numberOfLines``,
/// then truncated at the tail), and a toast never grows past the safe area (its text is cut
/// instead).
///
/// **Appearance**: the style's colours for the window's
/// ``Window/effectiveUserInterfaceStyle`` (``ToastStyle/colors(for:)``), updated when it
/// changes; leading and trailing follow the window's ``View/layoutDirection``.
public final class Toast {
  /// The toast's window: alert level, user interaction off.
  public let window: Window
  /// The visible box (a capsule's or a pill's background; a banner's label itself).
  public let box: View
  /// The label with the message.
  public let label: Label
  /// The toast's style.
  public let style: ToastStyle
  /// Where the toast sits.
  public let position: ToastPosition
  /// The toast's width, line and keyboard options.
  public let options: Options
  /// `box.width <= limit`, its constant moved by ``updateWidthLimit()``.
  let widthLimit: Constraint?

  /// Lays out a toast for a message on a screen (see ``Toast`` for the rules, ``Options``
  /// for the defaults).
  public init(
    message: String, screen: Screen, orientation: Screen.Orientation = .portrait,
    style: ToastStyle = .capsule, position: ToastPosition? = nil, options: Options = Options()
  ) {
    let window = ToastWindow(screen: screen, orientation: orientation, level: .alert)
    window.snp.setLabel("toastWindow")
    window.isUserInteractionEnabled = false
    let label = Label(text: message)
    label.snp.setLabel("messageLabel")
    label.numberOfLines = max(options.numberOfLines ?? (style == .pill ? 1 : 0), 0)
    label.lineBreakMode = options.lineBreakMode
    label.textAlignment = .center
    let placement = Placement(
      window: window, position: position ?? .standard(for: style),
      spacing: options.effectiveKeyboardSpacing)
    let made: (box: View, widthLimit: Constraint?)
    switch style {
    case .capsule: made = Self.layCapsule(label, placement)
    case .banner: made = Self.layBanner(label, placement)
    case .pill: made = Self.layPill(label, placement)
    }
    self.window = window
    self.box = made.box
    self.label = label
    self.style = style
    self.position = placement.position
    self.options = options
    self.widthLimit = made.widthLimit
    window.toast = self
    windowTraitsDidChange()
  }

  /// The window's size, margins, text size or appearance changed: the width limit and the
  /// colours follow (the frames in the next layout pass).
  func windowTraitsDidChange() {
    updateWidthLimit()
    applyColors()
  }

  /// Paints the style's colours for the window's appearance.
  private func applyColors() {
    let colors = style.colors(for: window.effectiveUserInterfaceStyle)
    box.backgroundColor = colors.background
    label.textColor = colors.text
  }
}

extension Toast {
  /// Seed 000's capsule: a box 1.5 × 2 × its label, centred on the window.
  static func layCapsule(_ label: Label, _ placement: Placement) -> (View, Constraint?) {
    let window = placement.window
    let box = View()
    box.snp.setLabel("backView")
    box.layer.cornerRadius = 15
    window.addSubview(box)
    box.addSubview(label)
    label.font = .systemFont(ofSize: 13)
    label.snp.makeConstraints { make in make.center.equalToSuperview() }
    var limit: Constraint?
    box.snp.makeConstraints { make in
      make.width.equalTo(label.snp.width).multipliedBy(1.5)
      make.height.equalTo(label.snp.height).multipliedBy(2)
      make.centerX.equalToSuperview()
      limit = make.width.lessThanOrEqualTo(0).constraint
      placement.place(make, fromWindowBottom: true)
    }
    return (box, limit)
  }

  /// Seed 001's banner: the label itself, 0.6 × the window's width, 35 high or more.
  static func layBanner(_ label: Label, _ placement: Placement) -> (View, Constraint?) {
    placement.window.addSubview(label)
    label.font = .systemFont(ofSize: 16)
    label.layer.cornerRadius = 10
    label.clipsToBounds = true
    var limit: Constraint?
    label.snp.makeConstraints { make in
      make.centerX.equalToSuperview()
      make.width.equalToSuperview().multipliedBy(0.6).priority(999)
      limit = make.width.lessThanOrEqualTo(0).constraint
      make.height.greaterThanOrEqualTo(35)
      make.height.equalTo(35).priority(.low)
      placement.place(make, fromWindowBottom: false)
    }
    return (label, limit)
  }

  /// The pill's label insets (Drops' for a title without icon or button).
  static let pillInsets = DirectionalEdgeInsets(top: 15, leading: 50, bottom: 15, trailing: 50)

  /// Drops' pill: centred on the safe area, 20 or more from its sides, its label inset by
  /// ``pillInsets``, a soft shadow.
  static func layPill(_ label: Label, _ placement: Placement) -> (View, Constraint?) {
    let window = placement.window
    let safe = window.safeAreaLayoutGuide
    let box = ToastPillView()
    box.snp.setLabel("pill")
    window.addSubview(box)
    box.addSubview(label)
    label.font = .boldSystemFont(ofSize: 15)
    box.layer.shadowColor = .black
    box.layer.shadowOpacity = 0.15
    box.layer.shadowRadius = 25
    box.layer.shadowOffset = .zero
    let insets = pillInsets
    label.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(insets.top)
      make.bottom.equalToSuperview().offset(-insets.bottom)
      make.leading.equalToSuperview().offset(insets.leading)
      make.trailing.equalToSuperview().offset(-insets.trailing)
    }
    var limit: Constraint?
    box.snp.makeConstraints { make in
      make.centerX.equalTo(safe.snp.centerX)
      make.leading.greaterThanOrEqualTo(safe.snp.leading).offset(20)
      make.trailing.lessThanOrEqualTo(safe.snp.trailing).offset(-20)
      limit = make.width.lessThanOrEqualTo(0).constraint
      placement.place(make, fromWindowBottom: false)
    }
    return (box, limit)
  }
}
