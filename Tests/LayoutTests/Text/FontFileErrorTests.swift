import Foundation
import Testing

@testable import Layout

extension TextTests {
  /// Every malformed input is a thrown error naming the file and the problem.
  @Suite("FontFileError")
  struct FontFileErrorTests {
    /// The message `FontFile(bytes:name:)` throws for `bytes`, or nil when it parses.
    static func message(_ bytes: [UInt8], name: String = "bad.ttf") -> String? {
      do {
        _ = try FontFile(bytes: bytes, name: name)
        return nil
      } catch {
        return error.description
      }
    }

    /// The message `FontFile(path:)` throws for `path`, or nil when it parses.
    static func message(path: String) -> String? {
      do {
        _ = try FontFile(path: path)
        return nil
      } catch {
        return error.description
      }
    }

    @Test func missingFile() {
      #expect(
        Self.message(path: "/nonexistent/font.ttf")
          == "/nonexistent/font.ttf: cannot read the file (no such file)")
    }

    @Test func directory() {
      #expect(Self.message(path: "/tmp") == "/tmp: is a directory, not a font file")
    }

    @Test func emptyBytes() {
      #expect(
        Self.message([])
          == "bad.ttf: not a TrueType/OpenType font (the file is empty; expected 00 01 00 00, "
          + "'true', 'OTTO' or 'ttcf')")
    }

    @Test func nonFontBytes() {
      #expect(
        Self.message(Array("%PDF-1.7\n".utf8))
          == "bad.ttf: not a TrueType/OpenType font (starts with 25 50 44 46; expected 00 01 00 "
          + "00, 'true', 'OTTO' or 'ttcf')")
    }

    @Test func headerShorterThanSignature() {
      #expect(
        Self.message([0, 1, 0])
          == "bad.ttf: truncated: the font header needs 12 bytes but the file has 3")
    }

    @Test func headerWithoutTableCount() {
      #expect(
        Self.message([0, 1, 0, 0, 0])
          == "bad.ttf: truncated: the font header needs 12 bytes but the file has 5")
    }

    @Test func emptyCollection() {
      let bytes: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 0]
      #expect(Self.message(bytes) == "bad.ttf: font collection ('ttcf') holds no fonts")
    }

    @Test func collectionOffsetPastTheEnd() {
      let bytes: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0x10, 0]
      #expect(
        Self.message(bytes)
          == "bad.ttf: truncated: the collection's first font needs 4108 bytes but the file has 16"
      )
    }

    @Test func collectionOfNonFont() {
      let bytes: [UInt8] =
        Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16] + Array("wOFF00000000".utf8)
      #expect(
        Self.message(bytes)
          == "bad.ttf: not a TrueType/OpenType font (starts with 77 4f 46 46; expected 00 01 00 "
          + "00, 'true', 'OTTO' or 'ttcf')")
    }
  }
}

extension TextTests {
  /// Corrupted copies of DejaVu Sans Condensed, built in the test.
  @Suite(
    "FontFileError (corrupted DejaVu)", .enabled(if: TextTests.hasDejaVu, TextTests.needsDejaVu))
  struct CorruptedFontTests {
    typealias Errors = FontFileErrorTests

    @Test func truncatedInsideTheTableDirectory() throws {
      let bytes = Array(try TextTests.dejaVuBytes().prefix(100))
      #expect(
        Errors.message(bytes)
          == "bad.ttf: truncated: the table directory (20 tables) needs 332 bytes but the file "
          + "has 100")
    }

