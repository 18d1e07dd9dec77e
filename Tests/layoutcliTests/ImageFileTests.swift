import Foundation
import LayoutTestSupport
import Testing

@testable import layoutcli

/// An image view's image in layout files: `image` (a file next to the layout file, found
/// as `UIImage(named:)` finds it), `systemImage`, the `imageSize`/`imageName` placeholder,
/// and every view's `contentMode`; passed to the render tree's `image` object.
@Suite("layoutcli images", .serialized)
struct ImageFileTests {
  static func file(_ view: String) -> String {
    ##"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"pic","type":"imageView","##
      + view + "}]}]}"
  }

  @Test func theNameReachesTheRenderTree() {
    let result = CLI.run(
      arguments: ["solve", "-", "--format", "json"],
      stdin: Array(
        Self.file(
          ##""imageSize":{"width":100,"height":50},"imageName":"photo","##
            + ##""constraints":["make.center.equalToSuperview()"]"##
        ).utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(##""image":{"name":"photo","size":{"width":100,"height":50}"##))
  }

  /// A PNG header of a size.
  static func png(width: Int, height: Int) -> Data {
    ImageFileHeaders.png(width: width, height: height)
  }

  @Test func anImageNextToTheFileIsFoundAtTheScreensScaleAndPlacedByItsContentMode() throws {
    let layout = try CLITestSupport.temporaryFile(
      "profile.layout.json",
      Self.file(
        ##""image":"avatar","contentMode":"scaleAspectFill","clipsToBounds":true,"##
          + ##""constraints":["make.top.leading.equalToSuperview()","make.width.equalTo(100)","##
          + ##""make.height.equalTo(50)"]"##))
    let folder = URL(fileURLWithPath: layout).deletingLastPathComponent()
    // 240 × 240 pixels at 3x: 80 × 80 points.
    try Self.png(width: 240, height: 240).write(to: folder.appendingPathComponent("avatar@3x.png"))
    let result = CLI.run(arguments: ["solve", layout, "--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Filling 100 × 50 with 80 × 80: × 1.25 (100 / 80) → 100 × 100, centred: y −25.
    #expect(
      result.stdout.contains(
        ##""image":{"name":"avatar","size":{"width":80,"height":80},"scale":3,"symbol":false,"##
          + ##""contentMode":"scaleAspectFill","rect":{"x":0,"y":-25,"width":100,"height":100},"##
          + ##""tint":null}"##), "\(result.stdout)")
  }

  @Test func anImageFoundNowhereIsAProblemThatSaysWhere() throws {
    let layout = try CLITestSupport.temporaryFile(
      "missing.layout.json", Self.file(##""image":"nowhere""##))
    let result = CLI.run(arguments: ["solve", layout])
    #expect(result.exitCode == 65)
    let folder = URL(fileURLWithPath: layout).deletingLastPathComponent().standardizedFileURL.path
    #expect(
      result.stderr.contains(
        "windows[0].views[0].image (view 'pic'): no image named 'nowhere' (a PNG, JPEG or GIF file,"
          + " by scale suffix, or an asset catalog's image set) in \(folder)"), "\(result.stderr)")
  }

  @Test func aSystemImageIsATemplateInTheTint() {
    let result = CLI.run(
      arguments: ["solve", "-", "--format", "json"],
      stdin: Array(
        Self.file(
          ##""systemImage":"star.fill","tintColor":"#FF0000","contentMode":"center","##
            + ##""constraints":["make.center.equalToSuperview()"]"##
        ).utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains(##""symbol":true,"contentMode":"center","##))
    #expect(result.stdout.contains(##""tint":"#FF0000"}"##))
  }

  @Test func anUnknownContentModeSuggestsTheNearestName() {
    let result = CLI.run(
      arguments: ["solve", "-"], stdin: Array(Self.file(##""contentMode":"aspectFit""##).utf8))
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("unknown content mode 'aspectFit'"), "\(result.stderr)")
  }

  @Test func aNameThatIsNotAStringIsAnError() {
    let result = CLI.run(
      arguments: ["solve", "-"], stdin: Array(Self.file(##""imageName":3"##).utf8))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:96: windows[0].views[0].imageName (view 'pic'): expected a string,"
        + " got a number\n")
  }

  @Test func otherTypesRejectTheKey() {
    let json =
      ##"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"v","imageName":"x"}]}]}"##
    let result = CLI.run(arguments: ["solve", "-"], stdin: Array(json.utf8))
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("\"imageName\" applies to imageView views, not view"))
  }
}

/// The text input and indicator kinds in layout files.
@Suite("layoutcli text input kinds")
struct TextInputFileTests {
  @Test func aFormOfFieldsAndIndicatorsIsLaidOutAndDrawn() {
    let json = ##"""
      {"device": "iPhone 15", "windows": [{"id": "w", "views": [
        {"id": "email", "type": "textField", "borderStyle": "roundedRect",
         "placeholder": "Email", "constraints": ["$0.top.equalTo(w.safeAreaLayoutGuide).offset(20)",
         "$0.leading.trailing.equalToSuperview().inset(16)"]},
        {"id": "spinner", "type": "activityIndicatorView", "style": "large", "isAnimating": true,
         "constraints": ["$0.top.equalTo(email.snp.bottom).offset(8)", "$0.centerX.equalToSuperview()"]},
        {"id": "bar", "type": "progressView", "progress": 0.5,
         "constraints": ["$0.top.equalTo(spinner.snp.bottom).offset(8)", "$0.leading.trailing.equalToSuperview()"]},
        {"id": "mode", "type": "segmentedControl", "items": ["A", "B"], "selectedSegmentIndex": 1,
         "constraints": ["$0.top.equalTo(bar.snp.bottom).offset(8)", "$0.centerX.equalToSuperview()"]}
      ]}]}
      """##
    let result = CLI.run(arguments: ["solve", "-"], stdin: Array(json.utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
    // The field: 59 + 20 = 79, 361 wide, its 17-point line (61 px at 3x) + 14: 34.333.
    #expect(result.stdout.contains("email"))
    let rows = result.stdout.split(separator: "\n").map(String.init)
    let email = rows.first { $0.contains("email") } ?? ""
    #expect(email.contains("16") && email.contains("79") && email.contains("361"), "\(email)")
    let spinner = rows.first { $0.contains("spinner") } ?? ""
    #expect(spinner.contains("37"), "\(spinner)")
  }

  @Test func aBorderStyleIsOneOfUIKitsNames() {
    let json =
      ##"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"f","type":"textField","##
      + ##""borderStyle":"rounded"}]}]}"##
    let result = CLI.run(arguments: ["solve", "-"], stdin: Array(json.utf8))
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("unknown border style 'rounded'"), "\(result.stderr)")
  }
}
