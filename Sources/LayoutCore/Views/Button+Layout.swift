import Foundation

extension Button {
  /// UIKit's padding above and below a title when ``contentEdgeInsets`` are zero: 6 points
  /// each (a 15-pt title, 18 high, makes a 30-high button).
  static let defaultTitlePadding: CGFloat = 6

  /// The insets the content is laid out in: ``contentEdgeInsets``, or 6 points above and
  /// below when they are zero and the button has a title.
  public var effectiveContentEdgeInsets: EdgeInsets {
    guard contentEdgeInsets == .zero, hasTitle else { return contentEdgeInsets }
    let pad = Self.defaultTitlePadding
    return EdgeInsets(top: pad, left: 0, bottom: pad, right: 0)
  }

  /// Whether a non-empty title shows now.
  var hasTitle: Bool { !(currentTitle ?? "").isEmpty }

  /// ``titleRect(forContentRect:)``'s answer (see there).
  func placedTitleRect(in contentRect: CGRect) -> CGRect {
    let area = contentRect.inset(by: titleEdgeInsets)
    // The image sits before the title: the title takes the room after it, the two centred
    // together.
    let image = shownImageSize.width
    let areaWidth = max(area.width - image, 0)
    let areaHeight = max(area.height, 0)
    let wraps = titleLabelStorage.numberOfLines != 1
    let fitted = titleSize(wrappingAt: wraps ? areaWidth : nil)
    var width = min(fitted.width, areaWidth)
    var height = min(fitted.height, areaHeight)
    let x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .leading: x = area.minX + image
    case .right, .trailing: x = area.maxX - width
    case .fill:
      width = areaWidth
      x = area.minX + image
    case .center: x = area.minX + (area.width - width - image) / 2 + image
    }
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top: y = area.minY
    case .bottom: y = area.maxY - height
    case .fill:
      height = areaHeight
      y = area.minY
    case .center: y = area.minY + (area.height - height) / 2
    }
    let scale = titleLabelStorage.screenScale
    // To the nearest pixel, halves up (with a hair's tolerance, so that 5.8333… at 3x, which
    // arithmetic leaves a little below 17.5 pixels, rounds as the half it is).
    func pixel(_ v: CGFloat) -> CGFloat { (v * scale + 0.5 + 1e-9).rounded(.down) / scale }
    return CGRect(x: pixel(x), y: pixel(y), width: width, height: height)
  }

  /// ``textContent``: the title label's text in ``titleRect(forContentRect:)`` of the
  /// bounds (in the drawing space: the bounds moved to (0, 0)), its lines aligned in that
  /// rectangle as the content is aligned (centred, left or right; `.fill` uses the label's
  /// own alignment), so the title stays centred where a renderer's font is a little wider
  /// or narrower than the one measured. Nil without a title.
  var titleContent: TextContent? {
    let label = titleLabelStorage
    guard let text = label.text, !text.isEmpty else { return nil }
    // The rectangle as computed (the label's frame is rebuilt from its centre and size,
    // which may be a hair off).
    let drawing = CGRect(origin: .zero, size: size)
    let frame = titleRect(forContentRect: contentRect(forBounds: drawing))
    let alignment: TextAlignment? =
      switch effectiveContentHorizontalAlignment {
      case .center: .center
      case .left, .leading: .left
      case .right, .trailing: .right
      case .fill: nil
      }
    return TextContent(label: label, frame: frame, alignment: alignment)
  }

  /// Puts the title label where ``titleRect(forContentRect:)`` says for the current bounds.
  func layoutTitleLabel() {
    titleLabelStorage.frame = titleRect(forContentRect: contentRect(forBounds: bounds))
  }

  /// The title label's measured size (zero without a title), wrapping at `width` when its
  /// lines wrap (nil or 0: at ``Label/preferredMaxLayoutWidth``, else not at all).
  func titleSize(wrappingAt width: CGFloat?) -> CGSize {
    let label = titleLabelStorage
    guard let text = label.text, !text.isEmpty else { return .zero }
    var limit = width ?? 0
    if limit <= 0 { limit = label.preferredMaxLayoutWidth }
    return label.sizeThatFits(CGSize(width: limit, height: 0))
  }

  /// A title size beside the image, grown by the content insets, and at least the
  /// background image's size.
  func grown(_ title: CGSize) -> CGSize {
    let insets = effectiveContentEdgeInsets
    let image = shownImageSize
    let background = currentBackgroundImage?.size ?? .zero
    return CGSize(
      width: max(title.width + image.width + insets.left + insets.right, background.width),
      height: max(max(title.height, image.height) + insets.top + insets.bottom, background.height))
  }

  /// The width a wrapping title wraps at when measuring: the width layout gave the button,
  /// less the insets.
  var titleWrappingWidth: CGFloat? {
    guard titleLabelStorage.numberOfLines != 1, let layoutWidth else { return nil }
    return layoutWidth - effectiveContentEdgeInsets.left - effectiveContentEdgeInsets.right
  }

  /// The title's top when the button is its intrinsic size.
  var titleTopAtIntrinsicSize: CGFloat {
    let bounds = CGRect(origin: .zero, size: intrinsicContentSize)
    return titleRect(forContentRect: contentRect(forBounds: bounds)).minY
  }
}
