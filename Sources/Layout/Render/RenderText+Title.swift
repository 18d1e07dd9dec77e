import Foundation

extension RenderText {
  /// A button's title as the button lays it out: the title label's text, lines and style
  /// in the title frame (``Button/titleRect(forContentRect:)`` of its bounds), aligned in
  /// that frame as the content is aligned (centred, left or right; `.fill` uses the label's
  /// own alignment), so the title stays centred where a renderer's font is a little wider
  /// or narrower than the one measured. Nil without a title.
  init?(title button: Button) {
    guard let label = button.titleLabel else { return nil }
    self.init(label)
    // The rectangle as computed (the label's frame is rebuilt from its centre and size,
    // which may be a hair off).
    frame = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
    switch button.effectiveContentHorizontalAlignment {
    case .center: alignment = .center
    case .left, .leading: alignment = .left
    case .right, .trailing: alignment = .right
    case .fill: alignment = label.textAlignment
    }
    drawnAlignment =
      button.effectiveContentHorizontalAlignment == .fill
      ? fitted.alignment : alignment
  }
}
