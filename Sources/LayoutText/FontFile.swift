import Foundation

/// The metrics of a TrueType or OpenType font file: units per em, line metrics and the
/// advance width of every character the font maps.
///
/// Reads `head` (unitsPerEm), `hhea` (ascender, descender, lineGap, numberOfHMetrics),
/// `maxp` (numGlyphs), `hmtx` (advances), `cmap` (format 12 or 4 Unicode subtables) and,
/// when present, `OS/2` (capHeight). A collection (`.ttc`) gives its first font. Every read
/// is bounds-checked: a malformed file is a thrown ``FontFileError``, never a crash.
///
/// ```swift
/// let file = try FontFile(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf")
/// file.unitsPerEm                 // 2048
/// file.advance(for: "H")          // 1386 (font units)
/// ```
public struct FontFile: Sendable {
  /// The path the font was read from, or the name given to bytes parsed from memory.
  public let name: String
  /// Font units per em (`head.unitsPerEm`).
  public let unitsPerEm: Int
  /// Distance from the baseline to the top of a line, in font units (`hhea.ascender`).
  public let ascender: Int
  /// Distance from the baseline to the bottom of a line, in font units; negative below the
  /// baseline (`hhea.descender`).
  public let descender: Int
  /// Extra space between lines, in font units (`hhea.lineGap`).
  public let lineGap: Int
  /// Height of capital letters in font units (`OS/2.sCapHeight`, version 2 and later), or
  /// `nil` when the font does not record it.
  public let capHeight: Int?
  /// Number of glyphs (`maxp.numGlyphs`).
  public var glyphCount: Int { advances.count }

  /// Advance width of each glyph, indexed by glyph id.
  let advances: [UInt16]
  /// Unicode scalar to glyph id.
  let characterMap: CharacterMap

  /// Reads and parses the font file at `path`.
  ///
  /// - Throws: ``FontFileError`` naming `path` when the file cannot be read, is a directory,
  ///   or is not a well-formed TrueType/OpenType font or collection.
  public init(path: String) throws(FontFileError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FontFileError(file: path, problem: .unreadable(reason: "no such file"))
    }
    if isDirectory.boolValue {
      throw FontFileError(file: path, problem: .isDirectory)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FontFileError(
        file: path, problem: .unreadable(reason: "permission denied or I/O error"))
    }
    try self.init(bytes: [UInt8](data), name: path)
  }

  /// Parses a font from bytes in memory; `name` stands for the file in error messages.
  ///
  /// - Throws: ``FontFileError`` naming `name` when the bytes are not a well-formed
  ///   TrueType/OpenType font or collection.
  public init(data: Data, name: String) throws(FontFileError) {
    try self.init(bytes: [UInt8](data), name: name)
  }

  /// Parses a font from bytes in memory; `name` stands for the file in error messages.
  ///
  /// - Throws: ``FontFileError`` naming `name` when the bytes are not a well-formed
  ///   TrueType/OpenType font or collection.
  public init(bytes: [UInt8], name: String) throws(FontFileError) {
    do {
      let parsed = try FontFileParser(bytes: bytes).parse()
      self.name = name
      self.unitsPerEm = parsed.unitsPerEm
      self.ascender = parsed.ascender
      self.descender = parsed.descender
      self.lineGap = parsed.lineGap
      self.capHeight = parsed.capHeight
      self.advances = parsed.advances
      self.characterMap = parsed.characterMap
    } catch {
      throw FontFileError(file: name, problem: error)
    }
  }

  /// The glyph id `cmap` gives `scalar`, or 0 (`.notdef`) when the font does not map it.
  public func glyph(for scalar: Unicode.Scalar) -> Int {
    let glyph = characterMap.glyph(for: scalar.value)
    return glyph < advances.count ? glyph : 0
  }

  /// Whether the font has a glyph for `scalar`.
  public func covers(_ scalar: Unicode.Scalar) -> Bool {
    glyph(for: scalar) != 0
  }

  /// The advance width of `scalar` in font units: its glyph's `hmtx` advance, or the
  /// `.notdef` glyph's advance when the font does not map it (what a renderer draws).
  public func advance(for scalar: Unicode.Scalar) -> Int {
    Int(advances[glyph(for: scalar)])
  }
}
