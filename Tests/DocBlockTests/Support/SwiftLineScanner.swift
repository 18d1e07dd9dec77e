/// Reads Swift source line by line as far as the doc-block checks need: where comments are,
/// which text is code (string literals left out, interpolations kept), and how deep the
/// brackets nest. Multi-line strings, raw strings, interpolations and block comments carry
/// over from line to line. It is not a parser: doc blocks are plain Swift.
struct SwiftLineScanner {
  /// One scanned line.
  struct Line: Equatable {
    /// The code, without comments and without the contents of string literals.
    var code: String
    /// The text of a `//` comment on the line (after the slashes), or nil.
    var comment: String?
    /// Whether the line starts inside a multi-line string literal or a block comment.
    var startsInside: Bool
    /// The bracket depth (`(`, `[`, `{`) at the start of the line.
    var depthBefore: Int
    /// The bracket depth at its end.
    var depthAfter: Int

    /// Whether the line holds nothing but a `//` comment.
    var isCommentOnly: Bool {
      comment != nil && code.allSatisfy(\.isWhitespace) && !startsInside
    }
    /// Whether the line holds no code and no comment.
    var isBlank: Bool { comment == nil && code.allSatisfy(\.isWhitespace) && !startsInside }
  }

  private enum Context {
    /// Code; inside a string interpolation, the parentheses open in it.
    case code(interpolationParens: Int?)
    case string(hashes: Int, multiline: Bool)
    case blockComment

    /// Whether the context cannot continue on the next line.
    var endsWithItsLine: Bool {
      switch self {
      case .string(_, let multiline): !multiline
      case .code(let parens): parens != nil
      case .blockComment: false
      }
    }
  }

  private var stack: [Context] = [.code(interpolationParens: nil)]
  private var depth = 0

  /// Scans the next line.
  mutating func scan(_ text: String) -> Line {
    let characters = Array(text)
    let startsInside: Bool
    switch stack.last {
    case .string(_, true), .blockComment: startsInside = true
    default: startsInside = false
    }
    var line = Line(
      code: "", comment: nil, startsInside: startsInside, depthBefore: depth, depthAfter: depth)
    var index = 0
    func matches(_ literal: String, at position: Int) -> Bool {
      let needle = Array(literal)
      guard position + needle.count <= characters.count else { return false }
      return Array(characters[position..<(position + needle.count)]) == needle
    }
    while index < characters.count {
      let character = characters[index]
      switch stack.last ?? .code(interpolationParens: nil) {
      case .blockComment:
        if matches("*/", at: index) {
          stack.removeLast()
          index += 2
        } else if matches("/*", at: index) {
          stack.append(.blockComment)
          index += 2
        } else {
          index += 1
        }
      case .string(let hashes, let multiline):
        let pounds = String(repeating: "#", count: hashes)
        if matches("\\" + pounds + "(", at: index) {
          stack.append(.code(interpolationParens: 0))
          line.code += "("
          index += hashes + 2
        } else if matches("\\" + pounds, at: index) {
          index += hashes + 2
        } else if matches((multiline ? "\"\"\"" : "\"") + pounds, at: index) {
          stack.removeLast()
          line.code += "\""
          index += (multiline ? 3 : 1) + hashes
        } else {
          index += 1
        }
      case .code(let parens):
        if matches("//", at: index) {
          line.comment = String(characters[(index + 2)...])
          index = characters.count
        } else if matches("/*", at: index) {
          stack.append(.blockComment)
          index += 2
        } else if character == "#" || character == "\"" {
          let hashes = characters[index...].prefix { $0 == "#" }.count
          let quote = index + hashes
          if quote < characters.count, characters[quote] == "\"" {
            let multiline = matches("\"\"\"", at: quote)
            stack.append(.string(hashes: hashes, multiline: multiline))
            line.code += "\""
            index = quote + (multiline ? 3 : 1)
          } else {
            line.code.append(character)
            index += 1
          }
        } else {
          line.code.append(character)
          index += 1
          if let parens {
            // Inside an interpolation only its own parentheses count.
            if character == "(" {
              stack[stack.count - 1] = .code(interpolationParens: parens + 1)
            } else if character == ")" {
              if parens == 0 {
                stack.removeLast()
              } else {
                stack[stack.count - 1] = .code(interpolationParens: parens - 1)
              }
            }
          } else if "([{".contains(character) {
            depth += 1
          } else if ")]}".contains(character) {
            depth -= 1
          }
        }
      }
    }
    // A single-line string (and an interpolation in it) cannot run past its line.
    while let last = stack.last, last.endsWithItsLine { stack.removeLast() }
    line.depthAfter = depth
    return line
  }
}
