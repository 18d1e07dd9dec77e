// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#3

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#3: the Swift block at the page's line 240.
  static func block_Docs_Views_md_3() throws {
#sourceLocation(file: "Docs/Views.md", line: 241)
let scene = Scene(screen: .iPhone15)
let window = Application.withCurrent(Application(scenes: [scene])) {
  // As a scene delegate writes it: UIScreen.main is the scene's screen.
  let window = Window(frame: Screen.main.bounds)
  window.rootViewController = ViewController()
  window.makeKeyAndVisible()
  return window
}
print(scene.keyWindow === window, window.frame.width, window.frame.height)  // true 393.0 852.0
#sourceLocation()
  }
}
