import Foundation

/// A scroll view's scrolling state: where its content is and how large and how zoomed.
/// Its subviews' frames already include the offset; a renderer needs this only to show it
/// (a scroll indicator, an inspector).
public struct RenderScroll: Sendable, Equatable {
  /// The point of the content at the top-left corner (the bounds origin).
  public var contentOffset: CGPoint
  /// The content's size (the content layout guide's, times the zoom).
  public var contentSize: CGSize
  /// The zoom.
  public var zoomScale: CGFloat

  init(_ view: ScrollView) {
    contentOffset = view.contentOffset
    contentSize = view.contentSize
    zoomScale = view.zoomScale
  }
}

extension ScrollView: RenderContentProviding {
  /// The scroll position.
  public func addRenderContent(to node: inout RenderNode) {
    node.scroll = RenderScroll(self)
  }
}
