import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// The layout cycle's bookkeeping across moves, feedback loops and solving rounds.
  @Suite struct LayoutCycleBookkeepingTests {
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
  }
}
