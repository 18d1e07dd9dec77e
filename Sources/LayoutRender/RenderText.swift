import Foundation

/// A view's text as laid out, for drawing: a label's, a button's title, a text field's
/// text or placeholder (``View/textContent``).
public struct RenderText: Sendable, Equatable {
  /// The whole text.
  public var text: String
  /// The font the text is drawn in (the label's, or smaller when it shrinks to fit:
  /// ``Label/drawnFont``).
  public var font: Font
  /// The lines drawn, top to bottom: each line's text as in ``fitted`` (with "…" where
  /// truncated).
  public var lines: [String]
  /// The lines as the label draws them in its bounds: text, box, baseline, truncation.
  public var fitted: FittedText
  /// The drawn font's size in points.
  public var fontSize: CGFloat
  /// Whether the font is bold (semibold and up).
  public var isBold: Bool
  /// The text colour.
  public var color: Color
  /// The alignment as set on the label (``FittedText/alignment`` is the one drawn).
  public var alignment: TextAlignment
  /// How the label wraps and truncates.
  public var lineBreakMode: LineBreakMode
  /// The line height.
  public var lineHeight: CGFloat
  /// The first baseline's distance from the top of the text block.
  public var ascender: CGFloat
  /// The most lines drawn (0: as many as fit), as the label's `numberOfLines`.
  public var numberOfLines: Int
  /// Where the text block is laid out in the view's own coordinates: a button's title
  /// frame; nil for a label (its bounds).
  public var frame: CGRect?
  /// The alignment the lines are drawn with: ``FittedText/alignment`` for a label
  /// (`natural` resolved by the reading direction), the content alignment for a button's
  /// title.
  public var drawnAlignment: TextAlignment

  /// The text a view draws (``View/textContent``), as it draws it; nil without text.
  public init?(_ content: TextContent) {
    let label = content.label
    guard let text = label.text, !text.isEmpty, let fitted = content.fittedText else {
      return nil
    }
    let font = label.drawnFont(width: content.frame?.width ?? label.bounds.width)
    self.text = text
    self.font = font
    self.fitted = fitted
    lines = fitted.lines.map(\.text)
    fontSize = font.pointSize
    isBold = font.weight >= .semibold
    color = content.color ?? label.textColor
    alignment = content.alignment ?? label.textAlignment
    lineBreakMode = label.lineBreakMode
    lineHeight = font.lineHeight
    ascender = font.ascender
    numberOfLines = label.numberOfLines
    frame = content.frame
    drawnAlignment = fitted.alignment
  }
}
