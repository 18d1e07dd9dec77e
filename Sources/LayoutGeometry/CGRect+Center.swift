import Foundation

extension CGRect {
  /// The rectangle of a size centred on a point: how a view's frame follows from its
  /// centre and size (`View.frame`, and the same for presentation values).
  @inlinable package init(center: CGPoint, size: CGSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
