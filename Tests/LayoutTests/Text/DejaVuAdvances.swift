import Foundation

/// Advance widths copied by hand from DejaVu Sans Condensed 2.37's `hmtx` table (2048 units
/// per em), the widths the built-in system font uses for Latin: the truncation tests
/// compute expected line widths from these, not from the code under test.
enum DejaVuAdvances {
  /// Units per em.
  static let unitsPerEm: CGFloat = 2048

  /// Advances in font units, regular weight.
  static let units: [Character: CGFloat] = [
    " ": 585, "H": 1386, "W": 1822, "a": 1129, "d": 1170, "e": 1134, "f": 648, "h": 1168,
    "i": 512, "l": 512, "n": 1168, "o": 1127, "r": 757, "s": 960, "t": 722, "u": 1168,
    "v": 1090, "w": 1507, "x": 1090,
    // U+2026 HORIZONTAL ELLIPSIS.
    "\u{2026}": 1843,
  ]

  /// The width of `text` in points at `size`: its advances summed, no kerning.
  static func width(_ text: String, size: CGFloat = 17) -> CGFloat {
    let total = text.reduce(CGFloat(0)) { sum, character in
      guard let advance = units[character] else {
        preconditionFailure("no advance written down for \(character)")
      }
      return sum + advance
    }
    return total * size / unitsPerEm
  }
}
