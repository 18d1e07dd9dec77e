import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// Work carried between engines: a view moved to another window, a window that
  /// becomes a subview or is released with work waiting, a guide removed from its view.
  @Suite struct EngineHandoverTests {
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
          !linear.terms.contains { $0.variable.namer === guide.itemReference }
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
  }
}
