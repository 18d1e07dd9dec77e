// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// README.md#5

#sourceLocation(file: "README.md", line: 315)
#if canImport(UIKit)
import UIKit
#else
import LayoutUIKit
#endif

final class SignInViewController: UIViewController {
  let logo = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let email = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign in"
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel)
    view.backgroundColor = .systemBackground
    logo.contentMode = .scaleAspectFit
    email.placeholder = "Email"
    email.borderStyle = .roundedRect
    email.keyboardType = .emailAddress
    for field in [logo, email] as [UIView] {
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
    }
    NSLayoutConstraint.activate([
      logo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      logo.widthAnchor.constraint(equalToConstant: 64),
      logo.heightAnchor.constraint(equalToConstant: 64),
      email.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 24),
      email.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      email.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

#sourceLocation()

extension DocBlocks {
  /// README.md#5: the Swift block at the page's line 314.
  static func block_README_md_5() throws {
#sourceLocation(file: "README.md", line: 350)
let window = UIWindow(screen: .iPhone15)
let signIn = SignInViewController()
let navigation = UINavigationController(rootViewController: signIn)
window.rootViewController = navigation
window.layoutIfNeeded()
print(navigation.navigationBar.frame.minY, navigation.navigationBar.frame.height)  // 59.0 44.0
print(signIn.logo.frame.minY, signIn.email.frame.minX, signIn.email.frame.width)  // 127.0 16.0 361.0
print(signIn.email.frame.height)  // 34.333…
#sourceLocation()
  }
}
