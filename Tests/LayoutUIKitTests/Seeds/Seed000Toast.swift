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
    
    nonisolated(unsafe) static let shared = Toast() // singleton // EDIT: Swift 6's concurrency checking refuses a global of a non-Sendable class (was `static let shared`)
    
    private init() {
        configureUI()
    }
    
    // MARK: - Configure UI
    
    private func configureUI() {
        // window 객체 생성
        guard let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        else { return }
        window = UIWindow(windowScene: windowScene)
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
