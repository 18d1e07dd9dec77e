import Foundation

extension NSAttributedString.Key {
  /// The font of a run (a ``Font``), as UIKit's `.font`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour of a run (a ``Color``), as UIKit's `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The fill behind a run (a ``Color``), as UIKit's `.backgroundColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph's layout (a ``ParagraphStyle``), as UIKit's `.paragraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between characters, as UIKit's `.kern` (kept, not measured).
  public static let kern = NSAttributedString.Key("NSKern")
  /// An underline, as UIKit's `.underlineStyle` (kept, not drawn).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A line through, as UIKit's `.strikethroughStyle` (kept, not drawn).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// How a paragraph is laid out, as `NSParagraphStyle`: what a label takes from an
/// attributed text's paragraph style is its alignment and line break mode.
open class ParagraphStyle: @unchecked Sendable {
  /// The alignment.
  public internal(set) var alignment = TextAlignment.natural
  /// How lines break and truncate.
  public internal(set) var lineBreakMode = LineBreakMode.byWordWrapping
  /// Extra space between lines (kept, not measured yet).
  public internal(set) var lineSpacing: CGFloat = 0
  /// Space after the paragraph (kept, not measured yet).
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// The smallest line height (kept, not measured yet).
  public internal(set) var minimumLineHeight: CGFloat = 0
  /// The largest line height (kept, not measured yet).
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// A multiple of the natural line height (kept, not measured yet).
  public internal(set) var lineHeightMultiple: CGFloat = 0

  /// The default style, as `NSParagraphStyle.default`.
  public static var `default`: ParagraphStyle { ParagraphStyle() }

  /// A default style.
  public init() {}
}

/// A paragraph style to set, as `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
  public override var alignment: TextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  public override var lineBreakMode: LineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
}

extension Label {
  /// The text with its style as attributes, as UIKit's `attributedText`. Reading gives the
  /// text with the label's font, colour and a paragraph style of its alignment and break
  /// mode. Setting takes the string, and the first run's font, colour, alignment and break
  /// mode for the whole label: the package measures one style per label, so later runs in
  /// another font measure in the first run's (a bold word in a regular sentence measures
  /// regular; say so where it matters).
  public var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      let paragraph = MutableParagraphStyle()
      paragraph.alignment = textAlignment
      paragraph.lineBreakMode = lineBreakMode
      return NSAttributedString(
        string: text,
        attributes: [.font: font as Font, .foregroundColor: textColor, .paragraphStyle: paragraph])
    }
    set {
      guard let newValue, newValue.length > 0 else {
        text = newValue?.string
        return
      }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? Font { self.font = font }
      if let color = attributes[.foregroundColor] as? Color { textColor = color }
      if let paragraph = attributes[.paragraphStyle] as? ParagraphStyle {
        textAlignment = paragraph.alignment
        lineBreakMode = paragraph.lineBreakMode
      }
      text = newValue.string
    }
  }
}
