import Foundation

extension LayoutEngine {
  /// How many times one view's `layoutSubviews` may run in one `layoutIfNeeded()` before the
  /// pass stops and reports a feedback loop (the value Apple's own builds use for UIKit's
  /// `UIViewLayoutFeedbackLoopDebuggingThreshold`; UIKit raises an exception there).
  static let feedbackLoopThreshold = 100
  /// How many solving rounds one cycle may take: safe-area insets and wrapping widths that
  /// follow the frames they produce settle in two or three; more means they feed back.
  static let roundLimit = 16

  /// Work collected from the work lists for the phases of one cycle.
  struct Cycle {
    var updates: [View] = []
    var layouts: [View] = []
    var solving: [any LayoutItem] = []

    var isEmpty: Bool { updates.isEmpty && layouts.isEmpty && solving.isEmpty }
  }

  /// One `layoutIfNeeded()`: UIKit's cycle, repeated while the callbacks leave work.
  ///
  /// 1. `updateConstraints()` on the views that asked for it, bottom-up;
  /// 2. solving rounds: the queued changes go to the solver, the solver's moves are written
  ///    back, and what follows from the new frames (safe areas, wrapping widths) is solved
  ///    again, until nothing more moves;
  /// 3. `layoutSubviews()` on the views that asked for it or changed size, top-down.
  ///
  /// With nothing queued it returns at once. A `layoutSubviews` that keeps invalidating the
  /// layout stops the pass after ``feedbackLoopThreshold`` calls on one view, with a
  /// diagnostic that names the views; the layout keeps what was solved last.
  func layoutIfNeeded() {
    guard hasWork else { return }
    guard !isLayingOut else {
      solveNow()
      return
    }
    isLayingOut = true
    defer { isLayingOut = false }
    passDiagnostics = []
    lastChanges = (0, 0, 0)
    passStamp += 1
    var cycle = Cycle()
    var cycles = 0
    while true {
      cycles += 1
      collect(into: &cycle)
      runUpdateConstraints(&cycle)
      guard solve(&cycle) else {
        // Reported; what is left waits for the next pass.
        requeue(&cycle)
        break
      }
      let views = Self.topDown(cycle.layouts)
      cycle.layouts = []
      var looping: [View] = []
      for view in views where view.layoutNode.work.contains(.layout) {
        view.layoutNode.work.remove(.layout)
        let node = view.layoutNode
        if node.layoutCallsPass != passStamp {
          node.layoutCallsPass = passStamp
          node.layoutCalls = 0
        }
        node.layoutCalls += 1
        if node.layoutCalls >= Self.feedbackLoopThreshold { looping.append(view) }
        if let controller = view.owningController {
          controller.layoutView(view, safeAreaInsets: safeAreaInsets(of: view))
        } else {
          view.layoutSubviews()
        }
      }
      if !looping.isEmpty || cycles >= Self.feedbackLoopThreshold {
        reportFeedbackLoop(looping.isEmpty ? views : looping)
        abandonCallbacks(&cycle)
        break
      }
      if !hasWork && cycle.isEmpty { break }
    }
  }

  /// `layoutIfNeeded()` from inside a pass (a `layoutSubviews` or `updateConstraints` that
  /// changed constraints and wants the frames now, as in UIKit): the queued changes are
  /// solved and written back at once; the callbacks they ask for stay queued for the
  /// running pass.
  private func solveNow() {
    guard !isSolving else { return }
    var cycle = Cycle()
    collect(into: &cycle)
    _ = solve(&cycle)
    requeue(&cycle)
  }

  /// Puts what a cycle collected and did not handle back on the work list.
  private func requeue(_ cycle: inout Cycle) {
    let items: [any LayoutItem] = cycle.solving + cycle.updates + cycle.layouts
    cycle = Cycle()
    for item in items where item.layoutNode.isIn(self) && !item.layoutNode.queued {
      queue(item)
    }
  }

  /// Moves the queued items into the cycle's phase lists.
  private func collect(into cycle: inout Cycle) {
    var items = itemWork
    itemWork.removeAll(keepingCapacity: true)
    if rootQueued, let root {
      rootQueued = false
      items.insert(root, at: 0)
    }
    for item in items {
      // An item listed here that has left (or joined another hierarchy since) is not ours,
      // nor is its flag.
      let node = item.layoutNode
      guard node.isIn(self) else { continue }
      node.queued = false
      let work = node.work
      if !work.isDisjoint(with: .solving) { cycle.solving.append(item) }
      if let view = item.viewItem {
        if work.contains(.updateConstraints) { cycle.updates.append(view) }
        if work.contains(.layout) { cycle.layouts.append(view) }
      }
    }
  }

