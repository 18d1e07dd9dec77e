import Foundation
import Testing

@testable import Layout
@testable import LayoutAnimation
@testable import LayoutComponents
@testable import LayoutCore
@testable import LayoutFiles
@testable import LayoutRender

extension EngineTests {
  /// Review of the incremental engine: work that moves between engines (a view moved to
  /// another window, a window added as a subview), guides removed from their views, deep
  /// hierarchies, re-entrant callbacks and error paths.
  @Suite struct EngineReviewTests {
    // MARK: Work carried between engines

    /// A constraint made after the first pass waits on the old window's list; moved with its
    /// view to another window before that window lays out, it must hold in the new one.
    /// (The constraint relates views that move together: one made with `equalToSuperview()`
    /// keeps the superview it was made with, as in UIKit, and would wait for it.)
    @Test func aConstraintMadeThenMovedToAnotherWindowHoldsThere() {
      let a = Window(screen: .custom(width: 300, height: 300))
      let b = Window(screen: .custom(width: 300, height: 300))
      let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let inner = View()
      box.addSubview(inner)
      a.addSubview(box)
      a.layoutIfNeeded()
      inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      box.removeFromSuperview()
      b.addSubview(box)
      b.layoutIfNeeded()
      #expect(inner.frame.isClose(to: CGRect(x: 10, y: 10, width: 180, height: 80)))
      // Nor does it come back with a later change.
      a.layoutIfNeeded()
      inner.snp.updateConstraints { make in make.edges.equalToSuperview().inset(20) }
      b.layoutIfNeeded()
      #expect(inner.frame.isClose(to: CGRect(x: 20, y: 20, width: 160, height: 60)))
    }