    @Test func truncatedBeforeHead() throws {
      let bytes = Array(try TextTests.dejaVuBytes().prefix(5000))
      #expect(
        Errors.message(bytes)
          == "bad.ttf: table 'head' (offset 537132, length 54) runs past the end of the file "
          + "(5000 bytes)")
    }

    @Test func truncatedBeforeMaxp() throws {
      let bytes = Array(try TextTests.dejaVuBytes().prefix(600_000))
      #expect(
        Errors.message(bytes)
          == "bad.ttf: table 'maxp' (offset 603604, length 32) runs past the end of the file "
          + "(600000 bytes)")
    }

    @Test func zeroedTableDirectory() throws {
      var bytes = try TextTests.dejaVuBytes()
      for index in 12..<332 { bytes[index] = 0 }
      #expect(Errors.message(bytes) == "bad.ttf: missing required table 'head'")
    }

    @Test func renamedTable() throws {
      var bytes = try TextTests.dejaVuBytes()
      let record = try #require(bytes.directoryRecord("hmtx"))
      bytes.replaceSubrange(record..<record + 4, with: Array("xxxx".utf8))
      #expect(Errors.message(bytes) == "bad.ttf: missing required table 'hmtx'")
    }

    @Test func bogusTableOffset() throws {
      var bytes = try TextTests.dejaVuBytes()
      let record = try #require(bytes.directoryRecord("cmap"))
      bytes.setU32(0xFFFF_FF00, at: record + 8)
      #expect(
        Errors.message(bytes)
          == "bad.ttf: table 'cmap' (offset 4294967040, length 7056) runs past the end of the "
          + "file (682828 bytes)")
    }

    @Test func tableTooShort() throws {
      var bytes = try TextTests.dejaVuBytes()
      let record = try #require(bytes.directoryRecord("hhea"))
      bytes.setU32(20, at: record + 12)
      #expect(
        Errors.message(bytes) == "bad.ttf: table 'hhea' is 20 bytes long but needs at least 36")
    }

    @Test func hmtxShorterThanItsMetrics() throws {
      var bytes = try TextTests.dejaVuBytes()
      let record = try #require(bytes.directoryRecord("hmtx"))
      bytes.setU32(1000, at: record + 12)
      #expect(
        Errors.message(bytes) == "bad.ttf: table 'hmtx' is 1000 bytes long but needs at least 24982"
      )
    }

    @Test func zeroUnitsPerEm() throws {
      var bytes = try TextTests.dejaVuBytes()
      bytes.setU16(0, at: 537_132 + 18)
      #expect(
        Errors.message(bytes) == "bad.ttf: table 'head' has unitsPerEm 0; expected 16 to 16384")
    }

    @Test func tooManyHorizontalMetrics() throws {
      var bytes = try TextTests.dejaVuBytes()
      bytes.setU16(7000, at: 537_188 + 34)
      #expect(
        Errors.message(bytes)
          == "bad.ttf: table 'hhea' has numberOfHMetrics 7000; expected 1 to numGlyphs (6253)")
    }

    @Test func noGlyphs() throws {
      var bytes = try TextTests.dejaVuBytes()
      bytes.setU16(0, at: 603_604 + 4)
      #expect(Errors.message(bytes) == "bad.ttf: table 'maxp' has numGlyphs 0; expected at least 1")
    }

    @Test func noUnicodeSubtable() throws {
      var bytes = try TextTests.dejaVuBytes()
      for index in 0..<5 { bytes.setU16(7, at: 48_896 + 4 + 8 * index) }  // platform 7
      #expect(
        Errors.message(bytes) == "bad.ttf: table 'cmap' has no Unicode subtable in format 4 or 12")
    }

    @Test func subtableOffsetPastTheTable() throws {
      var bytes = try TextTests.dejaVuBytes()
      bytes.setU32(9000, at: 48_896 + 4 + 4)  // first record's subtable offset
      #expect(
        Errors.message(bytes) == "bad.ttf: table 'cmap' is 7056 bytes long but needs at least 9002")
    }

    @Test func format12GroupsPastTheTable() throws {
      var bytes = try TextTests.dejaVuBytes()
      bytes.setU32(100_000, at: 48_896 + 3146 + 12)  // the format 12 subtable's nGroups
      #expect(
        Errors.message(bytes)
          == "bad.ttf: table 'cmap' is 7056 bytes long but needs at least 1203162")
    }

    @Test func errorNamesThePath() throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("text-tests-\(ProcessInfo.processInfo.processIdentifier).ttf").path
      try Data(try TextTests.dejaVuBytes().prefix(100)).write(to: URL(fileURLWithPath: path))
      defer { try? FileManager.default.removeItem(atPath: path) }
      #expect(throws: FontFileError.self) { try FontFile(path: path) }
      #expect(Errors.message(path: path)?.hasPrefix(path + ": truncated") == true)
    }
  }
}
