// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/UIKit.md#1

#sourceLocation(file: "Docs/UIKit.md", line: 4)
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutUIKit
#endif

extension UIView {
  func showBanner(_ message: String) {
    let label = UILabel()
    label.text = message
    label.textAlignment = .center
    label.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    label.layer.cornerRadius = 10
    label.clipsToBounds = true
    label.alpha = 0
    addSubview(label)
    label.snp.makeConstraints {
      $0.centerX.equalToSuperview()
      $0.top.equalTo(safeAreaLayoutGuide.snp.top).offset(40)
      $0.width.equalToSuperview().multipliedBy(0.6)
      $0.height.equalTo(35)
    }
    UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) {
      label.alpha = 1
    }
  }
}
#sourceLocation()

extension DocBlocks {
  /// Docs/UIKit.md#1: the Swift block at the page's line 3.
  static func block_Docs_UIKit_md_1() throws {
#sourceLocation(file: "Docs/UIKit.md", line: 39)
let window = UIWindow(screen: .iPhone15)
let clock = AnimationClock()
let animator = Animator(clock: clock, watching: [window])
Animator.withCurrent(animator) { window.showBanner("Saved") }   // UIView.animate uses it
window.layoutIfNeeded()
let label = window.subviews[0]
let f = label.frame
print(f.minX, f.minY, f.width, f.height)     // 78.666… 99.0 235.666… 35.0
clock.advance(to: 0.25)
// Ease-in at half its time:
print(animator.presentation(of: label).alpha)  // 0.3153568…

// Without a bound animator, UIView.animate sets the end values at once:
let plain = UIWindow(screen: .iPhone15)
plain.showBanner("Saved")
print(plain.subviews[0].alpha)  // 1.0
#sourceLocation()
  }
}
