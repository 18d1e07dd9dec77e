/// Variable names interned while a system file is read: each distinct name becomes a dense
/// index (in order of first use) and one `String`, looked up by its UTF-8 bytes straight
/// from the file, so a term costs a hash of its bytes instead of a new `String` and a
/// dictionary lookup.
///
/// Names are equal as Swift's `String`s are (canonical equivalence: `é` written as one
/// scalar or as `e` and a combining accent is one name), as ``ResolvedNames``'s dictionary
/// has them. For ASCII that is byte equality, so ASCII names go through an open-addressing
/// table (linear probing, at most half full) of indices into `names`; from the first name
/// that is not ASCII on, every name goes through a `[String: Int32]` dictionary instead.
struct NameTable {
  /// The names in order of first use.
  private(set) var names: [String] = []
  /// Every name's UTF-8 bytes back to back; name `i` is `bytes[starts[i]..<starts[i + 1]]`.
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  /// 0 for an empty slot, else ``entry(_:_:)``; the count is a power of two.
  private var slots: [UInt64]
  /// The last name seen per hash bucket, in a table small enough to stay in the L1 cache:
  /// files name the same few variables many times in a row (a view's frame), and a probe of
  /// `slots` (megabytes for 300,000 names) is a cache miss most of the reader's time went to.
  private var recent = [UInt64](repeating: 0, count: 256)
  /// Every name by its `String`, once a name that is not ASCII has been seen.
  private var dictionary: [String: Int32]?

  /// A table sized for about `expectedCount` names, so a large file does not rehash
  /// (`SystemFileReader` guesses one name per 150 bytes of input, as the benchmark families
  /// have it; a wrong guess only costs a rehash or some memory).
  init(expectedCount: Int = 0) {
    var count = 1024
    while count < expectedCount * 2 { count *= 2 }
    slots = [UInt64](repeating: 0, count: count)
    // Reserved, not touched: growing by copying cost a tenth of adding a name.
    names.reserveCapacity(expectedCount)
    bytes.reserveCapacity(expectedCount * 16)
    starts.reserveCapacity(expectedCount + 1)
    hashes.reserveCapacity(expectedCount)
  }

  /// The index of the ASCII name whose bytes are `input[range]`.
  @inline(__always)
  mutating func index(of input: [UInt8], _ range: Range<Int>) -> Int32 {
    index(of: input, range, hashed: Self.hashing(input[range]))
  }

  /// The index of the ASCII name whose bytes are `input[range]`, which ``hashing(_:_:)`` took
  /// from ``hashSeed`` to `hashed` (a reader that hashes a name as it reads it).
  @inline(__always)
  mutating func index(of input: [UInt8], _ range: Range<Int>, hashed: UInt64) -> Int32 {
    if dictionary != nil { return index(of: String(decoding: input[range], as: UTF8.self)) }
    return asciiIndex(of: input, range, text: nil, hash: Self.finished(hashed))
  }

  /// The index of `name`.
  mutating func index(of name: String) -> Int32 {
    if dictionary == nil {
      if name.utf8.allSatisfy({ $0 < 0x80 }) {
        let utf8 = Array(name.utf8)
        return asciiIndex(
          of: utf8, 0..<utf8.count, text: name, hash: Self.finished(Self.hashing(utf8[...])))
      }
      dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, Int32($0)) })
    }
    if let index = dictionary?[name] { return index }
    let index = Int32(names.count)
    names.append(name)
    dictionary?[name] = index
    return index
  }

  @inline(__always)
  private mutating func asciiIndex(
    of input: [UInt8], _ range: Range<Int>, text: String?, hash: UInt64
  ) -> Int32 {
    let recentSlot = Int(truncatingIfNeeded: hash >> 20) & (recent.count - 1)
    let seen = recent[recentSlot]
    if seen != 0, seen >> 32 == hash >> 32 {
      let index = Int(truncatingIfNeeded: seen & 0xFFFF_FFFF) - 1
      if equals(index, input, range) { return Int32(index) }
    }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      if entry >> 32 == hash >> 32, equals(index, input, range) {
        recent[recentSlot] = entry
        return Int32(index)
      }
      slot = (slot + 1) & mask
    }
    return insert(input, range, text: text, hash: hash, slot: slot, recentSlot: recentSlot)
  }

  /// Adds the name `input[range]` (or `text`), new, at `slot` of `slots`.
  @inline(never)
  private mutating func insert(
    _ input: [UInt8], _ range: Range<Int>, text: String?, hash: UInt64, slot: Int,
    recentSlot: Int
  ) -> Int32 {
    let index = Int32(names.count)
    names.append(text ?? String(decoding: input[range], as: UTF8.self))
    bytes.append(contentsOf: input[range])
    starts.append(bytes.count)
    hashes.append(hash)
    slots[slot] = Self.entry(hash, index)
    recent[recentSlot] = slots[slot]
    if names.count * 2 > slots.count { grow() }
    return index
  }

  /// A slot's value: the hash's high half (to skip most byte comparisons) and index + 1.
  private static func entry(_ hash: UInt64, _ index: Int32) -> UInt64 {
    hash & 0xFFFF_FFFF_0000_0000 | UInt64(index + 1)
  }

  /// Names are hashed with FNV-1a, byte by byte from this seed (``hashing(_:_:)``), then
  /// ``finished(_:)``.
  static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325

  /// One byte more of a name's FNV-1a hash.
  @inline(__always)
  static func hashing(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  /// `name`'s bytes hashed from ``hashSeed``.
  @inline(__always)
  private static func hashing(_ name: ArraySlice<UInt8>) -> UInt64 {
    name.reduce(hashSeed, hashing)
  }

  /// The hash's high bits mixed down, for the slot and recent-name indices (hashing is not
  /// what costs here: a probe of `slots` that misses the cache is).
  @inline(__always)
  private static func finished(_ hash: UInt64) -> UInt64 {
    hash ^ (hash >> 29)
  }

  @inline(__always)
  private func equals(_ index: Int, _ input: [UInt8], _ range: Range<Int>) -> Bool {
    let start = starts[index]
    guard starts[index + 1] - start == range.count else { return false }
    // Two slices, each checked against its array once: the loop itself is not checked.
    return bytes[start..<(start + range.count)].elementsEqual(input[range])
  }

  private mutating func grow() {
    slots = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Self.entry(hash, Int32(index))
    }
  }
}
