import Foundation

/// The look of a toast: the two seed documents' and a pill after Drops.
///
/// Each style has its geometry (see ``Toast``), its colours in light and dark mode
/// (``colors(for:)``) and its timeline as data (``timing``), which a presenter plays on an
/// ``Animator``.
public enum ToastStyle: String, Sendable, CaseIterable {
  /// Seed 000: a rounded box 1.5 × as wide and 2 × as high as its label, black at 0.7,
  /// corner radius 15, white 13-point text.
  case capsule
  /// Seed 001: a label 0.6 × the window's width and 35 high, black at 0.6 (the seed's 0.3
  /// gave its white text 2.1:1 contrast on a white screen), corner radius 10, clipped,
  /// white 16-point centred text.
  case banner
  /// After Drops' documented geometry: a pill centred on the safe area, at least 20 from
  /// its sides and 5 from its top (or bottom), its label inset 15 above and below and 50 on
  /// each side, bold 15-point centred text on the secondary system background; corner
  /// radius min(width, height) / 2; a shadow of radius 25 at opacity 0.15.
  case pill
}
