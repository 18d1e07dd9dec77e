import Foundation

/// The animatable properties of a view at one moment: its model values (what code set) or
/// its presentation values (what is on screen while animations run).
///
/// ```swift
/// let model = AnimatableState(of: box)            // box.alpha etc.
/// let shown = animator.presentation(of: box)      // the same, mid-animation
/// shown.frame                                      // the frame being drawn
/// ```
///
/// `frame` and `bounds` derive from `center`, `size` and `boundsOrigin`, as on ``View``, so
/// animating any of them animates these.
public struct AnimatableState: Hashable, Sendable {
  /// The opacity.
  public var alpha: CGFloat
  /// The transform about the centre.
  public var transform: CGAffineTransform
  /// The fill colour, or nil for none.
  public var backgroundColor: Color?
  /// The centre in the superview's coordinates.
  public var center: CGPoint
  /// The size.
  public var size: CGSize
  /// The origin of the view's own coordinate space.
  public var boundsOrigin: CGPoint
  /// Whether the view is hidden. It does not animate: it changes at once, except that a
  /// stack view's arranged view hidden inside an `animations` block stays shown while it
  /// collapses and is hidden when its animations end (UIKit's stack view does the same).
  public var isHidden: Bool

  /// The model values of a view.
  public init(of view: View) {
    alpha = view.alpha
    transform = view.transform
    backgroundColor = view.backgroundColor
    center = view.center
    let bounds = view.bounds
    size = bounds.size
    boundsOrigin = bounds.origin
    isHidden = view.isHidden
  }

  /// The frame: `size` centred on `center`, ignoring the transform (as ``View/frame``).
  public var frame: CGRect {
    CGRect(center: center, size: size)
  }

  /// The bounds: `boundsOrigin` and `size`.
  public var bounds: CGRect { CGRect(origin: boundsOrigin, size: size) }

  /// A property as numbers, for interpolation (a missing colour counts as clear black).
  func components(_ property: AnimatableProperty) -> [Double] {
    switch property {
    case .alpha: [alpha]
    case .transform:
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    case .backgroundColor:
      backgroundColor.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [0, 0, 0, 0]
    case .center: [center.x, center.y]
    case .size: [size.width, size.height]
    case .boundsOrigin: [boundsOrigin.x, boundsOrigin.y]
    }
  }

  /// Sets a property from numbers made by ``components(_:)``.
  mutating func setComponents(_ v: [Double], of property: AnimatableProperty) {
    switch property {
    case .alpha: alpha = v[0]
    case .transform:
      transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    case .backgroundColor: backgroundColor = Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    case .center: center = CGPoint(x: v[0], y: v[1])
    case .size: size = CGSize(width: v[0], height: v[1])
    case .boundsOrigin: boundsOrigin = CGPoint(x: v[0], y: v[1])
    }
  }

  /// Whether a property differs between two states (a missing colour differs from any
  /// colour, even clear).
  func differs(from other: AnimatableState, in property: AnimatableProperty) -> Bool {
    switch property {
    case .alpha: alpha != other.alpha
    case .transform: transform != other.transform
    case .backgroundColor: backgroundColor != other.backgroundColor
    case .center: center != other.center
    case .size: size != other.size
    case .boundsOrigin: boundsOrigin != other.boundsOrigin
    }
  }
}

/// A property an ``Animator`` animates, in the order animations of one view are made.
enum AnimatableProperty: Int, CaseIterable, Sendable {
  case alpha, transform, backgroundColor, center, size, boundsOrigin
}

extension AnimatableState {
  /// Writes one property of this state into a view's model value.
  func write(_ property: AnimatableProperty, to view: View) {
    switch property {
    case .alpha: view.alpha = alpha
    case .transform: view.transform = transform
    case .backgroundColor: view.backgroundColor = backgroundColor
    case .center: view.center = center
    case .size: view.bounds.size = size
    case .boundsOrigin: view.boundsOrigin = boundsOrigin
    }
  }
}
