import Foundation
import Testing

@testable import Layout

/// Text measurement: font files, the built-in system font, line breaking, rounding.
@Suite enum TextTests {
  /// DejaVu Sans Condensed, from Debian's `fonts-dejavu-core` (on the project's Swift image).
  static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"
  /// DejaVu Sans Condensed Bold, from the same package.
  static let dejaVuBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"
  /// NanumGothic, from Debian's `fonts-nanum` (installed only to regenerate the table).
  static let nanumPath = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"

  /// Whether the DejaVu files are installed; tests that read them are skipped otherwise.
  static let hasDejaVu =
    FileManager.default.fileExists(atPath: dejaVuPath)
    && FileManager.default.fileExists(atPath: dejaVuBoldPath)
  /// Whether NanumGothic is installed.
  static let hasNanum = FileManager.default.fileExists(atPath: nanumPath)

  /// The skip note for tests that need DejaVu: what is missing, the Debian package that
  /// has it, and that `.ci/run` installs it (see `Docs/Text.md`, "Fonts the tests read").
  static let needsDejaVu: Comment =
    "\(dejaVuPath) is missing: apt-get install fonts-dejavu-core (.ci/run does) to check the built-in table against the font file; skipping"
  /// The skip note for tests that need NanumGothic.
  static let needsNanum: Comment =
    "\(nanumPath) is missing: apt-get install fonts-nanum (.ci/run does) to check the built-in Hangul widths against the font file; skipping"

  /// The bytes of the regular DejaVu file.
  static func dejaVuBytes() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: dejaVuPath)))
  }

  /// The system font at 17 pt, UIKit's body size.
  static let body = Font.systemFont(ofSize: 17)
}

extension [UInt8] {
  /// Writes `value` big-endian at `offset`.
  mutating func setU16(_ value: UInt16, at offset: Int) {
    self[offset] = UInt8(value >> 8)
    self[offset + 1] = UInt8(value & 0xFF)
  }

  /// Writes `value` big-endian at `offset`.
  mutating func setU32(_ value: UInt32, at offset: Int) {
    setU16(UInt16(value >> 16), at: offset)
    setU16(UInt16(value & 0xFFFF), at: offset + 2)
  }

  /// Reads the big-endian `UInt32` at `offset`.
  func u32(at offset: Int) -> UInt32 {
    self[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// The offset of the table directory record for `tag` in a single font.
  func directoryRecord(_ tag: String) -> Int? {
    let count = Int(self[4]) << 8 | Int(self[5])
    return (0..<count).map { 12 + 16 * $0 }.first {
      String(decoding: self[$0..<$0 + 4], as: UTF8.self) == tag
    }
  }
}
