import Foundation

/// What an image view shows: the image's name and size. The package has no image data;
/// a renderer looks the name up in its own assets (or draws a placeholder).
public struct RenderImage: Sendable, Equatable {
  /// The image's name (``ImageView/imageName``), or nil when none was given.
  public var name: String?
  /// The image's size in points (``ImageView/imageSize``), or nil when only a name was
  /// given.
  public var size: CGSize?

  /// The image of an image view, or nil when it has neither a name nor a size.
  init?(_ view: ImageView) {
    guard view.imageName != nil || view.imageSize != nil else { return nil }
    name = view.imageName
    size = view.imageSize
  }
}

extension ImageView: RenderContentProviding {
  /// The image, if the view has a name or a size for one.
  public func addRenderContent(to node: inout RenderNode) {
    node.image = RenderImage(self)
  }
}
