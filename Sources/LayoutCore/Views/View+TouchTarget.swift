import Foundation

extension View {
  /// The smallest touch target Apple's Human Interface Guidelines recommend: 44 × 44 points.
  public static let recommendedMinimumTouchTargetSize = CGSize(width: 44, height: 44)

  /// The rectangle that takes touches, in the view's own coordinates: its bounds, grown
  /// about their centre to at least ``minimumTouchTargetSize`` on each axis.
  ///
  /// ```swift
  /// let item = Button(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
  /// item.minimumTouchTargetSize = View.recommendedMinimumTouchTargetSize
  /// item.touchTargetBounds   // (-2, -2, 44, 44): drawn 40 wide, touched 44 wide
  /// ```
  ///
  /// ``point(inside:with:)`` answers with it, so ``hitTest(_:with:)`` and ``Scene/tap(at:)``
  /// find the view in the whole target, and the render tree reports it (``RenderNode/touchFrame``,
  /// `touchFrame` in the JSON). As in UIKit, a touch reaches a view only through its
  /// superviews' own areas: keep a grown target inside its superview. A minimum that is
  /// negative, NaN or infinite counts as 0. With the default (zero) this is ``bounds``.
  public var touchTargetBounds: CGRect {
    Self.touchTarget(of: bounds, minimum: minimumTouchTargetSize) ?? bounds
  }

  /// A rectangle grown about its centre to a minimum size, or nil when it is already at
  /// least that size (so the touch target is the rectangle itself).
  package static func touchTarget(of rect: CGRect, minimum: CGSize) -> CGRect? {
    func usable(_ x: CGFloat) -> CGFloat { x.isFinite && x > 0 ? x : 0 }
    let minWidth = usable(minimum.width)
    let minHeight = usable(minimum.height)
    guard minWidth > rect.width || minHeight > rect.height else { return nil }
    let width = max(rect.width, minWidth)
    let height = max(rect.height, minHeight)
    return CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
  }
}
