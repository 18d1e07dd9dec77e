import Foundation

/// What a render node draws a view with that can differ from the view's model values while
/// it animates: its centre, size, bounds origin, transform, alpha, colour and hidden flag.
/// The model render tree reads them from the view; a presentation render tree
/// (LayoutAnimation) from what is on screen at one moment.
package struct RenderGeometry: Equatable {
  package var center: CGPoint
  package var size: CGSize
  package var boundsOrigin: CGPoint
  package var transform: CGAffineTransform
  package var alpha: CGFloat
  package var isHidden: Bool
  package var backgroundColor: Color?

  package init(
    center: CGPoint, size: CGSize, boundsOrigin: CGPoint, transform: CGAffineTransform,
    alpha: CGFloat, isHidden: Bool, backgroundColor: Color?
  ) {
    self.center = center
    self.size = size
    self.boundsOrigin = boundsOrigin
    self.transform = transform
    self.alpha = alpha
    self.isHidden = isHidden
    self.backgroundColor = backgroundColor
  }

  /// A view's model values.
  package init(of view: View) {
    let bounds = view.bounds
    self.init(
      center: view.center, size: bounds.size, boundsOrigin: bounds.origin,
      transform: view.transform, alpha: view.alpha, isHidden: view.isHidden,
      backgroundColor: view.backgroundColor)
  }

  /// The frame: the size centred on the centre, ignoring the transform (as ``View/frame``).
  var frame: CGRect {
    CGRect(center: center, size: size)
  }

  /// The bounds: the bounds origin and the size.
  var bounds: CGRect { CGRect(origin: boundsOrigin, size: size) }

  /// The map from the view's coordinates to its superview's: about the centre, through the
  /// transform (as `View.pointInSuperview`).
  var toSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
