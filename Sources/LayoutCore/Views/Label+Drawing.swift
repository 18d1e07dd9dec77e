import Foundation

extension Label {
  /// The text as the label draws it in its bounds: the lines that fit the width, the height
  /// and ``numberOfLines``, the last one truncated or clipped by ``lineBreakMode``, each
  /// placed by ``textAlignment`` in the ``View/effectiveLayoutDirection``; `nil` without
  /// text.
  ///
  /// ```swift
  /// let label = Label(text: "Hello World")   // intrinsic width 88.5 at 2x
  /// label.snp.makeConstraints { $0.width.equalTo(60) }
  /// window.layoutIfNeeded()
  /// label.fittedText?.lines[0].text          // "Hello …"
  /// label.fittedText?.isTruncated            // true
  /// ```
  ///
  /// A side of the bounds that is negative or NaN counts as 0. Computed on each call from
  /// the current bounds (lay the label out first).
  public var fittedText: FittedText? {
    fittedText(in: bounds.size, alignment: textAlignment)
  }

  /// The text laid out as ``fittedText`` but in a box of `size` with `alignment` (how a
  /// view that draws its text through a label, a button's title, places it); nil without
  /// text.
  public func fittedText(in size: CGSize, alignment: TextAlignment) -> FittedText? {
    guard let text, !text.isEmpty else { return nil }
    return try? FittedText(
      text, font: drawnFont(width: size.width), size: Self.drawableSize(size),
      numberOfLines: max(numberOfLines, 0), lineBreakMode: lineBreakMode,
      alignment: alignment, layoutDirection: effectiveLayoutDirection)
  }

  /// `size` with each side that is negative, NaN or infinite taken as 0.
  static func drawableSize(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  /// The font the text is drawn in: ``font``, or with ``adjustsFontSizeToFitWidth`` on one
  /// line, ``font`` shrunk so the text fits the bounds' width, to no less than
  /// ``minimumScaleFactor`` of its size (no shrinking when that is 0, as UIKit).
  public var drawnFont: Font { drawnFont(width: bounds.width) }

  /// ``drawnFont`` for a box `width` wide.
  package func drawnFont(width: CGFloat) -> Font {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0,
      minimumScaleFactor < 1, let text, !text.isEmpty, hasMeasurableFont, width.isFinite
    else { return font }
    let natural = font.width(of: text)
    guard natural > width, natural > 0 else { return font }
    let factor = max(max(width, 0) / natural, minimumScaleFactor)
    return font.withSize(font.pointSize * factor)
  }
}
