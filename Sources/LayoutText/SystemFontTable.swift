/// The built-in system font: SF's vertical metrics with DejaVu Sans Condensed's advance
/// widths for Latin and symbols and NanumGothic's for Hangul and CJK, all in units of
/// 2048 per em.
///
/// The advances live in the generated `SystemFontTable+Data.swift` (see `Docs/Text.md` for
/// the sources and how to regenerate it); nothing is read from disk at run time.
package enum SystemFontTable {
  /// Units per em of every figure in the table (SF's and DejaVu's em).
  static let unitsPerEm: Double = 2048
  /// SF's ascender: 16.1865234375 pt at 17 pt.
  static let ascender: Double = 1950
  /// SF's descender, negative below the baseline: −4.1005859375 pt at 17 pt.
  static let descender: Double = -494
  /// SF's line gap (UIKit's `leading`).
  static let lineGap: Double = 0
  /// SF's cap height: 11.97802734375 pt at 17 pt.
  static let capHeight: Double = 1443

  /// One range of the per-character table as generated: advances as 4-digit hex words
  /// separated by white space, `----` where DejaVu has no glyph.
  struct LatinSource: Sendable {
    /// First scalar of the range.
    var first: UInt32
    /// Last scalar of the range.
    var last: UInt32
    /// Regular advances, one word per scalar.
    var regular: String
    /// Bold advances, one word per scalar.
    var bold: String
  }

  /// A run of scalars with one advance (Hangul and CJK).
  struct CJKRun: Sendable {
    /// First scalar of the run.
    var first: UInt32
    /// Last scalar of the run.
    var last: UInt32
    /// Advance in units of 2048 per em.
    var advance: Double
  }

  /// A decoded range: `advances[scalar - first]`, `nil` where the font has no glyph.
  struct LatinRange: Sendable {
    var first: UInt32
    var last: UInt32
    var advances: [UInt16?]
  }

  /// The decoded regular ranges.
  static let regularRanges: [LatinRange] = latinSources.map {
    LatinRange(first: $0.first, last: $0.last, advances: decode($0.regular))
  }

  /// The decoded bold ranges.
  static let boldRanges: [LatinRange] = latinSources.map {
    LatinRange(first: $0.first, last: $0.last, advances: decode($0.bold))
  }

  /// The advance of `scalar` in units of 2048 per em, for regular or bold text.
  ///
  /// Zero-width characters give 0; a character in a Latin range the font covers gives its
  /// DejaVu advance; Hangul and CJK give NanumGothic's; other wide (East Asian) characters
  /// give the Hangul syllable advance; anything else gives the fallback average.
  static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Double {
    if TextScalar.isZeroWidth(scalar) { return 0 }
    let value = scalar.value
    for range in bold ? boldRanges : regularRanges where range.first <= value {
      guard value <= range.last else { continue }
      if let advance = range.advances[Int(value - range.first)] { return Double(advance) }
      return bold ? boldFallback : regularFallback
    }
    let runs = bold ? boldCJKRuns : regularCJKRuns
    if let run = run(containing: value, in: runs) { return run.advance }
    if TextScalar.isWide(scalar) {
      return run(containing: 0xAC00, in: runs)?.advance ?? unitsPerEm
    }
    return bold ? boldFallback : regularFallback
  }

  /// The run of `runs` (sorted, disjoint) that contains `value`.
  private static func run(containing value: UInt32, in runs: [CJKRun]) -> CJKRun? {
    var low = 0
    var high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].first <= value { low = mid + 1 } else { high = mid }
    }
    guard low > 0, value <= runs[low - 1].last else { return nil }
    return runs[low - 1]
  }

  /// The advances of a generated hex string; a word that is not hex reads as `nil`.
  static func decode(_ words: String) -> [UInt16?] {
    words.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { UInt16($0, radix: 16) }
  }
}
