import Foundation

/// An on/off control, as `UISwitch`: 51 × 31 points whatever its constraints say it may
/// be, and a tap flips it.
///
/// ```swift
/// let toggle = Switch()
/// toggle.isOn = true
/// toggle.addAction(Action { _ in save() }, for: .valueChanged)
/// scene.tap(at: toggle.convert(CGPoint(x: 20, y: 15), to: nil))   // off, then save()
/// ```
///
/// It draws as iOS draws one, with two views of its own in ``View/subviews``: `track`,
/// a capsule filling the bounds (``onTintColor`` when on, a light grey when off, a dark one
/// in dark mode), and `thumb`, a white 27-point circle with a soft shadow, 2 points in from
/// the left end when off and from the right end when on. Renderers draw those like any
/// views; the render tree names the switch's kind `switch`. The sizes are those of iOS 7
/// to 18; the off greys are drawing aids, not measured colours.
open class Switch: Control {
  /// A tap is this control's default action (see ``Control``'s tracking).
  override var takesSingleTaps: Bool { true }

  /// Draws, and is named in files and the inspector, as a switch.
  open override class var kind: ViewKind { "switch" }

  /// Whether the switch is on (off when made).
  public var isOn = false {
    didSet { if isOn != oldValue { setNeedsLayout() } }
  }
  /// The track's colour when on (iOS's system green by default).
  public var onTintColor: Color? {
    didSet { if onTintColor != oldValue { setNeedsLayout() } }
  }
  /// The thumb's colour (white when nil).
  public var thumbTintColor: Color? {
    didSet { if thumbTintColor != oldValue { setNeedsLayout() } }
  }

  /// The capsule behind the thumb.
  private let track = View()
  /// The circle that slides to the end the switch is set to.
  private let thumb = View()

  /// The size iOS gives every switch.
  public static let size = CGSize(width: 51, height: 31)
  /// iOS's system green, light and dark.
  private static let green = (light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
  /// The track when off, light and dark (drawing aids).
  private static let offTrack = (light: rgb(233, 233, 234), dark: rgb(57, 57, 61))

  private static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255)
  }

  /// A switch, off, at the frame's origin with its own size (the frame's size is ignored,
  /// as UIKit's). As Interface Builder sets it, it hugs and resists compression at 750 on
  /// both axes.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    contentHuggingPriority = AxisPriorities(horizontal: 750, vertical: 750)
    track.snp.setLabel("track")
    thumb.snp.setLabel("thumb")
    track.isUserInteractionEnabled = false
    thumb.isUserInteractionEnabled = false
    thumb.layer.shadowColor = .black
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    addSubview(track)
    addSubview(thumb)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets ``isOn``, as UIKit's `setOn(_:animated:)`. The thumb moves at the next layout
  /// pass; inside an animation block the animator slides it there.
  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31 points.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 51 × 31 points, whatever size is asked for, as `UISwitch`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// Places the track and the thumb for the current state and appearance, centred in the
  /// bounds at the switch's own size (a switch stretched by its constraints still draws at
  /// 51 × 31, as on iOS).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = Self.size
    let origin = CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
    track.frame = CGRect(origin: origin, size: size)
    track.layer.cornerRadius = size.height / 2
    let dark = window?.effectiveUserInterfaceStyle == .dark
    track.backgroundColor =
      isOn
      ? onTintColor ?? (dark ? Self.green.dark : Self.green.light)
      : (dark ? Self.offTrack.dark : Self.offTrack.light)
    let side = size.height - 4
    let x = isOn ? origin.x + size.width - 2 - side : origin.x + 2
    thumb.frame = CGRect(x: x, y: origin.y + 2, width: side, height: side)
    thumb.layer.cornerRadius = side / 2
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  /// A tap flips the switch, then sends `.valueChanged`, `.primaryActionTriggered` and
  /// `.touchUpInside`.
  override package func finishTap() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    sendActions(for: .touchUpInside)
  }
}
