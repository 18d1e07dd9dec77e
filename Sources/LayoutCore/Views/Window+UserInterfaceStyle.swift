extension Window {
  /// The appearance the window's views use: ``overrideUserInterfaceStyle`` unless it is
  /// `.unspecified`, else the screen's ``Screen/userInterfaceStyle``, else light (UIKit's
  /// `traitCollection.userInterfaceStyle`).
  public var effectiveUserInterfaceStyle: UserInterfaceStyle {
    if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
    return screen.userInterfaceStyle == .dark ? .dark : .light
  }
}
