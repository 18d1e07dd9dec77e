import Foundation

/// Writes the Swift sources that compile and run the pages' Swift blocks
/// (`Tests/DocBlockTests/Generated`): one file per unit, its lines as the page has them, and
/// an index that runs a unit by its id.
///
/// Each file imports what the block imports, or `Foundation` and `Layout` when it imports
/// nothing (the pages' examples are written for a file that imports the package). Imports,
/// extensions and types go at file scope; everything else, in page order, is the body of a
/// throwing function. `#sourceLocation` points every line at its page, so a block that does
/// not compile is reported at `Docs/Page.md:LINE`.
enum DocBlockGenerator {
  /// The header of every generated file.
  static let header = """
    // swift-format-ignore-file
    // Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
    // changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.

    """

  /// The generated files: name and contents, sorted by name.
  static func files(for units: [DocUnit]) -> [(name: String, text: String)] {
    let units = units.filter { $0.notRunReason == nil }
    var files = units.map { (name: $0.fileName, text: source(of: $0)) }
    files.append((name: "DocBlocks+Index.swift", text: index(of: units)))
    return files.sorted { $0.name < $1.name }
  }

  /// The source of one unit.
  static func source(of unit: DocUnit) -> String {
    let sources = unit.sources
    var text = header + "// \(unit.id)\n\n"
    if !sources.contains(where: \.hasImports) {
      text += "import Foundation\nimport Layout\n\n"
    }
    let segments = sources.flatMap(\.segments)
    for segment in segments where segment.isFileScope {
      text += location(unit.page, segment.pageLine) + segment.lines.joined(separator: "\n")
      text += "\n#sourceLocation()\n\n"
    }
    text += "extension DocBlocks {\n"
    text += "  /// \(unit.id): the Swift block at the page's line \(unit.line).\n"
    text += "  static func \(unit.functionName)() throws {\n"
    let body = segments.filter { !$0.isFileScope }
    for segment in body {
      text += location(unit.page, segment.pageLine) + segment.lines.joined(separator: "\n")
      text += "\n"
    }
    text += (body.isEmpty ? "" : "#sourceLocation()\n") + "  }\n}\n"
    return text
  }

  /// The index: `DocBlocks.run(id)`.
  static func index(of units: [DocUnit]) -> String {
    var text = header + "\n"
    text += "extension DocBlocks {\n"
    text += "  /// Runs the unit `id`; false when there is no such unit.\n"
    text += "  static func run(_ id: String) throws -> Bool {\n"
    text += "    switch id {\n"
    for unit in units {
      text += "    case \"\(unit.id)\": try \(unit.functionName)()\n"
    }
    text += "    default: return false\n    }\n    return true\n  }\n}\n"
    return text
  }

  private static func location(_ page: String, _ line: Int) -> String {
    "#sourceLocation(file: \"\(page)\", line: \(line))\n"
  }

  /// `text` without page line numbers, which move whenever a page changes above a block:
  /// sources equal up to these are current.
  static func withoutLineNumbers(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("#sourceLocation(file:"), let comma = line.lastIndex(of: ",") {
        return String(line[..<comma])
      }
      if line.hasPrefix("  /// "), let range = line.range(of: " at the page's line ") {
        return String(line[..<range.lowerBound])
      }
      return String(line)
    }.joined(separator: "\n")
  }
}
