import Foundation

/// A layer's shadow as a renderer draws it: the view's rounded bounds filled with
/// ``color`` at ``opacity``, moved by ``offset`` and blurred by ``radius``, behind the view,
/// as Core Animation draws `shadowColor`, `shadowOpacity`, `shadowOffset` and
/// `shadowRadius`.
///
/// Core Animation shapes a shadow after what the layer draws; here it takes the rounded
/// bounds, and only a view that fills them (a background colour that is not clear, or a
/// border) casts one. A layer that masks to its bounds casts none, as in Core Animation.
public struct RenderShadow: Sendable, Equatable {
  /// The colour (its own alpha is multiplied by ``opacity`` when drawn).
  public var color: Color
  /// The opacity, `0...1` (the layer's `shadowOpacity`, clamped).
  public var opacity: CGFloat
  /// How far the shadow is moved, in points (+y is down).
  public var offset: CGSize
  /// The blur radius, at least 0 (drawn as a Gaussian blur whose standard deviation is
  /// the radius: see `Docs/Rendering.md`).
  public var radius: CGFloat

  /// The shadow of a layer, or nil when none would show.
  init?(_ layer: Layer) {
    guard let view = layer.view, !layer.masksToBounds, let color = layer.shadowColor,
      color.alpha > 0, layer.shadowOpacity.isFinite, layer.shadowOpacity > 0
    else { return nil }
    let fills = (view.backgroundColor?.alpha ?? 0) > 0 || RenderBorder(layer) != nil
    guard fills, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite else {
      return nil
    }
    self.color = color
    // Through the Float's shortest decimal, so 0.3 reads as 0.3, not 0.30000001192….
    opacity = CGFloat(Double(min(layer.shadowOpacity, 1).description) ?? 0)
    offset = layer.shadowOffset
    radius = layer.shadowRadius.isFinite ? max(layer.shadowRadius, 0) : 0
  }
}
