/// The help text and usage lines, laid out as Swift's argument-parser lays out its own.
extension CommandSignature {
  /// The width the help is wrapped to (a fixed width, so the help is the same everywhere and
  /// Docs/CLI.md can quote it).
  static let screenWidth = 80
  /// The indent of every row of a section.
  static let rowIndent = 2
  /// The column where the text of a row starts (a longer label puts it on the next line).
  static let labelColumnWidth = 26
  /// More options and arguments than this, and the usage line says `[<options>]`.
  static let maximumUsageItems = 12

  /// The full help: overview, usage, arguments, options, sections, examples.
  var help: String {
    var blocks: [String] = []
    var overview = Self.wrap("OVERVIEW: " + abstract, width: Self.screenWidth, indent: 0)
    if !discussion.isEmpty {
      overview += "\n\n" + Self.wrap(discussion, width: Self.screenWidth, indent: 0)
    }
    blocks.append(overview)
    blocks.append(usageLines(prefix: "USAGE: "))
    if !arguments.isEmpty {
      blocks.append(
        Self.section("ARGUMENTS", arguments.map { Row(label: "<\($0.name)>", text: $0.help) }))
    }
    blocks.append(
      Self.section("OPTIONS", allOptions.map { Row(label: $0.helpLabel, text: $0.helpText) }))
    for section in sections { blocks.append(Self.section(section.title, section.rows)) }
    if !examples.isEmpty {
      blocks.append("EXAMPLES:\n" + examples.map { "  " + $0 }.joined(separator: "\n"))
    }
    if let footer { blocks.append("  " + footer) }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// What an argument error prints after its message: the usage lines and where the help is.
  var errorUsage: String {
    usageLines(prefix: "Usage: ") + "\n\n  See '\(name) --help' for more information."
  }

  /// The usage lines, the first after `prefix` and the others indented to match it; each
  /// wrapped to the screen width with its continuation under the first item.
  func usageLines(prefix: String) -> String {
    let forms = usages.isEmpty ? [defaultUsage] : usages
    let lines = forms.enumerated().map { index, items in
      let lead = index == 0 ? prefix : String(repeating: " ", count: prefix.count)
      return Self.fill(items.map(synopsis), first: lead + name + " ", width: Self.screenWidth)
    }
    return lines.joined(separator: "\n")
  }

  /// Every argument, then every option (optional), or `[<options>]` when there are more
  /// than ``maximumUsageItems``.
  private var defaultUsage: [UsageItem] {
    let positional = arguments.map { UsageItem.argument($0.name) }
    if arguments.count + options.count > Self.maximumUsageItems {
      return [.literal("[<options>]")] + positional
    }
    return positional + options.map { .optional($0.name) }
  }

  /// How a usage item prints: `[--device <name>]`, `<file>`.
  private func synopsis(_ item: UsageItem) -> String {
    switch item {
    case .required(let name): return option(name)?.synopsis ?? name.text
    case .optional(let name): return "[" + (option(name)?.synopsis ?? name.text) + "]"
    case .argument(let name):
      return arguments.first { $0.name == name }?.synopsis ?? "<\(name)>"
    case .literal(let text): return text
    }
  }

  /// `TITLE:` and its rows: labels indented by 2, texts from column 26 and wrapped there.
  static func section(_ title: String, _ rows: [Row]) -> String {
    var out = title + ":"
    for row in rows {
      let label = String(repeating: " ", count: rowIndent) + row.label
      let text = wrap(row.text, width: screenWidth, indent: labelColumnWidth)
      if row.text.isEmpty {
        out += "\n" + label
      } else if label.count < labelColumnWidth {
        out += "\n" + label + text.dropFirst(label.count)
      } else {
        out += "\n" + label + "\n" + text
      }
    }
    return out
  }

  /// `text` wrapped at spaces to `width` columns, every line indented by `indent`; line
  /// breaks in `text` are kept (a blank line stays blank). A word longer than a line gets a
  /// line of its own.
  static func wrap(_ text: String, width: Int, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    let columns = max(width - indent, 1)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > columns {
          lines.append(pad + line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line.isEmpty ? "" : pad + line)
    }
    return lines.joined(separator: "\n")
  }

  /// Items after `first` on one line, continuing on lines indented to the first item when
  /// the line would pass `width`.
  static func fill(_ items: [String], first: String, width: Int) -> String {
    let indent = String(repeating: " ", count: first.count)
    var out = ""
    var line = first
    var lineHasItem = false
    for item in items {
      if lineHasItem && line.count + 1 + item.count > width {
        out += line + "\n"
        line = indent
        lineHasItem = false
      }
      line += (lineHasItem ? " " : "") + item
      lineHasItem = true
    }
    return out + (items.isEmpty ? String(line.dropLast()) : line)
  }
}

extension CommandOption {
  /// The option's help with its values and default, as argument-parser appends them:
  /// `(values: text, json, svg; default: text)`.
  var helpText: String {
    let values = listedValues.isEmpty ? nil : "values: " + listedValues.joined(separator: ", ")
    let fallback = defaultValue.map { "default: " + $0 }
    let note = [values, fallback].compactMap { $0 }.joined(separator: "; ")
    return note.isEmpty ? help : help + " (" + note + ")"
  }
}
