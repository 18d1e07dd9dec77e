import Foundation

/// A bar that fills with progress, as `UIProgressView`: 4 points high (UIKit's height since
/// iOS 14), as wide as layout makes it (no intrinsic width); it hugs vertically at 750, as
/// Interface Builder sets it. Its track and fill are two views of its own.
///
/// ```swift
/// let bar = ProgressView(progressViewStyle: .default)
/// bar.progress = 0.25
/// bar.intrinsicContentSize   // (-1, 4)
/// ```
open class ProgressView: View {
  /// Draws, and is named in files and the inspector, as a progressView.
  open override class var kind: ViewKind { "progressView" }

  /// As `UIProgressView.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    case `default` = 0
    case bar = 1
  }

  /// The bar's height.
  public static let height: CGFloat = 4

  /// The style (both are 4 points high).
  public var progressViewStyle: Style
  /// The part filled, 0…1 (clamped).
  public var progress: Float = 0 {
    didSet {
      let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
      if clamped != progress { progress = clamped }
      setNeedsLayout()
    }
  }
  /// The fill's colour (nil: the tint colour).
  public var progressTintColor: Color? {
    didSet { updateColors() }
  }
  /// The track's colour (nil: the system fill grey).
  public var trackTintColor: Color? {
    didSet { updateColors() }
  }
  private let track = View()
  private let fill = View()

  /// An empty bar of a style, as `UIProgressView(progressViewStyle:)`.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
    contentHuggingPriority = AxisPriorities(horizontal: 250, vertical: 750)
    isUserInteractionEnabled = false
    track.snp.setLabel("track")
    fill.snp.setLabel("fill")
    addSubview(track)
    addSubview(fill)
    updateColors()
  }

  /// An empty default bar at a frame, as `UIProgressView(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(progressViewStyle: .default)
    self.frame = frame
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the progress (the animation is the layout pass's, inside an animation block).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  private func updateColors() {
    track.backgroundColor = trackTintColor ?? .systemFill
    fill.backgroundColor = progressTintColor ?? tintColor
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  /// No width of its own; 4 high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// The track across the bounds, the fill over its leading part.
  open override func layoutSubviews() {
    super.layoutSubviews()
    track.frame = CGRect(origin: .zero, size: size)
    let width = size.width * CGFloat(progress)
    let x = effectiveLayoutDirection == .rightToLeft ? size.width - width : 0
    fill.frame = CGRect(x: x, y: 0, width: width, height: size.height)
    track.layer.cornerRadius = size.height / 2
    fill.layer.cornerRadius = size.height / 2
  }
}
