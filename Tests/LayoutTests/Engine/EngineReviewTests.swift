import Foundation
import Testing

@testable import Layout

extension EngineTests {
  /// Review of the incremental engine: work that moves between engines (a view moved to
  /// another window, a window added as a subview), guides removed from their views, deep
  /// hierarchies, re-entrant callbacks and error paths.
  @Suite struct EngineReviewTests {
    // MARK: Work carried between engines

    /// A constraint made after the first pass waits on the old window's list; moved with its
    /// view to another window before that window lays out, it must hold in the new one.
    @Test func aConstraintMadeThenMovedToAnotherWindowHoldsThere() {
      let a = Window(screen: .custom(width: 300, height: 300))
      let b = Window(screen: .custom(width: 200, height: 100))
      let box = View()
      a.addSubview(box)
      a.layoutIfNeeded()
      box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      box.removeFromSuperview()
      b.addSubview(box)
      b.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 10, y: 10, width: 180, height: 80)))
      // Nor does it come back with a later change.
      a.layoutIfNeeded()
      box.snp.updateConstraints { make in make.edges.equalToSuperview().inset(20) }
      b.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 20, y: 20, width: 160, height: 60)))
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
  }
}
