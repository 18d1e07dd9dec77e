import Foundation
import LayoutGeometry

// The one tolerance rule of every test target: two computed values agree within
// `tolerance`, relative to the larger of 1 and their magnitudes.

extension Double {
  /// Whether two computed values agree within `tolerance`, relative to the larger of 1 and
  /// their magnitudes.
  public func isClose(to other: Double, tolerance: Double = 1e-7) -> Bool {
    abs(self - other) <= tolerance * Swift.max(1, abs(self), abs(other))
  }
}

extension CGFloat {
  /// Whether two computed values agree within `tolerance` (the `Double` rule).
  public func isClose(to other: CGFloat, tolerance: Double = 1e-7) -> Bool {
    Double(self).isClose(to: Double(other), tolerance: tolerance)
  }
}

extension CGPoint {
  /// Whether both coordinates agree within `tolerance`.
  public func isClose(to other: CGPoint, tolerance: Double = 1e-7) -> Bool {
    x.isClose(to: other.x, tolerance: tolerance) && y.isClose(to: other.y, tolerance: tolerance)
  }
}

extension CGSize {
  /// Whether both dimensions agree within `tolerance`.
  public func isClose(to other: CGSize, tolerance: Double = 1e-7) -> Bool {
    width.isClose(to: other.width, tolerance: tolerance)
      && height.isClose(to: other.height, tolerance: tolerance)
  }
}

extension CGRect {
  /// Whether origin and size agree within `tolerance`.
  public func isClose(to other: CGRect, tolerance: Double = 1e-7) -> Bool {
    origin.isClose(to: other.origin, tolerance: tolerance)
      && size.isClose(to: other.size, tolerance: tolerance)
  }
}

extension CGAffineTransform {
  /// Whether all six matrix entries agree within `tolerance`.
  public func isClose(to other: CGAffineTransform, tolerance: Double = 1e-7) -> Bool {
    zip([a, b, c, d, tx, ty], [other.a, other.b, other.c, other.d, other.tx, other.ty])
      .allSatisfy { $0.isClose(to: $1, tolerance: tolerance) }
  }
}
