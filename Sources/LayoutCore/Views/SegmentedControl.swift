import Foundation

/// A row of segments, one selected, as `UISegmentedControl`: 32 points high (iOS 13's
/// height), each segment as wide as the widest title measured in the 13-point system font
/// plus 24 points (approximated, see `Docs/UIKit.md`), or by its own title with
/// ``apportionsSegmentWidthsByContent``.
///
/// ```swift
/// let picker = SegmentedControl(items: ["Day", "Week", "Month"])
/// picker.selectedSegmentIndex = 0
/// picker.intrinsicContentSize.height   // 32
/// ```
open class SegmentedControl: Control {
  /// A tap is this control's default action (see ``Control``'s tracking).
  override var takesSingleTaps: Bool { true }

  /// Draws, and is named in files and the inspector, as a segmentedControl.
  open override class var kind: ViewKind { "segmentedControl" }

  /// The height of every segmented control.
  public static let height: CGFloat = 32
  /// The room around a segment's title.
  public static let titlePadding: CGFloat = 24
  /// No segment selected, as `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  private var titles: [String?] = []
  private var widths: [CGFloat] = []
  private var titleLabels: [Label] = []

  /// The selected segment, or ``noSegment``.
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      if !titles.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
      if selectedSegmentIndex != oldValue { updateLabels() }
    }
  }
  /// Whether segments are as wide as their own titles rather than all as the widest.
  public var apportionsSegmentWidthsByContent = false {
    didSet { if apportionsSegmentWidthsByContent != oldValue { segmentsDidChange() } }
  }
  /// Whether a tap selects only for the touch (no lasting selection).
  public var isMomentary = false
  /// The selected segment's colour (nil: white in light mode).
  public var selectedSegmentTintColor: Color? {
    didSet { report(.appearance) }
  }

  /// A control with a segment per title, none selected, as
  /// `UISegmentedControl(items:)` (items that are not strings make untitled segments).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] { insert(item as? String, at: titles.count) }
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 8
  }

  /// An empty control at a frame.
  public convenience override init(frame: CGRect) {
    self.init(items: nil)
    self.frame = frame
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The number of segments.
  public var numberOfSegments: Int { titles.count }

  /// Adds a segment titled `title` at `index` (clamped to the ends).
  open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    insert(title, at: min(max(index, 0), titles.count))
  }

  /// Removes the segment at `index`.
  open func removeSegment(at index: Int, animated: Bool) {
    guard titles.indices.contains(index) else { return }
    titles.remove(at: index)
    widths.remove(at: index)
    titleLabels.remove(at: index).removeFromSuperview()
    if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
    segmentsDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard titles.indices.contains(index) else { return }
    titles[index] = title
    titleLabels[index].text = title
    segmentsDidChange()
  }

  /// A segment's title.
  open func titleForSegment(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// Sets a segment's width (0: measured).
  open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
    guard titles.indices.contains(index) else { return }
    widths[index] = max(width, 0)
    segmentsDidChange()
  }

  /// A segment's width as set (0: measured).
  open func widthForSegment(at index: Int) -> CGFloat {
    widths.indices.contains(index) ? widths[index] : 0
  }

  private func insert(_ title: String?, at index: Int) {
    titles.insert(title, at: index)
    widths.insert(0, at: index)
    let label = Label(text: title)
    label.font = .systemFont(ofSize: 13)
    label.textAlignment = .center
    titleLabels.insert(label, at: index)
    insertSubview(label, at: index)
    segmentsDidChange()
  }

  private func segmentsDidChange() {
    updateLabels()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func updateLabels() {
    for (index, label) in titleLabels.enumerated() {
      label.font = .systemFont(
        ofSize: 13, weight: index == selectedSegmentIndex ? .semibold : .regular)
    }
  }

  /// Each segment's measured width.
  private var segmentWidths: [CGFloat] {
    let own = titleLabels.map { $0.intrinsicContentSize.width + Self.titlePadding }
    let widest = own.max() ?? 0
    return own.indices.map { index in
      if widths[index] > 0 { return widths[index] }
      return apportionsSegmentWidthsByContent ? own[index] : widest
    }
  }

  /// The segments' widths side by side; 32 high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: segmentWidths.reduce(0, +), height: Self.height)
  }

  /// The titles laid out in their segments across the bounds (the segments share out any
  /// width beyond their own in proportion).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let own = segmentWidths
    let total = own.reduce(0, +)
    let factor = total > 0 ? size.width / total : 0
    var x: CGFloat = 0
    for (index, label) in titleLabels.enumerated() {
      let width = own[index] * factor
      label.frame = CGRect(x: x, y: 0, width: width, height: size.height)
      x += width
    }
  }
}
