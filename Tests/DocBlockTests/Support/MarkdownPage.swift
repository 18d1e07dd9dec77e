import Foundation

/// A Markdown page of the package (README.md, Docs/…, the DocC catalog) as its fenced code
/// blocks, each with the `doc-block:` annotations written just above it.
struct MarkdownPage: Sendable {
  /// The page's path relative to the package root (`Docs/Views.md`).
  var path: String
  /// The fenced blocks in page order.
  var fences: [Fence]

  /// A fenced code block.
  struct Fence: Sendable, Equatable {
    /// The info string after the opening fence (`swift`, `sh`, `xml`, or empty).
    var info: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The lines between the fences, with the fence's own indentation removed.
    var lines: [String]
    /// The `doc-block:` annotations on the lines just above the fence (blank lines between
    /// them allowed), top to bottom.
    var annotations: [String]

    /// The page line of `lines[index]`.
    func pageLine(ofLine index: Int) -> Int { line + 1 + index }
  }

  /// Reads the fences of `text`.
  init(path: String, text: String) {
    self.path = path
    var fences: [Fence] = []
    let lines = text.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      guard rest.hasPrefix("```") else {
        index += 1
        continue
      }
      var body: [String] = []
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
        let content = lines[end]
        body.append(
          content.hasPrefix(indent) ? String(content.dropFirst(indent.count)) : content)
        end += 1
      }
      fences.append(
        Fence(
          info: rest.dropFirst(3).trimmingCharacters(in: .whitespaces), line: index + 1,
          lines: body, annotations: Self.annotations(above: index, in: lines)))
      index = end + 1
    }
    self.fences = fences
  }

  /// The prefix of an annotation comment.
  static let annotationPrefix = "<!-- doc-block:"

  /// The annotations on the lines above `index`: a run of `<!-- doc-block: … -->` lines,
  /// blank lines allowed between them and the fence.
  static func annotations(above index: Int, in lines: [String]) -> [String] {
    var found: [String] = []
    var line = index - 1
    while line >= 0 {
      let text = lines[line].trimmingCharacters(in: .whitespaces)
      if text.isEmpty {
        line -= 1
        continue
      }
      guard text.hasPrefix(annotationPrefix), text.hasSuffix("-->") else { break }
      let inner = text.dropFirst(annotationPrefix.count).dropLast(3)
      found.insert(inner.trimmingCharacters(in: .whitespaces), at: 0)
      line -= 1
    }
    return found
  }
}
