import Foundation

/// Greedy line breaking for ``TextLayout``.
///
/// A paragraph (text between newlines) is cut into pieces: a piece is content that may not
/// be broken (a word, or a single Hangul/CJK character) followed by the spaces after it.
/// Pieces fill a line while its width, counting the spaces between pieces but not those
/// hanging at its end, is at most `maxWidth`. A piece wider than `maxWidth` on its own is
/// split between characters.
struct LineBreaker {
  /// The font that measures.
  let font: Font
  /// The line width limit in points, `nil` for none.
  let maxWidth: CGFloat?

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
  private var output: [TextLayout.Line] = []

  init(font: Font, maxWidth: CGFloat?) {
    self.font = font
    self.maxWidth = maxWidth
  }

  /// The lines of `text`; none for an empty string.
  mutating func lines(of text: String) -> [TextLayout.Line] {
    output = []
    guard !text.isEmpty else { return [] }
    var paragraph: [Character] = []
    for character in text {
      if character.isNewline {
        layOut(paragraph)
        paragraph = []
      } else {
        paragraph.append(character)
      }
    }
    layOut(paragraph)
    return output
  }

  /// Appends the lines of one paragraph (at least one, empty for an empty paragraph).
  private mutating func layOut(_ paragraph: [Character]) {
    characters = paragraph
    advances = paragraph.map { font.advanceUnits(of: $0) }
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
      output.append(TextLayout.Line(text: "", width: 0))
    }
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
      let betweenWide =
        current.contentEnd > current.start
        && TextScalar.isWide(characters[current.contentEnd - 1]) && TextScalar.isWide(character)
      if afterSpaces || betweenWide {
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
    return font.points(units) <= maxWidth + Screen.pixelTolerance
  }

  private mutating func emit(_ line: OpenLine) {
    let text = String(characters[line.start..<line.contentEnd])
    output.append(TextLayout.Line(text: text, width: font.points(line.units)))
  }
}
