import Foundation

/// The live solver of one view hierarchy (a window's, usually) and the bookkeeping that makes
/// a layout pass cost what changed.
///
/// Changes reach the engine when they happen: activating a constraint, changing its
/// constant, adding a view, setting a frame, a label's text, a scroll offset each put the
/// item or constraint they touch on a work list (``enqueue(_:_:)``,
/// ``enqueue(_:_:)-constraint``). A pass (``layoutIfNeeded()``) turns that work into solver
/// changes, solves, and writes back only the views whose variables the solver moved (the
/// solver logs them). With nothing on the lists it returns at once.
///
/// The engine is owned by the top view of its hierarchy; every view and guide under it
/// points at it weakly (``LayoutNode/engine``). The work lists hold items strongly, except
/// the top view itself, which is flagged instead (it owns the engine).
///
/// The files of this folder split the engine by job: this one holds the state and the
/// hierarchy's membership (adopting and detaching items); `+Pass` the layout cycle;
/// `+Constraints` and `+Implicit` the translation into linear constraints; `+Solver` the
/// changes to the solver; `+WriteBack` frames, guides, safe areas and wrapping;
/// `+Diagnostics` the reports; `LayoutChangeReport` what changed for renderers.
final class LayoutEngine {
  let solver = Solver()
  /// The top of the hierarchy (it owns the engine).
  weak var root: View?
  let rootID: ObjectIdentifier

  // MARK: Work
  /// Items with work, except the top view (flagged by `rootQueued`).
  @exclusivity(unchecked) var itemWork: [any LayoutItem] = []
  var rootQueued = false
  /// Constraints whose activation, constant or priority changed.
  @exclusivity(unchecked) var constraintWork: [Constraint] = []
  /// Linear constraints to take out of the solver in the next pass.
  @exclusivity(unchecked) var pendingRemovals: [LinearConstraint] = []
  /// Constraints with an item outside the hierarchy, tried again when items join.
  var foreign: [Constraint] = []
  /// Whether a removal may let a constraint broken in an earlier pass hold again.
  var retryBroken = false
  /// Constraints with a layout constraint the solver rejected (a required conflict).
  var broken: [Constraint] = []
  /// Implicit constraints the solver rejected.
  var brokenImplicit: [BrokenImplicit] = []
  /// Safe-area guides of the hierarchy (their insets follow their views' frames).
  var safeAreaGuides: [LayoutGuide] = []

  // MARK: Counters
  var nextSerial = 0
  /// Counts passes that write back (``LayoutNode/visit`` compares with it).
  var visitStamp = 0
  /// Bumped when the set of held constraints changes (ambiguity is computed again then).
  var structureVersion = 0
  /// Whether a pass is running (a `layoutIfNeeded()` from inside one only solves).
  var isLayingOut = false
  /// Whether solving rounds are running (then nothing more can be solved from inside).
  var isSolving = false
  /// Whether frames are being written by the engine (setters do not report them as edits).
  var isWritingFrames = false

  // MARK: Results
  /// How many linear constraints the last pass added, removed and moved in place.
  var lastChanges = (added: 0, removed: 0, moved: 0)
  /// Feedback-loop reports of the last pass.
  var loopDiagnostics: [LayoutDiagnostic] = []
  var cachedAmbiguity: (version: Int, diagnostics: [LayoutDiagnostic])?
  /// Whether changes are being recorded for ``View/takeLayoutChanges()``.
  var recordsChanges = false
  /// Views with changes to report, except the top view (its `reported` is read directly).
  var reportedViews: [View] = []
  /// Views that left the hierarchy since the last report.
  var removedViews: [View] = []

  /// The screen scale labels round their sizes to (the top view's screen, 2 without one).
  var screenScale: CGFloat

  init(root: View) {
    self.root = root
    rootID = ObjectIdentifier(root)
    screenScale = root.ownScreenScale ?? 2
    solver.recordsChanges = true
    adopt(root, depth: 0, rightToLeft: root.layoutDirection == .rightToLeft)
  }

  /// Whether a pass has anything to do.
  var hasWork: Bool {
    rootQueued || !itemWork.isEmpty || !constraintWork.isEmpty || !pendingRemovals.isEmpty
  }

  // MARK: Queueing

  /// Puts work on an item of this hierarchy. A `layoutSubviews` or `updateConstraints` the
  /// engine asks for itself (a size change, a view added) is skipped for the package's own
  /// view classes, whose callbacks do nothing; `explicit` keeps it (`setNeedsLayout()`).
  func enqueue(_ item: any LayoutItem, _ work: LayoutWork, explicit: Bool = false) {
    var work = work
    if !explicit && !item.hasLayoutCallbacks { work.subtract([.layout, .updateConstraints]) }
    let node = item.layoutNode
    // Work already pending is on a list already (this one, or the running pass's).
    guard !node.work.isSuperset(of: work) else { return }
    node.work.formUnion(work)
    guard !node.queued else { return }
    node.queued = true
    if ObjectIdentifier(item) == rootID {
      rootQueued = true
    } else {
      itemWork.append(item)
    }
  }

  /// Puts a constraint whose activation, constant or priority changed on the work list.
  func enqueue(_ constraint: Constraint, _ work: ConstraintWork) {
    constraint.work.formUnion(work)
    guard !constraint.queued else { return }
    constraint.queued = true
    constraintWork.append(constraint)
  }

  // MARK: Membership

