import Foundation
import Testing

@testable import Layout
@testable import LayoutText

extension TextTests {
  @Suite("SystemFontTable")
  struct SystemFontTableTests {
    @Test func everyRangeDecodesOneAdvancePerScalar() {
      for (regular, bold) in zip(SystemFontTable.regularRanges, SystemFontTable.boldRanges) {
        let count = Int(regular.last - regular.first) + 1
        #expect(regular.advances.count == count, "U+\(String(regular.first, radix: 16))")
        #expect(bold.advances.count == count, "U+\(String(bold.first, radix: 16))")
      }
      #expect(SystemFontTable.regularRanges.count == 14)
    }

    @Test func basicLatinIsFullyCovered() throws {
      let basic = try #require(SystemFontTable.regularRanges.first)
      #expect(basic.first == 0x20 && basic.last == 0x7E)
      #expect(basic.advances.allSatisfy { $0 != nil && $0 != 0 })
    }

    @Test func cjkRunsAreSortedAndDisjoint() {
      for runs in [SystemFontTable.regularCJKRuns, SystemFontTable.boldCJKRuns] {
        for (previous, next) in zip(runs, runs.dropFirst()) {
          #expect(previous.last < next.first)
        }
        #expect(runs.allSatisfy { $0.first <= $0.last })
      }
    }

    @Test func hangulSyllablesAreOneRunAt940PerMille() {
      let advance = SystemFontTable.advance(of: "\u{AC00}", bold: false)
      #expect(advance == 1925.12)
      #expect(SystemFontTable.advance(of: "\u{D7A3}", bold: true) == advance)
      #expect(SystemFontTable.advance(of: "\u{20000}", bold: false) == advance)  // Ext. B
    }

    @Test func formatCharactersAreZeroWidthDespiteTheFont() {
      #expect(SystemFontTable.advance(of: "\u{AD}", bold: false) == 0)  // DejaVu: 665
      #expect(SystemFontTable.advance(of: "\u{200B}", bold: true) == 0)
    }

    @Test func aMissingHexWordDecodesAsNil() {
      #expect(SystemFontTable.decode("0249 ----\n  02e2") == [0x249, nil, 0x2E2])
    }
  }

  /// The example at the top of Docs/Text.md.
  @Suite("Docs/Text.md")
  struct TextDocsTests {
    @Test func exampleOutputsAreWhatTheGuideSays() throws {
      let font = UIFont.systemFont(ofSize: 17)
      #expect(font.lineHeight == 20.287109375)
      #expect(font.width(of: "Hello") == 38.77294921875)

      let layout = try TextLayout("토스트 메시지입니다", font: font, maxWidth: 100)
      #expect(layout.lines.map(\.text) == ["토스트 메시", "지입니다"])
      #expect(layout.size.width.isClose(to: 84.755957031))
      #expect(layout.size.height == 40.57421875)
      let rounded = layout.size(roundedToScale: 3)
      #expect(rounded.width == 85)
      #expect(rounded.height.isClose(to: 122.0 / 3, tolerance: 1e-12))
      #expect(layout.firstBaseline == 16.1865234375)
      #expect(layout.lastBaseline == 36.4736328125)
    }

    @Test(.enabled(if: TextTests.hasNanum, TextTests.needsNanum))
    func nanumExample() throws {
      let nanum = try Font.load(path: TextTests.nanumPath, size: 15)
      #expect(nanum.width(of: "토스트").isClose(to: 42.3))
    }
  }
}
