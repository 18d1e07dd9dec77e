import Foundation

extension Toast {
  /// The standard maximum width of a toast in a window:
  ///
  /// - on an iPad (a screen 700 points wide or more in portrait) and in landscape, the
  ///   width of the window's ``View/readableContentGuide``: `min(width − left and right
  ///   layout margins, readable width of the text size)`, 672 at the default text size;
  /// - otherwise (an iPhone in portrait) 80 % of the window's width, as Toast-Swift.
  ///
  /// ```swift
  /// Toast.standardMaximumWidth(in: Window(screen: .iPhone15))                 // 314.4
  /// Toast.standardMaximumWidth(in: Window(screen: .iPhone15, orientation: .landscape))  // 672
  /// Toast.standardMaximumWidth(in: Window(screen: .iPad10))                   // 672
  /// ```
  ///
  /// A window whose size is not finite gives 0.
  public static func standardMaximumWidth(in window: Window) -> CGFloat {
    let width = window.screen.size(in: window.orientation).width
    guard width.isFinite else { return 0 }
    let regular = window.screen.portraitSize.width >= 700 || window.orientation == .landscape
    guard regular else { return max(0.8 * width, 0) }
    let margins = window.layoutMargins.left + window.layoutMargins.right
    let readable = window.preferredContentSizeCategory.readableWidth
    return max(min(width - margins, readable), 0)
  }

  /// The widest the box may be now: the caller's maximum (or the standard rule), and
  /// inside the safe area less the style's side distance.
  var boxWidthLimit: CGFloat {
    let given = options.maximumWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let maximum = given ?? Self.standardMaximumWidth(in: window)
    let safe = window.screen.safeAreaFrame(in: window.orientation).width
    let side: CGFloat =
      switch style {
      case .capsule: 16
      case .banner: 0
      case .pill: 20
      }
    let inside = safe.isFinite ? max(safe - 2 * side, 0) : maximum
    return max(min(maximum, inside), 0)
  }

  /// Moves the width limit and the label's wrapping width to the window as it is now (its
  /// screen, orientation, margins and text size).
  func updateWidthLimit() {
    let limit = boxWidthLimit
    widthLimit?.update(offset: limit)
    switch style {
    case .capsule: label.preferredMaxLayoutWidth = max(limit / 1.5, 1)
    case .banner: break
    case .pill:
      label.preferredMaxLayoutWidth = max(
        limit - Self.pillInsets.leading - Self.pillInsets.trailing, 1)
    }
  }
}
