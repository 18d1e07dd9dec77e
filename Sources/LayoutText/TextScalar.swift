/// How the text layer classifies Unicode scalars: zero-width, wide (East Asian) and
/// breakable spaces.
enum TextScalar {
  /// Whether `scalar` takes no horizontal space in any font: controls, format characters
  /// (U+200B–U+200F, U+2060–U+2064, U+FEFF, the soft hyphen U+00AD), combining marks and
  /// variation selectors.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0000...0x001F, 0x007F...0x009F: true  // C0 and C1 controls
    case 0x00AD: true  // soft hyphen
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
      true  // combining marks
    case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF: true  // format characters
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: true  // variation selectors
    default: false
    }
  }

  /// Whether `scalar` is Hangul, kana, a CJK ideograph or a fullwidth form: a line may
  /// break between any two of them.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF: true  // Hangul Jamo
    case 0x2E80...0x2FDF: true  // CJK and Kangxi radicals
    case 0x3000...0x303F: true  // CJK symbols and punctuation
    case 0x3040...0x30FF, 0x31F0...0x31FF: true  // kana
    case 0x3100...0x318F: true  // Bopomofo, Hangul Compatibility Jamo
    case 0x3200...0x33FF: true  // enclosed CJK, CJK compatibility
    case 0x3400...0x4DBF, 0x4E00...0x9FFF: true  // CJK ideographs
    case 0xA960...0xA97F, 0xAC00...0xD7FF: true  // Hangul syllables and jamo
    case 0xF900...0xFAFF: true  // CJK compatibility ideographs
    case 0xFE30...0xFE4F: true  // CJK compatibility forms
    case 0xFF01...0xFF60, 0xFFE0...0xFFE6: true  // fullwidth forms
    case 0x20000...0x3FFFF: true  // CJK ideographs, supplementary planes
    default: false
    }
  }

  /// Whether `character` is a space a line may break after (U+0020 or a tab); a run of
  /// them at a break hangs past the line's end and is not counted in its width.
  static func isBreakingSpace(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  /// Whether a line may break between two characters of a word: when both are wide.
  static func isWide(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return isWide(first)
  }
}
