import Foundation
import Testing

/// A render tree printed by `--format json`, decoded for tests that read a few values.
struct RenderJSON {
  /// The top-level object.
  let root: [String: Any]

  /// Decodes `text` (one JSON object).
  init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    root = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
  }

  /// The windows, back to front.
  var windows: [[String: Any]] { root["windows"] as? [[String: Any]] ?? [] }

  /// The first view whose id is `id`, front window first, depth first.
  func view(_ id: String) -> [String: Any]? {
    func find(_ views: [[String: Any]]) -> [String: Any]? {
      for view in views {
        if view["id"] as? String == id { return view }
        if let found = find(view["subviews"] as? [[String: Any]] ?? []) { return found }
      }
      return nil
    }
    for window in windows.reversed() {
      if let found = find(window["views"] as? [[String: Any]] ?? []) { return found }
    }
    return nil
  }

  /// The texts of the lines drawn for the view `id` (its `text.lines[].text`).
  func drawnLines(_ id: String) -> [String]? {
    let text = view(id)?["text"] as? [String: Any]
    return (text?["lines"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
  }

  /// The `text` object of the view `id`.
  func text(_ id: String) -> [String: Any]? { view(id)?["text"] as? [String: Any] }
}
