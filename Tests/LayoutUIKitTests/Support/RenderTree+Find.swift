import LayoutUIKit

extension RenderTree {
  /// The first node (front window first, depth first) whose id is `id`.
  func node(_ id: String) -> RenderNode? {
    for window in windows.reversed() {
      if let found = window.views.lazy.compactMap({ $0.node(id) }).first { return found }
    }
    return nil
  }
}

extension RenderNode {
  /// This node or the first below it whose id is `id`.
  func node(_ id: String) -> RenderNode? {
    if self.id == id { return self }
    return subviews.lazy.compactMap { $0.node(id) }.first
  }
}
