import Foundation

/// Where a toast sits: against the safe area and the keyboard layout guide, so a bottom or
/// centred toast stays above the keyboard while it is shown.
public enum ToastPosition: Sendable, Equatable {
  /// Its top this far below the top of the safe area.
  case top(CGFloat)
  /// Its bottom this far above the bottom edge: for a banner or a pill, the top of the
  /// window's ``View/keyboardLayoutGuide`` (the bottom of the safe area while the keyboard
  /// is hidden, seed 001's next step); for a capsule, the window's bottom (seed 000's
  /// `inset(200)`), and at least ``Toast/Options/keyboardSpacing`` above the keyboard.
  case bottom(CGFloat)
  /// Centred vertically in the part of the safe area above the keyboard (the whole safe
  /// area while the keyboard is hidden), and at least ``Toast/Options/keyboardSpacing``
  /// above the keyboard.
  case center

  /// The seeds' positions: a capsule 200 above the window's bottom, a banner 40 below the
  /// safe area's top; a pill 5 below it (Drops' default).
  public static func standard(for style: ToastStyle) -> ToastPosition {
    switch style {
    case .capsule: .bottom(200)
    case .banner: .top(40)
    case .pill: .top(5)
    }
  }
}
