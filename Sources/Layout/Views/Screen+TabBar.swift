import Foundation

extension Screen {
  /// The height of a tab bar (`UITabBar`) above the bottom safe-area inset: 49 points on an
  /// iPhone, 50 on an iPad (a screen whose shorter side is at least 600 points), in either
  /// orientation. The bar's view reaches down over the inset too, so on an iPhone with a
  /// home indicator it is 49 + 34 = 83 points tall in portrait.
  public var tabBarHeight: CGFloat {
    min(portraitSize.width, portraitSize.height) >= 600 ? 50 : 49
  }

  /// Where a full-width tab bar is in an orientation: along the bottom, ``tabBarHeight``
  /// plus the bottom safe-area inset tall.
  ///
  /// ```swift
  /// Screen.iPhone15.tabBarFrame(in: .portrait)   // (0, 769, 393, 83)
  /// Screen.iPhoneSE3.tabBarFrame(in: .portrait)  // (0, 618, 375, 49)
  /// ```
  public func tabBarFrame(in orientation: Screen.Orientation) -> CGRect {
    let size = size(in: orientation)
    let height = tabBarHeight + safeAreaInsets(in: orientation).bottom
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }
}
