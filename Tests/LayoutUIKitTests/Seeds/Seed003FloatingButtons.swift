// swift-format-ignore-file
// Seed 003 (seeds/003, "[iOS] 나만의 Floating Button 띄우기"): the post's `floatingView`
// closures, its constraints and its `tapBottomMiddleButton` action, pasted as written, so
// the formatter leaves this file alone. A line changed to build here ends with
// `// EDIT: why`; Docs/UIKit.md lists every one. What the post does not show (the outlets a
// storyboard connects and the screen they make) is written below the line "Not in the post",
// as an iOS app would write it. Seed003FloatingButtonTests lays it out and animates it.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutUIKit
#endif

/// The post's first container, the one it warns about (`alpha`, which a view's subviews
/// inherit).
final class AlphaPitfallViewController: UIViewController {
let floatingView: UIStackView  = {
	let view = UIStackView()
  	// 이렇게 하면 안됨 !
    view.alpha = 1.0
  	// ...
    return view
}()
}

/// The post's view controller.
final class FloatingButtonViewController: UIViewController {
let floatingView: UIStackView = {
  	let view = UIStackView()
	// 이렇게 합시다 :)
  	view.backgroundColor = UIColor(white: 1, alpha: 0)
  	// ...
  	view.distribution = .fillEqually // EDIT: fills in the post's "// ...": three columns of one width (the gap)
  	return view
}()

    // 십자 플로팅 버튼
    func tapBottomMiddleButton(_ sender: UIButton) { // EDIT: no @IBAction (was `@IBAction func`): it makes the action main-actor isolated, and a ViewController is not (layouts run on any thread), so viewDidLoad could not connect it; no storyboard connects it here
        let gap = self.floatingLeftView.frame.width
        
        // 버튼들이 플로팅 되지 않은 상태이고, 움직이고 있지 않다면
        if !areButtonsFloated && !areButtonsMoving {
            areButtonsMoving = true
            
            // copyButton
            self.copyButton.alpha = 0
            self.copyButton.transform = CGAffineTransform(translationX: +gap, y: 0)
            UIView.animate(withDuration: 0.1) {
                self.copyButton.transform = CGAffineTransform(translationX: +(gap/2), y: 0)
            }
            UIView.animate(withDuration: 0.3) {
                self.copyButton.alpha = 1
                self.copyButton.transform = CGAffineTransform(translationX: 0, y: 0)
            }
            
            // wifiButton
            self.wifiButton.alpha = 0
            self.wifiButton.transform = CGAffineTransform(translationX: 0, y: +100)
            UIView.animate(withDuration: 0.3) {
                self.wifiButton.alpha = 1
                self.wifiButton.transform = CGAffineTransform(translationX: 0, y: 0)
            }
            
            // shareButton

            self.shareButton.alpha = 0
            self.shareButton.transform = CGAffineTransform(translationX: -gap, y: 0)
            UIView.animate(withDuration: 0.1) {
                self.shareButton.transform = CGAffineTransform(translationX: -(gap/2), y: 0)
            }
            UIView.animate(withDuration: 0.3, animations: {
                self.shareButton.alpha = 1
                self.shareButton.transform = CGAffineTransform(translationX: 0, y: 0)
            }, completion: { finished in
                self.areButtonsFloated = true
                self.areButtonsMoving = false
            })
        }
        
        // 버튼들이 플로팅 되어있고, 움직이고 있지 않다면
        else if areButtonsFloated && !areButtonsMoving {
            areButtonsMoving = true
            
            // copyButton
            UIView.animate(withDuration: 0.1) {
                self.copyButton.transform = CGAffineTransform(translationX: +(gap/2), y: 0)
            }
            UIView.animate(withDuration: 0.3) {
                self.copyButton.alpha = 0
                self.copyButton.transform = CGAffineTransform(translationX: +(gap), y: 0)
            }
            
            // wifiButton
            UIView.animate(withDuration: 0.3) {
                self.wifiButton.alpha = 0
                self.wifiButton.transform = CGAffineTransform(translationX: 0, y: +100)
            }
            
            // shareButton
            UIView.animate(withDuration: 0.1) {
                self.shareButton.transform = CGAffineTransform(translationX: -(gap/2), y: 0)
            }
            UIView.animate(withDuration: 0.3, animations: {
                self.shareButton.alpha = 0
                self.shareButton.transform = CGAffineTransform(translationX: -(gap), y: 0)
            }, completion: { finished in
                self.areButtonsFloated = false
                self.areButtonsMoving = false
            })
            
        }
        
    }

    // Not in the post: the outlets a storyboard connects, the state the action reads, and
    // the screen as the post's gif shows it.
    let imageSuperScrollView = UIScrollView()
    let imageView = UIImageView()
    let floatingLeftView = UIView()
    let floatingMiddleView = UIView()
    let floatingRightView = UIView()
    let bottomMiddleButton = UIButton()
    let copyButton = UIButton()
    let wifiButton = UIButton()
    let shareButton = UIButton()
    var areButtonsFloated = false
    var areButtonsMoving = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageSuperScrollView)
        imageSuperScrollView.addSubview(imageView)
        imageSuperScrollView.addSubview(floatingView)
        [floatingLeftView, floatingMiddleView, floatingRightView].forEach(floatingView.addArrangedSubview)
        floatingLeftView.addSubview(copyButton)
        floatingMiddleView.addSubview(wifiButton)
        floatingMiddleView.addSubview(bottomMiddleButton)
        floatingRightView.addSubview(shareButton)
        bottomMiddleButton.addTarget(self, action: FloatingButtonViewController.tapBottomMiddleButton, for: .touchUpInside) // EDIT: a storyboard connects the @IBAction on iOS

        imageSuperScrollView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        imageView.snp.makeConstraints { make in
            make.edges.equalTo(imageSuperScrollView.contentLayoutGuide)
            make.size.equalTo(CGSize(width: 1000, height: 800))
        }
        // The post's constraints, as written:
floatingView.snp.makeConstraints { make in
            make.left.right.bottom.equalTo(imageSuperScrollView.frameLayoutGuide)
            make.height.equalTo(100)
        }
        for button in [copyButton, wifiButton, shareButton] {
            button.snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                make.centerY.equalTo(floatingView.snp.top).offset(28)
                make.size.equalTo(44)
            }
            button.alpha = 0
        }
        bottomMiddleButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.centerY.equalTo(floatingView.snp.top).offset(76)
            make.size.equalTo(44)
        }
    }
}
