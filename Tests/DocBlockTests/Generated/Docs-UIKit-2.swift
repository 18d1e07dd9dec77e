// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/UIKit.md#2

#sourceLocation(file: "Docs/UIKit.md", line: 100)
#if canImport(UIKit)
import UIKit
#else
import LayoutUIKit
#endif

final class BannerViewController: UIViewController {
  let banner = UILabel()
  private var bannerHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.text = "Saved"
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)
    bannerHeight = banner.heightAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      bannerHeight,
    ])
  }

  func expand() {
    bannerHeight.constant = 88
    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
  }
}
#sourceLocation()

extension DocBlocks {
  /// Docs/UIKit.md#2: the Swift block at the page's line 99.
  static func block_Docs_UIKit_md_2() throws {
#sourceLocation(file: "Docs/UIKit.md", line: 133)
let window = UIWindow(screen: .iPhone15)
let controller = BannerViewController()
window.rootViewController = controller
window.makeKeyAndVisible()
window.layoutIfNeeded()
let f = controller.banner.frame
print(f.minX, f.minY, f.width, f.height)  // 16.0 79.0 361.0 44.0
let clock = AnimationClock()
let animator = Animator(clock: clock, watching: [window])
Animator.withCurrent(animator) { controller.expand() }
clock.advance(to: 0.15)
// Half way through the default ease-in-out curve:
print(animator.presentation(of: controller.banner).frame.height)  // 66.0
print(controller.banner.frame.height)  // 88.0
#sourceLocation()
  }
}
