import Foundation
import Testing

/// The shell commands the pages quote: every `$ …` line of a fence in README.md, Docs/ and
/// the DocC catalog, with the lines after it (up to the next `$` line) as its output.
///
/// A command that runs layoutcli writes it `swift run -c release layoutcli …` (or
/// `.build/release/layoutcli …`, after `swift build -c release`), never a bare `layoutcli`,
/// which a reader's shell does not find. A fence whose commands are not to be run (timings,
/// other tools, long checks) says why just above it, where the page's source shows it:
/// `<!-- doc-block: not run: REASON -->`.
struct DocCommand: CustomTestStringConvertible, Sendable {
  /// The page, relative to the package root.
  var page: String
  /// The page line of the `$`.
  var line: Int
  /// The command as a shell reads it (continuation lines joined with their backslashes).
  var text: String
  /// The output the page shows.
  var output: [String]
  /// The fence's `not run:` reason, if it has one.
  var notRunReason: String?

  var testDescription: String { "\(page):\(line): \(text.prefix(60))" }

  /// The ways a page may start a layoutcli command.
  static let invocations = ["swift run -c release layoutcli", ".build/release/layoutcli"]

  /// The programs a pipeline may use besides layoutcli and still be run.
  static let plainTools: Set<String> = ["printf", "echo", "cat", "head", "tail", "wc", "grep"]

  /// Whether the command mentions layoutcli.
  var mentionsLayoutcli: Bool { text.contains("layoutcli") }

  /// The stages of the pipeline (split at `|` outside quotes), trimmed.
  var stages: [String] {
    var stages: [String] = []
    var current = ""
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "|" {
        stages.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
        continue
      }
      current.append(character)
    }
    stages.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
    return stages
  }

  /// Why the command cannot be run as written, if it cannot: a stage that names layoutcli
  /// without one of the ``invocations``, or a program other than layoutcli and the
  /// ``plainTools``.
  var problem: String? {
    for stage in stages {
      if stage.contains("layoutcli") {
        guard Self.invocations.contains(where: { stage.hasPrefix($0 + " ") || stage == $0 })
        else {
          return "write 'swift run -c release layoutcli' (a bare or debug layoutcli is not"
            + " what the reader has): \(stage)"
        }
      } else {
        let program = stage.prefix { !$0.isWhitespace }
        guard Self.plainTools.contains(String(program)) else {
          return "runs '\(program)': make it a layoutcli command or say why it is not run"
            + " (<!-- doc-block: not run: REASON --> above the fence)"
        }
      }
    }
    return nil
  }

  /// The command's layoutcli arguments when it is one plain layoutcli invocation (words,
  /// `"…"` quoting, nothing else of the shell), else nil.
  var arguments: [String]? {
    guard stages.count == 1, !text.contains("\n"),
      let invocation = Self.invocations.first(where: { text.hasPrefix($0 + " ") })
    else { return nil }
    let rest = text.dropFirst(invocation.count + 1)
    guard !rest.contains(where: { "|<>\\;&".contains($0) }) else { return nil }
    return Self.words(String(rest))
  }

  /// The words of a command line, with `"…"` quoting; nil for other shell syntax.
  static func words(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        if "'$`".contains(character) { return nil }
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return quoted ? nil : words
  }

  /// The commands of a page's text.
  static func commands(page: String, text: String) -> [DocCommand] {
    var commands: [DocCommand] = []
    let lines = text.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let fenceIndent = lines[index].prefix { $0 == " " }
      guard lines[index].dropFirst(fenceIndent.count).hasPrefix("```") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
        end += 1
      }
      if lines[index].hasSuffix("swift") {
        index = end + 1
        continue
      }
      let reason = notRunReason(above: index, in: lines)
      let body = lines[(index + 1)..<end].map {
        $0.hasPrefix(fenceIndent) ? String($0.dropFirst(fenceIndent.count)) : $0
      }
      var line = 0
      while line < body.count {
        guard body[line].hasPrefix("$ ") else {
          line += 1
          continue
        }
        let start = line
        var command = String(body[line].dropFirst(2))
        while command.hasSuffix("\\"), line + 1 < body.count {
          line += 1
          command += "\n" + body[line]
        }
        line += 1
        var output: [String] = []
        while line < body.count, !body[line].hasPrefix("$ ") {
          output.append(body[line])
          line += 1
        }
        while output.last == "" { output.removeLast() }
        commands.append(
          DocCommand(
            page: page, line: index + 2 + start, text: command, output: output,
            notRunReason: reason))
      }
      index = end + 1
    }
    return commands
  }

  /// The `not run:` reason written above the fence at `index`, if any.
  static func notRunReason(above index: Int, in lines: [String]) -> String? {
    var line = index - 1
    while line >= 0 {
      let text = lines[line].trimmingCharacters(in: .whitespaces)
      if text.isEmpty {
        line -= 1
        continue
      }
      guard text.hasPrefix("<!-- doc-block:"), text.hasSuffix("-->") else { return nil }
      let inner = text.dropFirst("<!-- doc-block:".count).dropLast(3)
        .trimmingCharacters(in: .whitespaces)
      if inner.hasPrefix("not run: ") { return String(inner.dropFirst("not run: ".count)) }
      line -= 1
    }
    return nil
  }
}
