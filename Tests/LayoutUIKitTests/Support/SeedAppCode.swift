// Code the seeds' apps have but the posts do not show, written here so the pasted files
// compile as they are. On iOS each comes from elsewhere (noted per item).
#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit

  /// A stand-in for the `Then` package's `then` (github.com/devxoul/Then), which seed 000
  /// uses to configure views where they are declared. The real package builds on Linux
  /// too, but it conforms `NSObject`, and a view here is not one: with it, add
  /// `extension UIView: Then {}` under `#else` (Docs/UIKit.md).
  protocol Then {}

  extension Then where Self: AnyObject {
    /// Runs `configure` on the object and returns it.
    func then(_ configure: (Self) throws -> Void) rethrows -> Self {
      try configure(self)
      return self
    }
  }

  extension UIView: Then {}
#endif

extension UIFont {
  /// Seed 001's app font, an extension of the app's own (the post does not show it): here
  /// the system font at the size, since the app's font file is not in this package.
  static func mapoGoldenPier(_ size: CGFloat) -> UIFont {
    .systemFont(ofSize: size)
  }
}
