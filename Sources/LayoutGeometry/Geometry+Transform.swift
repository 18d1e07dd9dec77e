import Foundation

extension CGPoint {
  /// The point mapped by `transform`: (`a·x + c·y + tx`, `b·x + d·y + ty`).
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension CGSize {
  /// The size mapped by the linear part of `transform`, ignoring its translation:
  /// (`a·width + c·height`, `b·width + d·height`).
  ///
  /// As in Core Graphics the result can be negative (a rotation by π gives (-w, -h)).
  public func applying(_ transform: CGAffineTransform) -> CGSize {
    CGSize(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that contains this rectangle's four corners mapped by
  /// `transform`, as Core Graphics' `CGRectApplyAffineTransform`.
  ///
  /// The rectangle is standardized first, so the result always has a non-negative size.
  /// A null rectangle stays null. This is how UIKit reports `frame` for a view with a
  /// non-identity transform: the bounding box of its transformed bounds.
  ///
  /// ```swift
  /// let square = CGRect(x: -1, y: -1, width: 2, height: 2)
  /// square.applying(CGAffineTransform(rotationAngle: .pi / 4))
  /// // ≈ (-1.414, -1.414, 2.828, 2.828)
  /// ```
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let rect = standardized
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(transform) }
    var minX = corners[0].x
    var maxX = corners[0].x
    var minY = corners[0].y
    var maxY = corners[0].y
    for corner in corners.dropFirst() {
      minX = Swift.min(minX, corner.x)
      maxX = Swift.max(maxX, corner.x)
      minY = Swift.min(minY, corner.y)
      maxY = Swift.max(maxY, corner.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
