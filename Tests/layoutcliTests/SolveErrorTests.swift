import Foundation
import Testing

@testable import layoutcli

@Suite("layoutcli solve errors")
struct SolveErrorTests {
  /// A malformed layout file, the line and column of its one problem, and the message
  /// after `Error: <stdin>:LINE:COLUMN: `.
  struct Case: CustomTestStringConvertible, Sendable {
    var json: String
    var at: String
    var message: String
    var testDescription: String { message }

    init(json: String, at: String, message: String) {
      self.json = json
      self.at = at
      self.message = message
    }

    /// A chain case: the problem is at the constraint string's column, which in the file
    /// is past the string's opening quote at column 106 of ``chain(_:)`` (column 106 + N).
    init(json: String, message: String) {
      let column = message.firstMatch(of: /, column (\d+):/).flatMap { Int($0.1) } ?? 0
      self.init(json: json, at: "1:\(106 + column)", message: message)
    }
  }

  /// A file with one view `a` (constraints `C`) and a label `b`, in one window.
  static func chain(_ constraint: String) -> String {
    let quoted = constraint.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return #"{"device":"iPhone 15","windows":[{"id":"w","views":["#
      + #"{"id":"a","constraints":["$0.top.equalToSuperview()","# + "\"" + quoted + "\"]},"
      + #"{"id":"b","type":"label","text":"x"}]}]}"#
  }

  static let at = "windows[0].views[0].constraints[1] (view 'a'), "

