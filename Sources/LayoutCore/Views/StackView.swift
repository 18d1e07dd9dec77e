import Foundation

/// A row or column of views laid out by constraints it makes itself, as `UIStackView`.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [copyColumn, plusColumn, shareColumn])
/// stack.axis = .horizontal
/// stack.distribution = .fillEqually
/// container.addSubview(stack)
/// stack.snp.makeConstraints { make in
///   make.left.right.bottom.equalToSuperview()
///   make.height.equalTo(100)
/// }
/// container.layoutIfNeeded()   // three columns, each a third of the width
/// ```
///
/// The stack view places its ``arrangedSubviews`` (a subset of its subviews) along its
/// ``axis`` by activating real constraints in its ``updateConstraints()``, named with
/// UIKit's identifiers (`UISV-spacing`, `UISV-canvas-connection`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-hiding`, …) so that conflict reports read as on iOS; the
/// layout pass solves them with everything else. A hidden arranged subview collapses to
/// zero along the axis, and the spacing around it with it. See `Docs/Views.md`, "Stack
/// views", for the constraints each distribution and alignment makes.
open class StackView: View {
  /// Draws, and is named in files and the inspector, as a stackView.
  open override class var kind: ViewKind { .stackView }
  /// How a stack view sizes and places its arranged views along its axis, as
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable, Hashable, CaseIterable {
    /// The views fill the axis; when they do not fit or leave room, the one with the lowest
    /// compression resistance shrinks or the one with the lowest hugging priority grows.
    case fill = 0
    /// The views fill the axis at equal sizes.
    case fillEqually = 1
    /// The views fill the axis in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their sizes; the gaps between them grow equally.
    case equalSpacing = 3
    /// The views keep their sizes; their centres are equally far apart.
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis, as
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable, Hashable, CaseIterable {
    /// The views fill the stack across its axis.
    case fill = 0
    /// Leading edges aligned (tops in a horizontal stack: ``top``).
    case leading = 1
    /// First baselines aligned (horizontal stacks).
    case firstBaseline = 2
    /// Centres aligned.
    case center = 3
    /// Trailing edges aligned (bottoms in a horizontal stack: ``bottom``).
    case trailing = 4
    /// Last baselines aligned (horizontal stacks).
    case lastBaseline = 5

    /// Tops aligned: ``leading``, for horizontal stacks.
    public static var top: Alignment { .leading }
    /// Bottoms aligned: ``trailing``, for horizontal stacks.
    public static var bottom: Alignment { .trailing }
  }

  /// The value of ``customSpacing(after:)`` for a view without custom spacing, as
  /// `UIStackView.spacingUseDefault` (`FLT_MAX`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A spacing that asks for the system's standard spacing, 8 points, as
  /// `UIStackView.spacingUseSystem` (`FLT_MIN`).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
  /// The system's standard spacing between sibling views.
  static let systemSpacing: CGFloat = 8

  /// The views the stack arranges, in order (each is also a subview).
  public private(set) var arrangedSubviews: [View] = []

  /// The direction the views are stacked in (horizontal by default).
  public var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange(baselines: true) } }
  }
  /// How the views are sized and placed along the axis (``Distribution/fill`` by default).
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }
  /// How the views are placed across the axis (``Alignment/fill`` by default).
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  /// The space between adjacent arranged views, in points (0 by default); the least space
  /// for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
  public var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }
  /// Whether the spacing of a vertical stack is measured from a view's last baseline to the
  /// next one's first baseline.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
  }
  /// Whether the views are laid out inside the stack's layout margins instead of its edges.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Spacing set after particular views, by view (looked up, never iterated).
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made in its last ``updateConstraints()``, in the order made.
  var generatedConstraints: [LayoutConstraint] = []
  /// The guide that spans the views across the axis (UIKit's `UISV-alignment-spanner`),
  /// made when an alignment needs it.
  var spanner: LayoutGuide?
  /// The guides between adjacent views that equal-spacing distributions make equal.
  var gapGuides: [LayoutGuide] = []
  /// Whether the last arrangement used the spanner, and how many gap guides.
  var usesSpanner = false
  var usedGaps = 0
  /// Whether the arrangement changed since the constraints were last made.
  private var arrangementIsStale = true

  /// A stack view with a frame (zero by default) and no arranged views.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
  }

  /// A stack view arranging `views` in order, as `UIStackView(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stack makes its constraints in ``updateConstraints()``.
  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: Arranged views

  /// Adds a view at the end of ``arrangedSubviews``, and as a subview if it is not one.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into ``arrangedSubviews`` at `stackIndex` (clamped to the list; UIKit
  /// raises an exception out of range), and adds it as the last subview if it is not a
  /// subview yet; a view already arranged moves to the new index. Its
  /// `translatesAutoresizingMaskIntoConstraints` is turned off, as UIKit does.
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    guard view !== self else { return }
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: old)
    }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange(baselines: true)
  }

  /// Stops arranging a view: it stays a subview (remove it from its superview to take it
  /// away), its custom spacing is forgotten, and the stack's constraints on it go.
  public func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    view.arrangementIndex = nil
    releaseConstraints(involving: view)
    arrangementDidChange(baselines: true)
  }

  /// Sets the spacing between `arrangedSubview` and the next arranged view, as UIKit's
  /// `setCustomSpacing(_:after:)`: ``spacingUseDefault`` goes back to ``spacing``,
  /// ``spacingUseSystem`` asks for the standard 8 points. Ignored for a view that is not
  /// arranged (UIKit's is too) and after the last visible view.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != value else { return }
    customSpacings[key] = value
    arrangementDidChange()
  }

  /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` if none was set,
  /// as UIKit's `customSpacing(after:)`.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  // MARK: Layout

  /// Makes the stack's constraints for the current arrangement (reusing the ones that are
  /// still wanted, moving changed constants in place), then calls `super`.
  open override func updateConstraints() {
    if arrangementIsStale {
      arrangementIsStale = false
      reconcile(with: wantedConstraints())
      for (index, view) in arrangedSubviews.enumerated() {
        view.arrangementIndex = (axis, index)
      }
    }
    super.updateConstraints()
  }

  /// The arrangement changed: the constraints are made again before the next solve.
  func arrangementDidChange(baselines: Bool = false) {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
    if baselines {
      enqueueLayoutWork(.translate)
      superview?.subviewDidChange(self, .baselines)
    }
  }

  /// Follows what changed about an arranged view: its baselines (passed on), whether it is
  /// hidden (it collapses), its intrinsic size and compression resistance (where the
  /// constraints depend on them), its leaving (it is no longer arranged).
  override func subviewDidChange(_ subview: View, _ change: SubviewChange) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    if change.contains(.leaving) {
      removeArrangedSubview(subview)
      return
    }
    if change.contains(.baselines) {
      enqueueLayoutWork(.translate)
      superview?.subviewDidChange(self, .baselines)
    }
    if change.contains(.hidden) {
      arrangementDidChange(baselines: true)
    } else if change.contains(.intrinsicSize),
      distribution == .fillProportionally || (distribution == .fill && axis == .horizontal)
    {
      // Proportions follow intrinsic sizes; a label may start or stop wrapping (and so
      // need or lose its text-width constraint).
      arrangementDidChange()
    } else if change.contains(.compressionResistance),
      distribution == .fill && axis == .horizontal && subview.wrapsAtLayoutWidth
    {
      // A wrapping label's text-width disambiguation sits at its compression resistance + 10.
      arrangementDidChange()
    }
  }

  package override func defersHiding(of subview: View) -> Bool {
    arrangedSubviews.contains { $0 === subview }
  }

  /// Deactivates at once the stack's constraints that use `view` (it is leaving, and must
  /// not take them along).
  private func releaseConstraints(involving view: View) {
    generatedConstraints.removeAll { constraint in
      let uses =
        (constraint.firstItem as AnyObject?) === view
        || (constraint.secondItem as AnyObject?) === view
      if uses { constraint.deactivate() }
      return uses
    }
  }

  // MARK: Baselines

  /// The view whose first baseline is the stack's, as UIKit's `forFirstBaselineLayout`: the
  /// first visible arranged view's (the stack itself when none is visible).
  open override var forFirstBaselineLayout: View {
    arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// The view whose last baseline is the stack's, as UIKit's `forLastBaselineLayout`: the
  /// last visible arranged view's in a vertical stack, the first's in a horizontal one.
  open override var forLastBaselineLayout: View {
    let visible = arrangedSubviews.lazy.filter { !$0.isHidden }
    let view = axis == .vertical ? visible.last : visible.first
    return view?.forLastBaselineLayout ?? self
  }
}
