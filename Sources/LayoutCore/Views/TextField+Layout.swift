import Foundation

extension TextField {
  /// The insets of the border style around the text (see the type's discussion).
  public var borderInsets: EdgeInsets {
    switch borderStyle {
    case .none: .zero
    case .line, .bezel: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    case .roundedRect: EdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
    }
  }

  /// Whether an overlay view with `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// The clear button's side: UIKit's 19-point circle in a 28-point slot (approximated).
  static let clearButtonWidth: CGFloat = 28

  /// The width the overlays take at each side.
  private var overlayWidths: (left: CGFloat, right: CGFloat) {
    let left = leftView.map { shows(leftViewMode) ? $0.overlaySize.width : 0 } ?? 0
    var right = rightView.map { shows(rightViewMode) ? $0.overlaySize.width : 0 } ?? 0
    if rightView == nil || !shows(rightViewMode), shows(clearButtonMode), hasText {
      right = Self.clearButtonWidth
    }
    return (left, right)
  }

  /// ``textRect(forBounds:)``'s answer: the bounds inside the border's insets and beside
  /// the overlays shown.
  func insetTextRect(_ bounds: CGRect) -> CGRect {
    let insets = borderInsets
    let (left, right) = overlayWidths
    return CGRect(
      x: bounds.minX + insets.left + left, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.left - insets.right - left - right, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
  }

  /// ``leftViewRect(forBounds:)``'s answer.
  func placedLeftView(_ bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = leftView.overlaySize
    return CGRect(
      x: bounds.minX + borderInsets.left, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// ``rightViewRect(forBounds:)``'s answer.
  func placedRightView(_ bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = rightView.overlaySize
    return CGRect(
      x: bounds.maxX - borderInsets.right - size.width, y: bounds.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The intrinsic size: the wider of the text and the placeholder, one line high, grown
  /// by the insets and the overlays (the taller of the line and the overlays).
  func measured() -> CGSize {
    let label = contentLabel
    let scale = screenScale
    var width: CGFloat = 0
    // Measured as the label measures one line (no label made for it).
    for shown in [hasText ? shownText : nil, placeholder] {
      guard let shown, !shown.isEmpty, label.hasMeasurableFont,
        let layout = try? TextLayout(shown, font: label.font, numberOfLines: 1)
      else { continue }
      width = max(width, layout.size(roundedToScale: scale).width)
    }
    let line = PixelGrid(scale: scale).ceil(label.hasMeasurableFont ? label.font.lineHeight : 0)
    let insets = borderInsets
    let (left, right) = overlayWidths
    let overlays = [leftView, rightView].compactMap { $0?.overlaySize.height }.max() ?? 0
    return CGSize(
      width: width + insets.left + insets.right + left + right,
      height: max(line, overlays) + insets.top + insets.bottom)
  }

  /// The first baseline's distance from the top: the line centred in the text rectangle
  /// of the intrinsic size.
  var baselineFromTop: CGFloat {
    let line = contentLabel.font.lineHeight
    let bounds = CGRect(origin: .zero, size: intrinsicContentSize)
    let rect = textRect(forBounds: bounds)
    return rect.minY + (rect.height - line) / 2 + contentLabel.font.ascender
  }
}

extension View {
  /// An overlay view's size: its frame's if set, else its intrinsic size (0 where it has
  /// none).
  fileprivate var overlaySize: CGSize {
    if size != .zero { return size }
    let own = intrinsicContentSize
    return CGSize(width: max(own.width, 0), height: max(own.height, 0))
  }
}

/// The keyboard's kind, as `UIKeyboardType` (UIKit's raw values).
public enum KeyboardType: Int, Sendable, CaseIterable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
}

/// The return key's title, as `UIReturnKeyType` (UIKit's raw values).
public enum ReturnKeyType: Int, Sendable, CaseIterable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// How typed text is capitalised, as `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether typed text is corrected, as `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
  case `default` = 0
  case no = 1
  case yes = 2
}
