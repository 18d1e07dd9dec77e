import Foundation

/// A rectangle in a window's hierarchy: the unit that constraints position, as `UIView`.
///
/// A view has a superview and ordered subviews (later ones in front), a frame in its
/// superview's coordinates, appearance used by renderers (alpha, colour, corner radius,
/// clipping, transform) and what layout needs: layout margins, a safe area, guides and an
/// intrinsic content size with hugging and compression resistance per axis.
///
/// ```swift
/// let box = View()
/// box.backgroundColor = .black.withAlphaComponent(0.7)
/// box.cornerRadius = 15
/// window.addSubview(box)
/// box.snp.makeConstraints { make in
///   make.center.equalToSuperview()
///   make.size.equalTo(CGSize(width: 120, height: 40))
/// }
/// window.layoutIfNeeded()
/// box.frame  // (136.5, 406, 120, 40) on an iPhone 15
/// ```
///
/// Layout ignores ``transform``, as UIKit does; renderers apply it.
open class View {
  /// The view this one is a subview of.
  public internal(set) weak var superview: View?
  /// Subviews, back to front.
  public internal(set) var subviews: [View] = []

  /// The centre in the superview's coordinates (with the size, what layout writes).
  public var center: CGPoint = .zero
  /// The size of the view's own coordinate space.
  public var size: CGSize = .zero
  /// The origin of the view's own coordinate space (a scroll view's content offset).
  public var boundsOrigin: CGPoint = .zero

  /// Opacity, 0...1; renderers multiply it down the tree.
  public var alpha: CGFloat = 1
  /// A hidden view is not drawn and not hit.
  public var isHidden = false
  /// Whether touches can land on this view and its subviews.
  public var isUserInteractionEnabled = true
  /// The fill colour, or nil for none.
  public var backgroundColor: Color?
  /// The corner radius of the fill and of the clip.
  public var cornerRadius: CGFloat = 0
  /// Whether subviews are clipped to the bounds (drawing only; hit-testing ignores it).
  public var clipsToBounds = false
  /// A transform about the centre, applied when drawing; layout ignores it.
  public var transform: CGAffineTransform = .identity
  /// The margins of ``layoutMarginsGuide`` and the margin attributes; 8 on each side.
  public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Reading direction for leading and trailing; nil inherits the superview's (a window
  /// without one is left to right).
  public var layoutDirection: LayoutDirection?
  /// When true (the default, as in UIKit), layout keeps the frame set in code; SnapKit's
  /// `makeConstraints` turns it off.
  public var translatesAutoresizingMaskIntoConstraints = true

  /// The size the content wants, or ``View/noIntrinsicMetric`` on an axis without one.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
  /// Marks an axis of ``intrinsicContentSize`` that has no intrinsic size.
  public static let noIntrinsicMetric: CGFloat = -1
  /// How strongly the view resists growing beyond its intrinsic size, per axis (250).
  public var contentHuggingPriority = AxisPriorities(horizontal: 250, vertical: 250)
  /// How strongly the view resists shrinking below its intrinsic size, per axis (750).
  public var contentCompressionResistancePriority = AxisPriorities(
    horizontal: 750, vertical: 750)

  /// The name used in messages (`snp.setLabel`); nil prints the type and a number.
  public var debugName: String?

  /// Layout guides added to this view.
  public internal(set) var layoutGuides: [LayoutGuide] = []
  /// The SnapKit constraints made on this view (as first item), in the order made.
  var constraints: [Constraint] = []
  /// DSL calls that could not make a constraint (SnapKit would stop the program).
  var constraintDiagnostics: [ConstraintError] = []
  /// Solver unknowns for this view's frame in window coordinates, made on first use.
  lazy var variables = FrameVariables(owner: self)

  /// The solver and bookkeeping of the layout of the hierarchy this view is the top of,
  /// made on its first layout pass.
  var layoutEngine: LayoutEngine?
  private var safeAreaGuideStorage: LayoutGuide?
  private var marginsGuideStorage: LayoutGuide?

  /// The view's area inset by its ``safeAreaInsets``.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = safeAreaGuideStorage { return guide }
    let guide = LayoutGuide(role: .safeArea, owner: self)
    safeAreaGuideStorage = guide
    return guide
  }

  /// The view's area inset by its ``layoutMargins``.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuideStorage { return guide }
    let guide = LayoutGuide(role: .margins, owner: self)
    marginsGuideStorage = guide
    return guide
  }

  /// The view's own guides that exist (made on first use), then the added ones.
  var allLayoutGuides: [LayoutGuide] {
    [safeAreaGuideStorage, marginsGuideStorage].compactMap { $0 } + layoutGuides
  }

  /// Creates a view with a frame (zero by default).
  public init(frame: CGRect = .zero) {
    self.frame = frame
  }

  /// The frame in the superview's coordinates: the centre and size, ignoring the transform.
  public var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The view's own coordinate space: the bounds origin and the size.
  public var bounds: CGRect {
    CGRect(origin: boundsOrigin, size: size)
  }

  /// Whether a point in this view's coordinates is inside its bounds.
  open func point(inside point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// The front-most visible, interactive view under a point in this view's coordinates, as
  /// UIKit's `hitTest`: hidden views, views with alpha below 0.01 and views with user
  /// interaction off are skipped with their subviews; subviews are tried front to back, and
  /// only where the point is inside this view.
  open func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else {
      return nil
    }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
    }
    return self
  }

  /// The name in messages: the debug name, or the type and the view's place in its
  /// hierarchy (`View[0.2]`: the third subview of the top's first subview), so messages are
  /// the same every run.
  public var displayName: String {
    if let debugName { return debugName }
    var path: [Int] = []
    var current = self
    while let parent = current.superview {
      path.append(parent.subviews.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    let place = path.reversed().map(String.init).joined(separator: ".")
    return "\(type(of: self))[\(place)]"
  }
}

/// A priority per axis (content hugging, compression resistance), 1...1000.
public struct AxisPriorities: Sendable, Hashable {
  /// The priority for the width.
  public var horizontal: Float
  /// The priority for the height.
  public var vertical: Float

  /// Priorities for both axes.
  public init(horizontal: Float, vertical: Float) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
