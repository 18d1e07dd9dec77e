import Foundation
import Testing

@testable import Layout

extension TextTests {
  @Suite("Font")
  struct FontTests {
    /// SF's line heights (reference section 4.1: 1950 + 494 over 2048 per em).
    @Test(arguments: [(13, 15.514), (16, 19.094), (17, 20.287)] as [(CGFloat, CGFloat)])
    func systemLineHeightIsSFs(size: CGFloat, expected: CGFloat) {
      let font = UIFont.systemFont(ofSize: size)
      #expect(abs(font.lineHeight - expected) < 1e-3)
    }

    @Test func systemMetricsAt17Points() {
      let font = TextTests.body
      #expect(font.lineHeight == 20.287109375)
      #expect(font.ascender == 16.1865234375)
      #expect(font.descender == -4.1005859375)
      #expect(font.lineGap == 0)
      #expect(font.capHeight == 11.97802734375)
      #expect(font.fontName == "System")
    }

    /// The reference's DejaVu Sans Condensed figures (section 4.3): "Hello" 38.77 and
    /// "This is a test string" 145.54 at 17 pt (SF: 38.81 and 144.09).
    @Test func latinWidthsAreDejaVuCondensed() {
      #expect(TextTests.body.width(of: "Hello") == 38.77294921875)
      #expect(TextTests.body.width(of: "This is a test string") == 145.53759765625)
      #expect(abs(TextTests.body.width(of: "Hello") - 38.77) < 0.005)
      #expect(abs(TextTests.body.width(of: "This is a test string") - 145.54) < 0.005)
    }

    /// Hangul syllables measure at NanumGothic's 940/1000 em: 15.98 pt at 17 pt.
    @Test func hangulMeasuresAtTheCJKWidth() {
      let font = TextTests.body
      let syllable = font.width(of: "토")
      #expect(syllable.isClose(to: 15.98))
      #expect(syllable > font.width(of: "W"))  // not Latin
      #expect(font.width(of: "메시지입니다").isClose(to: 6 * 15.98))
      // "토스트 메시지입니다": nine syllables and one space.
      let seed = font.width(of: "토스트 메시지입니다")
      #expect(seed.isClose(to: 9 * 15.98 + font.width(of: " ")))
    }

    @Test func cjkAndFullwidthMeasureAtTheCJKWidth() {
      for text in ["中", "あ", "ア", "Ａ", "ㄱ", "가"] {
        #expect(TextTests.body.width(of: text).isClose(to: 15.98), "\(text)")
      }
    }

    @Test func zeroWidthCharactersTakeNoSpace() {
      let font = TextTests.body
      for scalar: Unicode.Scalar in ["\u{200B}", "\u{200D}", "\u{FEFF}", "\u{301}", "\u{FE0F}"] {
        #expect(font.advance(of: scalar) == 0)
      }
      #expect(font.width(of: "e\u{301}") == font.width(of: "e"))
    }

    /// A character outside the table falls back to the mean a–z advance (1038 / 2048 em).
    @Test func uncoveredCharacterFallsBackToTheAverage() {
      let thai: Unicode.Scalar = "\u{0E01}"
      #expect(TextTests.body.advance(of: thai) == 1038.0 * 17 / 2048)
      #expect(Font.boldSystemFont(ofSize: 17).advance(of: thai) == 1172.0 * 17 / 2048)
      #expect(TextTests.body.advance(of: "\u{1F600}") > 0)
    }

    @Test func weightsFromSemiboldUseTheBoldTable() {
      let regular = TextTests.body.width(of: "Hello")
      let bold = Font.boldSystemFont(ofSize: 17).width(of: "Hello")
      #expect(bold == 44.16015625)
      for weight: Font.Weight in [.ultraLight, .thin, .light, .regular, .medium] {
        #expect(Font.systemFont(ofSize: 17, weight: weight).width(of: "Hello") == regular)
      }
      for weight: Font.Weight in [.semibold, .bold, .heavy, .black] {
        #expect(Font.systemFont(ofSize: 17, weight: weight).width(of: "Hello") == bold)
      }
      #expect(Font.boldSystemFont(ofSize: 17).lineHeight == TextTests.body.lineHeight)
      #expect(Font.boldSystemFont(ofSize: 17).fontName == "System Bold")
    }

    @Test func fontsAreValues() {
      #expect(Font.systemFont(ofSize: 17) == TextTests.body)
      #expect(Font.systemFont(ofSize: 17, weight: .bold) == Font.boldSystemFont(ofSize: 17))
      #expect(Font.systemFont(ofSize: 16) != TextTests.body)
      #expect(TextTests.body.withSize(13).lineHeight == Font.systemFont(ofSize: 13).lineHeight)
      #expect(Set([TextTests.body, .systemFont(ofSize: 17)]).count == 1)
    }

    @Test(.enabled(if: TextTests.hasDejaVu, TextTests.needsDejaVu))
    func fileFontMeasuresWithItsOwnMetrics() throws {
      let font = try Font.load(path: TextTests.dejaVuPath, size: 17)
      #expect(font.width(of: "Hello") == TextTests.body.width(of: "Hello"))
      #expect(font.ascender == 1901.0 * 17 / 2048)
      #expect(font.descender == -483.0 * 17 / 2048)
      #expect(font.lineHeight == 2384.0 * 17 / 2048)
      #expect(font.capHeight == nil)
      #expect(font.fontName == TextTests.dejaVuPath)
      // Hangul is not in DejaVu: the renderer draws .notdef (1106 units).
      #expect(font.width(of: "가") == 1106.0 * 17 / 2048)
    }

    @Test(.enabled(if: TextTests.hasDejaVu, TextTests.needsDejaVu))
    func libraryParsesEachPathOnce() throws {
      let library = FontLibrary()
      let body = try Font.load(path: TextTests.dejaVuPath, size: 17, library: library)
      let title = try Font.load(path: TextTests.dejaVuPath, size: 28, library: library)
      #expect(library.paths == [TextTests.dejaVuPath])
      guard case .file(let first) = body.source, case .file(let second) = title.source else {
        Issue.record("expected file fonts")
        return
      }
      #expect(first === second)
      #expect(body.withSize(28) == title)
    }

    @Test func loadingABadPathThrows() {
      #expect(
        throws: FontFileError(file: "/nope.ttf", problem: .unreadable(reason: "no such file"))
      ) {
        try Font.load(path: "/nope.ttf", size: 17, library: FontLibrary())
      }
    }
  }
}
