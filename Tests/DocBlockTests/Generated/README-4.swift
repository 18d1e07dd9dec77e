// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// README.md#4

#sourceLocation(file: "README.md", line: 280)
#if canImport(UIKit)
import UIKit
#else
import LayoutUIKit
#endif

#sourceLocation()

extension DocBlocks {
  /// README.md#4: the Swift block at the page's line 279.
  static func block_README_md_4() throws {
#sourceLocation(file: "README.md", line: 286)
let window = UIWindow(screen: .iPhone15)
let avatar = UIView()
let name = UILabel()
name.text = "Ada Lovelace"
for view in [avatar, name] {
  view.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(view)
}
let size = avatar.widthAnchor.constraint(equalToConstant: 80)
NSLayoutConstraint.activate([
  avatar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 24),
  avatar.centerXAnchor.constraint(equalTo: window.centerXAnchor),
  avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
  size,
  name.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
  name.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
])
window.layoutIfNeeded()
print(avatar.frame.minX, avatar.frame.minY, avatar.frame.width)  // 156.666… 83.0 80.0
size.constant = 120  // moved in place at the next pass
window.layoutIfNeeded()
print(avatar.frame.width, name.frame.minY)  // 120.0 211.0
#sourceLocation()
  }
}
