import Foundation

extension RenderText {
  /// A button's title as the button lays it out: the title label's text, lines and style
  /// in the title frame (``Button/titleRect(forContentRect:)`` of its bounds, in its drawing
  /// space: the bounds moved to (0, 0)), aligned in
  /// that frame as the content is aligned (centred, left or right; `.fill` uses the label's
  /// own alignment), so the title stays centred where a renderer's font is a little wider
  /// or narrower than the one measured; ``fitted`` places the lines with that alignment.
  /// Nil without a title.
  init?(title button: Button) {
    guard let label = button.titleLabel else { return nil }
    self.init(label)
    // The rectangle as computed (the label's frame is rebuilt from its centre and size,
    // which may be a hair off).
    let drawing = CGRect(origin: .zero, size: button.size)
    frame = button.titleRect(forContentRect: button.contentRect(forBounds: drawing))
    switch button.effectiveContentHorizontalAlignment {
    case .center: alignment = .center
    case .left, .leading: alignment = .left
    case .right, .trailing: alignment = .right
    case .fill: alignment = label.textAlignment
    }
    drawnAlignment =
      button.effectiveContentHorizontalAlignment == .fill
      ? fitted.alignment : alignment
    // The lines placed as they are drawn (the title label's own alignment may differ).
    if drawnAlignment != fitted.alignment,
      let placed = try? FittedText(
        text, font: font, size: fitted.size, numberOfLines: max(numberOfLines, 0),
        lineBreakMode: lineBreakMode, alignment: drawnAlignment)
    {
      fitted = placed
      lines = placed.lines.map(\.text)
    }
  }
}
