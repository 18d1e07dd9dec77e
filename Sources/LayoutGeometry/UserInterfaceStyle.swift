/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
///
/// The system's setting is the screen's (``Screen/userInterfaceStyle``, as UIKit's
/// `UIScreen.traitCollection`); a window may override it for its views
/// (``Window/overrideUserInterfaceStyle``) and reports what its views use as
/// ``Window/effectiveUserInterfaceStyle``.
///
/// ```swift
/// var screen = Screen.iPhone15
/// screen.userInterfaceStyle = .dark
/// let window = Window(screen: screen)
/// window.effectiveUserInterfaceStyle      // .dark
/// window.overrideUserInterfaceStyle = .light
/// window.effectiveUserInterfaceStyle      // .light
/// ```
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
  /// No preference: inherit (a screen with no preference is light).
  case unspecified
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}
