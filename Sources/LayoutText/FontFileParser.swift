/// The values ``FontFile`` keeps, read by ``Parser``.
struct ParsedFont {
  var unitsPerEm: Int
  var ascender: Int
  var descender: Int
  var lineGap: Int
  var capHeight: Int?
  var advances: [UInt16]
  var characterMap: CharacterMap
}

/// Reads the tables of one font; every read checks its bounds.
struct FontFileParser {
  typealias Problem = FontFileError.Problem

  let bytes: [UInt8]

  func parse() throws(Problem) -> ParsedFont {
    let start = try fontStart()
    let tables = try tableDirectory(at: start)
    let head = try table("head", in: tables)
    let hhea = try table("hhea", in: tables)
    let maxp = try table("maxp", in: tables)
    let hmtx = try table("hmtx", in: tables)
    let cmap = try table("cmap", in: tables)

    let unitsPerEm = Int(try u16(head, 18, needing: 54))
    guard (16...16384).contains(unitsPerEm) else {
      throw .invalidValue(
        tag: "head", field: "unitsPerEm", value: unitsPerEm, expected: "16 to 16384")
    }
    let ascender = Int(Int16(bitPattern: try u16(hhea, 4, needing: 36)))
    let descender = Int(Int16(bitPattern: try u16(hhea, 6, needing: 36)))
    let lineGap = Int(Int16(bitPattern: try u16(hhea, 8, needing: 36)))
    let metricCount = Int(try u16(hhea, 34, needing: 36))
    let glyphCount = Int(try u16(maxp, 4, needing: 6))
    guard glyphCount > 0 else {
      throw .invalidValue(tag: "maxp", field: "numGlyphs", value: 0, expected: "at least 1")
    }
    guard (1...glyphCount).contains(metricCount) else {
      throw .invalidValue(
        tag: "hhea", field: "numberOfHMetrics", value: metricCount,
        expected: "1 to numGlyphs (\(glyphCount))")
    }
    let advances = try readAdvances(hmtx, metricCount: metricCount, glyphCount: glyphCount)
    let characterMap = try CharacterMap(reader: self, cmap: cmap)
    return ParsedFont(
      unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
      capHeight: try capHeight(tables), advances: advances, characterMap: characterMap)
  }

  /// Offset of the font's offset table: 0, or the first font's offset in a collection.
  private func fontStart() throws(Problem) -> Int {
    guard bytes.count >= 4 else {
      if bytes.isEmpty { throw .notAFont(signature: []) }
      throw .truncated(what: "the font header", needed: 12, size: bytes.count)
    }
    let tag = try u32(at: 0, what: "the font header", needing: 4)
    guard tag == Self.collectionTag else { return 0 }
    let fontCount = try u32(at: 8, what: "the collection header", needing: 12)
    guard fontCount > 0 else { throw .emptyCollection }
    let offset = Int(try u32(at: 12, what: "the collection header", needing: 16))
    guard offset + 12 <= bytes.count else {
      throw .truncated(what: "the collection's first font", needed: offset + 12, size: bytes.count)
    }
    return offset
  }

  private static let collectionTag: UInt32 = 0x7474_6366  // 'ttcf'
  private static let fontTags: Set<UInt32> = [
    0x0001_0000,  // TrueType
    0x7472_7565,  // 'true'
    0x4F54_544F,  // 'OTTO' (CFF outlines)
  ]

