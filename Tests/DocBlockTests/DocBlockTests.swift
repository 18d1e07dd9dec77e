import Foundation
import Testing

/// Every ```` ```swift ```` block of README.md, Docs/ and the DocC catalog compiles against
/// the package (the generated sources in `Generated/` are the blocks, line for line, with
/// only the package's public API imported) and runs, printing exactly what the page shows.
///
/// How a page shows output and the few annotations a block may carry are described in
/// ``SwiftBlockSource`` and ``DocUnit``. A block that does not compile is a failed build at
/// its page line; one that throws or prints something else is a failed test here. The
/// shell blocks (`$ swift run -c release layoutcli …`) are run by the `layoutcli docs` suite.
@Suite("doc blocks")
struct DocBlockTests {
  /// Every unit of every page.
  static let units = DocPages.units.units

  /// The units run by `everyBlockRunsAndPrintsWhatItsPageShows`.
  static let runnable = units.filter {
    $0.requirements.isEmpty && $0.compileOnlyReason == nil && $0.notRunReason == nil
  }

  /// The units that read files some Debian package installs.
  static let needingFiles = units.filter {
    !$0.requirements.isEmpty && $0.compileOnlyReason == nil && $0.notRunReason == nil
  }

  /// The units compiled but never run.
  static let compileOnly = units.filter { $0.compileOnlyReason != nil && $0.notRunReason == nil }

  /// The units neither compiled nor run here.
  static let notRun = units.filter { $0.notRunReason != nil }

  /// The files those units read that are not installed.
  static let missing = needingFiles.flatMap(\.requirements).filter {
    !FileManager.default.fileExists(atPath: $0.path)
  }

  /// The skip note when a file is missing: which, and the package that installs it.
  static let missingNote = Comment(
    rawValue: missing.map { "\($0.path) is missing: apt-get install \($0.package)" }
      .joined(separator: "; ") + " (.ci/run installs it) to run the blocks that read it: "
      + needingFiles.map(\.testDescription).joined(separator: ", ") + "; skipping")

  /// Runs `unit` and compares what it prints with what its page shows.
  static func check(_ unit: DocUnit) throws {
    let output = DocOutput()
    let found = try DocOutput.$current.withValue(output) { try DocBlocks.run(unit.id) }
    try #require(
      found,
      "\(unit.id) is not in the generated sources: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again"
    )
    let printed = output.lines
    let expected = unit.expectedOutput
    let agrees =
      printed.count == expected.count
      && zip(printed, expected).allSatisfy { SwiftBlockSource.matches($0, expected: $1) }
    #expect(
      agrees,
      """
      \(unit.testDescription) printed:
      \(printed.joined(separator: "\n"))
      but the page shows:
      \(expected.joined(separator: "\n"))
      """)
  }

  @Test(arguments: runnable)
  func everyBlockRunsAndPrintsWhatItsPageShows(_ unit: DocUnit) throws {
    try Self.check(unit)
  }

  @Test(.enabled(if: missing.isEmpty, missingNote))
  func blocksThatReadAnInstalledFileRunWithIt() throws {
    for unit in Self.needingFiles { try Self.check(unit) }
  }

  @Test func theGeneratedSourcesAreThePagesBlocks() throws {
    let files = DocBlockGenerator.files(for: Self.units)
    let directory = DocPages.generatedDirectory
    let existing = Set(
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    ).filter { $0.hasSuffix(".swift") }
    if ProcessInfo.processInfo.environment["LAYOUT_RECORD"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for name in existing.subtracting(files.map(\.name)) {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
      }
      for file in files {
        try Data(file.text.utf8).write(to: directory.appendingPathComponent(file.name))
      }
      return
    }
    let fix = "run LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again"
    for name in existing.subtracting(files.map(\.name)).sorted() {
      Issue.record("Generated/\(name) is no longer a page's block: \(fix)")
    }
    for file in files {
      let url = directory.appendingPathComponent(file.name)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("Generated/\(file.name) is missing: \(fix)")
        continue
      }
      let current = DocBlockGenerator.withoutLineNumbers(String(decoding: data, as: UTF8.self))
        .split(separator: "\n", omittingEmptySubsequences: false)
      let wanted = DocBlockGenerator.withoutLineNumbers(file.text)
        .split(separator: "\n", omittingEmptySubsequences: false)
      guard current != wanted else { continue }
      let line =
        zip(current, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(current.count, wanted.count)
      let text = line < wanted.count ? String(wanted[line]) : ""
      let message =
        "Generated/\(file.name) is not its page's block as the page has it now (line \(line + 1),"
        + " '\(text)'): \(fix)"
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func everyAnnotationIsKnownAndInItsPlace() {
    #expect(DocPages.units.problems == [])
  }

  @Test func everyBlockNotRunSaysWhy() {
    for unit in Self.units {
      if let reason = unit.notRunReason {
        Swift.print("doc blocks: \(unit.testDescription) is not compiled or run here: \(reason)")
        #expect(
          !reason.trimmingCharacters(in: .whitespaces).isEmpty,
          "\(unit.testDescription): 'not run:' needs a reason the reader can see")
      } else if let reason = unit.compileOnlyReason {
        Swift.print("doc blocks: \(unit.testDescription) is compiled, not run: \(reason)")
        #expect(
          !reason.trimmingCharacters(in: .whitespaces).isEmpty,
          "\(unit.testDescription): 'compile only:' needs a reason the reader can see")
      }
      for requirement in unit.requirements where Self.missing.contains(requirement) {
        Swift.print(
          "doc blocks: \(unit.testDescription) is compiled, not run: \(requirement.path) is"
            + " missing (apt-get install \(requirement.package))")
      }
    }
    #expect(
      Self.runnable.count + Self.needingFiles.count + Self.compileOnly.count + Self.notRun.count
        == Self.units.count)
  }

  @Test func thePagesHaveSwiftBlocks() {
    // The README's first example, at least, must be found and run.
    #expect(Self.units.contains { $0.page == "README.md" && !$0.expectedOutput.isEmpty })
  }
}
