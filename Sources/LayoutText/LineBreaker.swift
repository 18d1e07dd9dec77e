import Foundation
import LayoutGeometry

/// Greedy line breaking for ``TextLayout``.
///
/// A paragraph (text between newlines) is cut into pieces: a piece is content that may not
/// be broken (a word, or a single Hangul/CJK character) followed by the spaces after it.
/// Pieces fill a line while its width, counting the spaces between pieces but not those
/// hanging at its end, is at most `maxWidth`. A piece wider than `maxWidth` on its own is
/// split between characters. With `breaksAtCharacters` (``LineBreakMode/byCharWrapping``)
/// every character is a piece of its own.
struct LineBreaker {
  /// The font that measures.
  let font: Font
  /// The line width limit in points, `nil` for none.
  let maxWidth: CGFloat?
  /// Whether a line may break between any two characters, not only at spaces.
  let breaksAtCharacters: Bool

  /// A paragraph (text between newlines) and the lines it breaks into.
  struct Paragraph {
    /// The paragraph's characters.
    var characters: [Character]
    /// Each character's advance in font units.
    var advances: [Double]
    /// The lines, top to bottom: at least one, empty for an empty paragraph.
    var lines: [Span]
  }

  /// One line of a paragraph: the characters `start..<end` (hanging spaces not included),
  /// measuring `units`.
  struct Span {
    var start: Int
    var end: Int
    var units: Double
  }

  /// A run of characters in a paragraph: `content` then `spaces`, by character index.
  private struct Piece {
    var start: Int
    var contentEnd: Int
    var end: Int
    var contentUnits: Double
    var spaceUnits: Double
  }

  /// The line being filled: characters `start..<contentEnd` measure `units`; `hanging` is
  /// the width of the spaces after it.
  private struct OpenLine {
    var start: Int
    var contentEnd: Int
    var units: Double
    var hanging: Double
  }

  private var characters: [Character] = []
  private var advances: [Double] = []
  private var output: [Span] = []

  init(font: Font, maxWidth: CGFloat?, breaksAtCharacters: Bool = false) {
    self.font = font
    self.maxWidth = maxWidth
    self.breaksAtCharacters = breaksAtCharacters
  }

  /// The lines of `text`; none for an empty string.
  mutating func lines(of text: String) -> [TextLayout.Line] {
    paragraphs(of: text).flatMap { paragraph in
      paragraph.lines.map { span in
        TextLayout.Line(
          text: String(paragraph.characters[span.start..<span.end]),
          width: font.points(span.units))
      }
    }
  }

  /// The paragraphs of `text` with their lines; none for an empty string.
  mutating func paragraphs(of text: String) -> [Paragraph] {
    guard !text.isEmpty else { return [] }
    var paragraphs: [Paragraph] = []
    var paragraph: [Character] = []
    for character in text {
      if character.isNewline {
        paragraphs.append(layOut(paragraph))
        paragraph = []
      } else {
        paragraph.append(character)
      }
    }
    paragraphs.append(layOut(paragraph))
    return paragraphs
  }

  /// One paragraph broken into lines (at least one, empty for an empty paragraph).
  private mutating func layOut(_ paragraph: [Character]) -> Paragraph {
    characters = paragraph
    advances = paragraph.map { font.advanceUnits(of: $0) }
    output = []
    var line: OpenLine?
    for piece in pieces() {
      if var open = line {
        let units = open.units + open.hanging + piece.contentUnits
        if fits(units) {
          open.contentEnd = piece.contentEnd
          open.units = units
          open.hanging = piece.spaceUnits
          line = open
          continue
        }
        emit(open)
      }
      line = start(piece)
    }
    if let line {
      emit(line)
    } else {
      output.append(Span(start: 0, end: 0, units: 0))
    }
    return Paragraph(characters: characters, advances: advances, lines: output)
  }

  /// The paragraph cut into pieces at spaces and between wide characters.
  private func pieces() -> [Piece] {
    var pieces: [Piece] = []
    var current = Piece(start: 0, contentEnd: 0, end: 0, contentUnits: 0, spaceUnits: 0)
    for (index, character) in characters.enumerated() {
      if TextScalar.isBreakingSpace(character) {
        current.end = index + 1
        current.spaceUnits += advances[index]
        continue
      }
      let afterSpaces = current.end > current.contentEnd
      let hasContent = current.contentEnd > current.start
      let betweenWide =
        hasContent && TextScalar.isWide(characters[current.contentEnd - 1])
        && TextScalar.isWide(character)
      if afterSpaces || betweenWide || (breaksAtCharacters && hasContent) {
        pieces.append(current)
        current = Piece(start: index, contentEnd: index, end: index, contentUnits: 0, spaceUnits: 0)
      }
      current.contentEnd = index + 1
      current.end = index + 1
      current.contentUnits += advances[index]
    }
    if current.end > current.start { pieces.append(current) }
    return pieces
  }

  /// A new line holding `piece`; first emits full lines of the piece's characters when the
  /// piece alone is too wide.
  private mutating func start(_ piece: Piece) -> OpenLine {
    var line = OpenLine(start: piece.start, contentEnd: piece.start, units: 0, hanging: 0)
    if fits(piece.contentUnits) {
      line.contentEnd = piece.contentEnd
      line.units = piece.contentUnits
    } else {
      for index in piece.start..<piece.contentEnd {
        let units = line.units + advances[index]
        if line.contentEnd > line.start, !fits(units) {
          emit(line)
          line = OpenLine(start: index, contentEnd: index + 1, units: advances[index], hanging: 0)
        } else {
          line.contentEnd = index + 1
          line.units = units
        }
      }
    }
    line.hanging = piece.spaceUnits
    return line
  }

  /// Whether a line of `units` font units fits `maxWidth` (within 10⁻⁶ pt).
  private func fits(_ units: Double) -> Bool {
    guard let maxWidth else { return true }
    return font.points(units) <= maxWidth + PixelGrid.tolerance
  }

  private mutating func emit(_ line: OpenLine) {
    output.append(Span(start: line.start, end: line.contentEnd, units: line.units))
  }
}
