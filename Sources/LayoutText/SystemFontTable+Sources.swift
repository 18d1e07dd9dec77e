extension SystemFontTable {
  /// Where the built-in table's advances come from, for renderers that draw the text with
  /// the fonts it was measured with: the families and the files at the paths Debian
  /// installs them (`fonts-dejavu-core`, `fonts-nanum`). Nothing is read from them at run
  /// time; the vertical metrics are SF's, not theirs (see `Docs/Text.md`).
  package enum Sources {
    /// The family of the Latin and symbol advances.
    package static let latinFamily = "DejaVu Sans Condensed"
    /// The regular Latin file.
    package static let latinRegularFile = "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"
    /// The bold Latin file (semibold and heavier).
    package static let latinBoldFile =
      "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"
    /// The family of the Hangul and CJK advances.
    package static let cjkFamily = "NanumGothic"
    /// The regular Hangul and CJK file.
    package static let cjkRegularFile = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"
    /// The bold Hangul and CJK file.
    package static let cjkBoldFile = "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf"
  }
}
