import Foundation
import Testing

/// A Swift example of a page as the checks compile and run it: one ```` ```swift ```` block,
/// with the blocks after it annotated `continues previous`.
///
/// Annotations are HTML comments on the lines just above a fence (invisible on GitHub and in
/// DocC):
///
/// - `<!-- doc-block: continues previous -->`: this Swift block runs after the one before it
///   on the page, in the same function (it uses its declarations).
/// - `<!-- doc-block: output -->` on a fence that is not Swift: the fence is what the Swift
///   block before it prints (instead of output comments, see ``SwiftBlockSource``).
/// - `<!-- doc-block: needs PATH from PACKAGE -->`: the block reads a file that a Debian
///   package installs; without it the block is compiled but not run, and the test that
///   runs it is skipped with a note naming both.
/// - `<!-- doc-block: compile only: REASON -->`: compiled, never run, listed with its reason.
/// - `<!-- doc-block: not run: REASON -->`: on a Swift block, neither compiled nor run here
///   (a package manifest, which another check builds), listed with its reason; on a shell
///   fence, its commands are not run (read by the `layoutcli docs` tests).
struct DocUnit: Sendable, CustomTestStringConvertible {
  /// A file a block reads and the Debian package that installs it.
  struct Requirement: Sendable, Equatable {
    var path: String
    var package: String
  }

  /// One fence of the unit.
  struct Block: Sendable {
    /// The page line of its first Swift line.
    var firstPageLine: Int
    var lines: [String]
  }

  /// The page, relative to the package root.
  var page: String
  /// 1-based among the page's units.
  var ordinal: Int
  /// The line of the first block's opening fence.
  var line: Int
  var blocks: [Block]
  /// What the page says the unit prints.
  var expectedOutput: [String] = []
  /// The page line of the output fence, when the output is one.
  var outputFenceLine: Int?
  var requirements: [Requirement] = []
  /// Why the unit is compiled but never run, if it is not.
  var compileOnlyReason: String?
  /// Why the unit is neither compiled nor run here, if it is not.
  var notRunReason: String?

  /// `Docs/Views.md#3`.
  var id: String { "\(page)#\(ordinal)" }
  var testDescription: String { "\(page):\(line)" }

  /// The name of the generated function that runs it.
  var functionName: String {
    "block_" + page.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() + "_\(ordinal)"
  }

  /// The name of its generated file (`Docs-Views-3.swift`).
  var fileName: String {
    let stem = page.hasSuffix(".md") ? String(page.dropLast(3)) : page
    return stem.replacingOccurrences(of: "/", with: "-") + "-\(ordinal).swift"
  }

  /// The Swift of all its blocks, read.
  var sources: [SwiftBlockSource] {
    blocks.map { SwiftBlockSource(lines: $0.lines, firstPageLine: $0.firstPageLine) }
  }

  /// The units of `page`, and what is wrong with its annotations.
  static func units(of page: MarkdownPage) -> (units: [DocUnit], problems: [String]) {
    var units: [DocUnit] = []
    var problems: [String] = []
    for fence in page.fences {
      let place = "\(page.path):\(fence.line)"
      let isSwift = fence.info == "swift"
      var continues = false
      var isOutput = false
      var requirements: [Requirement] = []
      var compileOnly: String?
      var notRun: String?
      for annotation in fence.annotations {
        if annotation == "continues previous" && isSwift {
          continues = true
        } else if annotation == "output" && !isSwift {
          isOutput = true
        } else if annotation.hasPrefix("needs ") && isSwift,
          let requirement = Self.requirement(annotation)
        {
          requirements.append(requirement)
        } else if annotation.hasPrefix("compile only: ") && isSwift {
          compileOnly = String(annotation.dropFirst("compile only: ".count))
        } else if annotation.hasPrefix("not run: ") {
          // On a shell fence, for the layoutcli docs tests.
          notRun = String(annotation.dropFirst("not run: ".count))
        } else {
          problems.append("\(place): unknown or misplaced annotation 'doc-block: \(annotation)'")
        }
      }
      if isOutput {
        guard var unit = units.popLast() else {
          problems.append("\(place): an output fence with no Swift block before it")
          continue
        }
        if !unit.expectedOutput.isEmpty || unit.outputFenceLine != nil {
          problems.append("\(place): the block at line \(unit.line) already shows its output")
        }
        unit.expectedOutput = fence.lines.reversed().drop { $0.isEmpty }.reversed()
        unit.outputFenceLine = fence.line
        units.append(unit)
        continue
      }
      guard isSwift else { continue }
      let block = Block(firstPageLine: fence.line + 1, lines: fence.lines)
      let output = SwiftBlockSource(lines: block.lines, firstPageLine: block.firstPageLine).output
      if continues {
        guard var unit = units.popLast() else {
          problems.append("\(place): 'continues previous' on the page's first Swift block")
          continue
        }
        if unit.outputFenceLine != nil {
          problems.append("\(place): continues a block whose output fence comes before it")
        }
        unit.blocks.append(block)
        unit.expectedOutput += output
        unit.requirements += requirements
        unit.compileOnlyReason = unit.compileOnlyReason ?? compileOnly
        if notRun != nil || unit.notRunReason != nil {
          problems.append("\(place): 'not run' and 'continues previous' do not go together")
        }
        units.append(unit)
      } else {
        units.append(
          DocUnit(
            page: page.path, ordinal: units.count + 1, line: fence.line, blocks: [block],
            expectedOutput: output, requirements: requirements, compileOnlyReason: compileOnly,
            notRunReason: notRun))
      }
    }
    return (units, problems)
  }

  /// `needs PATH from PACKAGE`.
  static func requirement(_ annotation: String) -> Requirement? {
    let words = annotation.dropFirst("needs ".count).components(separatedBy: " from ")
    guard words.count == 2, words[0].hasPrefix("/"), !words[1].isEmpty else { return nil }
    return Requirement(path: words[0], package: words[1])
  }
}
