import Foundation

/// A screen's pixels as a grid of `1 / scale` points: the one place values are rounded to
/// pixels, for screens (``Screen/pixelCeil(_:)``) and measured text alike.
///
/// ```swift
/// PixelGrid(scale: 2).ceil(20.25)          // 20.5
/// PixelGrid(scale: 2).ceil(29.000000001)   // 29: within the tolerance of a boundary
/// PixelGrid(scale: 3).round(10.2)          // 10.333…
/// ```
public struct PixelGrid: Sendable, Hashable {
  /// Points per pixel's inverse: 2 on a 2x screen. A scale that is not positive and finite
  /// counts as 1.
  public var scale: CGFloat

  /// A grid of `1 / scale` points.
  public init(scale: CGFloat) {
    self.scale = scale
  }

  /// How close, in pixels, a value may come to a pixel boundary and count as on it. Sums of
  /// text widths carry floating-point error (29.000000001 instead of 29); without this
  /// slack ``ceil(_:)`` would round such a value up by a whole pixel.
  public static let tolerance: CGFloat = 1e-6

  /// `x` rounded up to the next pixel boundary (a multiple of `1 / scale`), as UIKit rounds
  /// intrinsic content sizes.
  ///
  /// A value within ``tolerance`` of a pixel boundary snaps to it, so floating-point error
  /// never adds a pixel: at 2x, 29.000000001 gives 29 and 20.25 gives 20.5; at 3x, 20.1
  /// gives 20.333…. Values that are not finite are returned unchanged.
  public func ceil(_ x: CGFloat) -> CGFloat {
    guard x.isFinite else { return x }
    let pixels = x * effectiveScale
    let nearest = pixels.rounded()
    if abs(pixels - nearest) <= Self.tolerance { return nearest / effectiveScale }
    return pixels.rounded(.up) / effectiveScale
  }

  /// `x` rounded to the nearest pixel boundary (a multiple of `1 / scale`), halves away
  /// from zero: at 2x, 10.24 gives 10 and 10.25 gives 10.5. Values that are not finite are
  /// returned unchanged.
  public func round(_ x: CGFloat) -> CGFloat {
    guard x.isFinite else { return x }
    return (x * effectiveScale).rounded() / effectiveScale
  }

  /// The scale used: 1 for one that is not positive and finite.
  private var effectiveScale: CGFloat {
    scale > 0 && scale.isFinite ? scale : 1
  }
}
