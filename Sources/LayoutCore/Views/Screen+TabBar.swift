import Foundation

extension Screen {
  /// The height of a tab bar (`UITabBar`) above the bottom safe-area inset in portrait: 49
  /// points on an iPhone, 50 on an iPad (see ``tabBarHeight(in:)`` for landscape). The
  /// bar's view reaches down over the inset too, so on an iPhone with a home indicator it
  /// is 49 + 34 = 83 points tall in portrait.
  public var tabBarHeight: CGFloat { tabBarHeight(in: .portrait) }

  /// The height of a tab bar above the bottom safe-area inset in an orientation:
  ///
  /// - 50 on an iPad (a screen whose shorter side is at least 600 points), either way;
  /// - 49 on an iPhone in portrait, and in landscape on an iPhone whose landscape width is
  ///   regular (a portrait width of 414 or more: the Plus, Max and XR models);
  /// - 32 on the other iPhones in landscape (compact width and height): UIKit's compact tab
  ///   bar, titles beside the icons, since iOS 11. So an iPhone 15 in landscape has a
  ///   32 + 21 = 53-point bar, an iPhone SE a 32-point one.
  ///
  /// A screen whose size is not finite counts as an iPhone.
  public func tabBarHeight(in orientation: Orientation) -> CGFloat {
    let short = min(portraitSize.width, portraitSize.height)
    if short >= 600 { return 50 }
    return orientation == .landscape && !(short >= 414) ? 32 : 49
  }

  /// Where a full-width tab bar is in an orientation: along the bottom,
  /// ``tabBarHeight(in:)`` plus the bottom safe-area inset tall.
  ///
  /// ```swift
  /// Screen.iPhone15.tabBarFrame(in: .portrait)   // (0, 769, 393, 83)
  /// Screen.iPhoneSE3.tabBarFrame(in: .portrait)  // (0, 618, 375, 49)
  /// Screen.iPhone15.tabBarFrame(in: .landscape)  // (0, 340, 852, 53)
  /// ```
  public func tabBarFrame(in orientation: Screen.Orientation) -> CGRect {
    let size = size(in: orientation)
    let height = tabBarHeight(in: orientation) + safeAreaInsets(in: orientation).bottom
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }
}
