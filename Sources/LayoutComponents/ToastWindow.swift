import Foundation

/// A toast's window: an alert-level ``Window`` that tells its toast when what the toast's
/// width and colours follow changes (rotation, screen, margins, text size, light or dark),
/// as UIKit tells a view through `traitCollectionDidChange` and
/// `viewWillTransition(to:with:)`.
final class ToastWindow: Window {
  /// The toast laid out in this window.
  weak var toast: Toast?

  override var screen: Screen {
    didSet { toast?.windowTraitsDidChange() }
  }
  override var orientation: Screen.Orientation {
    didSet { toast?.windowTraitsDidChange() }
  }
  override var layoutMargins: EdgeInsets {
    didSet { toast?.windowTraitsDidChange() }
  }
  override var preferredContentSizeCategory: ContentSizeCategory {
    didSet { toast?.windowTraitsDidChange() }
  }
  override var overrideUserInterfaceStyle: UserInterfaceStyle {
    didSet { toast?.windowTraitsDidChange() }
  }
}
