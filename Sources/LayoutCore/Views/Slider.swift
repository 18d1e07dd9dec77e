import Foundation

/// A control to pick a value along a track, as `UISlider`: 34 points high (measured on iOS
/// 8.1, see `Docs/UIKit.md`), as wide as layout makes it; its thumb, a 28-point circle,
/// sits where the value is.
///
/// ```swift
/// let volume = Slider()
/// volume.value = 0.5
/// volume.intrinsicContentSize   // (-1, 34)
/// ```
open class Slider: Control {
  /// Draws, and is named in files and the inspector, as a slider.
  open override class var kind: ViewKind { "slider" }

  /// The slider's height.
  public static let height: CGFloat = 34
  /// The thumb's diameter.
  public static let thumbSide: CGFloat = 28

  /// The value, between ``minimumValue`` and ``maximumValue`` (clamped).
  public var value: Float = 0 {
    didSet {
      let clamped = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      setNeedsLayout()
    }
  }
  /// The smallest value (0 by default).
  public var minimumValue: Float = 0 {
    didSet { value = max(value, minimumValue) }
  }
  /// The largest value (1 by default).
  public var maximumValue: Float = 1 {
    didSet { value = min(value, maximumValue) }
  }
  /// Whether `.valueChanged` is sent while dragging (true) or when the drag ends.
  public var isContinuous = true
  /// The colour of the track before the thumb (nil: the tint colour).
  public var minimumTrackTintColor: Color? {
    didSet { updateColors() }
  }
  /// The colour of the track after the thumb (nil: the system fill grey).
  public var maximumTrackTintColor: Color? {
    didSet { updateColors() }
  }
  /// The thumb's colour (nil: white).
  public var thumbTintColor: Color? {
    didSet { updateColors() }
  }
  private let track = View()
  private let filled = View()
  private let thumb = View()

  /// A slider at 0 of a frame, as `UISlider(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for (view, name) in [(track, "track"), (filled, "filled"), (thumb, "thumb")] {
      view.snp.setLabel(name)
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    thumb.layer.shadowColor = .black
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    updateColors()
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the value (animated by the layout pass inside an animation block).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  private func updateColors() {
    track.backgroundColor = maximumTrackTintColor ?? .systemFill
    filled.backgroundColor = minimumTrackTintColor ?? tintColor
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  /// No width of its own; 34 high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// The part of the range the value is at, 0…1.
  public var fraction: CGFloat {
    let span = maximumValue - minimumValue
    return span > 0 ? CGFloat((value - minimumValue) / span) : 0
  }

  /// The 4-point track across the middle, filled up to the thumb.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let side = Self.thumbSide
    let travel = max(size.width - side, 0)
    let centerX = side / 2 + travel * fraction
    let midY = size.height / 2
    track.frame = CGRect(x: 0, y: midY - 2, width: size.width, height: 4)
    filled.frame = CGRect(x: 0, y: midY - 2, width: centerX, height: 4)
    thumb.frame = CGRect(x: centerX - side / 2, y: midY - side / 2, width: side, height: side)
    track.layer.cornerRadius = 2
    filled.layer.cornerRadius = 2
    thumb.layer.cornerRadius = side / 2
  }
}
