import Foundation

/// A 2-D affine transform with Core Graphics' layout and conventions (Linux Foundation has
/// no `CGAffineTransform`).
///
/// The matrix is
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
///
/// and maps a point as a row vector: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Positive
/// angles rotate from the +x axis towards the +y axis, which on a screen (y pointing down)
/// looks clockwise, as in UIKit.
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. The `translatedBy`, `scaledBy` and
/// `rotated` methods prepend their operation, as Core Graphics does: `t.translatedBy(x:y:)`
/// translates first, then applies `t`.
///
/// ```swift
/// let slide = CGAffineTransform(translationX: 50, y: 0)
/// let spin = CGAffineTransform(rotationAngle: .pi / 2)
/// CGPoint(x: 1, y: 0).applying(slide.concatenating(spin))  // ≈ (0, 51)
/// ```
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1: scales and rotates x into x.
  public var a: CGFloat
  /// Row 1, column 2: rotates and shears x into y.
  public var b: CGFloat
  /// Row 2, column 1: rotates and shears y into x.
  public var c: CGFloat
  /// Row 2, column 2: scales and rotates y into y.
  public var d: CGFloat
  /// The translation along x.
  public var tx: CGFloat
  /// The translation along y.
  public var ty: CGFloat

  /// A transform with the given matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, which leaves every point where it is.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The transform that moves every point by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The transform that multiplies x by `sx` and y by `sy` about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// The transform that rotates by `angle` radians about the origin.
  ///
  /// The matrix is `a = cos θ, b = sin θ, c = -sin θ, d = cos θ`, so a rotation by π/2 maps
  /// (1, 0) to (0, 1), up to floating-point error in `cos(π/2)`.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`: a point is mapped by `self` first, then `other`.
  ///
  /// In matrix terms the result is `self × other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by (`tx`, `ty`) followed by this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by (`sx`, `sy`) followed by this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians followed by this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one, or this transform unchanged when it cannot be
  /// inverted (its determinant `a·d - b·c` is 0 or not finite), as Core Graphics does.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }

  /// The matrix entries in Core Graphics' order: `[a, b, c, d, tx, ty]`.
  public var description: String {
    let entries = [a, b, c, d, tx, ty].map { EdgeInsets.format($0) }
    return "[" + entries.joined(separator: ", ") + "]"
  }
}
