// swift-format-ignore-file
// The most ordinary iOS screen, written as an iOS app writes it (a view controller whose
// viewDidLoad adds a box, a label and a button with SnapKit, started by a scene delegate),
// kept as written: a line changed to build here ends with `// EDIT: why` (only what the
// Objective-C runtime forces). PlainViewControllerScreenTests lays it out.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutUIKit
#endif

final class HomeViewController: UIViewController {
    private let box = UIView()
    private let titleLabel = UILabel()
    private let button = UIButton(type: .system)
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 12
        view.addSubview(box)

        titleLabel.text = "Hello, Layout!"
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        view.addSubview(titleLabel)

        button.setTitle("Tap me", for: .normal)
        button.addTarget(self, action: HomeViewController.didTapButton, for: .touchUpInside) // EDIT: no #selector without the Objective-C runtime: the method itself (was `action: #selector(didTapButton)`)
        view.addSubview(button)

        box.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(box.snp.width).multipliedBy(0.5)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(box.snp.bottom).offset(16)
            make.centerX.equalToSuperview()
        }
        button.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
        }
    }

    func didTapButton() { // EDIT: no @objc without the Objective-C runtime (was `@objc func`)
        taps += 1
    }
}

/// The scene delegate's part, as iOS writes it in `scene(_:willConnectTo:options:)`.
func startHomeScreen() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = HomeViewController()
    window.makeKeyAndVisible()
    return window
}