  /// Makes a subtree part of this hierarchy: every view and guide in it points here and
  /// is queued for its implicit constraints and its constraints; constraints that waited for
  /// items of another hierarchy are tried again.
  func adopt(_ top: View, depth: Int, rightToLeft: Bool) {
    var stack: [(View, Int, Bool)] = [(top, depth, rightToLeft)]
    while let (view, depth, inherited) = stack.popLast() {
      let rtl = view.layoutDirection.map { $0 == .rightToLeft } ?? inherited
      var work: LayoutWork = [.adopt, .layout]
      if view.wantsUpdateConstraintsOnJoin { work.insert(.updateConstraints) }
      join(view, work: work, depth: depth, rightToLeft: rtl)
      noteReport(view, .added)
      for guide in view.allLayoutGuides { adopt(guide, of: view) }
      for subview in view.subviews.reversed() { stack.append((subview, depth + 1, rtl)) }
    }
    for constraint in foreign { enqueue(constraint, .translate) }
    foreign.removeAll()
  }

  /// Makes a guide of a view in this hierarchy part of it.
  func adopt(_ guide: LayoutGuide, of view: View) {
    join(
      guide, work: .adopt, depth: view.layoutNode.depth, rightToLeft: view.layoutNode.rightToLeft)
    if guide.role == .safeArea { safeAreaGuides.append(guide) }
    for constraint in foreign { enqueue(constraint, .translate) }
    foreign.removeAll()
  }

  /// Points one item here with fresh state, queued with `work`.
  private func join(_ item: any LayoutItem, work: LayoutWork, depth: Int, rightToLeft: Bool) {
    if let old = item.layoutNode.engine, old !== self { old.forget(item) }
    item.layoutNode.engine = self
    item.layoutNode.queued = false
    item.layoutNode.serial = nextSerial
    nextSerial += 1
    item.layoutNode.depth = depth
    item.layoutNode.rightToLeft = rightToLeft
    item.layoutNode.implicit = []
    item.layoutNode.dependents = []
    item.layoutNode.visit = 0
    item.layoutNode.windowFrame = .zero
    for constraint in item.madeConstraints { constraint.links = [] }
    // Callbacks asked for before the view was in a laid-out hierarchy are kept.
    let carried = item.layoutNode.work.intersection([.layout, .updateConstraints])
    item.layoutNode.work = []
    enqueue(item, work)
    if !carried.isEmpty { enqueue(item, carried, explicit: true) }
  }

  /// Takes a subtree out of this hierarchy (it was removed from its superview): its
  /// constraints leave the solver in the next pass, and constraints of the items that stay
  /// that used it wait, reported, until it returns.
  func detach(_ top: View) {
    var items: [any LayoutItem] = []
    var stack = [top]
    while let view = stack.popLast() {
      items.append(view)
      for guide in view.allLayoutGuides { items.append(guide) }
      stack.append(contentsOf: view.subviews)
      if recordsChanges { removedViews.append(view) }
    }
    for item in items { forget(item) }
    // Constraints of the items that stay which used a detached item wait for it again.
    for item in items {
      for constraint in item.layoutNode.dependents where isOurs(constraint) {
        enqueue(constraint, .translate)
      }
      item.layoutNode.dependents = []
    }
    if let superview = top.superview, superview.layoutNode.engine === self {
      enqueue(superview, .layout)
    }
  }

  /// Takes a guide out of this hierarchy (removed from its view).
  func detach(_ guide: LayoutGuide) {
    forget(guide)
    for constraint in guide.layoutNode.dependents where isOurs(constraint) {
      enqueue(constraint, .translate)
    }
    guide.layoutNode.dependents = []
  }

  /// Drops one item's state in this engine: its implicit constraints and constraints leave
  /// the solver in the next pass.
  func forget(_ item: any LayoutItem) {
    guard item.layoutNode.engine === self else { return }
    pendingRemovals.append(contentsOf: item.layoutNode.implicit)
    item.layoutNode.implicit = []
    for constraint in item.madeConstraints { withdraw(constraint) }
    item.layoutNode.engine = nil
    item.layoutNode.queued = false
    item.layoutNode.work = []
    item.layoutNode.reported = []
  }

  /// Gives up the whole hierarchy (its top became a subview of another view): every item
  /// forgets this engine; the new hierarchy's engine adopts them.
  func dissolve() {
    guard let root else { return }
    var stack = [root]
    while let view = stack.popLast() {
      release(view)
      for guide in view.allLayoutGuides { release(guide) }
      stack.append(contentsOf: view.subviews)
    }
    solver.reset()
    itemWork = []
    constraintWork = []
    pendingRemovals = []
    foreign = []
    broken = []
    safeAreaGuides = []
    reportedViews = []
  }

  private func release(_ item: any LayoutItem) {
    guard item.layoutNode.engine === self else { return }
    item.layoutNode.engine = nil
    item.layoutNode.queued = false
    item.layoutNode.implicit = []
    item.layoutNode.dependents = []
    for constraint in item.madeConstraints { constraint.links = [] }
  }

  /// Records that `constraint` uses `item` (as its second item or the ancestor a multiplier
  /// is measured in), so that detaching or changing the item reaches it. Duplicates and
  /// stale entries are dropped when the list has doubled since it was last cleaned.
  func noteDependent(_ constraint: Constraint, on item: any LayoutItem) {
    item.layoutNode.dependents.append(constraint)
    let count = item.layoutNode.dependents.count
    guard count > 16, count > 2 * item.layoutNode.cleanDependents else { return }
    var seen = Set<ObjectIdentifier>()
    item.layoutNode.dependents.removeAll {
      !(isOurs($0) && $0.isActive && seen.insert(ObjectIdentifier($0)).inserted)
    }
    item.layoutNode.cleanDependents = item.layoutNode.dependents.count
  }

  /// Whether a constraint's first item is in this hierarchy.
  func isOurs(_ constraint: Constraint) -> Bool {
    constraint.fromItem?.layoutNode.engine === self
  }
}