  /// The table records of the offset table at `start`, by tag.
  private func tableDirectory(at start: Int) throws(Problem) -> [String: TableRecord] {
    let version = try u32(at: start, what: "the font header", needing: start + 4)
    guard Self.fontTags.contains(version) else {
      throw .notAFont(signature: Array(bytes[start..<start + 4]))
    }
    let count = Int(try u16(at: start + 4, what: "the font header", needing: start + 12))
    let directoryEnd = start + 12 + 16 * count
    guard directoryEnd <= bytes.count else {
      throw .truncated(
        what: "the table directory (\(count) tables)", needed: directoryEnd, size: bytes.count)
    }
    var tables: [String: TableRecord] = [:]
    for index in 0..<count {
      let entry = start + 12 + 16 * index
      let tag = String(decoding: bytes[entry..<entry + 4], as: UTF8.self)
      let offset = Int(try u32(at: entry + 8, what: "the table directory", needing: directoryEnd))
      let length = Int(try u32(at: entry + 12, what: "the table directory", needing: directoryEnd))
      // The first record for a tag wins, as in the binary search renderers do.
      if tables[tag] == nil {
        tables[tag] = TableRecord(tag: tag, offset: offset, length: length)
      }
    }
    return tables
  }

  /// The record of a required table, checked to lie inside the file.
  private func table(_ tag: String, in tables: [String: TableRecord]) throws(Problem)
    -> TableRecord
  {
    guard let record = tables[tag] else { throw .missingTable(tag) }
    guard record.offset + record.length <= bytes.count else {
      throw .tableOutOfRange(
        tag: tag, offset: record.offset, length: record.length, size: bytes.count)
    }
    return record
  }

  private func readAdvances(_ hmtx: TableRecord, metricCount: Int, glyphCount: Int)
    throws(Problem) -> [UInt16]
  {
    let needed = 4 * metricCount + 2 * (glyphCount - metricCount)
    guard needed <= hmtx.length else {
      throw .tableTooShort(tag: "hmtx", needed: needed, length: hmtx.length)
    }
    var advances: [UInt16] = []
    advances.reserveCapacity(glyphCount)
    for index in 0..<metricCount {
      advances.append(try u16(hmtx, 4 * index, needing: needed))
    }
    let last = advances[metricCount - 1]
    advances.append(contentsOf: repeatElement(last, count: glyphCount - metricCount))
    return advances
  }

  /// `OS/2.sCapHeight` when the table is present, in the file and version 2 or later.
  private func capHeight(_ tables: [String: TableRecord]) throws(Problem) -> Int? {
    guard let os2 = tables["OS/2"], os2.offset + os2.length <= bytes.count, os2.length >= 90
    else { return nil }
    guard try u16(os2, 0, needing: 90) >= 2 else { return nil }
    return Int(Int16(bitPattern: try u16(os2, 88, needing: 90)))
  }

  // MARK: Bounds-checked reads

  /// The big-endian `UInt16` at `offset` into `table`; `needing` is the table length the
  /// read requires, reported when the table is shorter.
  func u16(_ table: TableRecord, _ offset: Int, needing: Int) throws(Problem) -> UInt16 {
    guard offset >= 0, offset + 2 <= table.length, needing <= table.length else {
      throw .tableTooShort(tag: table.tag, needed: max(needing, offset + 2), length: table.length)
    }
    let at = table.offset + offset
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  /// The big-endian `UInt32` at `offset` into `table`.
  func u32(_ table: TableRecord, _ offset: Int, needing: Int) throws(Problem) -> UInt32 {
    let high = try u16(table, offset, needing: max(needing, offset + 4))
    let low = try u16(table, offset + 2, needing: max(needing, offset + 4))
    return UInt32(high) << 16 | UInt32(low)
  }

  private func u16(at offset: Int, what: String, needing: Int) throws(Problem) -> UInt16 {
    guard offset >= 0, offset + 2 <= bytes.count else {
      throw .truncated(what: what, needed: max(needing, offset + 2), size: bytes.count)
    }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  private func u32(at offset: Int, what: String, needing: Int) throws(Problem) -> UInt32 {
    let high = try u16(at: offset, what: what, needing: max(needing, offset + 4))
    let low = try u16(at: offset + 2, what: what, needing: max(needing, offset + 4))
    return UInt32(high) << 16 | UInt32(low)
  }
}

/// Where a table sits in the file.
struct TableRecord: Sendable {
  /// The four-character tag, e.g. `"cmap"`.
  var tag: String
  /// Byte offset from the start of the file.
  var offset: Int
  /// Length in bytes.
  var length: Int
}
