import Foundation

/// A minus-and-plus pair that steps a value, as `UIStepper`: 94 × 32 points (iOS 13 and
/// later), a tap on the right half adds ``stepValue`` and one on the left half takes it
/// away, within ``minimumValue``…``maximumValue`` (with ``wraps``, a step from one end
/// goes round to the other),
/// sending `.valueChanged` when the value changes.
///
/// ```swift
/// let quantity = Stepper()
/// quantity.maximumValue = 10
/// quantity.addAction(Action { _ in label.text = "\(Int(quantity.value))" }, for: .valueChanged)
/// ```
///
/// It draws as a rounded fill with a separator and the two signs, as views of its own in
/// ``View/subviews``; the render tree names its kind `stepper`. Holding a half does not
/// repeat here (``autorepeat`` is kept but a press steps once).
open class Stepper: Control {
  /// A tap is this control's default action (see ``Control``'s tracking).
  override var takesSingleTaps: Bool { true }

  /// Draws, and is named in files and the inspector, as a stepper.
  open override class var kind: ViewKind { "stepper" }

  /// The size iOS 13 and later give every stepper.
  public static let size = CGSize(width: 94, height: 32)

  /// The value (0 when made), kept within ``minimumValue``…``maximumValue``.
  public var value: Double = 0 {
    didSet {
      let kept = value.isNaN ? oldValue : Swift.min(Swift.max(value, minimumValue), maximumValue)
      if kept != value { value = kept }
    }
  }
  /// The least value (0 by default). One at or above ``maximumValue`` (or NaN) is refused:
  /// the old bound stays (UIKit raises an exception).
  public var minimumValue: Double = 0 {
    didSet {
      guard minimumValue < maximumValue else {
        minimumValue = oldValue
        return
      }
      if value < minimumValue { value = minimumValue }
    }
  }
  /// The greatest value (100 by default). One at or below ``minimumValue`` (or NaN) is
  /// refused: the old bound stays.
  public var maximumValue: Double = 100 {
    didSet {
      guard maximumValue > minimumValue else {
        maximumValue = oldValue
        return
      }
      if value > maximumValue { value = maximumValue }
    }
  }
  /// How much a tap adds or takes away (1 by default). One not above 0 (or NaN) is refused.
  public var stepValue: Double = 1 {
    didSet { if !(stepValue > 0) { stepValue = oldValue } }
  }
  /// Whether stepping past one end goes round to the other (false by default).
  public var wraps = false
  /// Whether holding a half repeats, as UIKit's (true by default; a press steps once here).
  public var autorepeat = true
  /// Whether `.valueChanged` is sent as the value changes while held, rather than on lift
  /// (true by default; every step here is a tap).
  public var isContinuous = true

  private let background = View()
  private let separator = View()
  private let minus = Label()
  private let plus = Label()

  /// A stepper at the frame's origin with its own size (the frame's size is ignored, as
  /// UIKit's). It hugs and resists compression at 750 on both axes.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    contentHuggingPriority = AxisPriorities(horizontal: 750, vertical: 750)
    for (part, name) in [(background, "background"), (separator, "separator")] {
      part.isUserInteractionEnabled = false
      part.snp.setLabel(name)
      addSubview(part)
    }
    for (sign, text, name) in [(minus, "−", "minus"), (plus, "+", "plus")] {
      sign.text = text
      sign.isUserInteractionEnabled = false
      sign.snp.setLabel(name)
      sign.font = .systemFont(ofSize: 20)
      sign.textAlignment = .center
      addSubview(sign)
    }
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// 94 × 32 points.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 94 × 32 points, whatever size is asked for.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// Places the fill, the separator and the signs, centred at the stepper's own size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = Self.size
    let box = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    background.frame = box
    background.layer.cornerRadius = 8
    background.backgroundColor = .tertiarySystemFill
    separator.frame = CGRect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: size.height - 16)
    separator.backgroundColor = .separator
    let half = size.width / 2
    minus.frame = CGRect(x: box.minX, y: box.minY, width: half, height: size.height)
    plus.frame = CGRect(x: box.midX, y: box.minY, width: half, height: size.height)
    minus.textColor = value > minimumValue || wraps ? .label : .tertiaryLabel
    plus.textColor = value < maximumValue || wraps ? .label : .tertiaryLabel
  }

  /// A tap on the right half adds a step, on the left half takes one away (the halves
  /// swap in a right-to-left layout).
  override package func finishTap() {
    sendActions(for: .touchUpInside)
    guard let at = lastTouchLocation else { return }
    let rightHalf = at.x >= bounds.midX
    let up = rightHalf != (effectiveLayoutDirection == .rightToLeft)
    step(up: up)
  }

  private func step(up: Bool) {
    let old = value
    var new = old + (up ? stepValue : -stepValue)
    if new > maximumValue { new = wraps && old >= maximumValue ? minimumValue : maximumValue }
    if new < minimumValue { new = wraps && old <= minimumValue ? maximumValue : minimumValue }
    guard new != old else { return }
    value = new
    setNeedsLayout()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }
}
