import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// Windows nested in windows, constraints across them, and deep hierarchies.
  @Suite struct NestedHierarchyTests {
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