  /// Calls `updateConstraints()` bottom-up on the views that asked for it (and on those
  /// that ask while it runs).
  private func runUpdateConstraints(_ cycle: inout Cycle) {
    var rounds = 0
    while !cycle.updates.isEmpty {
      rounds += 1
      if rounds > Self.feedbackLoopThreshold {
        reportUpdateLoop(cycle.updates)
        for view in cycle.updates { view.layoutNode.work.remove(.updateConstraints) }
        cycle.updates = []
        break
      }
      let views = Self.bottomUp(cycle.updates)
      cycle.updates = []
      for view in views where view.layoutNode.work.contains(.updateConstraints) {
        view.layoutNode.work.remove(.updateConstraints)
        view.runUpdateConstraints()
      }
      collect(into: &cycle)
    }
  }

  /// Solving rounds until nothing more moves; false when ``roundLimit`` stopped them (the
  /// work left stays queued).
  private func solve(_ cycle: inout Cycle) -> Bool {
    isSolving = true
    defer { isSolving = false }
    var rounds = 0
    while !cycle.solving.isEmpty || !constraintWork.isEmpty || !pendingRemovals.isEmpty {
      rounds += 1
      if rounds > Self.roundLimit {
        reportUnsettled(cycle.solving)
        return false
      }
      var batch = SolverBatch(for: solver)
      var requests = WriteBackRequests()
      let items = cycle.solving
      cycle.solving = []
      // Room for two implicit constraints an item (hugging and compression resistance on
      // each axis with an intrinsic size: none for a plain view, four for a label; four for
      // a guide tied to its view), then one form a constraint.
      batch.reserveCapacity(forAdditions: 2 * items.count)
      for item in items where item.layoutNode.isIn(self) {
        process(item, into: &batch, requests: &requests)
      }
      while !constraintWork.isEmpty {
        batch.reserveCapacity(forAdditions: constraintWork.count)
        let constraints = constraintWork
        constraintWork.removeAll(keepingCapacity: true)
        for c in constraints { process(c, into: &batch) }
      }
      apply(&batch)
      writeBack(requests)
      retryBrokenConstraints()
      collect(into: &cycle)
    }
    return true
  }

  /// Turns an item's queued work into solver changes and write-back requests.
  private func process(
    _ item: any LayoutItem, into batch: inout SolverBatch, requests: inout WriteBackRequests
  ) {
    let node = item.layoutNode
    let work = node.work
    node.work.subtract(.solving)
    if work.contains(.adopt) {
      requests.items.append(item)
      for c in item.activeConstraints { enqueue(c, .translate) }
    }
    if !work.isDisjoint(with: [.adopt, .implicit]) { updateImplicit(item, into: &batch) }
    if work.contains(.translate) {
      for c in item.activeConstraints { enqueue(c, .translate) }
      for c in node.dependents where isOurs(c) { enqueue(c, .translate) }
    }
    if let view = item.viewItem {
      if !work.isDisjoint(with: [.adopt, .frame]) { requests.frames.append(view) }
      if work.contains(.subviewFrames) { requests.boundsOrigins.append(view) }
      if work.contains(.adopt) && view.hasLayoutGuides {
        requests.guides.append(contentsOf: view.allLayoutGuides)
      }
    }
  }

  /// Parents before children: the order the engine met the views (a view joins after its
  /// superview, and a moved subtree joins again), which needs no sorting when the list is
  /// in that order already (the first pass's is).
  static func topDown(_ views: [View]) -> [View] {
    var ordered = true
    var last = Int.min
    for view in views {
      let serial = view.layoutNode.serial
      if serial < last {
        ordered = false
        break
      }
      last = serial
    }
    return ordered ? views : views.sorted { $0.layoutNode.serial < $1.layoutNode.serial }
  }

  /// Children before parents: the reverse of ``topDown(_:)``.
  static func bottomUp(_ views: [View]) -> [View] {
    topDown(views).reversed()
  }

  /// After a feedback loop: the `layoutSubviews` and `updateConstraints` asked for are
  /// dropped (the next change asks afresh); changes to solve stay queued.
  private func abandonCallbacks(_ cycle: inout Cycle) {
    let callbacks: LayoutWork = [.layout, .updateConstraints]
    for item in itemWork where item.layoutNode.isIn(self) {
      item.layoutNode.work.subtract(callbacks)
    }
    if let root { root.layoutNode.work.subtract(callbacks) }
    for view in cycle.updates + cycle.layouts { view.layoutNode.work.subtract(callbacks) }
    cycle.updates = []
    cycle.layouts = []
    requeue(&cycle)
  }

}
