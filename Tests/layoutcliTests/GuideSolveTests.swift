import Foundation
import Testing

@testable import layoutcli

/// `layoutcli solve` on a file with `"keyboard"`, `"contentSizeCategory"` and the
/// readable-content and keyboard guides: the text table (what such files mean is
/// `GuideFileTests`, on `LayoutDocument`).
@Suite("layoutcli solve: readable and keyboard guides")
struct GuideSolveTests {
  /// The shared guide file (``LayoutFileFixtures/guideField(keyboard:category:)``).
  static func file(keyboard: String, category: String = "large") -> String {
    LayoutFileFixtures.guideField(keyboard: keyboard, category: category)
  }

  @Test("a shown keyboard and a larger text size place the field")
  func shownAndExtraLarge() {
    let result = SolveCommandTests.solve(Self.file(keyboard: "shown", category: "extraLarge"))
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Keyboard 418 → its top at 402, the field's bottom at 386; readable 751 centred in the
    // margins (8 ... 1172): x = 8 + (1164 − 751) / 2.
    #expect(TextTable(result.stdout).screenRect("app/field") == ["214.5", "342", "751", "44"])
  }
}
