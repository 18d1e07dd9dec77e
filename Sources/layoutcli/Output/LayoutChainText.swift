import Foundation

/// The constraint strings of a layout file by their JSON paths
/// (`windows[1].views[0].constraints[2]`), for the inspector page's "as written": read with
/// Foundation's JSON parser from the bytes the file was loaded from, apart from the layout
/// file reader.
struct LayoutChainText {
  private let root: Any?

  /// The file's JSON (nothing is found when it does not parse).
  init(bytes: [UInt8]) {
    root = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
  }

  /// The string at a path made of `.key` and `[index]` steps (a location may carry more
  /// after the path, such as `:3:14`; it is ignored), or nil.
  func text(at location: String) -> String? {
    var value = root
    var rest = Substring(location)
    while !rest.isEmpty {
      if rest.first == "." { rest = rest.dropFirst() }
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
          let array = value as? [Any], array.indices.contains(index)
        else { return nil }
        value = array[index]
        rest = rest[rest.index(after: close)...]
      } else {
        let end =
          rest.firstIndex { $0 == "." || $0 == "[" || $0 == ":" || $0 == "#" }
          ?? rest.endIndex
        let key = String(rest[..<end])
        guard !key.isEmpty, let object = value as? [String: Any] else { return nil }
        value = object[key]
        rest = rest[end...]
      }
      if rest.first == ":" || rest.first == "#" { break }
    }
    return value as? String
  }
}