    /// The same with a laid-out window that becomes a subview: its engine is given up with a
    /// constraint still on its list.
    @Test func aConstraintWaitingInAWindowThatBecomesASubviewHolds() {
      let outer = Window(screen: .custom(width: 300, height: 300))
      let inner = Window(screen: .custom(width: 100, height: 100))
      let box = View()
      inner.addSubview(box)
      inner.layoutIfNeeded()
      outer.layoutIfNeeded()
      box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      outer.addSubview(inner)
      outer.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 10, y: 10, width: 80, height: 80)))
    }

    /// A constraint that waited in one window for an item of another stays on the first
    /// window's waiting list after its view moves; the next view added there queues it again
    /// in the wrong engine, and a later update of its constant is lost in the right one.
    @Test func aConstraintThatWaitedInAnotherWindowStillTakesUpdatesAfterItsViewMoves() {
      let a = Window(screen: .custom(width: 300, height: 300))
      let b = Window(screen: .custom(width: 300, height: 300))
      let anchor = View(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
      b.addSubview(anchor)
      let box = View()
      a.addSubview(box)
      var left: Constraint?
      box.snp.makeConstraints { make in
        left = make.left.equalTo(anchor).constraint
        make.top.equalToSuperview()
        make.size.equalTo(20)
      }
      a.layoutIfNeeded()
      b.layoutIfNeeded()
      box.removeFromSuperview()
      b.addSubview(box)
      b.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 40))
      a.addSubview(View())  // queues the waiting constraint again, in a's engine
      left?.update(offset: 30)
      b.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 70))
      a.layoutIfNeeded()
      b.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 70))
    }

    /// A window with a change waiting for its report becomes a subview: its views join the
    /// new hierarchy and must be reported there as added.
    @Test func theViewsOfAWindowThatBecomesASubviewAreReportedAsAdded() {
      let outer = Window(screen: .custom(width: 300, height: 300))
      outer.layoutIfNeeded()
      _ = outer.takeLayoutChanges()
      let inner = Window(screen: .custom(width: 100, height: 100))
      let dot = View(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
      inner.addSubview(dot)
      inner.layoutIfNeeded()
      _ = inner.takeLayoutChanges()
      dot.alpha = 0.5  // recorded by inner's engine
      inner.alpha = 0.5
      outer.addSubview(inner)
      outer.layoutIfNeeded()
      let report = outer.takeLayoutChanges()
      #expect(report.change(of: inner)?.kind == .added)
      #expect(report.change(of: dot)?.kind == .added)
    }

    /// The same with a window released while a constraint of a view kept by the program
    /// waited on its list: the view added to a new window must be laid out by it.
    @Test func aConstraintWaitingInAReleasedWindowHoldsInTheNextOne() {
      let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let inner = View()
      box.addSubview(inner)
      do {
        let old = Window(screen: .custom(width: 300, height: 300))
        old.addSubview(box)
        old.layoutIfNeeded()
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      }
      #expect(box.superview == nil)
      let window = Window(screen: .custom(width: 100, height: 100))
      window.addSubview(box)
      window.layoutIfNeeded()
      #expect(inner.frame.isClose(to: CGRect(x: 10, y: 10, width: 80, height: 80)))
    }

    // MARK: Guides

    /// A guide removed from its view leaves the hierarchy: constraints of other items that
    /// use it wait for it (reported), as for a removed view.
    @Test func constraintsToARemovedGuideWaitForIt() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let guide = LayoutGuide()
      window.addLayoutGuide(guide)
      guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(50) }
      let box = View()
      window.addSubview(box)
      box.snp.makeConstraints { make in make.edges.equalTo(guide) }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 50, y: 50, width: 200, height: 200)))
      window.removeLayoutGuide(guide)
      window.layoutIfNeeded()
      let skipped = window.layoutDiagnostics.filter { $0.kind == .noCommonAncestor }
      #expect(skipped.count == 4, "\(window.layoutDiagnostics)")
      // The guide's variables are out of the solver: nothing holds box's edges to them.
      #expect(
        window.layoutEngine?.solver.constraints.allSatisfy { linear in
          !linear.terms.contains { $0.variable.namer === guide }
        } == true)
    }

    /// A view moved in and out of a window many times is listed once among the safe-area
    /// guides the engine checks when the window resizes.
    @Test func aViewAddedAgainAndAgainListsItsSafeAreaGuideOnce() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let toast = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      _ = toast.safeAreaLayoutGuide
      window.layoutIfNeeded()
      for _ in 0..<100 {
        window.addSubview(toast)
        window.layoutIfNeeded()
        toast.removeFromSuperview()
        window.layoutIfNeeded()
      }
      window.addSubview(toast)
      window.layoutIfNeeded()
      #expect((window.layoutEngine?.safeAreaGuides.count ?? 0) <= 1)
    }

    /// A guide's constraint to its scroll view with a multiplier is measured in the scroll
    /// view's bounds, which scrolling moves: after a scroll it must read as in a fresh layout.
    @Test func aGuidesMultipliedConstraintToItsScrollViewFollowsTheContentOffset() {
      func scene(offset: CGPoint, scrollFirst: Bool) -> LayoutGuide {
        let window = Window(screen: .custom(width: 300, height: 300))
        let scroll = ScrollView()
        window.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let guide = LayoutGuide()
        scroll.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
          make.left.equalTo(scroll).multipliedBy(0.5)
          make.top.equalTo(scroll)
          make.size.equalTo(10)
        }
        if !scrollFirst { window.layoutIfNeeded() }
        scroll.contentOffset = offset
        window.layoutIfNeeded()
        return guide
      }
      let incremental = scene(offset: CGPoint(x: 100, y: 0), scrollFirst: false)
      let fresh = scene(offset: CGPoint(x: 100, y: 0), scrollFirst: true)
      #expect(fresh.layoutFrame.minX.isClose(to: 50))
      #expect(incremental.layoutFrame.minX.isClose(to: fresh.layoutFrame.minX))
    }

    // MARK: The layout cycle

    /// `setNeedsUpdateConstraints()` on a view that leaves its window is still pending, as in
    /// UIKit (a view never laid out keeps it too): the next window it joins calls
    /// `updateConstraints()`.
    @Test func aPendingUpdateConstraintsSurvivesAMoveToAnotherWindow() {
      let log = CallLog()
      let a = Window(screen: .custom(width: 300, height: 300))
      let b = Window(screen: .custom(width: 300, height: 300))
      let view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      a.addSubview(view)
      a.layoutIfNeeded()
      b.layoutIfNeeded()
      _ = log.take()
      view.setNeedsUpdateConstraints()
      view.removeFromSuperview()
      #expect(view.needsUpdateConstraints())
      b.addSubview(view)
      b.layoutIfNeeded()
      #expect(log.entries.contains("update view"), "\(log.entries)")
    }

    /// The feedback-loop report counts the calls it names: a view first laid out in the
    /// pass's second cycle that then loops ran 99 times, not 100.
    @Test func aFeedbackLoopReportCountsTheCallsOfAViewAddedDuringThePass() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let looper = SelfInvalidatingView()
      looper.debugName = "looper"
      window.addSubview(SubviewAddingView(adding: looper))
      window.layoutIfNeeded()
      let message = window.layoutDiagnostics.first { $0.kind == .feedbackLoop }?.message ?? ""
      #expect(message.contains("looper (\(looper.calls) times)"), "\(message)")
    }

    /// A loop that no single view drives 100 times (two groups of views take turns) names the
    /// views laid out most: the same ones every run, whatever the hash seed and addresses.
    @Test func aFeedbackLoopReportNamesTheSameViewsEveryRun() {
      var messages: Set<String> = []
      for _ in 0..<10 {
        let window = Window(screen: .custom(width: 300, height: 300))
        let views = (0..<8).map { i in
          let view = PartnerInvalidatingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.debugName = "v\(i)"
          return view
        }
        for view in views { window.addSubview(view) }
        for i in 0..<4 {
          views[i].partner = views[i + 4]
          views[i + 4].partner = views[i]
        }
        window.layoutIfNeeded()
        for diagnostic in window.layoutDiagnostics where diagnostic.kind == .feedbackLoop {
          messages.insert(diagnostic.message)
        }
      }
      #expect(messages.count == 1, "\(messages.sorted())")
    }

    /// Solving rounds that do not settle stop after 16 with a report; a broken constraint
    /// that was being tried again then must not be lost: once the conflict is gone it holds.
    @Test func aBrokenConstraintRetriedWhenRoundsStopIsTriedAgainLater() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let unsettled = UnsettledView()
      window.addSubview(unsettled)
      unsettled.snp.makeConstraints { make in make.left.top.equalToSuperview() }
      let box = View()
      window.addSubview(box)
      var narrow: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        narrow = make.width.equalTo(100).constraint
        make.width.equalTo(200)
      }
      window.layoutIfNeeded()
      #expect(window.layoutDiagnostics.contains { $0.kind == .feedbackLoop })
      unsettled.settled = true
      unsettled.invalidateIntrinsicContentSize()
      narrow?.deactivate()
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 200))
      #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    }

    // MARK: Error paths

    /// The documented rule, pinned: a constraint broken by a conflict holds once the
    /// constraint it conflicted with is deactivated, or waits because its view left.
    @Test(arguments: [false, true])
    func aBrokenConstraintHoldsOnceTheConflictIsGone(removingTheOtherView: Bool) {
      let window = Window(screen: .custom(width: 300, height: 300))
      let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
      let box = View()
      window.addSubview(other)
      window.addSubview(box)
      var narrow: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        narrow = make.width.equalTo(other).constraint
        make.width.equalTo(200)
      }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      #expect(window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
      if removingTheOtherView { other.removeFromSuperview() } else { narrow?.deactivate() }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 200))
      #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    }

    /// A constant moved into a conflict is taken out of the solver: that is a removal too,
    /// and a constraint it had broken must be tried again (it holds now).
    @Test func aConstraintDroppedByAConflictingConstantLetsABrokenOneHold() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var narrow: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.lessThanOrEqualTo(150)
        narrow = make.width.equalTo(100).constraint
        make.width.equalTo(120)  // broken: narrow holds
      }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      narrow?.update(offset: 300)  // conflicts with <= 150: narrow leaves the solver
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 120), "\(window.layoutDiagnostics)")
    }

    /// A NaN constant is reported and its constraint left out; a finite one brings it back
    /// and the report goes away.
    @Test func aNaNConstantIsReportedAndAFiniteOneRecovers() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var width: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        width = make.width.equalTo(100).constraint
      }
      window.layoutIfNeeded()
      width?.update(offset: CGFloat.nan)
      window.layoutIfNeeded()
      #expect(box.frame.width.isFinite)
      #expect(
        window.layoutDiagnostics.contains {
          $0.kind == .invalidConstraint && $0.message.hasPrefix("non-finite constant: nan")
        })
      width?.update(offset: 120)
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 120))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// The same for a NaN frame set in code: once a finite frame is set, the frame is kept
    /// and the report of the rejected one goes away.
    @Test func aNaNFrameIsReportedUntilAFiniteOneIsSet() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
      window.addSubview(view)
      window.layoutIfNeeded()
      view.frame = CGRect(x: CGFloat.nan, y: 10, width: 10, height: 10)
      window.layoutIfNeeded()
      #expect(window.layoutDiagnostics.contains { $0.kind == .invalidConstraint })
      view.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 20, y: 10, width: 10, height: 10)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    // MARK: Diagnostics as state

    /// Which coordinates are ambiguous depends on the constants too (an inequality that
    /// stops being tight frees its variable): the report must follow a constant change, as
    /// `hasAmbiguousLayout` does.
    @Test(arguments: [(100.0, 200.0), (200.0, 100.0)])
    func theAmbiguityReportFollowsAConstantChange(before: Double, after: Double) {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var widest: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.greaterThanOrEqualTo(100)
        widest = make.width.lessThanOrEqualTo(before).constraint
      }
      window.layoutIfNeeded()
      #expect(window.layoutDiagnostics.contains { $0.kind == .ambiguous } == (before > 100))
      widest?.update(offset: after)
      window.layoutIfNeeded()
      #expect(box.hasAmbiguousLayout == (after > 100))
      #expect(window.layoutDiagnostics.contains { $0.kind == .ambiguous } == (after > 100))
    }

    /// Reading `layoutDiagnostics` between a change and the pass must not change the pass:
    /// naming the constraints of a conflict remakes a safe-area guide's constraints, which
    /// records insets the solver does not hold, so the resize that changes them is missed.
    @Test(arguments: [false, true])
    func readingDiagnosticsBeforeAPassDoesNotChangeIt(readFirst: Bool) {
      let window = Window(screen: .iPhone15)
      let height = window.frame.height
      // 2 points above the bottom: its safe area's bottom inset is 34 - 2.
      let view = View(frame: CGRect(x: 0, y: height - 150, width: 100, height: 148))
      window.addSubview(view)
      let guide = view.safeAreaLayoutGuide
      let box = View()
      window.addSubview(box)
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.equalTo(100)
        make.width.equalTo(200)  // a conflict: its report names the guide's constraints
      }
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.height.isClose(to: 148 - 32))
      // 100 taller: the view is clear of the bottom inset.
      window.frame = CGRect(x: 0, y: 0, width: window.frame.width, height: height + 100)
      if readFirst { _ = window.layoutDiagnostics }
      window.layoutIfNeeded()
      #expect(view.safeAreaInsets.bottom.isClose(to: 0))
      #expect(guide.layoutFrame.height.isClose(to: 148))
    }

    // MARK: Hierarchies

    /// Pinned: a constraint to a view of another window waits, holds once that window
    /// becomes a subview of this one (measured through its frame), and waits again when it
    /// leaves.
    @Test func aConstraintToAnotherWindowHoldsOnceThatWindowIsASubview() {
      let a = Window(screen: .custom(width: 300, height: 300))
      let b = Window(screen: .custom(width: 100, height: 100))
      let anchor = View(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
      b.addSubview(anchor)
      let box = View()
      a.addSubview(box)
      box.snp.makeConstraints { make in
        make.left.equalTo(anchor)
        make.top.equalToSuperview()
        make.size.equalTo(20)
      }
      a.layoutIfNeeded()
      b.layoutIfNeeded()
      #expect(a.layoutDiagnostics.contains { $0.kind == .noCommonAncestor })
      b.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
      a.addSubview(b)
      a.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 140))
      #expect(anchor.frame.minX.isClose(to: 40))
      #expect(a.layoutDiagnostics.isEmpty, "\(a.layoutDiagnostics)")
      b.removeFromSuperview()
      a.layoutIfNeeded()
      #expect(a.layoutDiagnostics.contains { $0.kind == .noCommonAncestor })
    }

    /// Pinned: the safe-area and margins guides first touched inside `updateConstraints` or
    /// `layoutSubviews` join the pass that is running.
    @Test(arguments: [false, true])
    func guidesFirstTouchedInACallbackJoinTheRunningPass(inUpdateConstraints: Bool) {
      let window = Window(screen: .iPhone15)
      let host = GuideTouchingView(inUpdateConstraints: inUpdateConstraints)
      window.addSubview(host)
      host.snp.makeConstraints { make in make.edges.equalToSuperview() }
      window.layoutIfNeeded()
      #expect(host.box.frame.minY.isClose(to: window.safeAreaInsets.top + 5))
      #expect(host.box.frame.minX.isClose(to: 8))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// A window added as a subview of another keeps its own screen for what is under it, as
    /// before the incremental engine: the safe-area guide is the view's bounds inset by its
    /// `safeAreaInsets` (measured from the nearest window), and a label rounds to the nearest
    /// window's scale. The engine now takes both from the top of the hierarchy.
    @Test func aViewInAWindowNestedInAnotherHasItsSafeAreaGuideAtItsSafeAreaInsets() {
      let outer = Window(screen: .iPhone15)
      let inner = Window(screen: .custom(width: 200, height: 200))
      let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      inner.addSubview(view)
      let guide = view.safeAreaLayoutGuide
      outer.addSubview(inner)
      outer.layoutIfNeeded()
      #expect(view.safeAreaInsets == .zero)
      #expect(guide.layoutFrame.isClose(to: view.bounds.inset(by: view.safeAreaInsets)))
    }

    /// (See above.) A label measures as in a window of its own with the same screen.
    @Test func aLabelInAWindowNestedInAnotherRoundsToItsWindowsScale() {
      func label(in window: Window) -> Label {
        let label = Label(text: "Hello, Toast!")
        window.addSubview(label)
        label.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        return label
      }
      let outer = Window(screen: .custom(width: 400, height: 400, scale: 2))
      let inner = Window(screen: .custom(width: 200, height: 200, scale: 3))
      let nested = label(in: inner)
      outer.addSubview(inner)
      outer.layoutIfNeeded()
      let alone = Window(screen: .custom(width: 200, height: 200, scale: 3))
      let reference = label(in: alone)
      alone.layoutIfNeeded()
      #expect(nested.frame.size.isClose(to: reference.frame.size))
    }

    /// Pinned: 100,000 nested views are built, laid out, reported and released without
    /// recursion (each step walks the hierarchy with a stack of its own). About 8 s in a
    /// debug build.
    @Test func aHundredThousandNestedViewsAreLaidOutAndReleased() {
      let depth = 100_000
      weak var weakWindow: Window?
      weak var weakLeaf: View?
      do {
        let window = Window(screen: .custom(width: 300, height: 300))
        var parent: View = window
        for _ in 0..<depth {
          let view = View(frame: CGRect(x: 1, y: 1, width: 100, height: 100))
          parent.addSubview(view)
          parent = view
        }
        window.layoutIfNeeded()
        #expect(window.takeLayoutChanges().changes.count == depth + 1)
        // Each level is 1 point in from its superview.
        #expect(parent.convert(CGPoint.zero, to: nil).x.isClose(to: CGFloat(depth)))
        weakWindow = window
        weakLeaf = parent
      }
      #expect(weakWindow == nil)
      #expect(weakLeaf == nil)
    }
  }
}

