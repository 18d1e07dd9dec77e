// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#12

#sourceLocation(file: "Docs/Views.md", line: 1027)
import Foundation
import Layout

#sourceLocation()

extension DocBlocks {
  /// Docs/Views.md#12: the Swift block at the page's line 1026.
  static func block_Docs_Views_md_12() throws {
#sourceLocation(file: "Docs/Views.md", line: 1030)
let screen = Screen.iPhone15
let safe = screen.safeAreaFrame(in: .portrait)
print(safe.minY, safe.height)                       // 59.0 759.0
print(screen.safeAreaInsets(in: .landscape))        // {0, 59, 21, 59}

let background: UIColor = .black.withAlphaComponent(0.7)
print(background.hexNotation)                         // #000000B3

let box = CGRect(x: 100, y: 400, width: 193, height: 60)
let slid = box.applying(CGAffineTransform(translationX: 0, y: 100))
print(slid.minY)                                    // 500.0

let margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4)
print(margins.edgeInsets(for: .rightToLeft))        // {8, 4, 8, 16}

// Rounded up to 61 pixels at 3x:
print(screen.pixelCeil(20.1))                       // 20.333333333333332
#sourceLocation()
  }
}
