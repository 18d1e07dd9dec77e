import Foundation

extension LayoutFileReader {
  /// `"keyboard": "shown"` or `"hidden"` (the default): whether every window shows the
  /// docked keyboard, which the views' `keyboardLayoutGuide`s follow.
  static func keyboard(_ value: JSONValue, path: String) throws(LayoutFileError) -> Bool {
    try name(value, path: path, what: "keyboard state", [("shown", true), ("hidden", false)])
  }

  /// `"contentSizeCategory": "large"`: every window's text size (UIKit's names without the
  /// prefix: `extraSmall` … `extraExtraExtraLarge`, `accessibilityMedium` …
  /// `accessibilityExtraExtraExtraLarge`), which the views' `readableContentGuide`s follow.
  static func contentSizeCategory(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> ContentSizeCategory
  {
    try name(
      value, path: path, what: "content size category",
      ContentSizeCategory.allCases.map { ($0.rawValue, $0) })
  }
}
