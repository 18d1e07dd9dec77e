import Foundation

/// A view's `layer` object in a layout file: the layer properties it set (nil: the
/// layer's default).
struct LayoutLayerSpec {
  var cornerRadius: CGFloat?
  var masksToBounds: Bool?
  var borderWidth: CGFloat?
  var borderColor: Color?
  var shadowColor: Color?
  var shadowOpacity: Float?
  var shadowOffset: CGSize?
  var shadowRadius: CGFloat?
}