// MARK: Views for the review tests

/// Asks for its own layout every time it is laid out.
private final class SelfInvalidatingView: View {
  var calls = 0
  override func layoutSubviews() {
    calls += 1
    setNeedsLayout()
  }
}

/// Adds a subview in its first `layoutSubviews` (the subview joins in the next cycle).
private final class SubviewAddingView: View {
  let child: View
  init(adding child: View) {
    self.child = child
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }
  override func layoutSubviews() {
    if child.superview == nil { addSubview(child) }
  }
}

/// Asks for its partner's layout every time it is laid out.
private final class PartnerInvalidatingView: View {
  weak var partner: View?
  override func layoutSubviews() { partner?.setNeedsLayout() }
}

/// A view whose intrinsic size swaps axes every time it is measured and which says its
/// layout width changed every round, until settled: it stands for safe areas or wrapping
/// widths that keep moving the frames they follow (each round removes and adds its
/// implicit constraints).
private final class UnsettledView: View {
  var calls = 0
  var settled = false
  override var intrinsicContentSize: CGSize {
    calls += 1
    if settled { return CGSize(width: 10, height: 10) }
    return calls.isMultiple(of: 2)
      ? CGSize(width: 10, height: View.noIntrinsicMetric)
      : CGSize(width: View.noIntrinsicMetric, height: 10)
  }
  override func layoutWidthDidChange(to width: CGFloat) -> Bool { !settled }
}

/// Makes a subview constrained to its safe-area and margins guides (touched for the first
/// time there) in `updateConstraints` or `layoutSubviews`.
private final class GuideTouchingView: View {
  let box = View()
  let inUpdateConstraints: Bool
  private var made = false

  init(inUpdateConstraints: Bool) {
    self.inUpdateConstraints = inUpdateConstraints
    super.init()
  }

  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    if inUpdateConstraints { make() }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    if !inUpdateConstraints { make() }
  }

  private func make() {
    guard !made else { return }
    made = true
    addSubview(box)
    box.snp.makeConstraints { make in
      make.top.equalTo(safeAreaLayoutGuide).offset(5)
      make.left.equalTo(layoutMarginsGuide)
      make.size.equalTo(10)
    }
  }
}
