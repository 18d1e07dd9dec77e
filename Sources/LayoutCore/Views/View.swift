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
/// box.layer.cornerRadius = 15
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
  ///
  /// Not retained, as in UIKit, and not a weak reference either (a weak reference would send
  /// every retain and release of the superview through a side table; see
  /// ``ItemReference``): a superview holds its subviews, and clears their `superview` when it
  /// goes (its `deinit`), as do the views that make internal subviews (a button's title label).
  @exclusivity(unchecked) public internal(set) unowned var superview: View?
  /// Subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []

  /// The centre in the superview's coordinates (with the size, what layout writes).
  public var center: CGPoint {
    get { centerStorage }
    set {
      guard newValue.x.isFinite && newValue.y.isFinite else {
        rejectValue(
          "center \(Self.rectText(newValue.x, newValue.y))",
          keeping: Self.rectText(centerStorage.x, centerStorage.y))
        return
      }
      guard newValue != centerStorage else { return }
      centerStorage = newValue
      geometryDidChange(sizeChanged: false)
    }
  }
  /// The size of the view's own coordinate space (`bounds.size`; setting it keeps the
  /// centre). Internal, not API: UIKit's `UIView` has no `size`, and apps declare their own
  /// `size` in subclasses and extensions, which a public one would clash with.
  var size: CGSize {
    get { sizeStorage }
    set {
      guard newValue.width.isFinite && newValue.height.isFinite else {
        rejectValue(
          "size \(Self.rectText(newValue.width, newValue.height))",
          keeping: Self.rectText(sizeStorage.width, sizeStorage.height))
        return
      }
      guard newValue != sizeStorage else { return }
      sizeStorage = newValue
      geometryDidChange(sizeChanged: true)
    }
  }
  /// The origin of the view's own coordinate space (a scroll view's content offset).
  @exclusivity(unchecked) public var boundsOrigin: CGPoint = .zero {
    didSet { if boundsOrigin != oldValue { boundsOriginDidChange() } }
  }
  @exclusivity(unchecked) private var centerStorage: CGPoint = .zero
  @exclusivity(unchecked) private var sizeStorage: CGSize = .zero

  /// Opacity, 0...1; renderers multiply it down the tree.
  public var alpha: CGFloat = 1 {
    didSet { if alpha != oldValue { report(.alpha) } }
  }
  /// A hidden view is not drawn and not hit (layout still places it, as UIKit's).
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      report(.hidden)
      superview?.subviewDidChange(self, .hidden)
    }
  }
  /// Whether touches can land on this view and its subviews.
  public var isUserInteractionEnabled = true
  /// Whether the view takes touches only while no other view of its window has one, and
  /// keeps other views of its window from taking touches while it has one, as UIKit's
  /// `isExclusiveTouch` (false by default): a finger coming down where such a touch would
  /// be shared reaches no view (see Touches/TouchArena.swift).
  public var isExclusiveTouch = false
  /// Whether VoiceOver treats the view as one element, as UIKit's `isAccessibilityElement`
  /// (see View+Accessibility.swift).
  public var isAccessibilityElement = false {
    didSet { if isAccessibilityElement != oldValue { report(.appearance) } }
  }
  /// What VoiceOver reads for the view, as UIKit's `accessibilityLabel`.
  public var accessibilityLabel: String? {
    get { extrasStorage?.accessibilityLabel }
    set {
      // The stored value: a subclass's getter may read another (a label's text).
      guard newValue != extrasStorage?.accessibilityLabel else { return }
      extras.accessibilityLabel = newValue
      report(.appearance)
    }
  }
  /// The smallest area that takes touches, centred on the view (see View+TouchTarget.swift).
  public var minimumTouchTargetSize: CGSize {
    get { extrasStorage?.minimumTouchTargetSize ?? .zero }
    set {
      guard newValue != (extrasStorage?.minimumTouchTargetSize ?? .zero) else { return }
      extras.minimumTouchTargetSize = newValue
      report(.appearance)
    }
  }
  /// The fill colour, or nil for none.
  public var backgroundColor: Color? {
    didSet { if backgroundColor != oldValue { report(.appearance) } }
  }
  /// Whether subviews are clipped to the bounds (drawing only; hit-testing ignores it): the
  /// same state as `layer.masksToBounds`, as in UIKit.
  public var clipsToBounds: Bool {
    get { layerStorage?.masksToBounds ?? false }
    set { if layerStorage != nil || newValue { layer.masksToBounds = newValue } }
  }
  /// The layer, once made (see `View+Layer.swift`).
  package var layerStorage: Layer?
  /// The rarer appearance values (content mode, tint colour, tag, accessibility
  /// identifier), once one is set (see `View+Appearance.swift`).
  var appearanceStorage: ViewAppearance?
  /// The values most views never set, once one is (`View+Extras.swift`).
  @exclusivity(unchecked) var extrasStorage: ViewExtras?
  /// A transform about the centre, applied when drawing; layout ignores it.
  public var transform: CGAffineTransform {
    get { extrasStorage?.transform ?? .identity }
    set {
      guard newValue != (extrasStorage?.transform ?? .identity) else { return }
      extras.transform = newValue
      report(.transform)
    }
  }
  /// The margins of ``layoutMarginsGuide`` and the margin attributes; 8 on each side.
  open var layoutMargins: EdgeInsets {
    get { extrasStorage?.layoutMargins ?? ViewExtras.defaultLayoutMargins }
    set {
      // The stored value: a subclass's getter may read another.
      guard newValue != (extrasStorage?.layoutMargins ?? ViewExtras.defaultLayoutMargins)
      else { return }
      extras.layoutMargins = newValue
      layoutMarginsDidChange()
    }
  }
  /// Reading direction for leading and trailing; nil inherits the superview's (a window
  /// without one is left to right).
  public var layoutDirection: LayoutDirection? {
    didSet { if layoutDirection != oldValue { layoutNode.engine?.directionDidChange(below: self) } }
  }
  /// When true (the default, as in UIKit), layout keeps the frame set in code, following
  /// the superview's size as ``autoresizingMask`` says; SnapKit's `makeConstraints` turns it
  /// off.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      recordAutoresizingReference()
      enqueueLayoutWork(.implicit)
    }
  }
  /// How the frame follows the superview's size while the view translates its autoresizing
  /// mask (none by default: the frame stays as set).
  public var autoresizingMask: AutoresizingMask = [] {
    didSet {
      guard autoresizingMask != oldValue else { return }
      recordAutoresizingReference()
      enqueueLayoutWork(.implicit)
    }
  }

  /// The size the content wants, or ``View/noIntrinsicMetric`` on an axis without one.
  /// A subclass whose size changes calls ``invalidateIntrinsicContentSize()``.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
  /// Marks an axis of ``intrinsicContentSize`` that has no intrinsic size.
  public static let noIntrinsicMetric: CGFloat = -1
  /// How strongly the view resists growing beyond its intrinsic size, per axis (250).
  public var contentHuggingPriority = AxisPriorities(horizontal: 250, vertical: 250) {
    didSet { if contentHuggingPriority != oldValue { enqueueLayoutWork(.implicit) } }
  }
  /// How strongly the view resists shrinking below its intrinsic size, per axis (750).
  public var contentCompressionResistancePriority = AxisPriorities(
    horizontal: 750, vertical: 750)
  {
    didSet {
      guard contentCompressionResistancePriority != oldValue else { return }
      enqueueLayoutWork(.implicit)
      superview?.subviewDidChange(self, .compressionResistance)
    }
  }

  /// The view's place in its stack view's ``StackView/arrangedSubviews`` and the stack's
  /// axis (nil when not arranged): breaks ties between equal content priorities by index.
  var arrangementIndex: (axis: LayoutAxis, index: Int)? {
    get { extrasStorage?.arrangementIndex }
    set {
      let old = extrasStorage?.arrangementIndex
      guard newValue?.axis != old?.axis || newValue?.index != old?.index else { return }
      extras.arrangementIndex = newValue
      enqueueLayoutWork(.implicit)
    }
  }

  /// The name used in messages (`snp.setLabel`); nil prints the type and a number.
  public var debugName: String? {
    get { extrasStorage?.debugName }
    set {
      guard newValue != extrasStorage?.debugName else { return }
      extras.debugName = newValue
      report(.appearance)
    }
  }

  /// Layout guides added to this view.
  @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
  /// The active layout constraints with this view first, in the order activated.
  @exclusivity(unchecked) var activeConstraints: [LayoutConstraint] = []
  /// The active SnapKit constraints made on this view, in the order made.
  @exclusivity(unchecked) var snapKitConstraints: [Constraint] = []
  /// DSL calls that could not make a constraint (SnapKit would stop the program).
  var constraintDiagnostics: [ConstraintError] {
    get { extrasStorage?.constraintDiagnostics ?? [] }
    set { extras.constraintDiagnostics = newValue }
    _modify { yield &extras.constraintDiagnostics }
  }
  /// What the layout engine keeps on this view.
  let layoutNode = LayoutNode()
  /// What holds this view without keeping it alive, once made (``itemReference``).
  var referenceStorage: ItemReference?
  /// The last value set in code that was refused (NaN or infinite), as
  /// `layoutDiagnostics` reports it; cleared by the next valid frame.
  var rejectedValue: String? {
    get { extrasStorage?.rejectedValue }
    set { setExtra(\.rejectedValue, newValue) }
  }
  /// The view controller whose view this is (its layout callbacks run around this view's).
  var owningController: ViewController? {
    get { extrasStorage?.owningController }
    set { setExtra(\.owningController, newValue) }
  }

  /// The engine of the hierarchy this view is the top of, made on its first layout pass.
  var layoutEngine: LayoutEngine?
  /// The frame set in code and the superview's size then: what the autoresizing mask is
  /// measured against (recorded when the frame is set, the view added to a superview, or the
  /// mask changed; nil: the frame and superview now).
  @exclusivity(unchecked) private var autoresizingReferenceStorage:
    (frame: CGRect, superviewSize: CGSize)?
  /// The safe-area and margins guides, made on first use (View+Guides.swift).
  var safeAreaGuideStorage: LayoutGuide? {
    get { extrasStorage?.safeAreaGuide }
    set { setExtra(\.safeAreaGuide, newValue) }
  }
  var marginsGuideStorage: LayoutGuide? {
    get { extrasStorage?.marginsGuide }
    set { setExtra(\.marginsGuide, newValue) }
  }
  /// The readable-content and keyboard guides, made on first use (View+ReadableKeyboardGuides).
  var readableGuideStorage: LayoutGuide? {
    get { extrasStorage?.readableGuide }
    set { setExtra(\.readableGuide, newValue) }
  }
  var keyboardGuideStorage: LayoutGuide? {
    get { extrasStorage?.keyboardGuide }
    set { setExtra(\.keyboardGuide, newValue) }
  }

  /// Creates a view with a frame, as `UIView(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a view with a zero frame, as `UIView()`: a convenience initialiser, so a
  /// subclass that overrides ``init(frame:)`` (as UIKit subclasses do) still has it.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Nib files and storyboards are not read here: a view cannot be decoded (nil), as a
  /// ``ViewController`` cannot.
  ///
  /// Required, as UIKit's `init?(coder:)` is, so that subclasses pasted from iOS build as
  /// written: one that declares an initialiser of its own also writes
  /// `required init?(coder: NSCoder)`, calling `super.init(coder: coder)` (which gives nil
  /// here) or `fatalError`.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // What holds this view without retaining it learns that it is gone.
    referenceStorage?.itemWillGo()
    layerStorage?.viewWillGo()
    for guide in allLayoutGuides { guide.owningView = nil }
    // Subviews whose last owner this view is are taken apart here, one level at a time, so
    // that releasing a deep hierarchy does not recurse once per level; a subview someone
    // else holds keeps living without a superview.
    var stack = detachSubviews()
    while var view = stack.popLast() {
      if isKnownUniquelyReferenced(&view) { stack.append(contentsOf: view.detachSubviews()) }
    }
  }

  /// Empties ``subviews`` and clears each one's ``superview``, returning them (a view going
  /// away: its subviews no longer have it).
  private func detachSubviews() -> [View] {
    let detached = subviews
    subviews = []
    for view in detached { view.superview = nil }
    return detached
  }

  /// The frame in the superview's coordinates: the centre and size, ignoring the transform.
  public var frame: CGRect {
    get {
      CGRect(center: center, size: size)
    }
    set {
      guard !rejectsNonFinite("frame", newValue, keeping: frame) else { return }
      rejectedValue = nil
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// Sets the frame as the layout engine solved it (no change is reported back to it).
  func setFrameFromLayout(_ frame: CGRect) {
    sizeStorage = frame.size
    centerStorage = CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The view's own coordinate space: the bounds origin and the size, as UIKit's `bounds`.
  /// Setting it sets ``boundsOrigin`` (a scroll view's content offset) and resizes the view
  /// about its centre: `view.bounds.size = …` is how a size is set without moving the
  /// centre. A rectangle with a NaN or infinite value is refused, as a frame's is.
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: size) }
    set {
      guard !rejectsNonFinite("bounds", newValue, keeping: bounds) else { return }
      boundsOrigin = newValue.origin
      size = newValue.size
    }
  }

  /// Whether a point in this view's coordinates takes touches, as UIKit's
  /// `point(inside:with:)`: by default, whether it is in ``touchTargetBounds`` (the bounds,
  /// grown to ``minimumTouchTargetSize``).
  ///
  /// ``hitTest(_:with:)`` asks it before looking at the subviews, so an override changes
  /// where touches reach the view and its subviews (and where ``Scene/tap(at:)`` lands):
  ///
  /// ```swift
  /// final class RoomyButton: UIButton {
  ///   override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
  ///     bounds.insetBy(dx: -10, dy: -10).contains(point)   // 10 points more on each side
  ///   }
  /// }
  /// ```
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    touchTargetBounds.contains(point)
  }

  /// ``point(inside:with:)`` without an event.
  public func point(inside point: CGPoint) -> Bool {
    self.point(inside: point, with: nil)
  }

  /// The front-most visible, interactive view under a point in this view's coordinates, as
  /// UIKit's `hitTest(_:with:)`: nil when the view is hidden, has alpha below 0.01 or user
  /// interaction off, or when ``point(inside:with:)`` says the point is outside it; else the
  /// first subview, front to back, whose own `hitTest(_:with:)` finds a view (the point
  /// converted to its coordinates), or the view itself.
  ///
  /// ``Scene/hitTest(_:with:)``, and so every touch, goes through it: an override decides
  /// which view a touch reaches. A container that answers nil where only itself would be
  /// hit lets touches through to what is behind it:
  ///
  /// ```swift
  /// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
  ///   let hit = super.hitTest(point, with: event)
  ///   return hit === self ? nil : hit
  /// }
  /// ```
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) {
        return hit
      }
    }
    return self
  }

  /// ``hitTest(_:with:)`` without an event.
  public func hitTest(_ point: CGPoint) -> View? {
    hitTest(point, with: nil)
  }

  // MARK: Touches (see Touches/TouchArena.swift)

  /// Fingers came down on this view, as UIKit's `touchesBegan(_:with:)`: the default
  /// passes them up the responder chain (the view's controller, else its superview). A
  /// control tracks them instead.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if let controller = owningController {
      controller.touchesBegan(touches, with: event)
    } else {
      superview?.touchesBegan(touches, with: event)
    }
  }

  /// Fingers on this view moved (passed up the chain by default).
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if let controller = owningController {
      controller.touchesMoved(touches, with: event)
    } else {
      superview?.touchesMoved(touches, with: event)
    }
  }

  /// Fingers on this view lifted (passed up the chain by default).
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let controller = owningController {
      controller.touchesEnded(touches, with: event)
    } else {
      superview?.touchesEnded(touches, with: event)
    }
  }

  /// Fingers on this view were taken away: by the system, or by a gesture recognizer that
  /// recognized them (passed up the chain by default).
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if let controller = owningController {
      controller.touchesCancelled(touches, with: event)
    } else {
      superview?.touchesCancelled(touches, with: event)
    }
  }

  /// Whether a gesture recognizer attached to this view may begin, as UIKit's
  /// `gestureRecognizerShouldBegin(_:)` (true by default).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  // MARK: Layout cycle hooks (see View+LayoutCycle.swift)

  /// Lays out the subviews, as UIKit's `layoutSubviews`: called top-down during a layout
  /// pass, after the solved frames are written, on views that asked with
  /// ``setNeedsLayout()`` or whose size changed. The default does nothing (the frames are
  /// already written); an override may set frames of subviews that translate their
  /// autoresizing masks, or change constraints: the pass solves again and calls
  /// `layoutSubviews` again where sizes changed.
  open func layoutSubviews() {}

  /// Updates constraints before the layout pass solves, as UIKit's `updateConstraints`:
  /// called bottom-up on views that asked with ``setNeedsUpdateConstraints()`` (and on each
  /// constraint-based view when its hierarchy is first laid out). Call `super` last. A
  /// view controller's view goes through its controller's `updateViewConstraints()`.
  open func updateConstraints() {}

  /// The constraint pass's call for this view: its controller's `updateViewConstraints()`
  /// (which calls ``updateConstraints()``) or its own ``updateConstraints()``.
  func runUpdateConstraints() {
    if let controller = owningController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Whether ``updateConstraints()`` must be called even on a view that has no
  /// constraints yet (one that makes all of them there), as UIKit's class property.
  open class var requiresConstraintBasedLayout: Bool { false }
  /// The kind of view this class makes (``ViewKind/view`` unless a class says otherwise).
  open class var kind: ViewKind { .view }
  /// True for the package's own classes, whose `layoutSubviews` and `updateConstraints` do
  /// nothing: a pass skips those calls (each such class answers for itself alone, so a
  /// subclass is called).
  package class var hasEmptyLayoutCallbacks: Bool { self == View.self }

  /// The size that fits `size`, as UIKit's `sizeThatFits`: the view's current size by
  /// default; labels, buttons and image views measure their content.
  open func sizeThatFits(_ size: CGSize) -> CGSize { self.size }

  /// Called when ``layoutMargins`` changed (UIKit's hook; the margin guide and margin
  /// attributes follow by themselves).
  open func layoutMarginsDidChange() {
    enqueueLayoutWork(.translate)
    if let guide = marginsGuideStorage { layoutNode.engine?.enqueue(guide, .implicit) }
    if let guide = readableGuideStorage { layoutNode.engine?.enqueue(guide, .implicit) }
  }

  /// Something a superview may follow changed about one of its subviews (a stack view
  /// arranges its arranged views by them; a button measures its title label again). The
  /// one hook for them all: see ``SubviewChange``.
  func subviewDidChange(_ subview: View, _ change: SubviewChange) {}
  /// Whether a subview hidden inside an animation block stays shown until its animations
  /// end (a stack view's arranged views do, while they collapse).
  package func defersHiding(of subview: View) -> Bool { false }

  /// Called when the traits of the view's window changed (a rotation, a new appearance or
  /// text size, another screen), as UIKit's `traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the view moves to a new superview (nil: it is being removed), as UIKit's
  /// `willMove(toSuperview:)`.
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a superview or was removed, as UIKit's
  /// `didMoveToSuperview()`.
  open func didMoveToSuperview() {}
  /// Called after a subview was added, as UIKit's `didAddSubview(_:)`.
  open func didAddSubview(_ subview: View) {}
  /// Called before a subview is removed (or moved elsewhere), as UIKit's
  /// `willRemoveSubview(_:)`.
  open func willRemoveSubview(_ subview: View) {}

  /// Called when the view's ``tintColor`` changed (its own, or an ancestor's it inherits),
  /// as UIKit's `tintColorDidChange()`: an image view draws a template image in it again.
  open func tintColorDidChange() {
    report(.appearance)
  }

  /// The view whose first baseline is this view's, as UIKit's `forFirstBaselineLayout`:
  /// the view itself (a stack view answers with an arranged view's). Constraints on
  /// `firstBaseline` use this view's.
  open var forFirstBaselineLayout: View { self }
  /// The view whose last baseline is this view's, as UIKit's `forLastBaselineLayout`.
  open var forLastBaselineLayout: View { self }

  /// The text the view draws, for renderers and the inspector (see ``TextContent``): nil
  /// for a view that draws none; a label, a button and a text field answer with their
  /// text. A class that draws text through a label of its own overrides it.
  open var textContent: TextContent? { nil }
  /// The text UIKit's `description` prints (`text = '…'`): a label's and a text field's.
  var describedText: String? { nil }

  /// The first baseline's distance from the top (nil: no text; labels have one).
  var firstBaselineFromTop: CGFloat? { nil }
  /// The last baseline's distance from the top (nil: no text; labels have one).
  var lastBaselineFromTop: CGFloat? { nil }
  /// The view as a window (nil for other views): the nearest window gives its subviews
  /// their safe area and screen scale.
  var windowItem: Window? { nil }
  /// The safe-area insets a window gives its hierarchy (nil for other views).
  var windowSafeAreaInsets: EdgeInsets? { nil }
  /// Told the width layout gave the view; true if its intrinsic size depends on it and
  /// changed (a wrapping label: the pass measures it again).
  func layoutWidthDidChange(to width: CGFloat) -> Bool { false }
  /// The intrinsic size when wrapping at `width` (what self-sizing measures); a label wraps,
  /// other views return their ``intrinsicContentSize``.
  func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize { intrinsicContentSize }
  /// Whether the intrinsic size depends on the width layout gives the view (a multi-line
  /// label without a preferred width).
  var wrapsAtLayoutWidth: Bool { false }

  /// A frame set in code: a view that translates its mask (or the top view) keeps it; one
  /// placed by constraints gets the solved frame back in the next pass. A size change lays
  /// the view and its superview out, as in UIKit.
  private func geometryDidChange(sizeChanged: Bool) {
    recordAutoresizingReference()
    guard let engine = layoutNode.engine else { return }
    if ObjectIdentifier(self) == engine.rootID || translatesAutoresizingMaskIntoConstraints {
      engine.enqueue(self, sizeChanged ? [.implicit, .layout] : .implicit)
    } else {
      engine.enqueue(self, sizeChanged ? [.frame, .layout] : .frame)
    }
    if sizeChanged, let superview, superview.layoutNode.isIn(engine) {
      engine.enqueue(superview, .layout)
    }
  }

  private func boundsOriginDidChange() {
    guard let engine = layoutNode.engine else { return }
    engine.enqueue(self, [.subviewFrames, .translate, .layout])
    for guide in layoutGuides where guide.role == .scrollContent {
      engine.enqueue(guide, .implicit)
    }
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      engine.enqueue(subview, .implicit)
    }
    if let superview { engine.enqueue(superview, .layout) }
    engine.noteReport(self, .bounds)
  }

  /// What the autoresizing mask is measured against.
  var autoresizingReference: (frame: CGRect, superviewSize: CGSize) {
    autoresizingReferenceStorage ?? (frame, superview?.size ?? .zero)
  }

  /// Records the frame and the superview's size now as the autoresizing reference.
  func recordAutoresizingReference() {
    autoresizingReferenceStorage = (frame, superview?.size ?? .zero)
  }

  /// Queues work for the next layout pass (kept on the view until it is in a laid-out
  /// hierarchy).
  func enqueueLayoutWork(_ work: LayoutWork) {
    if let engine = layoutNode.engine {
      engine.enqueue(self, work, explicit: true)
    } else {
      layoutNode.work.formUnion(work.intersection([.layout, .updateConstraints]))
    }
  }

  /// Records a change for ``takeLayoutChanges()``.
  func report(_ kind: LayoutChange.Kind) {
    layoutNode.engine?.noteReport(self, kind)
  }
}

extension View {
  /// Refuses a geometry value that is not finite: the view keeps what it had, and
  /// `layoutDiagnostics` says so.
  func rejectValue(_ given: String, keeping kept: String) {
    rejectedValue =
      "\(displayName): \(given) is not a rectangle (NaN or infinite); the view keeps \(kept)"
  }

  /// Whether a rectangle given for `name` (frame or bounds) has a NaN or infinite value; if
  /// so it is recorded as refused (``rejectValue(_:keeping:)``), the view keeping `kept`.
  func rejectsNonFinite(_ name: String, _ r: CGRect, keeping kept: CGRect) -> Bool {
    guard !(r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite)
    else { return false }
    rejectValue(
      "\(name) \(Self.rectText(r.origin.x, r.origin.y, r.width, r.height))",
      keeping: Self.rectText(kept.origin.x, kept.origin.y, kept.width, kept.height))
    return true
  }

  /// Numbers as a parenthesised list: `(nan, 0.0, 50.0, 50.0)`.
  static func rectText(_ values: CGFloat...) -> String {
    "(" + values.map { "\(Double($0))" }.joined(separator: ", ") + ")"
  }
}
