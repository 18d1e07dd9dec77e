import Foundation
import Testing

@testable import layoutcli

/// Layout files with `"keyboard"`, `"contentSizeCategory"` and chains that target the
/// readable-content and keyboard guides.
@Suite("layoutcli solve: readable and keyboard guides")
struct GuideFileTests {
  /// A field 44 high, 16 above the keyboard guide, across the readable guide; on an iPad
  /// (10th generation) in landscape (1180 × 820).
  static func file(keyboard: String, category: String = "large") -> String {
    """
    {"device": "iPad 10", "orientation": "landscape", "keyboard": "\(keyboard)",
     "contentSizeCategory": "\(category)",
     "windows": [{"id": "app", "views": [{"id": "field", "constraints": [
       "$0.bottom.equalTo(superview.keyboardLayoutGuide.snp.top).offset(-16)",
       "$0.leading.trailing.equalToSuperview { $0.readableContentGuide }",
       "$0.height.equalTo(44)"]}]}]}
    """
  }

  /// The text row of `field`.
  static func fieldRow(_ output: String) -> [String] {
    let line = output.split(separator: "\n").first { $0.hasPrefix("app/field") } ?? ""
    return line.split(separator: " ").map(String.init)
  }

  @Test("a shown keyboard and a larger text size place the field")
  func shownAndExtraLarge() {
    let result = SolveCommandTests.solve(Self.file(keyboard: "shown", category: "extraLarge"))
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Keyboard 418 → its top at 402, the field's bottom at 386; readable 751 centred in the
    // margins (8 ... 1172): x = 8 + (1164 − 751) / 2.
    #expect(Self.fieldRow(result.stdout).prefix(5) == ["app/field", "214.5", "342", "751", "44"])
  }

  @Test("a hidden keyboard leaves the guide at the safe area's bottom")
  func hidden() {
    let result = SolveCommandTests.solve(Self.file(keyboard: "hidden"))
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Safe-area bottom 20: the guide's top at 800, the field's bottom at 784; readable 672.
    #expect(Self.fieldRow(result.stdout).prefix(5) == ["app/field", "254", "740", "672", "44"])
  }

  @Test("unknown keyboard states and text sizes are errors with their JSON path")
  func badValues() {
    let keyboard = SolveCommandTests.solve(Self.file(keyboard: "up"))
    #expect(keyboard.exitCode != 0)
    #expect(keyboard.stderr.contains("keyboard: unknown keyboard state 'up'"))
    let category = SolveCommandTests.solve(Self.file(keyboard: "shown", category: "huge"))
    #expect(category.exitCode != 0)
    #expect(category.stderr.contains("contentSizeCategory: unknown content size category"))
  }

  @Test("an unknown guide name lists the guides")
  func unknownGuide() {
    let json = """
      {"device": "iPhone 15", "windows": [{"id": "app", "views": [{"id": "b",
       "constraints": ["$0.top.equalTo(superview.keyboardGuide)"]}]}]}
      """
    let result = SolveCommandTests.solve(json)
    #expect(result.exitCode != 0)
    #expect(result.stderr.contains("unknown member 'keyboardGuide' of 'superview'"))
  }
}
