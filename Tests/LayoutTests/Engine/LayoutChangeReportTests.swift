import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// `takeLayoutChanges()`: what a renderer redraws, with frames in window coordinates.
  @Suite struct LayoutChangeReportTests {
    let window = Window(screen: .custom(width: 400, height: 400))
    /// 100 × 100 at (10, 20), with `inner` 20 × 20 at (5, 5) in it.
    let outer = View()
    let inner = View()
    /// 50 × 50 at (200, 20).
    let side = View()
    /// "Hello" at (200, 200).
    let label = Label(text: "Hello")
    let sideLeft: Constraint

    init() throws {
      window.addSubview(outer)
      outer.addSubview(inner)
      window.addSubview(side)
      window.addSubview(label)
      outer.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(10)
        make.top.equalToSuperview().offset(20)
        make.size.equalTo(100)
      }
      inner.snp.makeConstraints { make in
        make.left.top.equalToSuperview().offset(5)
        make.size.equalTo(20)
      }
      var left: Constraint?
      side.snp.makeConstraints { make in
        left = make.left.equalToSuperview().offset(200).constraint
        make.top.equalToSuperview().offset(20)
        make.size.equalTo(50)
      }
      sideLeft = try #require(left)
      label.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(200) }
    }

    /// The views of a report, by identity.
    private func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    /// Lays out and takes the first report (everything added), for tests of later ones.
    private func settle() {
      window.layoutIfNeeded()
      _ = window.takeLayoutChanges()
    }

    @Test func theFirstReportAddsEveryViewInTreeOrder() {
      #expect(window.takeLayoutChanges().isEmpty)  // nothing is recorded before a pass
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([window, outer, inner, side, label]))
      #expect(report.changes.allSatisfy { $0.kind == .added && $0.previousFrame == nil })
      #expect(report.removedViews.isEmpty)
      // Window coordinates: inner is at (10 + 5, 20 + 5).
      let innerFrame = report.change(of: inner)?.frame ?? .null
      #expect(innerFrame.isClose(to: CGRect(x: 15, y: 25, width: 20, height: 20)))
      #expect(report.change(of: window)?.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func aConstantUpdateReportsOnlyTheMovedViewWithItsPreviousFrame() {
      settle()
      sideLeft.update(offset: 250)
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([side]))
      let change = report.change(of: side)
      #expect(change?.kind == .frame)
      #expect(change?.frame.isClose(to: CGRect(x: 250, y: 20, width: 50, height: 50)) == true)
      #expect(
        change?.previousFrame?.isClose(to: CGRect(x: 200, y: 20, width: 50, height: 50)) == true)
      #expect(report.removedViews.isEmpty)
    }

    /// A moved view's subviews move in window coordinates too: both are reported.
    @Test func aMovedParentReportsItsSubviewsInWindowCoordinates() {
      settle()
      outer.snp.updateConstraints { make in make.left.equalToSuperview().offset(30) }
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([outer, inner]))
      let change = report.change(of: inner)
      #expect(change?.kind == .frame)
      #expect(change?.frame.isClose(to: CGRect(x: 35, y: 25, width: 20, height: 20)) == true)
      #expect(
        change?.previousFrame?.isClose(to: CGRect(x: 15, y: 25, width: 20, height: 20)) == true)
    }

    /// Alpha, hidden, text colour, transform and appearance need no layout pass; each view
    /// is reported with its kinds and an unchanged frame.
    @Test func appearanceChangesAreReportedWithTheirKindsWithoutLayout() {
      settle()
      outer.isHidden = true
      inner.transform = CGAffineTransform(rotationAngle: 0.5)
      side.alpha = 0.5
      side.backgroundColor = .red
      label.textColor = .red
      #expect(window.layoutEngine?.hasWork == false)  // nothing to lay out
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([outer, inner, side, label]))
      #expect(report.change(of: outer)?.kind == .hidden)
      #expect(report.change(of: inner)?.kind == .transform)
      #expect(report.change(of: side)?.kind == [.alpha, .appearance])
      #expect(report.change(of: label)?.kind == .text)
      #expect(report.changes.allSatisfy { $0.previousFrame == $0.frame })
    }

    @Test func cornerRadiusClippingAndOrderAreReported() {
      settle()
      outer.layer.cornerRadius = 8
      inner.clipsToBounds = true
      window.bringSubviewToFront(outer)
      let report = window.takeLayoutChanges()
      #expect(report.change(of: outer)?.kind == [.appearance, .order])
      #expect(report.change(of: inner)?.kind == .appearance)
      #expect(report.changes.count == 2)
    }

    @Test func aMoveAndAnAlphaChangeAreOneEntry() {
      settle()
      sideLeft.update(offset: 260)
      side.alpha = 0.2
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(report.changes.count == 1)
      #expect(report.change(of: side)?.kind == [.frame, .alpha])
    }

    /// New text is reported as `.text` at once; the pass that resizes the label adds `.frame`.
    @Test func newTextThatResizesALabelIsReportedAsTextAndFrame() {
      settle()
      label.text = "Hello, world"
      let beforeLayout = window.takeLayoutChanges()
      #expect(beforeLayout.change(of: label)?.kind == .text)
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([label]))
      #expect(report.change(of: label)?.kind == .frame)
      let width = Label(text: "Hello, world").intrinsicContentSize.width
      #expect(report.change(of: label)?.frame.width.isClose(to: width) == true)
      #expect(report.change(of: label)?.previousFrame?.width.isClose(to: 39) == true)
    }

    /// Rotating the window: the window and the views that follow its size are reported.
    @Test func aRotationReportsTheWindowAndTheViewsThatFollowIt() {
      let window = Window(screen: .custom(width: 300, height: 600))
      let stretched = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
      stretched.autoresizingMask = [.flexibleWidth]
      let pinned = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      window.addSubview(stretched)
      window.addSubview(pinned)
      window.layoutIfNeeded()
      _ = window.takeLayoutChanges()
      window.orientation = .landscape
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([window, stretched]))
      #expect(report.change(of: window)?.frame == CGRect(x: 0, y: 0, width: 600, height: 300))
      #expect(
        report.change(of: stretched)?.frame.isClose(to: CGRect(x: 0, y: 0, width: 600, height: 44))
          == true)
    }

    /// Two passes between reports: the previous frame is the one last reported.
    @Test func thePreviousFrameIsTheOneLastReported() {
      settle()
      sideLeft.update(offset: 250)
      window.layoutIfNeeded()
      sideLeft.update(offset: 300)
      window.layoutIfNeeded()
      let change = window.takeLayoutChanges().change(of: side)
      #expect(change?.frame.isClose(to: CGRect(x: 300, y: 20, width: 50, height: 50)) == true)
      #expect(
        change?.previousFrame?.isClose(to: CGRect(x: 200, y: 20, width: 50, height: 50)) == true)
    }

    @Test func theWindowsOwnChangesAreReportedFirst() {
      settle()
      side.alpha = 0.5
      window.alpha = 0.5
      window.backgroundColor = .white
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([window, side]))
      #expect(report.change(of: window)?.kind == [.alpha, .appearance])
    }

    /// A view changed and then removed before the report is only listed as removed.
    @Test func aChangedViewThatLeftIsOnlyListedAsRemoved() {
      settle()
      side.alpha = 0.3
      sideLeft.update(offset: 250)
      window.layoutIfNeeded()
      side.removeFromSuperview()
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(report.changes.isEmpty, "\(report.changes.map(\.view.displayName))")
      #expect(ids(report.removedViews) == ids([side]))
    }

    @Test func aRemovedSubtreeIsListedInRemovedViews() {
      settle()
      outer.removeFromSuperview()
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(Set(ids(report.removedViews)) == Set(ids([outer, inner])))
      #expect(report.removedViews.count == 2)
      #expect(report.changes.isEmpty, "\(report.changes.map(\.view.displayName))")
      #expect(window.takeLayoutChanges().isEmpty)  // reported once
    }

    @Test func aViewAddedAfterTheFirstReportIsReportedAsAdded() {
      settle()
      let badge = View()
      outer.addSubview(badge)
      badge.snp.makeConstraints { make in
        make.right.top.equalToSuperview()
        make.size.equalTo(10)
      }
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([badge]))
      // Only `.added`, as in the first report: there is no previous frame to have moved from.
      #expect(report.change(of: badge)?.kind == .added)
      #expect(report.change(of: badge)?.previousFrame == nil)
      // 10 + 100 - 10 = 100 across, 20 down, in window coordinates.
      let frame = report.change(of: badge)?.frame ?? .null
      #expect(frame.isClose(to: CGRect(x: 100, y: 20, width: 10, height: 10)), "\(frame)")
    }

    @Test func aViewMovedAndMovedBackBeforeTheReportIsNotReported() {
      settle()
      sideLeft.update(offset: 250)
      window.layoutIfNeeded()
      sideLeft.update(offset: 200)
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(report.change(of: side) == nil)
      #expect(report.isEmpty)
    }

    @Test func nothingChangedGivesAnEmptyReport() {
      settle()
      window.layoutIfNeeded()
      #expect(window.takeLayoutChanges().isEmpty)
      side.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(window.takeLayoutChanges().isEmpty)
    }

    /// Scrolling moves the bounds origin: the scroll view is reported as `.bounds` (its
    /// frame stays), its content with `.frame` in window coordinates.
    @Test func aScrollViewsContentOffsetIsReportedAsBounds() {
      let window = Window(screen: .custom(width: 400, height: 400))
      let scrollView = ScrollView()
      let content = View()
      window.addSubview(scrollView)
      scrollView.addSubview(content)
      scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
      content.snp.makeConstraints { make in
        make.edges.equalTo(scrollView.contentLayoutGuide)
        make.width.equalTo(400)
        make.height.equalTo(1000)
      }
      window.layoutIfNeeded()
      _ = window.takeLayoutChanges()
      scrollView.contentOffset = CGPoint(x: 0, y: 100)
      window.layoutIfNeeded()
      let report = window.takeLayoutChanges()
      #expect(ids(report.changes.map(\.view)) == ids([scrollView, content]))
      #expect(report.change(of: scrollView)?.kind == .bounds)
      let change = report.change(of: content)
      #expect(change?.kind == .frame)
      #expect(change?.frame.isClose(to: CGRect(x: 0, y: -100, width: 400, height: 1000)) == true)
      #expect(
        change?.previousFrame?.isClose(to: CGRect(x: 0, y: 0, width: 400, height: 1000)) == true)
      // In its superview's coordinates the content stays where it was.
      #expect(content.frame.isClose(to: CGRect(x: 0, y: 0, width: 400, height: 1000)))
    }
  }
}
