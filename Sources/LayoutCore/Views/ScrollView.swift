import Foundation

/// A view that shows a movable, zoomable window onto larger content, as `UIScrollView`.
///
/// Layout works through two guides: ``frameLayoutGuide`` stays on the scroll view's frame
/// (what is pinned to it does not move when the content scrolls), and
/// ``contentLayoutGuide`` is the content: its size is whatever the constraints make it, and
/// it moves with ``contentOffset``.
///
/// ```swift
/// imageView.snp.makeConstraints { make in
///   make.edges.equalTo(scrollView.contentLayoutGuide)
/// }
/// floatingContainer.snp.makeConstraints { make in
///   make.left.right.bottom.equalTo(scrollView.frameLayoutGuide)
///   make.height.equalTo(100)
/// }
/// ```
///
/// As `UIScrollView`, a scroll view clips its content to its bounds: ``View/clipsToBounds``
/// is true from the start.
open class ScrollView: View {
  /// Draws, and is named in files and the inspector, as a scrollView.
  open override class var kind: ViewKind { .scrollView }
  override package class var hasEmptyLayoutCallbacks: Bool { self == ScrollView.self }
  /// The point of the content at the scroll view's top-left corner (its bounds origin).
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set { boundsOrigin = newValue }
  }
  /// How much the content is zoomed; the content size read back scales with it.
  public var zoomScale: CGFloat = 1
  /// The content's size: as set (a table sets its rows' total), else as the constraints
  /// on ``contentLayoutGuide`` gave it in the last layout pass, times ``zoomScale``.
  public var contentSize: CGSize {
    get {
      if let contentSizeStorage { return contentSizeStorage }
      let size = contentLayoutGuide.layoutFrame.size
      return CGSize(width: size.width * zoomScale, height: size.height * zoomScale)
    }
    set { contentSizeStorage = newValue }
  }
  /// The content size set, if any.
  private var contentSizeStorage: CGSize?

  /// A guide fixed to the scroll view's frame.
  public private(set) lazy var frameLayoutGuide = LayoutGuide(role: .scrollFrame, owner: self)
  /// A guide for the content: sized by its constraints, moved by the content offset.
  public private(set) lazy var contentLayoutGuide = LayoutGuide(
    role: .scrollContent, owner: self)

  /// A scroll view with a frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
    layoutGuides.append(frameLayoutGuide)
    layoutGuides.append(contentLayoutGuide)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }
}
