import Foundation
import Testing

@testable import Layout

extension EngineTests {
  /// UIKit's layout cycle: `updateConstraints` bottom-up before the solve, `layoutSubviews`
  /// top-down after it, each only where something asked for it or changed.
  @Suite struct LayoutCycleTests {
    let log = CallLog()
    let window = Window(screen: .custom(width: 400, height: 400))
    let parent: LoggingView
    let child: LoggingView
    let grandchild: LoggingView

    /// parent fills the window inset by 20; child is 100 × 100 at (10, 10) in it;
    /// grandchild is 10 × 10 at child's top-left corner.
    init() {
      parent = LoggingView("parent", log: log)
      child = LoggingView("child", log: log)
      grandchild = LoggingView("grandchild", log: log)
      window.addSubview(parent)
      parent.addSubview(child)
      child.addSubview(grandchild)
      parent.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
      child.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(10)
        make.top.equalToSuperview().offset(10)
        make.width.equalTo(100)
        make.height.equalTo(100)
      }
      grandchild.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.size.equalTo(10)
      }
    }

    @Test func theFirstPassUpdatesConstraintsBottomUpThenLaysOutTopDown() {
      window.layoutIfNeeded()
      #expect(
        log.take() == [
          "update grandchild", "update child", "update parent",
          "layout parent", "layout child", "layout grandchild",
        ])
      #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 100, height: 100)))
    }

    /// A branching tree: every view updates after all views below it and lays out after
    /// all views above it, and every update comes before every layout.
    @Test func inABranchingTreeChildrenUpdateFirstAndParentsLayOutFirst() {
      let log = CallLog()
      let window = Window(screen: .custom(width: 400, height: 400))
      let names = ["a", "b", "c", "d", "e", "f"]
      var views: [String: LoggingView] = [:]
      for name in names { views[name] = LoggingView(name, log: log) }
      // a ─┬─ b ── d
      //    └─ c ── e ── f
      let edges = [("a", "b"), ("a", "c"), ("b", "d"), ("c", "e"), ("e", "f")]
      window.addSubview(views["a"]!)
      for (top, below) in edges { views[top]!.addSubview(views[below]!) }
      for name in names {
        views[name]!.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
      }
      window.layoutIfNeeded()
      let entries = log.take()
      #expect(entries.count == 12)
      let lastUpdate = entries.lastIndex { $0.hasPrefix("update") } ?? .max
      let firstLayout = entries.firstIndex { $0.hasPrefix("layout") } ?? .min
      #expect(lastUpdate < firstLayout)
      func index(_ entry: String) -> Int { entries.firstIndex(of: entry) ?? -1 }
      // Ancestor pairs: (above, below).
      let pairs = [
        ("a", "b"), ("a", "c"), ("a", "d"), ("a", "e"), ("a", "f"), ("b", "d"), ("c", "e"),
        ("c", "f"), ("e", "f"),
      ]
      for (above, below) in pairs {
        #expect(index("update \(below)") < index("update \(above)"), "\(entries)")
        #expect(index("layout \(above)") < index("layout \(below)"), "\(entries)")
      }
    }

    @Test func aSecondPassWithNothingChangedCallsNothing() {
      window.layoutIfNeeded()
      _ = log.take()
      window.layoutIfNeeded()
      child.layoutIfNeeded()
      #expect(log.entries.isEmpty)
    }

    @Test func setNeedsLayoutCallsOnlyThatViewsLayoutSubviewsAtTheNextPass() {
      window.layoutIfNeeded()
      _ = log.take()
      child.setNeedsLayout()
      child.setNeedsLayout()
      #expect(log.entries.isEmpty)  // deferred until the pass
      window.layoutIfNeeded()
      #expect(log.take() == ["layout child"])  // once, however often it was asked
      window.layoutIfNeeded()
      #expect(log.entries.isEmpty)
    }

    @Test func aSizeChangeLaysOutTheViewAndItsSuperview() {
      window.layoutIfNeeded()
      _ = log.take()
      child.snp.updateConstraints { make in make.width.equalTo(150) }
      window.layoutIfNeeded()
      // The grandchild keeps its size and place: it is not laid out.
      #expect(log.take() == ["layout parent", "layout child"])
      #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 150, height: 100)))
    }

    @Test func anOriginOnlyMoveDoesNotLayOutTheMovedView() {
      window.layoutIfNeeded()
      _ = log.take()
      child.snp.updateConstraints { make in make.left.equalToSuperview().offset(30) }
      window.layoutIfNeeded()
      let entries = log.take()
      #expect(!entries.contains("layout child"), "\(entries)")
      #expect(!entries.contains("layout grandchild"), "\(entries)")
      #expect(!entries.contains { $0.hasPrefix("update") }, "\(entries)")
      #expect(child.frame.isClose(to: CGRect(x: 30, y: 10, width: 100, height: 100)))
      #expect(grandchild.frame.isClose(to: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func addingASubviewLaysOutItAndItsNewSuperview() {
      window.layoutIfNeeded()
      _ = log.take()
      let newcomer = LoggingView(
        "newcomer", log: log, frame: CGRect(x: 50, y: 50, width: 20, height: 20))
      child.addSubview(newcomer)
      window.layoutIfNeeded()
      // It translates its mask: no constraints to update.
      #expect(log.take() == ["layout child", "layout newcomer"])
      #expect(newcomer.frame.isClose(to: CGRect(x: 50, y: 50, width: 20, height: 20)))
    }

    @Test func removingASubviewLaysOutItsOldSuperview() {
      window.layoutIfNeeded()
      _ = log.take()
      grandchild.removeFromSuperview()
      window.layoutIfNeeded()
      #expect(log.take() == ["layout child"])
    }

    @Test func resizingAViewByItsFrameLaysOutItAndItsSuperview() {
      let placed = LoggingView("placed", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      child.addSubview(placed)
      window.layoutIfNeeded()
      _ = log.take()
      placed.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
      window.layoutIfNeeded()
      #expect(log.take() == ["layout child", "layout placed"])
    }

    @Test func movingAViewByItsFrameCallsNoLayoutSubviews() {
      let placed = LoggingView("placed", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      child.addSubview(placed)
      window.layoutIfNeeded()
      _ = log.take()
      placed.frame = CGRect(x: 40, y: 40, width: 10, height: 10)
      window.layoutIfNeeded()
      #expect(log.entries.isEmpty, "\(log.entries)")
      #expect(placed.frame == CGRect(x: 40, y: 40, width: 10, height: 10))
    }

    /// Scrolling moves the bounds origin: the scroll view and its superview are laid out,
    /// the content (which keeps its size) is not.
    @Test func scrollingLaysOutTheScrollViewAndItsSuperview() {
      let scrollView = LoggingScrollView("scroll", log: log)
      let content = LoggingView("content", log: log)
      child.addSubview(scrollView)
      scrollView.addSubview(content)
      scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
      content.snp.makeConstraints { make in
        make.edges.equalTo(scrollView.contentLayoutGuide)
        make.size.equalTo(300)
      }
      window.layoutIfNeeded()
      _ = log.take()
      scrollView.contentOffset = CGPoint(x: 0, y: 50)
      window.layoutIfNeeded()
      #expect(log.take() == ["layout child", "layout scroll"])
    }

    /// Frames are written before `layoutSubviews` runs: a view sees its own new size and
    /// its subviews' solved frames.
    @Test func layoutSubviewsSeesTheSolvedFrames() {
      window.layoutIfNeeded()
      var seen: [String: CGRect] = [:]
      parent.onLayoutSubviews = { [child] _ in seen["child from parent"] = child.frame }
      child.onLayoutSubviews = { view in seen["child"] = view.bounds }
      child.snp.updateConstraints { make in make.width.equalTo(150) }
      window.layoutIfNeeded()
      #expect(seen["child from parent"] == CGRect(x: 10, y: 10, width: 150, height: 100))
      #expect(seen["child"] == CGRect(x: 0, y: 0, width: 150, height: 100))
    }

    /// UIKit's `layoutIfNeeded()` lays out the receiver's subtree now, also from inside a
    /// `layoutSubviews` (a common way to measure after changing a constraint there): the
    /// receiver takes its new size at once.
    @Test func layoutIfNeededInsideLayoutSubviewsAppliesAConstraintChangeAtOnce() {
      window.layoutIfNeeded()
      var measured: CGFloat?
      parent.onLayoutSubviews = { [child] _ in
        guard measured == nil else { return }
        child.snp.updateConstraints { make in make.width.equalTo(150) }
        child.layoutIfNeeded()
        measured = child.bounds.width
      }
      parent.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(measured == 150)
      #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 150, height: 100)))
    }

    /// A view's `updateConstraints` may ask its superview to update: the superview runs
    /// later in the same pass (bottom-up).
    @Test func anUpdateCanAskItsSuperviewToUpdateInTheSamePass() {
      window.layoutIfNeeded()
      _ = log.take()
      child.onUpdateConstraints = { [parent] _ in parent.setNeedsUpdateConstraints() }
      child.setNeedsUpdateConstraints()
      window.layoutIfNeeded()
      #expect(log.take() == ["update child", "update parent"])
      #expect(!parent.needsUpdateConstraints())
    }

    /// An `updateConstraints` that asks for itself again every time (UIKit warns against
    /// it) does not hang the pass.
    @Test func anUpdateConstraintsThatAsksForItselfAgainIsBounded() {
      window.layoutIfNeeded()
      _ = log.take()
      child.onUpdateConstraints = { view in view.setNeedsUpdateConstraints() }
      child.setNeedsUpdateConstraints()
      window.layoutIfNeeded()
      #expect(log.count("update child") == 100)
      let loops = window.layoutDiagnostics.filter { $0.kind == .feedbackLoop }
      #expect(loops.count == 1, "\(window.layoutDiagnostics)")
      #expect(
        loops.first?.message.hasPrefix(
          "Degenerate layout! updateConstraints kept asking for updateConstraints (on child)")
          == true, "\(loops)")
    }

    @Test func setNeedsUpdateConstraintsRunsUpdateConstraintsBeforeTheSolveOfTheSamePass() {
      window.layoutIfNeeded()
      _ = log.take()
      child.onUpdateConstraints = { view in
        view.snp.updateConstraints { make in make.width.equalTo(60) }
      }
      child.setNeedsUpdateConstraints()
      #expect(child.needsUpdateConstraints())
      #expect(log.entries.isEmpty)  // deferred until the pass
      window.layoutIfNeeded()
      #expect(!child.needsUpdateConstraints())
      // The width it set is solved in this pass: the child and its superview are laid out.
      #expect(log.take() == ["update child", "layout parent", "layout child"])
      #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 60, height: 100)))
    }

    /// A view that makes all its constraints in `updateConstraints()` would never be asked
    /// without `requiresConstraintBasedLayout`; a plain view placed by its frame is not asked.
    @Test func aViewThatRequiresConstraintBasedLayoutUpdatesConstraintsOnItsFirstLayout() {
      let log = CallLog()
      let window = Window(screen: .custom(width: 400, height: 400))
      let plain = LoggingView("plain", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let builder = SelfConstrainingView("builder", log: log)
      builder.onUpdateConstraints = { view in
        guard view.snp.constraints.isEmpty else { return }
        view.snp.makeConstraints { make in
          make.center.equalToSuperview()
          make.size.equalTo(80)
        }
      }
      window.addSubview(plain)
      window.addSubview(builder)
      #expect(builder.translatesAutoresizingMaskIntoConstraints)
      window.layoutIfNeeded()
      #expect(log.entries.filter { $0.hasPrefix("update") } == ["update builder"])
      // (400 - 80) / 2 = 160 on both axes, in the same pass.
      #expect(builder.frame.isClose(to: CGRect(x: 160, y: 160, width: 80, height: 80)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func updateConstraintsIfNeededRunsPendingUpdatesBottomUpWithoutSolving() {
      window.layoutIfNeeded()
      _ = log.take()
      child.onUpdateConstraints = { view in
        view.snp.updateConstraints { make in make.width.equalTo(60) }
      }
      parent.setNeedsUpdateConstraints()
      child.setNeedsUpdateConstraints()
      window.updateConstraintsIfNeeded()
      // Only the views that asked, children first; the grandchild did not ask.
      #expect(log.take() == ["update child", "update parent"])
      #expect(!child.needsUpdateConstraints() && !parent.needsUpdateConstraints())
      // Nothing was solved yet.
      #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 100, height: 100)))
      window.layoutIfNeeded()
      // The pass solves what the update changed and does not update again.
      #expect(log.take() == ["layout parent", "layout child"])
      #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 60, height: 100)))
    }

    /// A `layoutSubviews` that places a subview by hand (it translates its mask), and a
    /// sibling placed by constraints to that subview: one `layoutIfNeeded()` settles both,
    /// at first and after the container resizes.
    @Test func aFrameSetInLayoutSubviewsAndASiblingConstrainedToItSettleInOnePass() throws {
      let window = Window(screen: .custom(width: 400, height: 400))
      let container = LoggingView("container", log: log)
      let header = View()
      let follower = View()
      window.addSubview(container)
      container.addSubview(header)
      container.addSubview(follower)
      var width: Constraint?
      container.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        width = make.width.equalTo(200).constraint
        make.height.equalTo(300)
      }
      container.onLayoutSubviews = { view in
        header.frame = CGRect(x: 10, y: 10, width: view.bounds.width - 20, height: 40)
      }
      follower.snp.makeConstraints { make in
        make.top.equalTo(header.snp.bottom).offset(8)
        make.left.right.equalTo(header)
        make.height.equalTo(20)
      }
      window.layoutIfNeeded()
      // header: 200 - 20 = 180 wide; follower: 10 + 40 + 8 = 58 down, as wide as header.
      #expect(header.frame.isClose(to: CGRect(x: 10, y: 10, width: 180, height: 40)))
      #expect(follower.frame.isClose(to: CGRect(x: 10, y: 58, width: 180, height: 20)))

      try #require(width).update(offset: 300)
      window.layoutIfNeeded()
      #expect(header.frame.isClose(to: CGRect(x: 10, y: 10, width: 280, height: 40)))
      #expect(follower.frame.isClose(to: CGRect(x: 10, y: 58, width: 280, height: 20)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func invalidatingTheIntrinsicSizeResizesTheView() {
      let view = ContentSizedView(content: CGSize(width: 40, height: 20))
      window.addSubview(view)
      view.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(10) }
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 10, y: 10, width: 40, height: 20)))
      view.content = CGSize(width: 70, height: 30)
      window.layoutIfNeeded()
      // Until told, layout keeps the size it measured (UIKit's content-size constraints).
      #expect(view.frame.isClose(to: CGRect(x: 10, y: 10, width: 40, height: 20)))
      view.invalidateIntrinsicContentSize()
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 10, y: 10, width: 70, height: 30)))
    }

    /// A view that translates its mask keeps its frame: its intrinsic size has no say.
    @Test func aViewThatTranslatesItsMaskIgnoresItsIntrinsicSize() {
      let view = ContentSizedView(content: CGSize(width: 40, height: 20))
      view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
      window.addSubview(view)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 10, y: 10, width: 50, height: 50)))
      view.content = CGSize(width: 70, height: 30)
      view.invalidateIntrinsicContentSize()
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 10, y: 10, width: 50, height: 50)))
    }
  }
}
