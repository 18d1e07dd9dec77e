import Foundation

/// A button's layout as a renderer needs it: its type, its insets as set, and the
/// rectangles UIKit lays its content and title out in, in the button's drawing space
/// (its bounds moved to (0, 0)).
public struct RenderButton: Sendable, Equatable {
  /// The button's type (`UIButton.ButtonType`).
  public var buttonType: Button.ButtonType
  /// The content insets as set (zero by default; see ``contentRect`` for the ones used).
  public var contentEdgeInsets: EdgeInsets
  /// The title insets as set.
  public var titleEdgeInsets: EdgeInsets
  /// The area the content is laid out in (`contentRect(forBounds:)`): the bounds inset by
  /// the effective content insets (UIKit's 6 points above and below a title when the
  /// content insets are zero).
  public var contentRect: CGRect
  /// Where the title goes (`titleRect(forContentRect:)`): the content area inset by the
  /// title insets, the title's measured size placed by the content alignments.
  public var titleRect: CGRect

  init(_ button: Button) {
    buttonType = button.buttonType
    contentEdgeInsets = button.contentEdgeInsets
    titleEdgeInsets = button.titleEdgeInsets
    let drawing = CGRect(origin: .zero, size: button.bounds.size)
    contentRect = button.contentRect(forBounds: drawing)
    titleRect = button.titleRect(forContentRect: contentRect)
  }
}

extension Button: RenderContentProviding {
  /// The button's insets and rectangles, and its image (its title is its
  /// ``View/textContent``).
  public func addRenderContent(to node: inout RenderNode) {
    node.button = RenderButton(self)
    node.image = RenderImage(button: self)
  }
}
