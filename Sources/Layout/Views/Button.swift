import Foundation

/// A button with a title, as a plain `UIButton`: its intrinsic size is its title's, grown by
/// ``contentEdgeInsets``.
open class Button: Label {
  /// Space around the title.
  public var contentEdgeInsets = EdgeInsets.zero {
    didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A button with a title.
  public init(title: String? = nil) {
    super.init(text: title)
  }

  /// The title's size plus the content insets.
  open override var intrinsicContentSize: CGSize {
    grown(super.intrinsicContentSize)
  }

  override func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
    grown(super.intrinsicContentSize(wrappingAt: width.map { $0 - contentEdgeInsets.horizontal }))
  }

  /// The title's fitting size plus the content insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    grown(
      super.sizeThatFits(
        CGSize(
          width: max(size.width - contentEdgeInsets.horizontal, 0),
          height: max(size.height - contentEdgeInsets.vertical, 0))))
  }

  private func grown(_ title: CGSize) -> CGSize {
    CGSize(
      width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
      height: title.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
  }
}
