import Foundation

extension CGRect {
  /// The rectangle moved inwards by `insets` on each edge, as UIKit's `rect.inset(by:)`.
  ///
  /// The origin moves by (`left`, `top`) and the size shrinks by (`left + right`,
  /// `top + bottom`). Negative insets grow the rectangle. Like UIKit's
  /// `UIEdgeInsetsInsetRect`, the result is not standardized: insets larger than the
  /// rectangle give a negative width or height.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 393, height: 852)
  ///   .inset(by: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  /// // (0.0, 59.0, 393.0, 759.0)
  /// ```
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
