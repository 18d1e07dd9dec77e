import Foundation

/// A layer's border as a renderer draws it: a band of ``width`` inside the view's rounded
/// bounds, above its subviews, as Core Animation draws `borderWidth` and `borderColor`.
public struct RenderBorder: Sendable, Equatable {
  /// The width drawn: the layer's `borderWidth`, at most half the shorter side (where the
  /// band fills the view).
  public var width: CGFloat
  /// The colour.
  public var color: Color

  /// The border of a view's layer, or nil when nothing would show (a width that is not
  /// positive or not finite, no colour, a clear colour, an empty view).
  init?(_ layer: Layer) {
    guard let view = layer.view, let color = layer.borderColor, color.alpha > 0,
      layer.borderWidth.isFinite, layer.borderWidth > 0
    else { return nil }
    let size = view.bounds.size
    let limit = min(size.width, size.height) / 2
    width = min(layer.borderWidth, max(limit, 0))
    guard width > 0 else { return nil }
    self.color = color
  }
}
