import Foundation

/// What an image view draws: which image, and where. The package reads no pixels; a
/// renderer looks the name (or file) up in its own assets, or draws a placeholder in
/// ``rect``.
public struct RenderImage: Sendable, Equatable {
  /// The image's name (an asset's, a file's or a symbol's), or nil for one drawn in code.
  public var name: String?
  /// The image's size in points.
  public var size: CGSize
  /// Its pixels per point.
  public var scale: CGFloat
  /// Whether it is a system symbol.
  public var isSymbol: Bool
  /// How the view places it (``View/contentMode``).
  public var contentMode: View.ContentMode
  /// Where it is drawn in the view's drawing space (its bounds moved to (0, 0)): the
  /// size placed by the content mode; beyond the bounds where the mode overflows (the view
  /// clips it when ``RenderNode/clipsToBounds``).
  public var rect: CGRect
  /// The colour a template image is drawn in (a symbol's tint); nil when it is drawn in
  /// its own colours.
  public var tintColor: Color?

  /// The image an image view shows now, or nil without one.
  init?(_ view: ImageView) {
    guard let image = view.shownImage, let rect = view.imageRect else { return nil }
    name = image.name
    size = image.size
    scale = image.scale
    isSymbol = image.isSymbolImage
    contentMode = view.contentMode
    self.rect = rect
    tintColor = view.templateColor
  }
}

extension RenderImage {
  /// A button's current image where ``Button/imageRect(forContentRect:)`` puts it (in the
  /// drawing space), or nil without one. A system button draws an image of the automatic
  /// rendering mode as a template in its tint, as UIKit does.
  init?(button: Button) {
    guard let image = button.currentImage else { return nil }
    let drawing = CGRect(origin: .zero, size: button.bounds.size)
    name = image.name
    size = image.size
    scale = image.scale
    isSymbol = image.isSymbolImage
    contentMode = button.imageView?.contentMode ?? .scaleAspectFit
    rect = button.imageRect(forContentRect: button.contentRect(forBounds: drawing))
    switch image.renderingMode {
    case .alwaysOriginal: tintColor = nil
    case .alwaysTemplate: tintColor = image.tintColor ?? button.tintColor
    case .automatic:
      tintColor =
        image.isSymbolImage || button.buttonType != .custom
        ? image.tintColor ?? button.tintColor : nil
    }
  }
}

extension ImageView: RenderContentProviding {
  /// The image, if the view shows one.
  public func addRenderContent(to node: inout RenderNode) {
    node.image = RenderImage(self)
  }
}
