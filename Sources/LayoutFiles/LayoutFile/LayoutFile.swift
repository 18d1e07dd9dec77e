import Foundation

/// A layout file read and checked: the screen, the windows and their view trees, with the
/// constraint strings still unparsed (they are parsed once every id is known).
///
/// ```json
/// {"device": "iPhone 15",
///  "windows": [{"id": "app", "views": [
///    {"id": "box", "backgroundColor": "#FF0000",
///     "constraints": ["$0.center.equalToSuperview()", "$0.size.equalTo(100)"]}]}]}
/// ```
struct LayoutFile {
  /// The screen the windows cover.
  var screen: Screen
  /// The screen's orientation.
  var orientation: Screen.Orientation = .portrait
  /// The reading direction of every window (nil: left to right).
  var layoutDirection: LayoutDirection?
  /// Whether every window shows the keyboard (`"keyboard": "shown"`).
  var keyboardShown = false
  /// Every window's text size (`"contentSizeCategory"`).
  var contentSizeCategory = ContentSizeCategory.large
  /// The windows in file order.
  var windows: [LayoutWindowSpec] = []
}
