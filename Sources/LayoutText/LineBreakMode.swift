/// What a label does with text that does not fit its width: wrap it, clip it, or truncate it
/// with an ellipsis, as UIKit's `NSLineBreakMode` (the same cases and raw values).
///
/// ```swift
/// let label = Label(text: "Hello World")           // 88.35 pt wide at 17 pt
/// label.frame = CGRect(x: 0, y: 0, width: 60, height: 21)
/// label.fittedText?.lines.map(\.text)              // ["Hello …"] (tail, the default)
/// label.lineBreakMode = .byTruncatingHead          // ["…orld"]
/// label.lineBreakMode = .byTruncatingMiddle        // ["He…rld"]
/// label.lineBreakMode = .byClipping                // ["Hello World"], clipped at 60 pt
/// ```
///
/// On one line (`numberOfLines == 1`) the wrapping modes and ``byClipping`` draw the line
/// whole, clipped at the label's edge; the truncating modes replace what does not fit with
/// "…" (U+2026). On more lines every mode wraps at spaces (``byCharWrapping`` at any
/// character) and only the last visible line is truncated or clipped. See `Docs/Text.md`.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Wrap at spaces (a word wider than the line breaks inside); the last visible line ends
  /// at a word, and on one line the text is clipped.
  case byWordWrapping = 0
  /// Wrap before the first character that does not fit; on one line, clip.
  case byCharWrapping = 1
  /// Wrap at spaces; the last visible line holds the rest of its paragraph, clipped at the
  /// label's edge.
  case byClipping = 2
  /// Keep the end of the last visible line and replace its start with "…": `"…wxyz"`.
  case byTruncatingHead = 3
  /// Keep the start of the last visible line and replace its end with "…": `"abcd…"`
  /// (`UILabel`'s default).
  case byTruncatingTail = 4
  /// Keep both ends of the last visible line and replace its middle with "…": `"ab…yz"`.
  case byTruncatingMiddle = 5

  /// The case's name as Swift spells it (`"byTruncatingTail"`), as layout files and the
  /// JSON render tree write it.
  public var name: String {
    switch self {
    case .byWordWrapping: "byWordWrapping"
    case .byCharWrapping: "byCharWrapping"
    case .byClipping: "byClipping"
    case .byTruncatingHead: "byTruncatingHead"
    case .byTruncatingTail: "byTruncatingTail"
    case .byTruncatingMiddle: "byTruncatingMiddle"
    }
  }

  /// Whether the mode replaces hidden text with an ellipsis.
  public var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    case .byWordWrapping, .byCharWrapping, .byClipping: false
    }
  }

  /// Whether lines break between any two characters rather than at spaces.
  var breaksAtCharacters: Bool { self == .byCharWrapping }
}
