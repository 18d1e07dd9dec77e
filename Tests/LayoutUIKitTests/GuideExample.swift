// The example at the top of Docs/UIKit.md: a file written for iOS, built here through
// LayoutUIKit (GuideExampleTests runs it).
#if canImport(UIKit)
  import UIKit
  import SnapKit
#else
  import LayoutUIKit
#endif

extension UIView {
  /// A banner 40 below the safe area's top, fading in.
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
