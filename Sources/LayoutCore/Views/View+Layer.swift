import Foundation

extension View {
  /// The view's layer: corner radius, clipping, border and shadow, as `UIView.layer`. Made
  /// on first use; the same object every time.
  ///
  /// ```swift
  /// backView.layer.cornerRadius = 15        // seed 000, as written for UIKit
  /// backView.clipsToBounds = true           // the same state as layer.masksToBounds
  /// ```
  public var layer: Layer {
    if let layer = layerStorage { return layer }
    let layer = Layer(view: self)
    layerStorage = layer
    return layer
  }
}
