import Foundation

/// A view class that draws more than every view draws (its frame, colours, layer and
/// subviews): a label its text, a button its title and rectangles, an image view its image,
/// a scroll view its scroll position. ``RenderNode`` asks each view through this one hook,
/// so a new kind of view adds its content next to its content type, with no list to edit.
///
/// A subclass inherits its class's content.
public protocol RenderContentProviding: View {
  /// Sets the parts of `node` this kind of view draws (the rest is already filled in).
  func addRenderContent(to node: inout RenderNode)
}
