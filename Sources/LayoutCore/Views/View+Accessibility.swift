import Foundation

extension View {
  /// The frame VoiceOver focuses, in screen coordinates, as UIKit's `accessibilityFrame` for
  /// a view: the bounding box of its bounds through every transform, placed where its window
  /// is on the screen (its root view's coordinates when the view is in no window).
  ///
  /// ```swift
  /// copyButton.isAccessibilityElement = true
  /// copyButton.accessibilityLabel = "Copy"
  /// copyButton.accessibilityFrame   // where VoiceOver draws its cursor
  /// ```
  ///
  /// **Defaults**, as UIKit's: a ``Label`` and a ``Button`` are accessibility elements,
  /// read by their text or title unless ``accessibilityLabel`` is set; other views are not
  /// (set both on what VoiceOver should reach). The render tree carries them
  /// (``RenderNode/isAccessibilityElement``, `accessibility` in the JSON) for elements only.
  /// VoiceOver skips hidden and transparent views, as hit-testing does.
  public var accessibilityFrame: CGRect {
    let inRoot = convert(bounds, to: nil)
    guard let window, window.superview == nil else { return inRoot }
    return inRoot.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
  }
}
