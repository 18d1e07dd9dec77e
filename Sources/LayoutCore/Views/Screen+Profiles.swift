import Foundation

extension Screen {
  /// iPhone SE (3rd generation): 375×667 pt at 2x, portrait safe area (20, 0, 0, 0) from the
  /// status bar, none in landscape; keyboard 260 / 200.
  public static let iPhoneSE3 = Screen(
    name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero, portraitKeyboardHeight: 260, landscapeKeyboardHeight: 200)

  /// iPhone 13 mini: 375×812 pt at 3x, safe area (50, 0, 34, 0) / landscape (0, 50, 21, 50);
  /// keyboard 336 / 209.
  public static let iPhone13Mini = notched(
    "iPhone 13 mini", width: 375, height: 812, top: 50)

  /// iPhone 15: 393×852 pt at 3x, safe area (59, 0, 34, 0) / landscape (0, 59, 21, 59);
  /// keyboard 336 / 209.
  public static let iPhone15 = notched("iPhone 15", width: 393, height: 852, top: 59)

  /// iPhone 15 Pro: 393×852 pt at 3x, safe area (59, 0, 34, 0) / landscape (0, 59, 21, 59);
  /// keyboard 336 / 209.
  public static let iPhone15Pro = notched("iPhone 15 Pro", width: 393, height: 852, top: 59)

  /// iPhone 15 Pro Max: 430×932 pt at 3x, safe area (59, 0, 34, 0) / landscape
  /// (0, 59, 21, 59); keyboard 346 / 209 (its keys are 10 points taller in portrait).
  public static let iPhone15ProMax = notched(
    "iPhone 15 Pro Max", width: 430, height: 932, top: 59, keyboard: 346)

  /// iPhone 16 Pro: 402×874 pt at 3x, safe area (62, 0, 34, 0) / landscape (0, 62, 21, 62);
  /// keyboard 336 / 209.
  public static let iPhone16Pro = notched("iPhone 16 Pro", width: 402, height: 874, top: 62)

  /// iPad (10th generation): 820×1180 pt at 2x, safe area (24, 0, 20, 0) in both
  /// orientations; keyboard 333 / 418.
  public static let iPad10 = tablet("iPad (10th generation)", width: 820, height: 1180)

  /// iPad Pro 11-inch (2018–2022): 834×1194 pt at 2x, safe area (24, 0, 20, 0) in both
  /// orientations; keyboard 333 / 418.
  public static let iPadPro11 = tablet("iPad Pro 11-inch", width: 834, height: 1194)

  /// Every device profile, smallest iPhone first: iPhone SE (3rd generation), iPhone 13 mini,
  /// iPhone 15, iPhone 15 Pro, iPhone 15 Pro Max, iPhone 16 Pro, iPad (10th generation),
  /// iPad Pro 11-inch.
  public static let profiles: [Screen] = [
    iPhoneSE3, iPhone13Mini, iPhone15, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPad10,
    iPadPro11,
  ]

  /// The device profile with the given name, or `nil` when no profile has it.
  ///
  /// Matching ignores case, spaces, dots, dashes, underscores, parentheses and inch marks
  /// (`"`, `″`, `”`), so each profile answers to its ``name`` in many spellings
  /// (`"iPhone 15"`, `"iphone15"`, `"IPHONE-15"`) and to these aliases:
  ///
  /// - iPhone SE (3rd generation): `iPhone SE`, `iPhone SE 3`, `iPhone SE (3rd gen)`,
  ///   `iPhone SE 2022`, `iPhoneSE3`.
  /// - iPad (10th generation): `iPad`, `iPad 10`, `iPad (10th gen)`, `iPad10`.
  /// - iPad Pro 11-inch: `iPad Pro 11`, `iPad Pro 11"`, `iPad Pro 11 inch`,
  ///   `iPad Pro (11-inch)`, `iPadPro11`.
  ///
  /// The other profiles answer to their names only; without spaces these equal their static
  /// property names (`iPhone15ProMax`). Unknown names, such as `iPhone 14`, give `nil`.
  public static func profile(named name: String) -> Screen? {
    let key = normalized(name)
    for (screen, aliases) in profileAliases
    where normalized(screen.name) == key || aliases.contains(key) {
      return screen
    }
    return nil
  }

  /// Normalized extra names of each profile, in ``profiles`` order.
  private static let profileAliases: [(Screen, [String])] = [
    (iPhoneSE3, ["iphonese", "iphonese3", "iphonese3rdgen", "iphonese2022"]),
    (iPhone13Mini, []),
    (iPhone15, []),
    (iPhone15Pro, []),
    (iPhone15ProMax, []),
    (iPhone16Pro, []),
    (iPad10, ["ipad", "ipad10", "ipad10thgen"]),
    (iPadPro11, ["ipadpro11", "ipadpro11inch", "ipadpro11in"]),
  ]

  /// `name` in lower case without the characters ``profile(named:)`` ignores.
  private static func normalized(_ name: String) -> String {
    let ignored: Set<Character> = [" ", ".", "-", "_", "(", ")", "\"", "″", "”", "\t"]
    return String(name.lowercased().filter { !ignored.contains($0) })
  }

  /// An iPhone with a notch or Dynamic Island at 3x: home indicator 34 pt in portrait;
  /// in landscape the status bar hides, the sides take the portrait top and the bottom is 21.
  /// The keyboard is 336 high in portrait (unless given) and 209 in landscape.
  private static func notched(
    _ name: String, width: CGFloat, height: CGFloat, top: CGFloat, keyboard: CGFloat = 336
  ) -> Screen {
    Screen(
      name: name, portraitSize: CGSize(width: width, height: height), scale: 3,
      portraitSafeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeSafeAreaInsets: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
      portraitKeyboardHeight: keyboard, landscapeKeyboardHeight: 209)
  }

  /// An iPad with a home indicator at 2x: (24, 0, 20, 0) in both orientations; keyboard
  /// 333 / 418 (a home-button iPad's 313 / 398 plus the 20-point home-indicator region).
  private static func tablet(_ name: String, width: CGFloat, height: CGFloat) -> Screen {
    let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return Screen(
      name: name, portraitSize: CGSize(width: width, height: height), scale: 2,
      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets,
      portraitKeyboardHeight: 333, landscapeKeyboardHeight: 418)
  }
}
