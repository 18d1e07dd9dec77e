import Foundation

/// A spinner, as `UIActivityIndicatorView`: 20 × 20 points in the medium style, 37 × 37 in
/// the large one (UIKit's sizes), hidden while stopped unless ``hidesWhenStopped`` is
/// false. It hugs and resists compression at 750, as Interface Builder sets it.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// spinner.intrinsicContentSize   // (37, 37)
/// ```
///
/// The spinning itself is not drawn: renderers get its frame and ``isAnimating``.
open class ActivityIndicatorView: View {
  /// Draws, and is named in files and the inspector, as an activityIndicatorView.
  open override class var kind: ViewKind { "activityIndicatorView" }
  override package class var hasEmptyLayoutCallbacks: Bool {
    self == ActivityIndicatorView.self
  }

  /// The size and look, as `UIActivityIndicatorView.Style` (UIKit's raw values; the three
  /// before iOS 13 map to the two sizes).
  public enum Style: Int, Sendable, CaseIterable {
    case medium = 100
    case large = 101
    case whiteLarge = 0
    case white = 1
    case gray = 2

    /// The side of the square it takes.
    public var side: CGFloat {
      switch self {
      case .large, .whiteLarge: 37
      case .medium, .white, .gray: 20
      }
    }
  }

  /// The style, which decides the size.
  public var style: Style {
    didSet {
      guard style != oldValue else { return }
      invalidateIntrinsicContentSize()
      report(.appearance)
    }
  }
  // UIKit's type, `Color!`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The spinner's colour (the secondary label grey by default; white for the old white
  /// styles).
  public var color: Color! {
    didSet { report(.appearance) }
  }
  /// Whether it hides itself while stopped (true by default, as UIKit's).
  public var hidesWhenStopped = true {
    didSet { updateHidden() }
  }
  /// Whether it spins.
  public private(set) var isAnimating = false

  /// A stopped spinner of a style, as `UIActivityIndicatorView(style:)`: hidden until it
  /// starts.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    color = style == .white || style == .whiteLarge ? .white : .secondaryLabel
    contentHuggingPriority = AxisPriorities(horizontal: 750, vertical: 750)
    isUserInteractionEnabled = false
    updateHidden()
  }

  /// A medium spinner at a frame, as `UIActivityIndicatorView(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts spinning (and shows it).
  open func startAnimating() {
    isAnimating = true
    updateHidden()
    report(.appearance)
  }

  /// Stops spinning (and hides it when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
    report(.appearance)
  }

  private func updateHidden() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }

  /// The style's square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
