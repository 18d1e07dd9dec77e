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

extension ImageView: RenderContentProviding {
  /// The image, if the view shows one.
  public func addRenderContent(to node: inout RenderNode) {
    node.image = RenderImage(self)
  }
}
