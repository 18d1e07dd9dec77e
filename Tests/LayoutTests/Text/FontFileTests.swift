import Foundation
import Testing

@testable import Layout
@testable import LayoutText

extension TextTests {
  @Suite("FontFile", .enabled(if: TextTests.hasDejaVu, TextTests.needsDejaVu))
  struct FontFileTests {
    @Test func readsDejaVuMetrics() throws {
      let file = try FontFile(path: TextTests.dejaVuPath)
      #expect(file.name == TextTests.dejaVuPath)
      #expect(file.unitsPerEm == 2048)
      #expect(file.ascender == 1901)
      #expect(file.descender == -483)
      #expect(file.lineGap == 0)
      #expect(file.glyphCount == 6253)
      #expect(file.capHeight == nil)  // DejaVu's OS/2 table is version 1
    }

    @Test func advancesAreHmtxFigures() throws {
      let file = try FontFile(path: TextTests.dejaVuPath)
      #expect(file.advance(for: "H") == 1386)
      #expect(file.advance(for: " ") == 585)
      #expect(file.advance(for: "\u{E9}") == 1134)  // é, Latin-1
      #expect(file.advance(for: "\u{2014}") == 1843)  // em dash
      #expect(file.advance(for: "\u{20AC}") == 1172)  // euro, format 12 and 4 agree
    }

    @Test func unmappedScalarMeasuresAsNotdef() throws {
      let file = try FontFile(path: TextTests.dejaVuPath)
      #expect(!file.covers("\u{AC00}"))
      #expect(file.glyph(for: "\u{AC00}") == 0)
      #expect(file.advance(for: "\u{AC00}") == 1106)  // .notdef's advance
    }

    static let samples: [Unicode.Scalar] = [
      " ", "!", "0", "A", "H", "W", "a", "e", "l", "m", "o", "z", "~", "\u{A0}", "\u{E9}",
      "\u{FC}", "\u{153}", "\u{17E}", "\u{3A9}", "\u{416}", "\u{2013}", "\u{2026}", "\u{20A9}",
      "\u{2192}", "\u{2211}", "\u{25CF}", "\u{2605}",
    ]

    @Test(arguments: samples)
    func regularFileAgreesWithBuiltInTable(scalar: Unicode.Scalar) throws {
      let file = try FontFile(path: TextTests.dejaVuPath)
      #expect(Double(file.advance(for: scalar)) == SystemFontTable.advance(of: scalar, bold: false))
    }

    @Test(arguments: samples)
    func boldFileAgreesWithBuiltInTable(scalar: Unicode.Scalar) throws {
      let file = try FontFile(path: TextTests.dejaVuBoldPath)
      #expect(Double(file.advance(for: scalar)) == SystemFontTable.advance(of: scalar, bold: true))
    }

    @Test(.enabled(if: TextTests.hasNanum, TextTests.needsNanum))
    func nanumGothicAgreesWithBuiltInHangul() throws {
      let file = try FontFile(path: TextTests.nanumPath)
      #expect(file.unitsPerEm == 1000)
      for scalar: Unicode.Scalar in ["\u{AC00}", "\u{D1A0}", "\u{D7A3}", "\u{4E00}", "\u{3042}"] {
        #expect(file.advance(for: scalar) == 940)
        let scaled = Double(file.advance(for: scalar)) * 2048 / Double(file.unitsPerEm)
        #expect(scaled == SystemFontTable.advance(of: scalar, bold: false))
      }
    }

    @Test func collectionGivesItsFirstFont() throws {
      // A 'ttcf' header for one font, then the font with its table offsets moved by 16.
      let font = try TextTests.dejaVuBytes()
      var collection: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
      collection += font
      for index in 0..<20 {
        let record = 16 + 12 + 16 * index
        collection.setU32(collection.u32(at: record + 8) + 16, at: record + 8)
      }
      let file = try FontFile(bytes: collection, name: "dejavu.ttc")
      #expect(file.unitsPerEm == 2048)
      #expect(file.advance(for: "H") == 1386)
    }

    @Test func fontFromDataMatchesFontFromPath() throws {
      let data = try Data(contentsOf: URL(fileURLWithPath: TextTests.dejaVuPath))
      let file = try FontFile(data: data, name: "memory")
      #expect(file.name == "memory")
      #expect(
        file.advance(for: "W") == (try FontFile(path: TextTests.dejaVuPath)).advance(for: "W"))
    }

    /// Truncations and byte flips never crash: each parse succeeds or throws FontFileError.
    @Test func corruptedCopiesThrowOrParse() throws {
      let font = try TextTests.dejaVuBytes()
      var failures = 0
      for length in stride(from: 0, to: 540_000, by: 997) {
        if (try? FontFile(bytes: Array(font.prefix(length)), name: "cut")) == nil {
          failures += 1
        }
      }
      #expect(failures == 542)  // every cut before the end loses a needed table
      let seed: UInt64 = 0x5EED_F0A7
      var generator = SplitMix64(seed: seed)
      for _ in 0..<300 {
        var copy = font
        for _ in 0..<8 {
          // Flip bytes in the directory, head/hhea/maxp and cmap, where offsets live.
          let regions = [0..<332, 537_132..<537_224, 603_604..<603_636, 48_896..<55_952]
          let region = regions[Int(generator.next() % 4)]
          let at = region.lowerBound + Int(generator.next() % UInt64(region.count))
          copy[at] = UInt8(truncatingIfNeeded: generator.next())
        }
        do {
          _ = try FontFile(bytes: copy, name: "flipped")
        } catch {
          #expect(error.file == "flipped", "seed \(seed)")
        }
      }
    }
  }
}
