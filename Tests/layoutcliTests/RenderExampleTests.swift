import Foundation
import Testing

@testable import layoutcli

/// `Docs/examples/render_png.py`, the renderer written from the docs alone, draws the seed
/// screens' JSON into PNGs whose pixels are the colours the frames say (checked with
/// `Docs/tools/svg_png_check.py`).
@Suite("Docs/examples/render_png.py")
struct RenderExampleTests {
  /// Whether `python3` runs (the script needs only its standard library).
  static let hasPython = PythonTool.run(["-c", "pass"]).status == 0

  /// A fresh temporary path named `name`.
  static func temporary(_ name: String) throws -> String {
    try CLITestSupport.temporaryFile(name, "")
  }

  /// Renders `arguments`' JSON into a PNG and checks it against `checks` (lines of
  /// `svg_png_check.py`'s expectation format) built from the JSON's frames.
  static func render(
    _ arguments: [String], checks: (RenderJSON) throws -> [String]
  ) throws -> PythonTool.Result {
    let result = CLI.run(arguments: arguments + ["--format", "json"])
    try #require(result.exitCode == 0, "\(result.stderr)")
    let json = try temporary("tree.json")
    try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: json))
    let png = try temporary("tree.png")
    let drawn = PythonTool.run([PythonTool.docsPath("examples/render_png.py"), json, png])
    try #require(drawn.status == 0, "\(drawn.output)")
    let expect = try temporary("tree.expect")
    let lines = try checks(try RenderJSON(result.stdout))
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: expect))
    return PythonTool.run([PythonTool.docsPath("tools/svg_png_check.py"), png, expect])
  }

  /// The screen frame of the view `id`.
  static func frame(_ tree: RenderJSON, _ id: String) throws -> CGRect {
    let f = try #require(tree.view(id)?["screenFrame"] as? [String: Double])
    return CGRect(x: f["x"] ?? 0, y: f["y"] ?? 0, width: f["width"] ?? 0, height: f["height"] ?? 0)
  }

  /// A pixel (rounded down to the one that holds the point) as a check line.
  static func point(_ x: CGFloat, _ y: CGFloat, _ colour: String, _ note: String) -> String {
    "point \(Int(x.rounded(.down))) \(Int(y.rounded(.down))) \(colour) 2 \(note)"
  }

  @Test(.enabled(if: hasPython, "needs python3 (standard library only) to run the example"))
  func theToastBoxIsBlackAt70PercentOverWhiteWithRoundedEnds() throws {
    let result = try Self.render(["toast", "Hello, Toast!"]) { tree in
      let box = try Self.frame(tree, "backView")
      return [
        // #000000B3: 179/255 black over white is 76 of 255.
        Self.point(box.minX + 5, box.midY, "#4C4C4C", "inside the box, left of the text"),
        Self.point(box.maxX - 5, box.midY, "#4C4C4C", "inside the box, right of the text"),
        Self.point(box.minX + 1, box.minY + 1, "#FFFFFF", "outside the rounded corner"),
        Self.point(box.minX - 3, box.midY, "#FFFFFF", "left of the box"),
        Self.point(box.midX, box.minY + 2, "#4C4C4C", "the top edge's middle"),
      ]
    }
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(.enabled(if: hasPython, "needs python3 (standard library only) to run the example"))
  func theBannerAndTheFloatingButtonsHaveTheirColours() throws {
    let banner = try Self.render(["toast", "저장되었습니다", "--style", "banner"]) { tree in
      let label = try Self.frame(tree, "messageLabel")
      // #00000099: 153/255 black over white is 102 of 255; the label clips, radius 10.
      return [
        Self.point(label.minX + 12, label.midY, "#666666", "inside the banner"),
        Self.point(label.minX + 1, label.minY + 1, "#FFFFFF", "outside its rounded corner"),
      ]
    }
    #expect(banner.status == 0, "\(banner.output)")
    let floating = try Self.render(["floating", "--state", "open"]) { tree in
      let share = try Self.frame(tree, "shareButton")
      return [
        Self.point(
          share.midX, share.minY + 4, "#007AFF", "the share button's blue, above its title"),
        // The image view's 1000 × 800 image (a placeholder: its rectangle in light grey,
        // over the view's #AAAAAA fill).
        Self.point(share.minX + 2, share.minY + 2, "#D1D1D6", "the image outside its circle"),
      ]
    }
    #expect(floating.status == 0, "\(floating.output)")
  }

  /// A client refuses a tree whose version it does not know rather than draw it wrong: the
  /// unversioned output (no `schemaVersion`; its `transform` mapped to the screen, its
  /// `text` a string) and a version after 3 exit 1 with a message and write no picture.
  @Test(.enabled(if: hasPython, "needs python3 (standard library only) to run the example"))
  func theExampleRefusesASchemaItDoesNotKnow() throws {
    let unversioned = #"""
      {"screen":{"name":"iPhone 15","width":393,"height":852,"scale":3,"orientation":"portrait",
       "safeArea":{"top":59,"left":0,"bottom":34,"right":0}},
       "windows":[{"id":"w","level":0,"frame":{"x":0,"y":0,"width":393,"height":852},
       "views":[{"id":"l","type":"label","text":"Hi","lines":["Hi"],"transform":[1,0,0,1,10,20],
       "subviews":[]}]}],"diagnostics":[]}
      """#
    let current = CLI.run(arguments: ["toast", "Hi", "--format", "json"]).stdout
    let later = current.replacingOccurrences(
      of: #"{"schemaVersion":3,"#, with: #"{"schemaVersion":4,"#)
    #expect(later != current)
    for (tree, version) in [(unversioned, "None"), (later, "4")] {
      let json = try Self.temporary("old.json")
      try Data(tree.utf8).write(to: URL(fileURLWithPath: json))
      let png = try Self.temporary("old.png")
      try? FileManager.default.removeItem(atPath: png)
      let drawn = PythonTool.run([PythonTool.docsPath("examples/render_png.py"), json, png])
      #expect(drawn.status == 1)
      #expect(drawn.output.contains("reads schema versions 1 to 3, got \(version)"))
      #expect(!FileManager.default.fileExists(atPath: png))
    }
  }
}
