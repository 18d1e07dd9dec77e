import Foundation

extension Screen {
  /// The height of the docked system keyboard in an orientation (its frame's height in
  /// UIKit's keyboard notifications: the QuickType bar and the home-indicator region
  /// included).
  ///
  /// ```swift
  /// Screen.iPhone15.keyboardHeight(in: .portrait)    // 336
  /// Screen.iPhoneSE3.keyboardHeight(in: .portrait)   // 260
  /// ```
  public func keyboardHeight(in orientation: Orientation) -> CGFloat {
    switch orientation {
    case .portrait: portraitKeyboardHeight
    case .landscape: landscapeKeyboardHeight
    }
  }

  /// The docked keyboard's frame in the coordinates of a full-screen window: across the
  /// whole width, its top ``keyboardHeight(in:)`` above the bottom when shown, just below
  /// the screen when hidden (where UIKit's notifications put it).
  public func keyboardFrame(in orientation: Orientation, shown: Bool) -> CGRect {
    Self.keyboardFrame(
      across: size(in: orientation), height: keyboardHeight(in: orientation),
      shown: shown)
  }

  /// A keyboard `height` high across an area of `size`: its top `height` above the bottom
  /// when shown, just below the bottom when hidden.
  static func keyboardFrame(across size: CGSize, height: CGFloat, shown: Bool) -> CGRect {
    CGRect(
      x: 0, y: shown ? size.height - height : size.height, width: size.width, height: height)
  }

  /// The keyboard height a screen without a measured one gets (see Docs/Views.md for the
  /// measurements behind these numbers):
  ///
  /// - a tablet (portrait width of 700 points or more): 313 in portrait and 398 in
  ///   landscape, as measured on a home-button iPad, plus the bottom safe-area inset (the
  ///   home-indicator region the keyboard covers);
  /// - a phone with a home indicator (a bottom inset in portrait): 336 and 209;
  /// - a phone without one: 260 and 200.
  public static func estimatedKeyboardHeight(
    portraitSize: CGSize, portraitSafeAreaInsets: EdgeInsets, in orientation: Orientation
  ) -> CGFloat {
    let portrait = orientation == .portrait
    let bottom = portraitSafeAreaInsets.bottom.isFinite ? max(portraitSafeAreaInsets.bottom, 0) : 0
    if portraitSize.width >= 700 { return (portrait ? 313 : 398) + bottom }
    if bottom > 0 { return portrait ? 336 : 209 }
    return portrait ? 260 : 200
  }
}
