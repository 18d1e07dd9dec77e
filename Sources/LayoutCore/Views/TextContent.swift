import Foundation

/// The text a view draws, as every renderer and the inspector read it: the label that
/// measures and lays the text out, where in the view's drawing space (its bounds moved to
/// (0, 0)) the text block goes, and the alignment its lines are drawn with there.
///
/// Each kind that shows text answers ``View/textContent`` with its label: a ``Label``
/// itself, a ``Button`` its title label in the title rectangle, a ``TextField`` its text
/// (or placeholder) in its text rectangle. Measuring stays the label's, so a new text kind
/// measures as a label does without a second text engine.
public struct TextContent {
  /// The label whose text, font, colour, lines and break mode are drawn.
  public let label: Label
  /// Where the text block is laid out in the view's drawing space; nil for the whole
  /// bounds (a label's own text).
  public var frame: CGRect?
  /// The alignment the lines are drawn with in ``frame``; nil for the label's own (its
  /// ``Label/textAlignment`` resolved by the reading direction).
  public var alignment: TextAlignment?
  /// The colour drawn, when it is not the label's (a placeholder's grey).
  public var color: Color?

  /// The text `label` draws, in `frame` (nil: its bounds), aligned by `alignment` (nil:
  /// its own).
  public init(
    label: Label, frame: CGRect? = nil, alignment: TextAlignment? = nil, color: Color? = nil
  ) {
    self.label = label
    self.frame = frame
    self.alignment = alignment
    self.color = color
  }

  /// The lines as drawn: the label's ``Label/fittedText`` in ``frame`` (its own bounds when
  /// nil) with ``alignment``; nil without text.
  public var fittedText: FittedText? {
    guard let frame else {
      guard let alignment else { return label.fittedText }
      return label.fittedText(in: label.bounds.size, alignment: alignment)
    }
    return label.fittedText(in: frame.size, alignment: alignment ?? label.textAlignment)
  }
}
