/// Where the values of a parsed JSON document start, by JSON path (`windows[0].views[1]`,
/// `screen.width`; the root is the empty path), so a reader that names a problem by its
/// path can also give the file's line and column.
///
/// ``JSONParser/parseRecordingPositions(_:)`` fills it; ``JSONParser/parse(_:)`` records
/// nothing, so large files pay nothing for it.
package struct JSONPositions {
  /// The byte offsets of one value, and of its key if it is an object's member.
  package struct Entry: Equatable {
    /// The offset of the key's opening quote (nil for array elements and the root).
    package var key: Int?
    /// The offset of the value's first byte.
    package var value: Int
  }

  private var entries: [String: Entry] = [:]

  /// Records a value's offsets; the first record of a path wins (two keys such as
  /// `"a.b"` and `"a": {"b": …}` spell the same path).
  mutating func record(_ path: String, key: Int?, value: Int) {
    if entries[path] == nil { entries[path] = Entry(key: key, value: value) }
  }

  /// The offsets of the value at `path`, if one was recorded.
  package subscript(path path: String) -> Entry? { entries[path] }

  /// The offsets at `path`, or at its nearest recorded ancestor (`a.b[2].c`, then
  /// `a.b[2]`, `a.b`, `a`, the root); nil only when nothing was recorded.
  package func nearest(_ path: String) -> Entry? {
    var path = Substring(path)
    while true {
      if let entry = entries[String(path)] { return entry }
      guard !path.isEmpty else { return nil }
      if let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) {
        path = path[..<cut]
      } else {
        path = ""
      }
    }
  }
}