  static let fileCases: [Case] = [
    Case(
      json: "{\"device\": \"iPhone 15\",\n  \"windows\": [}",
      at: "2:15",
      message: "invalid JSON: unexpected '}', expected a value"),
    Case(
      json: "",
      at: "1:1",
      message: "invalid JSON: unexpected end of input, expected a value"),
    Case(
      json: "[]", at: "1:1",
      message: "top level: expected an object, got an array"),
    Case(
      json: #"{"windows":[]}"#,
      at: "1:1",
      message: "top level: missing \"device\" (a profile name such as \"iPhone 15\") or"
        + " \"screen\""),
    Case(
      json: #"{"device":"iPhone 14","windows":[]}"#,
      at: "1:11",
      message: "device: unknown device 'iPhone 14' (did you mean 'iPhone 15'?)"),
    Case(
      json: #"{"device":"Pixel","windows":[]}"#,
      at: "1:11",
      message: "device: unknown device 'Pixel'; expected one of 'iPhone SE (3rd generation)',"
        + " 'iPhone 13 mini', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Pro Max',"
        + " 'iPhone 16 Pro', 'iPad (10th generation)', 'iPad Pro 11-inch'"),
    Case(
      json: #"{"device":"iPhone 15","windows":[],"orientation":"sideways"}"#,
      at: "1:50",
      message: "orientation: unknown orientation 'sideways'; expected one of 'portrait',"
        + " 'landscape'"),
    Case(
      json: #"{"device":"iPhone 15","windws":[]}"#,
      at: "1:23",
      message: "windws: unknown key (did you mean \"windows\"?)"),
    Case(
      json: #"{"device":"iPhone 15"}"#, at: "1:1",
      message: "top level: missing required key \"windows\""),
    Case(
      json: #"{"screen":{"width":300,"height":"tall"},"windows":[]}"#,
      at: "1:33",
      message: "screen.height: expected a number, got a string"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","alpha":"1"}]}]}"#,
      at: "1:71",
      message: "windows[0].views[0].alpha (view 'a'): expected a number, got a string"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","alpha":2}]}]}"#,
      at: "1:71",
      message: "windows[0].views[0].alpha (view 'a'): expected a number <= 1, got 2"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","type":"lable"}]}]}"#,
      at: "1:70",
      message:
        "windows[0].views[0].type (view 'a'): unknown view type 'lable' (did you mean 'label'?)"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","text":"x"}]}]}"#,
      at: "1:63",
      message:
        "windows[0].views[0].text (view 'a'): \"text\" applies to label, button, textField, textView views, not view"
    ),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a"},{"id":"a"}]}]}"#,
      at: "1:70",
      message: "windows[0].views[1].id: duplicate id 'a' (already the id of windows[0].views[0])"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"my-view"}]}]}"#,
      at: "1:59",
      message: "windows[0].views[0].id: id 'my-view' is not an identifier (letters, digits and _,"
        + " not starting with a digit), so constraints could not name it"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"superview"}]}"#,
      at: "1:40",
      message: "windows[0].id: id 'superview' is reserved in constraints; choose another name"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","#
        + ##""backgroundColor":"#12"}]}]}"##,
      at: "1:81",
      message:
        "windows[0].views[0].backgroundColor (view 'a'): invalid colour '#12'; expected #RGB,"
        + " #RRGGBB or #RRGGBBAA in hex digits"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","#
        + #""constraints":"$0.top"}]}]}"#,
      at: "1:77",
      message: "windows[0].views[0].constraints (view 'a'): expected an array, got a string"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","level":"top"}]}"#,
      at: "1:52",
      message:
        "windows[0].level (window 'w'): unknown window level 'top'; expected one of 'normal',"
        + " 'statusBar', 'alert'"),
  ]

  static let chainCases: [Case] = [
    Case(
      json: chain("$0.centreX.equalToSuperview()"),
      message: at + "column 4: unknown attribute 'centreX' (did you mean 'centerX'?)"),
    Case(
      json: chain("make.centreX.equalToSuperview()"),
      message: at + "column 6: unknown attribute 'centreX' (did you mean 'centerX'?)"),
    Case(
      json: chain("$0.top.equalTo(superview).ofset(4)"),
      message: at + "column 27: unknown modifier 'ofset' (did you mean 'offset'?)"),
    Case(
      json: chain("$0.top.equalTo(bb.snp.top)"),
      message: at + "column 16: unknown id 'bb' (did you mean 'b'?)"),
    Case(
      json: chain("$0.top.equalTo(zzzz)"), message: at + "column 16: unknown id 'zzzz'"),
    Case(
      json: chain("$0.top.equalTo(b.snp.tpo)"),
      message: at + "column 22: unknown attribute 'tpo' (did you mean 'top'?)"),
    Case(
      json: chain("$0.top.equalTo(b.top)"),
      message: at + "column 18: attributes are under .snp: write 'b.snp.top'"),
    Case(
      json: chain("$0.top.equalTo(b.safeArea)"),
      message: at
        + "column 18: unknown member 'safeArea' of 'b' (did you mean 'safeAreaLayoutGuide'?)"),
    Case(
      json: chain("$0.top.equalTo(b.frameLayoutGuide)"),
      message: at + "column 18: 'frameLayoutGuide' exists only on scroll views; 'b' is a label"),
    Case(
      json: #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","constraints":["#
        + #""$0.top.equalToSuperview()","$0.top.equalTo(s.frameLayoutGuide)"]},"#
        + #"{"id":"s","type":"stackView"}]}]}"#,
      message: at
        + "column 18: 'frameLayoutGuide' exists only on scroll views; 's' is a stackView"),
    Case(
      json: chain("$0.width"),
      message: at + "column 9: missing relation after 'width': expected .equalTo(…),"
        + " .lessThanOrEqualTo(…), .greaterThanOrEqualTo(…) or .equalToSuperview()"),
    Case(
      json: chain("$0.width.equalTo"),
      message: at + "column 17: expected '(' after 'equalTo', found the end of the string"),
    Case(
      json: chain("$0.top.equalTo(superview"),
      message: at + "column 25: expected ')' to close '(' at column 15"),
    Case(
      json: chain("$0.top.equalTo(superview))"),
      message: at + "column 26: unbalanced ')': no '(' to close"),
    Case(
      json: chain("$0.top.equalTo(superview) + 4"),
      message: at + "column 27: unexpected character '+'"),
    Case(
      json: chain("$0.top.equalTo(superview) x"),
      message: at + "column 27: unexpected 'x' after the end of the chain"),
    Case(
      json: chain("$0.size.equalTo(CGSize(w: 10, height: 20))"),
      message: at + "column 24: expected 'width:' in CGSize(width:height:), found 'w:'"),
    Case(
      json: chain("$0.size.equalTo(CGSize(10, 20))"),
      message: at + "column 24: expected 'width:' in CGSize(width:height:), found no label"),
    Case(
      json: chain(
        "$0.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, leading: 2,"
          + " bottom: 3, right: 4))"),
      message: at + "column 56: expected 'left:' in UIEdgeInsets(top:left:bottom:right:), found"
        + " 'leading:'"),
    Case(
      json: chain(
        "$0.edges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 1, left: 2,"
          + " bottom: 3, right: 4))"),
      message: at + "column 67: expected 'leading:' in"
        + " NSDirectionalEdgeInsets(top:leading:bottom:trailing:), found 'left:'"),
    Case(
      json: chain("$0.size.equalTo(CGSise(width: 1, height: 2))"),
      message: at + "column 17: unknown type 'CGSise' (did you mean 'CGSize'?)"),
    Case(
      json: chain("$0.top.equalTo()"),
      message: at + "column 16: 'equalTo' needs a target, e.g. equalTo(superview) or"
        + " equalTo(20)"),
    Case(
      json: chain("$0.top.equalTo(1, 2)"),
      message: at + "column 19: 'equalTo' takes one argument, got 2"),
    Case(
      json: chain("$0.top.equalToSuperview(5)"),
      message: at + "column 25: 'equalToSuperview' takes no target (it relates to the superview;"
        + " add .offset(…) or .inset(…) for a constant)"),
    Case(
      json: chain(""),
      message: at + "column 1: empty constraint; expected a chain such as"
        + " '$0.top.equalToSuperview()'"),
    Case(
      json: chain("$0.equalToSuperview()"),
      message: at + "column 4: missing attribute before 'equalToSuperview' (e.g."
        + " $0.top.equalToSuperview(…))"),
    Case(
      json: chain("$0.top.offset(4)"),
      message: at + "column 8: 'offset' is a modifier; it comes after a relation, e.g."
        + " .equalToSuperview().offset(…)"),
    Case(
      json: chain("$0.top.equalTO(1)"),
      message: at + "column 8: unknown relation 'equalTO' (did you mean 'equalTo'?)"),
    Case(
      json: chain("$0.size.center.equalToSuperview()"),
      message: at + "column 9: 'center' cannot follow another attribute (SnapKit's chain has no"
        + " .center there); start a chain with it"),
    Case(
      json: chain("$0.top.equalToSuperview().priority(.high).offset(2)"),
      message: at + "column 43: 'offset' cannot follow 'priority'; only .labeled(…) may come"
        + " after .priority(…)"),
    Case(
      json: chain("$0.top.equalToSuperview().priority(.hihg)"),
      message: at + "column 37: unknown priority 'hihg' (did you mean 'high'?)"),
    Case(
      json: chain("$0.top.equalToSuperview().priority(1001)"),
      message: at + "column 36: priority must be more than 0 and at most 1000, got 1001"),
    Case(
      json: chain("$0.top.equalToSuperview().offset(superview)"),
      message: at + "column 34: 'offset' takes a number"),
    Case(
      json: chain("$0.width.equalToSuperview().dividedBy(0)"),
      message: at + "column 39: cannot divide by 0"),
    Case(
      json: chain("$0.top.equalToSuperview().labeled(top)"),
      message: at + "column 35: 'labeled' takes a string, e.g. labeled(\"top\")"),
    Case(
      json: chain("$0.top.equalToSuperview().labeled(\"top"),
      message: at + "column 35: unterminated string"),
    Case(
      json: chain("$0.top.equalTo($0)"),
      message: at + "column 16: '$0' means the constrained view only at the start of the chain;"
        + " name a view by its id or use superview"),
    Case(
      json: chain("$0.top.equalTo(b.snp)"),
      message: at + "column 21: expected an attribute after 'snp', e.g. .snp.top"),
    Case(
      json: chain("$0.top.equalTo(1.5.x)"),
      message: at + "column 19: expected ',' or ')' after the argument, found '.'"),
  ]

  @Test(arguments: fileCases + chainCases)
  func malformedFileExits65WithThePathAndMessage(_ testCase: Case) {
    let result = CLI.run(arguments: ["solve", "-"], stdin: Array(testCase.json.utf8))
    #expect(result.exitCode == 65)
    #expect(result.stderr == "Error: <stdin>:\(testCase.at): " + testCase.message + "\n")
    #expect(result.stdout == "")
  }

  @Test func missingFileExits66() {
    let result = CLI.run(arguments: ["solve", "/nonexistent/toast.layout.json"])
    #expect(result.exitCode == 66)
    #expect(result.stderr == "Error: /nonexistent/toast.layout.json: no such file\n")
  }

  @Test func errorsNameTheFileAsGiven() throws {
    let path = try CLITestSupport.temporaryFile("toast.json", Self.chain("$0.centreX.equalTo(1)"))
    let result = CLI.run(arguments: ["solve", path])
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: \(path):1:110: windows[0].views[0].constraints[1] (view 'a'), column 4:"
        + " unknown attribute 'centreX' (did you mean 'centerX'?)\n")
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { message }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: [], message: "missing expected argument '<file>'"),
    UsageCase(arguments: ["a", "b"], message: "unexpected extra argument 'b'"),
    UsageCase(
      arguments: ["a", "--frmat", "json"],
      message: "unknown option '--frmat' (did you mean '--format'?)"),
    UsageCase(
      arguments: ["a", "--format", "png"],
      message: "unknown format 'png'; expected text, json, svg or html"),
    UsageCase(arguments: ["a", "--format"], message: "missing value for '--format <format>'"),
    UsageCase(
      arguments: ["a", "--device", "iPhone 14"],
      message:
        "unknown device 'iPhone 14' (did you mean 'iPhone 15'?); `layoutcli devices` lists them"),
    UsageCase(
      arguments: ["a", "--orientation", "up"],
      message: "unknown orientation 'up'; expected portrait or landscape"),
    UsageCase(arguments: ["a", "--debug"], message: "--debug applies only to --format svg"),
  ]

  @Test(arguments: usageCases)
  func badArgumentsExit64WithTheUsageLine(_ testCase: UsageCase) {
    let result = CLI.run(arguments: ["solve"] + testCase.arguments)
    #expect(result.exitCode == 64)
    #expect(
      result.stderr == "Error: " + testCase.message + "\n" + SolveCommand.signature.errorUsage
        + "\n")
  }

  @Test func svgOutputIsOneSVGDocument() {
    let result = CLI.run(
      arguments: [
        "solve", CLITestSupport.example("toast-capsule.layout.json"), "--format", "svg", "--debug",
      ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("<?xml") && result.stdout.contains("</svg>"))
  }

  @Test func exponentsAreSwiftNumbers() {
    let file = { (offset: String) in
      Self.chain("$0.left.size.equalTo(10)").replacingOccurrences(
        of: "$0.top.equalToSuperview()", with: "$0.top.equalToSuperview().offset(\(offset))")
    }
    let small = CLI.run(
      arguments: ["solve", "-", "--format", "json"], stdin: Array(file("2.5E+3").utf8))
    #expect(small.exitCode == 0 && small.stderr == "")
    #expect(small.stdout.contains(#""y":2500"#) || small.stdout.contains(#""y": 2500"#))
    // 1e308 parses, but is beyond the solver's ±1e15: Auto Layout's way, a warning and the
    // constraint left out (which leaves a's y to nothing); --strict turns the warnings into
    // exit 1.
    let huge = CLI.run(arguments: ["solve", "-"], stdin: Array(file("1e308").utf8))
    #expect(huge.exitCode == 0)
    #expect(
      huge.stderr
        == "Warning: <stdin>: constraint out of range: 'a.minY == w.minY + 1e+308' has a number"
        + " beyond ±1e15 or a coefficient below 1e-15 in magnitude; scale its units\n"
        + "Warning: <stdin>: ambiguous layout: a has an ambiguous minY (the constraints allow"
        + " more than one value)\n")
    let strict = CLI.run(arguments: ["solve", "-", "--strict"], stdin: Array(file("1e308").utf8))
    #expect(strict.exitCode == 1)
    // The first constraint string opens at column 78, so its column N is the file's 78 + N.
    for (literal, column, message) in [
      ("1e999", 34, "number 1e999 is out of range"),
      ("1e", 35, "unexpected 'e' in a number"),
      ("1e+", 35, "unexpected 'e' in a number"),
    ] {
      let result = CLI.run(arguments: ["solve", "-"], stdin: Array(file(literal).utf8))
      #expect(result.exitCode == 65, "\(literal)")
      #expect(
        result.stderr
          == "Error: <stdin>:1:\(78 + column): windows[0].views[0].constraints[0] (view 'a'),"
          + " column \(column): \(message)\n",
        "\(literal)")
    }
  }

  /// Hostile input: every prefix of a chain, and odd characters, end in a message, never a
  /// trap.
  @Test func everyPrefixOfAChainIsHandled() {
    let full =
      #"make.top.left.equalToSuperview { $0.safeAreaLayoutGuide }.inset(UIEdgeInsets(top: 1,"#
      + #" left: -2.5, bottom: 3, right: 4)).priority(.high).labeled("a\"b")"#
    for n in 0...full.count {
      let result = CLI.run(
        arguments: ["solve", "-"], stdin: Array(Self.chain(String(full.prefix(n))).utf8))
      #expect(result.exitCode == 65 || result.exitCode == 0, "prefix \(n)")
    }
    for odd in ["((((", "{{{{{{{{{{{{{{{{{{{{", "$0.$0", "\u{0}", "🙂.top", "-", ".", "1e999"] {
      let result = CLI.run(arguments: ["solve", "-"], stdin: Array(Self.chain(odd).utf8))
      #expect(result.exitCode == 65, "\(odd)")
    }
  }

  // MARK: Self-references and cycles: warnings, as Auto Layout logs them, never an abort

  /// The warning for a broken constraint, as Auto Layout logs it: the conflicting ones listed
  /// (each line indented four spaces), then the one broken.
  static func conflictWarning(_ listed: [String], breaking broken: String) -> String {
    "Warning: <stdin>: Unable to simultaneously satisfy constraints.\n"
      + "  Probably at least one of the constraints in the following list is one you don't"
      + " want.\n  (\n" + listed.map { "    " + $0 }.joined(separator: ",\n") + "\n  )\n"
      + "  Will attempt to recover by breaking constraint\n    " + broken + "\n"
  }

  /// A file whose window `w` holds the given view objects.
  static func window(_ views: String) -> [UInt8] {
    Array(#"{"device":"iPhone 15","windows":[{"id":"w","views":[\#(views)]}]}"#.utf8)
  }

  @Test func aViewConstrainedToItself() {
    // `width == width` is a tautology and says nothing; `top == top + 10` can never hold,
    // is reported and broken, and the rest of the layout stands.
    let input = Self.window(
      #"{"id":"a","constraints":["make.top.left.equalToSuperview()","make.size.equalTo(100)","#
        + #""make.width.equalTo(a)","make.top.equalTo(a.snp.top).offset(10)"]}"#)
    let result = CLI.run(arguments: ["solve", "-"], stdin: input)
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("w/a   0  0    100     100  0 0 100 100      1\n"))
    let broken = "a.top == a.top + 10 @<stdin>:1:162"
    #expect(result.stderr == Self.conflictWarning([broken], breaking: broken))
    let strict = CLI.run(arguments: ["solve", "-", "--strict"], stdin: input)
    #expect(strict.exitCode == 1)
    #expect(strict.stderr.hasSuffix("Error: <stdin>: 1 layout diagnostic (--strict)\n"))
  }

  @Test func aCycleOfReferences() {
    // p.left == q.left + 10 and q.left == p.left + 10: the second is broken, naming both,
    // and p's position is then ambiguous.
    let input = Self.window(
      #"{"id":"p","constraints":["make.left.equalTo(q.snp.left).offset(10)","#
        + #""make.size.equalTo(10)","make.top.equalToSuperview()"]},"#
        + #"{"id":"q","constraints":["make.left.equalTo(p.snp.left).offset(10)","#
        + #""make.size.equalTo(10)","make.top.equalToSuperview()"]}"#)
    let result = CLI.run(arguments: ["solve", "-"], stdin: input)
    #expect(result.exitCode == 0)
    let p = "p.left == q.left + 10 @<stdin>:1:78"
    let q = "q.left == p.left + 10 @<stdin>:1:202"
    #expect(
      result.stderr
        == Self.conflictWarning([p, q], breaking: q)
        + "Warning: <stdin>: ambiguous layout: p has an ambiguous minX (the constraints allow"
        + " more than one value)\n"
        + "Warning: <stdin>: ambiguous layout: q has an ambiguous minX (the constraints allow"
        + " more than one value)\n")
  }

  @Test func aScrollViewPinnedToItsOwnContentGuide() {
    // s == its content, and its content is twice its frame: the only solution is 0 x 0,
    // and nothing places s or c.
    let input = Self.window(
      #"{"id":"s","type":"scrollView","constraints":["make.edges.equalTo(s.contentLayoutGuide)"],"#
        + #""subviews":[{"id":"c","constraints":["make.edges.equalTo(s.contentLayoutGuide)","#
        + #""make.size.equalTo(s.frameLayoutGuide).multipliedBy(2)"]}]}"#)
    let result = CLI.run(arguments: ["solve", "-"], stdin: input)
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("w/s    0  0      0       0  0 0 0 0          1\n"))
    #expect(result.stdout.contains("w/s/c  0  0      0       0  0 0 0 0          1\n"))
    #expect(
      result.stderr
        == "Warning: <stdin>: ambiguous layout: s has an ambiguous minX, minY (the constraints"
        + " allow more than one value)\n"
        + "Warning: <stdin>: ambiguous layout: c has an ambiguous minX, minY (the constraints"
        + " allow more than one value)\n")
  }
}
