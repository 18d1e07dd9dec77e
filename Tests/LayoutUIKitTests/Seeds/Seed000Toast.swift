// swift-format-ignore-file
// Seed 000 (seeds/000, "iOS/Swift 토스트 메시지"): both snippets pasted as written, so the
// formatter leaves this file alone. A line changed to build here ends with `// EDIT: why`;
// Docs/UIKit.md lists every one. Seed000ToastTests lays them out.
#if canImport(UIKit)
import UIKit
import SnapKit
import Then
#else
import LayoutUIKit
#endif

extension UIView {
    
    func makeToast(_ message: String) {
        // UI
        let backView = UIView()
        backView.backgroundColor = .black.withAlphaComponent(0.7)
        backView.layer.cornerRadius = 15
        let messageLabel = UILabel()
        messageLabel.text = message
        messageLabel.textColor = .white
        messageLabel.font = UIFont.systemFont(ofSize: 13)
        messageLabel.sizeToFit()
        self.addSubview(backView)
        backView.addSubview(messageLabel)
        
        // 제약사항
        backView.snp.makeConstraints {
            $0.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
            $0.height.equalTo(messageLabel.snp.height).multipliedBy(2)
            $0.centerX.equalToSuperview()
            $0.bottom.equalToSuperview().inset(200)
        }
        messageLabel.snp.makeConstraints {
            $0.center.equalToSuperview()
        }
        
        // 애니메이션
        UIView.animate(withDuration: 1.0, delay: 1.5, options: .curveEaseIn, animations: {
            backView.alpha = 0.0
        }) { _ in
            messageLabel.removeFromSuperview()
            backView.removeFromSuperview()
        }
    }
    
}

final class Toast {
    
    // MARK: - Properties
    
    private var window: UIWindow? // 추가적으로 만들 window 객체
    
    private var backView = UIView().then {
        $0.backgroundColor = .black.withAlphaComponent(0.7)
        $0.layer.cornerRadius = 15
    }
    
    private var messageLabel = UILabel().then {
        $0.textColor = .white
        $0.font = UIFont.systemFont(ofSize: 13)
        $0.sizeToFit()
    }
    
    // MARK: - Initializer
    
    // static let shared = Toast() // singleton // EDIT: no singletons (there is no UIApplication.shared to find a scene with); the caller makes the Toast and keeps it
    
    init(windowScene: UIWindowScene, screen: UIScreen) { // EDIT: the scene and screen come from the caller (was `private init()`)
        configureUI(windowScene: windowScene, screen: screen) // EDIT: passed on (was `configureUI()`)
    }
    
    // MARK: - Configure UI
    
    private func configureUI(windowScene: UIWindowScene, screen: UIScreen) { // EDIT: takes them (was `configureUI()`)
        // window 객체 생성
        // guard let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene // EDIT: no UIApplication (global state): the scene is a parameter
        // else { return } // EDIT: (the guard's second line)
        window = UIWindow(screen: screen) // EDIT: a window is made on a screen; there is no UIWindow(windowScene:) (a Scene knows no screen)
        windowScene.show(window!) // EDIT: UIWindow(windowScene:) would put the window in the scene
        window?.isHidden = true // EDIT: a new UIWindow starts hidden, a Window shown
        window?.windowLevel = .alert // 디폴트는 normal
        window?.isUserInteractionEnabled = false // 터치 이벤트 무시하도록
        print("window 개수 : \(windowScene.windows.count)")
        
        // 서브뷰 추가
        window?.addSubview(backView)
        backView.addSubview(messageLabel)
        
        // 뷰 제약사항
        backView.snp.makeConstraints {
            $0.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
            $0.height.equalTo(messageLabel.snp.height).multipliedBy(2)
            $0.centerX.equalToSuperview()
            $0.bottom.equalToSuperview().inset(200)
        }
        messageLabel.snp.makeConstraints {
            $0.center.equalToSuperview()
        }
    }
    
    // MARK: - Make Toast !!! 🍞
    
    func makeToast(_ message: String) {
        messageLabel.text = message
        window?.isHidden = false
        
        UIView.animate(withDuration: 1.0, delay: 1.5, options: .curveEaseIn, animations: {
            self.window?.alpha = 0.0
        }) { _ in
            self.window?.isHidden = true
            self.window?.alpha = 1.0
        }
    }
    
}
