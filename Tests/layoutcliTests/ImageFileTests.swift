import Foundation
import Testing

@testable import layoutcli

/// An image view's `imageName` in layout files: passed through to the render tree's
/// `image` object, and checked as a string.
@Suite("layoutcli imageName")
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
