import Testing

/// How the checks read pages: fences and annotations, Swift lines, output comments.
@Suite("doc blocks: reading pages")
struct DocBlockReaderTests {
  static let page = """
    # Title

    ```swift
    let a = 1
    print(a)  // 1
    ```

    Prose.

    <!-- doc-block: continues previous -->
    ```swift
    print(a + 1)
    // 2
    ```

    <!-- doc-block: not run: needs a network -->
    ```
    $ curl example.com
    ```

      ```swift
      print("indented")
      ```
    """

  @Test func fencesKeepTheirInfoLinesAndAnnotations() {
    let fences = MarkdownPage(path: "P.md", text: Self.page).fences
    #expect(fences.map(\.info) == ["swift", "swift", "", "swift"])
    #expect(fences.map(\.line) == [3, 11, 17, 21])
    #expect(fences[0].annotations == [])
    #expect(fences[1].annotations == ["continues previous"])
    #expect(fences[2].annotations == ["not run: needs a network"])
    #expect(fences[3].lines == ["print(\"indented\")"])
    #expect(fences[1].pageLine(ofLine: 0) == 12)
  }

  @Test func aContinuedBlockJoinsTheUnitBeforeIt() {
    let (units, problems) = DocUnit.units(of: MarkdownPage(path: "P.md", text: Self.page))
    #expect(problems == [])
    #expect(units.map(\.id) == ["P.md#1", "P.md#2"])
    #expect(units[0].blocks.count == 2)
    #expect(units[0].expectedOutput == ["1", "2"])
    #expect(units[1].expectedOutput == [])
  }

  @Test func anOutputFenceIsTheOutputOfTheBlockBeforeIt() {
    let text = """
      ```swift
      print("<a/>")
      ```
      prints
      <!-- doc-block: output -->
      ```xml
      <a/>

      ```
      """
    let (units, problems) = DocUnit.units(of: MarkdownPage(path: "P.md", text: text))
    #expect(problems == [])
    #expect(units.first?.expectedOutput == ["<a/>"])
    #expect(units.first?.outputFenceLine == 6)
  }

  @Test func unknownAndMisplacedAnnotationsAreProblems() {
    let text = """
      <!-- doc-block: continues previous -->
      ```swift
      let a = 1
      ```
      <!-- doc-block: skip -->
      ```swift
      let b = 2
      ```
      <!-- doc-block: needs x.ttf from fonts-x -->
      ```swift
      let c = 3
      ```
      <!-- doc-block: not run: a manifest -->
      ```swift
      let d = 4
      ```
      """
    let (units, problems) = DocUnit.units(of: MarkdownPage(path: "P.md", text: text))
    #expect(units.last?.notRunReason == "a manifest")
    #expect(
      problems == [
        "P.md:2: 'continues previous' on the page's first Swift block",
        "P.md:6: unknown or misplaced annotation 'doc-block: skip'",
        "P.md:10: unknown or misplaced annotation 'doc-block: needs x.ttf from fonts-x'",
      ])
  }

  @Test func aNeedsAnnotationNamesTheFileAndItsPackage() {
    #expect(
      DocUnit.requirement("needs /usr/share/x.ttf from fonts-x")
        == DocUnit.Requirement(path: "/usr/share/x.ttf", package: "fonts-x"))
    #expect(DocUnit.requirement("needs x.ttf from fonts-x") == nil)
    #expect(DocUnit.requirement("needs /usr/share/x.ttf") == nil)
  }

  @Test func theScannerSeparatesCodeStringsAndComments() {
    var scanner = SwiftLineScanner()
    let line = scanner.scan(#"let s = "a // b (" + "\(f("x)"))"  // c"#)
    #expect(line.comment == " c")
    #expect(line.code.contains("let s = "))
    #expect(!line.code.contains("// b"))
    #expect(line.depthAfter == 0)
    let open = scanner.scan("foo { bar(")
    #expect(open.depthBefore == 0 && open.depthAfter == 2)
  }

  @Test func multiLineAndRawStringsCarryOverLines() {
    var scanner = SwiftLineScanner()
    let lines = [
      ##"let d = Data(#""""##,
      ##"  {"a": "// not a comment", "b": "\(x)"}"##,
      ##"  """#.utf8)"##,
    ].map { scanner.scan($0) }
    #expect(lines[1].startsInside)
    #expect(lines[1].comment == nil)
    #expect(lines[2].depthAfter == 0)
    #expect(lines[2].code.hasSuffix(".utf8)"))
  }

  @Test func outputCommentsFollowStatementsThatPrint() {
    let source = SwiftBlockSource(
      lines: [
        "let x = 1  // prose",
        "print(x)  // 1",
        "// prose after a commented print",
        "for i in [2, 3] {",
        "  print(i)",
        "}",
        "// 2",
        "// 3",
        "",
        "// prose",
        "view.print(x)  // not the global print",
      ], firstPageLine: 10)
    #expect(source.output == ["1", "2", "3"])
  }

  @Test func declarationsGoAtFileScopeAndStatementsIntoTheBody() {
    let source = SwiftBlockSource(
      lines: [
        "#if canImport(UIKit)", "import UIKit", "#else", "import LayoutUIKit", "#endif", "",
        "extension View {", "  func f() {}", "}", "let v = View()", "func g() {}",
      ], firstPageLine: 1)
    #expect(source.hasImports)
    #expect(source.segments.map(\.isFileScope) == [true, false])
    #expect(source.segments.map(\.pageLine) == [1, 10])
    #expect(source.segments[0].lines.count == 9)
  }

  @Test func aStatementContinuesOnLinesThatStartWithADotOrElse() {
    var scanner = SwiftLineScanner()
    let lines = ["let a = b", "  .c()", "if x {", "} else {", "}", "next()"].map {
      scanner.scan($0)
    }
    #expect(SwiftBlockSource.endOfStatement(startingAt: 0, in: lines) == 1)
    #expect(SwiftBlockSource.endOfStatement(startingAt: 2, in: lines) == 4)
  }

  @Test func anEllipsisAfterADigitMatchesMoreDigitsOnly() {
    #expect(SwiftBlockSource.matches("0.31535681", expected: "0.3153568…"))
    #expect(SwiftBlockSource.matches("0.3153568", expected: "0.3153568…"))
    #expect(SwiftBlockSource.matches("78.60000000000001 99.0", expected: "78.6… 99.0"))
    #expect(!SwiftBlockSource.matches("0.3153569", expected: "0.3153568…"))
    #expect(!SwiftBlockSource.matches("0.31535681 x", expected: "0.3153568…"))
    #expect(SwiftBlockSource.matches(#"["Hello …"]"#, expected: #"["Hello …"]"#))
    #expect(!SwiftBlockSource.matches(#"["Hello World"]"#, expected: #"["Hello …"]"#))
  }

  @Test func theGeneratedSourceComparisonIgnoresOnlyLineNumbers() {
    let a = "#sourceLocation(file: \"P.md\", line: 3)\nlet x = 1"
    let b = "#sourceLocation(file: \"P.md\", line: 9)\nlet x = 1"
    let c = "#sourceLocation(file: \"P.md\", line: 3)\nlet x = 2"
    #expect(DocBlockGenerator.withoutLineNumbers(a) == DocBlockGenerator.withoutLineNumbers(b))
    #expect(DocBlockGenerator.withoutLineNumbers(a) != DocBlockGenerator.withoutLineNumbers(c))
  }
}
