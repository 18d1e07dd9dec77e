import Foundation

/// A row of dots for the pages of a paged view, as `UIPageControl`: one dot per page, the
/// current one solid; a tap on either side of the current dot moves one page that way and
/// sends `.valueChanged`.
///
/// ```swift
/// let dots = PageControl()
/// dots.numberOfPages = 3
/// dots.addAction(Action { _ in scrollTo(dots.currentPage) }, for: .valueChanged)
/// ```
///
/// It draws its dots as views of its own in ``View/subviews`` (renderers draw them like
/// any views; the render tree names the control's kind `pageControl`). The sizes are
/// approximations of iOS 14 and later (it does not publish them): 26 points high, 8-point
/// dots 16 points apart, 5 points more at each end.
open class PageControl: Control {
  /// A tap is this control's default action (see ``Control``'s tracking).
  override var takesSingleTaps: Bool { true }

  /// Draws, and is named in files and the inspector, as a page control.
  open override class var kind: ViewKind { "pageControl" }

  /// The height of the control, in points.
  public static let height: CGFloat = 26
  /// A dot's diameter, in points.
  public static let dotSize: CGFloat = 8
  /// From one dot's centre to the next, in points.
  public static let dotPitch: CGFloat = 16
  /// Room beyond the outer dots' pitch at each end, in points.
  public static let endPadding: CGFloat = 5

  /// How many pages there are (0 when made; a negative count is taken as 0).
  public var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      if currentPage >= numberOfPages { currentPage = Swift.max(0, numberOfPages - 1) }
      if numberOfPages != oldValue { contentDidChange() }
    }
  }
  /// The page shown, from 0 (kept within the pages).
  public var currentPage = 0 {
    didSet {
      let clamped = Swift.min(Swift.max(currentPage, 0), Swift.max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
      if currentPage != oldValue { setNeedsLayout() }
    }
  }
  /// Whether a single page shows no dot (false by default).
  public var hidesForSinglePage = false {
    didSet { if hidesForSinglePage != oldValue { setNeedsLayout() } }
  }
  /// The other pages' dots' colour (nil: the system's translucent grey).
  public var pageIndicatorTintColor: Color? {
    didSet { if pageIndicatorTintColor != oldValue { setNeedsLayout() } }
  }
  /// The current page's dot's colour (nil: the label colour).
  public var currentPageIndicatorTintColor: Color? {
    didSet { if currentPageIndicatorTintColor != oldValue { setNeedsLayout() } }
  }

  private var dots: [View] = []

  /// A page control with no pages.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    contentHuggingPriority = AxisPriorities(horizontal: 750, vertical: 750)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The size the dots of `pageCount` pages take, as UIKit's `size(forNumberOfPages:)`.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = Swift.max(0, pageCount)
    guard count > 0 else { return CGSize(width: 0, height: Self.height) }
    return CGSize(width: Self.dotPitch * CGFloat(count) + 2 * Self.endPadding, height: Self.height)
  }

  /// The size of the dots of ``numberOfPages`` pages.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The dots' size, whatever size is asked for.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places one dot per page, centred in the bounds, the current one in its colour.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let shown = hidesForSinglePage && numberOfPages <= 1 ? 0 : numberOfPages
    while dots.count < shown {
      let dot = View()
      dot.isUserInteractionEnabled = false
      dot.snp.setLabel("dot")
      dots.append(dot)
      addSubview(dot)
    }
    while dots.count > shown { dots.removeLast().removeFromSuperview() }
    for (i, dot) in dots.enumerated() {
      let x = centreX(ofPage: i)
      dot.frame = CGRect(
        x: x - Self.dotSize / 2, y: bounds.midY - Self.dotSize / 2, width: Self.dotSize,
        height: Self.dotSize)
      dot.layer.cornerRadius = Self.dotSize / 2
      dot.backgroundColor =
        i == currentPage
        ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
    }
  }

  /// A tap before the current dot goes back a page, after it forward one.
  override package func finishTap() {
    sendActions(for: .touchUpInside)
    guard numberOfPages > 1, let at = lastTouchLocation else { return }
    let rightToLeft = effectiveLayoutDirection == .rightToLeft
    let forward = (at.x > centreX(ofPage: currentPage)) != rightToLeft
    let next = currentPage + (forward ? 1 : -1)
    guard next >= 0, next < numberOfPages else { return }
    currentPage = next
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// Where a page's dot is centred across the bounds (page 0 at the leading end: on the
  /// right in a right-to-left layout).
  private func centreX(ofPage page: Int) -> CGFloat {
    let slot = effectiveLayoutDirection == .rightToLeft ? numberOfPages - 1 - page : page
    return bounds.midX + Self.dotPitch * (CGFloat(slot) - CGFloat(numberOfPages - 1) / 2)
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
