/// A font's Unicode-to-glyph mapping, decoded once from a `cmap` subtable.
///
/// Decoding checks every offset, so a lookup never fails: an unmapped scalar gives glyph 0.
struct CharacterMap: Sendable {
  /// A run of consecutive scalars `first...last`.
  struct Segment: Sendable {
    /// First scalar of the run.
    var first: UInt32
    /// Last scalar of the run.
    var last: UInt32
    /// Added to the scalar to give the glyph when ``glyphs`` is empty.
    var delta: Int
    /// Whether the sum wraps modulo 65536 (format 4) rather than not (format 12).
    var wraps: Bool
    /// The glyph of each scalar in the run, when the subtable lists them one by one.
    var glyphs: [UInt16]
  }

  /// Segments sorted by ``Segment/first``.
  private(set) var segments: [Segment]

  /// The glyph id of `scalar`, or 0.
  func glyph(for scalar: UInt32) -> Int {
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].first <= scalar { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return 0 }
    let segment = segments[low - 1]
    guard scalar <= segment.last else { return 0 }
    let index = Int(scalar - segment.first)
    if !segment.glyphs.isEmpty {
      return index < segment.glyphs.count ? Int(segment.glyphs[index]) : 0
    }
    let glyph = Int(scalar) + segment.delta
    return segment.wraps ? glyph & 0xFFFF : max(glyph, 0)
  }

  /// Subtables in order of preference: (platform, encoding, format).
  private static let preferences: [(UInt16, UInt16, UInt16)] = [
    (3, 10, 12), (0, 6, 12), (0, 4, 12), (3, 1, 4), (0, 3, 4), (0, 2, 4), (0, 1, 4), (0, 0, 4),
  ]

  /// Decodes the preferred Unicode subtable of `cmap`: Windows Unicode full repertoire or
  /// Unicode full (format 12) first, then BMP (format 4).
  init(reader: FontFileParser, cmap: TableRecord) throws(FontFileError.Problem) {
    let count = Int(try reader.u16(cmap, 2, needing: 4))
    var candidates: [(platform: UInt16, encoding: UInt16, format: UInt16, offset: Int)] = []
    for index in 0..<count {
      let record = 4 + 8 * index
      let needed = 4 + 8 * count
      let platform = try reader.u16(cmap, record, needing: needed)
      let encoding = try reader.u16(cmap, record + 2, needing: needed)
      let offset = Int(try reader.u32(cmap, record + 4, needing: needed))
      let format = try reader.u16(cmap, offset, needing: offset + 2)
      candidates.append((platform, encoding, format, offset))
    }
    for (platform, encoding, format) in Self.preferences {
      guard
        let chosen = candidates.first(where: {
          $0.platform == platform && $0.encoding == encoding && $0.format == format
        })
      else { continue }
      let segments =
        format == 12
        ? try Self.format12(reader, cmap, at: chosen.offset)
        : try Self.format4(reader, cmap, at: chosen.offset)
      self.segments = segments.sorted { ($0.first, $0.last) < ($1.first, $1.last) }
      return
    }
    throw .noUnicodeCmap
  }

  private static func format4(_ reader: FontFileParser, _ cmap: TableRecord, at base: Int)
    throws(FontFileError.Problem) -> [Segment]
  {
    let segmentCount = Int(try reader.u16(cmap, base + 6, needing: base + 14)) / 2
    let ends = base + 14
    let starts = ends + 2 * segmentCount + 2
    let deltas = starts + 2 * segmentCount
    let rangeOffsets = deltas + 2 * segmentCount
    let arraysEnd = rangeOffsets + 2 * segmentCount
    var segments: [Segment] = []
    for index in 0..<segmentCount {
      let last = try reader.u16(cmap, ends + 2 * index, needing: arraysEnd)
      let first = try reader.u16(cmap, starts + 2 * index, needing: arraysEnd)
      let delta = Int(try reader.u16(cmap, deltas + 2 * index, needing: arraysEnd))
      let rangeOffset = Int(try reader.u16(cmap, rangeOffsets + 2 * index, needing: arraysEnd))
      if first == 0xFFFF { continue }
      guard first <= last else {
        throw .invalidValue(
          tag: "cmap", field: "format 4 segment \(index) startCode", value: Int(first),
          expected: "at most its endCode \(last)")
      }
      var glyphs: [UInt16] = []
      if rangeOffset != 0 {
        let firstGlyph = rangeOffsets + 2 * index + rangeOffset
        let needed = firstGlyph + 2 * (Int(last) - Int(first) + 1)
        for scalar in Int(first)...Int(last) {
          let glyph = try reader.u16(cmap, firstGlyph + 2 * (scalar - Int(first)), needing: needed)
          glyphs.append(glyph == 0 ? 0 : UInt16(truncatingIfNeeded: Int(glyph) + delta))
        }
      }
      segments.append(
        Segment(
          first: UInt32(first), last: UInt32(last), delta: delta, wraps: true, glyphs: glyphs))
    }
    return segments
  }

  private static func format12(_ reader: FontFileParser, _ cmap: TableRecord, at base: Int)
    throws(FontFileError.Problem) -> [Segment]
  {
    let groupCount = Int(try reader.u32(cmap, base + 12, needing: base + 16))
    let needed = base + 16 + 12 * groupCount
    var segments: [Segment] = []
    for index in 0..<groupCount {
      let group = base + 16 + 12 * index
      let first = try reader.u32(cmap, group, needing: needed)
      let last = try reader.u32(cmap, group + 4, needing: needed)
      let glyph = Int(try reader.u32(cmap, group + 8, needing: needed))
      guard first <= last, last <= 0x10FFFF else {
        throw .invalidValue(
          tag: "cmap", field: "format 12 group \(index) endCharCode", value: Int(last),
          expected: "from its startCharCode \(first) to 1114111")
      }
      segments.append(
        Segment(first: first, last: last, delta: glyph - Int(first), wraps: false, glyphs: []))
    }
    return segments
  }
}
