import Foundation

extension ToastStyle {
  /// The colours a style draws with in one appearance.
  public struct Colors: Sendable, Hashable {
    /// The box's fill.
    public var background: Color
    /// The message's colour.
    public var text: Color

    /// Colours.
    public init(background: Color, text: Color) {
      self.background = background
      self.text = text
    }
  }

  /// The style's colours in light or dark mode (`.unspecified` is light):
  ///
  /// | style | light | dark |
  /// |---|---|---|
  /// | capsule | black at 0.7, white text (seed 000) | white at 0.7, black text |
  /// | banner | black at 0.6, white text (seed 001's black, darker) | white at 0.7, black text |
  /// | pill | `#F2F2F7`, black text | `#1C1C1E`, white text |
  ///
  /// The pill's are UIKit's `secondarySystemBackground` and `label` in each mode, as Drops
  /// uses them. The seeds give only light colours: in dark mode the capsule and the banner
  /// invert (a dark box would vanish on a dark screen). Every pair keeps WCAG's 4.5:1 text
  /// contrast over any background behind the toast: the worst is white behind the light
  /// banner, 5.7:1. Seed 001's black at 0.3 gave 2.1:1 over a white screen, so the
  /// banner's plate is darker than the seed's.
  public func colors(for appearance: UserInterfaceStyle) -> Colors {
    let dark = appearance == .dark
    switch self {
    case .capsule:
      return dark
        ? Colors(background: .white.withAlphaComponent(0.7), text: .black)
        : Colors(background: .black.withAlphaComponent(0.7), text: .white)
    case .banner:
      return dark
        ? Colors(background: .white.withAlphaComponent(0.7), text: .black)
        : Colors(background: .black.withAlphaComponent(0.6), text: .white)
    case .pill:
      return dark
        ? Colors(background: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255), text: .white)
        : Colors(background: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), text: .black)
    }
  }
}
