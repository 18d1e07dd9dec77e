import Foundation
import Testing

@testable import layoutcli

/// The seed layouts in every format on two devices, against golden files.
@Suite struct SeedGoldenTests {
  static let devices = [("iPhone 15", "iphone15"), ("iPhone SE", "iphonese")]
  static let scenes: [(name: String, arguments: [String])] = [
    ("capsule", ["toast", "Hello, Toast!"]),
    ("banner", ["toast", "저장되었습니다", "--style", "banner"]),
    ("floating", ["floating", "--state", "open"]),
  ]

  @Test(arguments: ["text", "json", "svg"])
  func seedLayoutsMatchTheirGoldenFiles(format: String) {
    for (device, tag) in Self.devices {
      for scene in Self.scenes {
        let result = CLI.run(arguments: scene.arguments + ["--device", device, "--format", format])
        #expect(result.exitCode == 0, "\(scene.name) on \(device): \(result.stderr)")
        Golden.check(result.stdout, "\(scene.name)-\(tag).\(format)")
      }
    }
  }
}
