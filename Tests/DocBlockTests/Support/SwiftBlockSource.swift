import Foundation

/// What the checks read from the Swift lines of a doc block: which lines go at file scope
/// (imports, extensions, types) and which into the function that runs the block, and the
/// output the block says it prints.
///
/// **Output comments.** A statement that calls `print` shows what it prints as `//`
/// comments: at the end of its last line (one printed line) or, when that line has no
/// comment, on the comment lines right after it (one each), as in
///
///     print(f.minX, f.minY)        // 158.25 426.0
///     for view in views {
///       print(view.frame.width)
///     }
///     // 58.5
///     // 39.0
///
/// The printed lines of the whole block must be exactly those comments, in order; a number
/// that ends in `…` (`0.3153568…`) matches any digits after it. Comments anywhere else are
/// prose. A statement is the lines from one at bracket depth 0 to where the depth is 0 again,
/// with the lines after it that start with `.`, `else` or `catch`.
struct SwiftBlockSource: Equatable {
  /// A run of consecutive lines that go to the same place.
  struct Segment: Equatable {
    /// Whether the lines go at file scope (else into the function body).
    var isFileScope: Bool
    /// The page line of the first line.
    var pageLine: Int
    /// The lines.
    var lines: [String]
  }

  /// The segments in page order.
  var segments: [Segment] = []
  /// The printed lines the output comments show.
  var output: [String] = []
  /// Whether the block has `import` lines of its own.
  var hasImports = false

  /// Reads `lines`, whose first is on page line `firstPageLine`.
  init(lines: [String], firstPageLine: Int) {
    var scanner = SwiftLineScanner()
    let scanned = lines.map { scanner.scan($0) }
    var index = 0
    var isFileScope = false
    while index < lines.count {
      let line = scanned[index]
      if line.isBlank || line.isCommentOnly || line.depthBefore != 0 {
        append(lines[index], at: firstPageLine + index, fileScope: isFileScope)
        index += 1
        continue
      }
      let start = index
      let end = Self.endOfStatement(startingAt: start, in: scanned)
      let code = line.code.trimmingCharacters(in: .whitespaces)
      isFileScope = Self.startsFileScopeDeclaration(code, lines: scanned[index...end])
      if code.hasPrefix("import ") || code.hasPrefix("#if") && isFileScope { hasImports = true }
      for statementLine in start...end {
        append(lines[statementLine], at: firstPageLine + statementLine, fileScope: isFileScope)
      }
      index = end + 1
      guard scanned[start...end].contains(where: { Self.callsPrint($0.code) }) else { continue }
      if let comment = scanned[end].comment, !scanned[end].isCommentOnly {
        output.append(Self.outputText(comment))
        continue
      }
      while index < lines.count, scanned[index].isCommentOnly, let comment = scanned[index].comment
      {
        output.append(Self.outputText(comment))
        append(lines[index], at: firstPageLine + index, fileScope: isFileScope)
        index += 1
      }
    }
  }

  private mutating func append(_ line: String, at pageLine: Int, fileScope: Bool) {
    if let last = segments.last, last.isFileScope == fileScope,
      last.pageLine + last.lines.count == pageLine
    {
      segments[segments.count - 1].lines.append(line)
    } else {
      segments.append(Segment(isFileScope: fileScope, pageLine: pageLine, lines: [line]))
    }
  }

  /// The last line of the statement that starts at `start`.
  static func endOfStatement(startingAt start: Int, in lines: [SwiftLineScanner.Line]) -> Int {
    let code = lines[start].code.trimmingCharacters(in: .whitespaces)
    if code.hasPrefix("#if") {
      var depth = 0
      for index in start..<lines.count {
        let text = lines[index].code.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#if") { depth += 1 }
        if text.hasPrefix("#endif") { depth -= 1 }
        if depth == 0 { return index }
      }
      return lines.count - 1
    }
    var end = start
    while end + 1 < lines.count {
      let next = lines[end + 1]
      let open = lines[end].depthAfter != 0 || next.startsInside
      let continued =
        !next.isBlank && !next.isCommentOnly
        && ["." as String, "else", "catch"].contains {
          next.code.trimmingCharacters(in: .whitespaces).hasPrefix($0)
        }
      guard open || continued else { break }
      end += 1
    }
    return end
  }

  /// Whether a statement starting with `code` is a declaration that must be at file scope:
  /// an import (or an `#if` of imports), an extension, a type, or anything with an access
  /// modifier.
  static func startsFileScopeDeclaration(
    _ code: String, lines: ArraySlice<SwiftLineScanner.Line>
  ) -> Bool {
    if code.hasPrefix("#if") {
      return lines.allSatisfy { line in
        let text = line.code.trimmingCharacters(in: .whitespaces)
        return text.isEmpty || text.hasPrefix("#") || text.hasPrefix("import ")
      }
    }
    let keywords = [
      "import", "@testable", "@_exported", "extension", "struct", "class", "final", "enum",
      "protocol", "actor", "private", "fileprivate", "public", "internal", "open", "@main",
    ]
    let first = code.prefix { !$0.isWhitespace }
    return keywords.contains(String(first))
  }

  /// Whether `code` calls the global `print` (not a method named `print`).
  static func callsPrint(_ code: String) -> Bool {
    var rest = Substring(code)
    while let range = rest.range(of: "print(") {
      let before = rest[..<range.lowerBound].last
      if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// An output comment's text: one space after the slashes dropped, trailing spaces too.
  static func outputText(_ comment: String) -> String {
    var text = Substring(comment)
    if text.first == " " { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }

  /// Whether a printed line is what the page shows: equal, except that a `…` after a digit
  /// in `expected` matches any digits.
  static func matches(_ actual: String, expected: String) -> Bool {
    if actual == expected { return true }
    return wildcardMatch(Array(actual), 0, Array(expected), 0)
  }

  private static func wildcardMatch(
    _ actual: [Character], _ a: Int, _ pattern: [Character], _ p: Int
  ) -> Bool {
    guard p < pattern.count else { return a == actual.count }
    if pattern[p] == "…", p > 0, pattern[p - 1].isNumber {
      var next = a
      while true {
        if wildcardMatch(actual, next, pattern, p + 1) { return true }
        guard next < actual.count, actual[next].isNumber else { return false }
        next += 1
      }
    }
    guard a < actual.count, actual[a] == pattern[p] else { return false }
    return wildcardMatch(actual, a + 1, pattern, p + 1)
  }
}
