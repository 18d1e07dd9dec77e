/// Where the values of a parsed JSON document start, so a reader that names a problem by
/// its JSON path (`windows[0].views[1]`, `screen.width`) can also give the file's line and
/// column.
///
/// ``JSONParser/parseRecordingPositions(_:)`` fills it with one node per value, shaped as
/// the value tree (no path strings, so its size is linear in the file's whatever the
/// keys); ``JSONParser/parse(_:)`` records nothing, so large files pay nothing for it.
package struct JSONPositions {
  /// The byte offsets of one value, and of its key if it is an object's member.
  package struct Entry: Equatable {
    /// The offset of the key's opening quote (nil for array elements and the root).
    package var key: Int?
    /// The offset of the value's first byte.
    package var value: Int
  }

  /// One value: its offsets and, for an array or object, where its children's node
  /// indices are in `children` (in member or element order).
  private struct Node {
    var entry: Entry
    var childStart = 0
    var childCount = 0
  }

  /// The nodes in the order their values start (the root first).
  private var nodes: [Node] = []
  private var children: [Int] = []
  /// The parsed value, whose member keys a path is looked up by.
  var root = JSONValue.null

  /// How many values were recorded.
  var count: Int { nodes.count }

  /// Records a value that starts at `value` (its key at `key`); returns its node index.
  mutating func begin(key: Int?, value: Int) -> Int {
    nodes.append(Node(entry: Entry(key: key, value: value)))
    return nodes.count - 1
  }

  /// Records the children of the array or object at `node`.
  mutating func finish(_ node: Int, children nodeChildren: [Int]) {
    nodes[node].childStart = children.count
    nodes[node].childCount = nodeChildren.count
    children += nodeChildren
  }

  /// The offsets of the value at `path` (`a.b[2].c`; the root is `""` or `top level`), if
  /// the document has one there.
  package subscript(path path: String) -> Entry? {
    let (entry, complete) = walk(path)
    return complete ? entry : nil
  }

  /// The offsets at `path`, or at its nearest ancestor the document has (`a.b[2].c`, then
  /// `a.b[2]`, `a.b`, `a`, the root); nil only when nothing was recorded. A key that holds
  /// `.` or `[` reads as several steps, so its value is found by its parent's position.
  package func nearest(_ path: String) -> Entry? {
    walk(path).entry
  }

  /// Follows `path` from the root as far as the document goes.
  private func walk(_ path: String) -> (entry: Entry?, complete: Bool) {
    guard !nodes.isEmpty else { return (nil, false) }
    var node = 0
    var value = root
    for step in Self.steps(path == "top level" ? "" : path) {
      let next: (index: Int, value: JSONValue)?
      switch (step, value) {
      case (.key(let key), .object(let members)):
        next = members.firstIndex { $0.key == key }.map { ($0, members[$0].value) }
      case (.index(let i), .array(let elements)) where elements.indices.contains(i):
        next = (i, elements[i])
      default: next = nil
      }
      guard let next, next.index < nodes[node].childCount else {
        return (nodes[node].entry, false)
      }
      node = children[nodes[node].childStart + next.index]
      value = next.value
    }
    return (nodes[node].entry, true)
  }

  private enum Step {
    case key(String)
    case index(Int)
  }

  /// `a.b[2][0].c` as keys and indices.
  private static func steps(_ path: String) -> [Step] {
    var steps: [Step] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) where !path.isEmpty {
      var rest = part[...]
      if let open = rest.firstIndex(of: "[") {
        steps.append(.key(String(rest[..<open])))
        rest = rest[open...]
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
          guard let index = Int(rest[rest.index(after: rest.startIndex)..<close]) else { break }
          steps.append(.index(index))
          rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { steps.append(.key(String(rest))) }
      } else {
        steps.append(.key(String(rest)))
      }
    }
    return steps
  }
}
