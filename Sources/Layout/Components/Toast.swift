import Foundation

/// The look of a toast, after the seed documents.
public enum ToastStyle: String, Sendable, CaseIterable {
  /// Seed 000: a rounded box 1.5 × as wide and 2 × as high as its label, black at 0.7,
  /// corner radius 15, white 13-point text.
  case capsule
  /// Seed 001: a label 0.6 × the window's width and 35 high, black at 0.3, corner radius
  /// 10, clipped, white 16-point centred text.
  case banner
}

/// Where a toast sits.
public enum ToastPosition: Sendable, Equatable {
  /// Its top this far below the top of the safe area.
  case top(CGFloat)
  /// Its bottom this far above the bottom: of the window for a capsule (seed 000's
  /// `inset(200)`), of the safe area for a banner (seed 001's next step).
  case bottom(CGFloat)

  /// The seeds' positions: a capsule 200 above the window's bottom, a banner 40 below the
  /// safe area's top.
  public static func standard(for style: ToastStyle) -> ToastPosition {
    style == .capsule ? .bottom(200) : .top(40)
  }
}

/// A toast laid out as the seeds do, in its own alert-level window that lets touches
/// through (seed 000's fix for toasts that vanish on navigation).
///
/// ```swift
/// let toast = Toast(message: "Hello, Toast!", screen: .iPhone15)
/// toast.window.layoutIfNeeded()
/// toast.box.frame   // the capsule, centred, 200 above the bottom
/// ```
///
/// A message too long for one line wraps; a toast never grows past the screen: a capsule's
/// label wraps at the width that keeps the box 16 points inside each side, and a banner
/// grows past 35 points only as far as the safe area allows (then its text is clipped).
public final class Toast {
  /// The toast's window: alert level, user interaction off.
  public let window: Window
  /// The visible box (a capsule's background; a banner's label itself).
  public let box: View
  /// The label with the message.
  public let label: Label

  /// Lays out a toast for a message on a screen.
  public init(
    message: String, screen: Screen, orientation: Screen.Orientation = .portrait,
    style: ToastStyle = .capsule, position: ToastPosition? = nil
  ) {
    let window = Window(screen: screen, orientation: orientation, level: .alert)
    window.snp.setLabel("toastWindow")
    window.isUserInteractionEnabled = false
    let label = Label(text: message)
    label.snp.setLabel("messageLabel")
    label.textColor = .white
    label.numberOfLines = 0
    let where_ = position ?? .standard(for: style)
    let width = screen.size(in: orientation).width
    switch style {
    case .capsule:
      let box = View()
      box.snp.setLabel("backView")
      box.backgroundColor = .black.withAlphaComponent(0.7)
      box.cornerRadius = 15
      window.addSubview(box)
      box.addSubview(label)
      label.font = .systemFont(ofSize: 13)
      label.textAlignment = .center
      // The box is 1.5 × the label: the label wraps where the box would come within 16
      // points of either side.
      label.preferredMaxLayoutWidth = max((width - 32) / 1.5, 1)
      label.snp.makeConstraints { make in make.center.equalToSuperview() }
      box.snp.makeConstraints { make in
        make.width.equalTo(label.snp.width).multipliedBy(1.5)
        make.height.equalTo(label.snp.height).multipliedBy(2)
        make.centerX.equalToSuperview()
        switch where_ {
        case .bottom(let offset): make.bottom.equalToSuperview().inset(offset)
        case .top(let offset):
          make.top.equalTo(window.safeAreaLayoutGuide.snp.top).offset(offset)
        }
        make.top.greaterThanOrEqualTo(window.safeAreaLayoutGuide.snp.top)
        make.bottom.lessThanOrEqualTo(window.safeAreaLayoutGuide.snp.bottom)
      }
      self.box = box
    case .banner:
      window.addSubview(label)
      label.font = .systemFont(ofSize: 16)
      label.textAlignment = .center
      label.backgroundColor = .black.withAlphaComponent(0.3)
      label.cornerRadius = 10
      label.clipsToBounds = true
      label.snp.makeConstraints { make in
        make.centerX.equalToSuperview()
        make.width.equalToSuperview().multipliedBy(0.6)
        make.height.greaterThanOrEqualTo(35)
        make.height.equalTo(35).priority(.low)
        switch where_ {
        case .top(let offset):
          make.top.equalTo(window.safeAreaLayoutGuide.snp.top).offset(offset)
          make.bottom.lessThanOrEqualTo(window.safeAreaLayoutGuide.snp.bottom)
        case .bottom(let offset):
          make.bottom.equalTo(window.safeAreaLayoutGuide.snp.bottom).offset(-offset)
          make.top.greaterThanOrEqualTo(window.safeAreaLayoutGuide.snp.top)
        }
      }
      self.box = label
    }
    self.window = window
    self.label = label
  }
}
