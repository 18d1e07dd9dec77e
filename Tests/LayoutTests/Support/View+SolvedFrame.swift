import Foundation
import Layout

extension View {
  /// The view's solved rectangle in its window's coordinates (the engine's exact solution,
  /// before frames are rounded to pixels): the solved frames of it and its superviews,
  /// less each superview's bounds origin. What tests of layout rules (placements,
  /// arrangements) compare with their formulas.
  var solvedFrameInWindow: CGRect {
    var rect = solvedFrame
    var current = self
    while let parent = current.superview {
      rect.origin.x += parent.solvedFrame.minX - parent.bounds.minX
      rect.origin.y += parent.solvedFrame.minY - parent.bounds.minY
      current = parent
    }
    // The top's own frame is where its coordinates start, as `convert(_:to: nil)` counts it.
    rect.origin.x -= current.solvedFrame.minX
    rect.origin.y -= current.solvedFrame.minY
    return rect
  }
}
