import Foundation
import Synchronization

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
/// `+Translation` and `+Implicit` the translation into linear constraints; `+Solver` the
/// changes to the solver; `+WriteBack` frames, guides, safe areas and wrapping;
/// `+Diagnostics` the reports; `LayoutChangeReport` what changed for renderers.
package final class LayoutEngine {
  let solver = Solver()
  /// This engine's number among every engine of the process (from 1, never reused): what an
  /// item's node records beside its weak reference to the engine, so that whether an item
  /// is in this hierarchy is a comparison of two numbers (``LayoutNode/isIn(_:)``), not a
  /// weak load with a retain and a release of the engine.
  let identity = LayoutEngine.identities.wrappingAdd(1, ordering: .relaxed).oldValue
  /// The next engine's ``identity``.
  private static let identities = Atomic<Int>(1)
  /// The top of the hierarchy (it owns the engine), while it lives.
  var root: View? { rootReference.item?.viewItem }
  /// The top view's reference (``ItemReference``), not a Swift `weak` reference: that would
  /// give the top view a side table, and every retain and release of it (each constraint to
  /// the superview holds it) would take the runtime's slow path.
  private let rootReference: ItemReference
  let rootID: ObjectIdentifier

  // MARK: Work
  /// Items with work, except the top view (flagged by `rootQueued`).
  @exclusivity(unchecked) var itemWork: [any LayoutItem] = []
  @exclusivity(unchecked) var rootQueued = false
  /// Constraints whose activation, constant or priority changed.
  @exclusivity(unchecked) var constraintWork: [LayoutConstraint] = []
  /// The state of each constraint the engine tracks: its links to the solver, its work.
  let constraintTable = ConstraintTable()
  /// The solver's ids of linear forms to take out in the next pass.
  @exclusivity(unchecked) var pendingRemovals: [Int32] = []
  /// Constraints with an item outside the hierarchy, tried again when items join.
  @exclusivity(unchecked) var foreign: [LayoutConstraint] = []
  /// Whether a removal may let a constraint broken in an earlier pass hold again.
  @exclusivity(unchecked) var retryBroken = false
  /// Constraints the solver rejected (a required conflict).
  @exclusivity(unchecked) var broken: [LayoutConstraint] = []
  /// Implicit constraints the solver rejected.
  @exclusivity(unchecked) var brokenImplicit: [BrokenImplicit] = []
  /// Constraints and items whose constraints the current round's solver changes broke.
  @exclusivity(unchecked) var justBroken = Set<ObjectIdentifier>()
  /// Safe-area and keyboard guides of the hierarchy (their constants follow their views'
  /// frames).
  @exclusivity(unchecked) var safeAreaGuides: [LayoutGuide] = []
  /// Whether a window inside the hierarchy moved in the write-back running now.
  @exclusivity(unchecked) var needsSafeAreaCheck = false
  /// The items the write-back running now reads back (kept between passes for its storage).
  @exclusivity(unchecked) var visitedItems: [any LayoutItem] = []

  // MARK: Counters
  @exclusivity(unchecked) var nextSerial = 0
  /// Counts write-backs (one per solving round; ``LayoutNode/visit`` compares with it).
  @exclusivity(unchecked) var visitStamp = 0
  /// Counts passes (``LayoutNode/layoutCalls`` are counted per pass).
  @exclusivity(unchecked) var passStamp = 0
  /// Bumped when the held constraints or their constants change (ambiguity is computed
  /// again then).
  @exclusivity(unchecked) var solutionVersion = 0
  /// Whether a pass is running (a `layoutIfNeeded()` from inside one only solves).
  @exclusivity(unchecked) var isLayingOut = false
  /// Whether solving rounds are running (then nothing more can be solved from inside).
  @exclusivity(unchecked) var isSolving = false
  /// Whether implicit constraints are being made for the solver (a safe-area guide then
  /// records the insets it was made with; a report that only names them does not).
  @exclusivity(unchecked) var isUpdatingImplicit = false
  /// Where an item's implicit constraints are written before they are compared with the
  /// held ones (kept between items and passes, so that writing them allocates nothing).
  @exclusivity(unchecked) var implicitScratch: FormBatch?

  // MARK: Results
  /// How many linear constraints the last pass added, removed and moved in place.
  @exclusivity(unchecked) var lastChanges = (added: 0, removed: 0, moved: 0)
  /// What the last pass reported (feedback loops, a removal the solver refused).
  @exclusivity(unchecked) var passDiagnostics: [LayoutDiagnostic] = []
  @exclusivity(unchecked) var cachedAmbiguity: (version: Int, diagnostics: [LayoutDiagnostic])?
  /// Whether changes are being recorded for ``View/takeLayoutChanges()``.
  @exclusivity(unchecked) var recordsChanges = false
  /// Views with changes to report, except the top view (its `reported` is read directly).
  @exclusivity(unchecked) var reportedViews: [View] = []
  /// Views that left the hierarchy since the last report.
  @exclusivity(unchecked) var removedViews: [View] = []

  init(root: View) {
    rootReference = root.itemReference
    rootID = ObjectIdentifier(root)
    solver.recordsChanges = true
    adopt(root, depth: 0, rightToLeft: root.layoutDirection == .rightToLeft, window: nil)
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
    queue(item)
  }

  /// Puts an item on the work list (the top view is flagged instead: it owns the engine).
  func queue(_ item: any LayoutItem) {
    item.layoutNode.queued = true
    if ObjectIdentifier(item) == rootID {
      rootQueued = true
    } else {
      itemWork.append(item)
    }
  }

  /// Puts a constraint whose activation, constant or priority changed on the work list.
  /// (Each engine keeps its own state for a constraint: one queued by another engine, whose
  /// view has moved here since, is queued here too.)
  func enqueue(_ constraint: LayoutConstraint, _ work: ConstraintWork) {
    let first = constraintTable.track(constraint)
    if constraintTable.add(work, at: first) { constraintWork.append(constraint) }
  }

  // MARK: Membership

  /// Makes a subtree part of this hierarchy: every view and guide in it points here and
  /// is queued for its implicit constraints and its constraints; constraints that waited for
  /// items of another hierarchy are tried again.
  func adopt(_ top: View, depth: Int, rightToLeft: Bool, window: Window?) {
    var stack: [(View, Int, Bool, Window?)] = [(top, depth, rightToLeft, window)]
    while let (view, depth, inherited, outerWindow) = stack.popLast() {
      let rtl = view.layoutDirection.map { $0 == .rightToLeft } ?? inherited
      let window = view.windowItem ?? outerWindow
      var work: LayoutWork = [.adopt, .layout]
      if view.wantsUpdateConstraintsOnJoin { work.insert(.updateConstraints) }
      join(view, work: work, depth: depth, rightToLeft: rtl, window: window)
      noteReport(view, .added)
      for guide in view.allLayoutGuides { join(guide, of: view) }
      for subview in view.subviews.reversed() { stack.append((subview, depth + 1, rtl, window)) }
    }
    retryForeign()
  }

  /// Makes a guide of a view in this hierarchy part of it.
  func adopt(_ guide: LayoutGuide, of view: View) {
    join(guide, of: view)
    retryForeign()
  }

  private func join(_ guide: LayoutGuide, of view: View) {
    let node = view.layoutNode
    join(
      guide, work: .adopt, depth: node.depth, rightToLeft: node.rightToLeft, window: node.window)
    if (guide.role == .safeArea || guide.role == .keyboard) && guide.safeAreaListedIn !== self {
      guide.safeAreaListedIn = self
      safeAreaGuides.append(guide)
    }
  }

  /// Constraints that waited for an item of another hierarchy try again (those still of
  /// this one).
  private func retryForeign() {
    let waiting = foreign
    foreign.removeAll()
    for constraint in waiting where isOurs(constraint) { enqueue(constraint, .translate) }
  }

  /// Points one item here with fresh state, queued with `work`.
  private func join(
    _ item: any LayoutItem, work: LayoutWork, depth: Int, rightToLeft: Bool, window: Window?
  ) {
    // Every path takes an item out of its old hierarchy first; this only guards.
    if let old = item.layoutNode.engine, old !== self { old.forget(item) }
    let node = item.layoutNode
    node.engine = self
    node.engineIdentity = identity
    node.queued = false
    node.serial = nextSerial
    nextSerial += 1
    node.depth = depth
    node.rightToLeft = rightToLeft
    node.window = window
    node.implicit = []
    node.dependents = []
    // Stamps are per engine: another engine's would skip the item here.
    node.visit = 0
    node.written = 0
    node.windowFrame = .zero
    node.layoutCalls = 0
    for constraint in item.activeConstraints { release(constraint) }
    // Callbacks asked for before the view was in a laid-out hierarchy are kept.
    let carried = node.work.intersection([.layout, .updateConstraints])
    node.work = []
    enqueue(item, work)
    if !carried.isEmpty { enqueue(item, carried, explicit: true) }
  }

  /// Takes a subtree out of this hierarchy (it was removed from its superview): its
  /// constraints leave the solver in the next pass, and constraints of the items that stay
  /// that used it wait, reported, until it returns.
  func detach(_ top: View) {
    var items: [any LayoutItem] = []
    forEachItem(below: top) { item in
      items.append(item)
      if recordsChanges, let view = item.viewItem { removedViews.append(view) }
    }
    for item in items { forget(item) }
    // Constraints of the items that stay which used a detached item wait for it again.
    for item in items {
      for constraint in item.layoutNode.dependents where isOurs(constraint) {
        enqueue(constraint, .translate)
      }
      item.layoutNode.dependents = []
    }
    if let superview = top.superview, superview.layoutNode.isIn(self) {
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
  /// the solver in the next pass; a `layoutSubviews` or `updateConstraints` asked for stays
  /// asked for (as in UIKit, for the hierarchy it joins next).
  func forget(_ item: any LayoutItem) {
    guard item.layoutNode.isIn(self) else { return }
    pendingRemovals.append(contentsOf: item.layoutNode.implicit.lazy.filter { $0 >= 0 })
    for constraint in item.activeConstraints { release(constraint) }
    reset(item)
  }

  /// Gives up the whole hierarchy (its top became a subview of another view): every item
  /// forgets this engine, with its constraints' state here; the new hierarchy's engine
  /// adopts them.
  func dissolve() {
    if let root {
      forEachItem(below: root) { item in
        guard item.layoutNode.isIn(self) else { return }
        reset(item)
        item.layoutNode.dependents = []
      }
    }
    constraintTable.removeAll()
    solver.reset()
    itemWork = []
    rootQueued = false
    constraintWork = []
    pendingRemovals = []
    foreign = []
    broken = []
    brokenImplicit = []
    safeAreaGuides = []
    reportedViews = []
    removedViews = []
  }

  /// Clears an item's state in this engine (its held constraints, and the constraints of
  /// others that use it, are the caller's business).
  private func reset(_ item: any LayoutItem) {
    let node = item.layoutNode
    node.engine = nil
    node.engineIdentity = 0
    node.window = nil
    node.queued = false
    node.work.formIntersection([.layout, .updateConstraints])
    node.implicit = []
    node.reported = []
    for constraint in item.activeConstraints { constraintTable.release(constraint) }
  }

  /// Records that `constraint` uses `item` (as its second item or the ancestor a multiplier
  /// is measured in), so that detaching or changing the item reaches it. Duplicates and
  /// stale entries are dropped when the list has doubled since it was last cleaned.
  func noteDependent(_ constraint: LayoutConstraint, on item: any LayoutItem) {
    // The node read once: each read through the existential retains it.
    let node = item.layoutNode
    node.dependents.append(constraint)
    let count = node.dependents.count
    guard count > 16, count > 2 * node.cleanDependents else { return }
    var seen = Set<ObjectIdentifier>()
    node.dependents.removeAll {
      !(isOurs($0) && $0.isActive && seen.insert(ObjectIdentifier($0)).inserted)
    }
    node.cleanDependents = node.dependents.count
  }

  /// Whether a constraint's first item is in this hierarchy.
  func isOurs(_ constraint: LayoutConstraint) -> Bool {
    constraint.$firstLayoutItem.node?.isIn(self) == true
  }

  /// Calls `body` with every view and guide from `top` down (``View/forEachLayoutItem(_:)``).
  func forEachItem(below top: View, _ body: (any LayoutItem) -> Void) {
    top.forEachLayoutItem(body)
  }
}
