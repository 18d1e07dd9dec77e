import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// The engine's side table of DSL constraints: runs found by a constraint's serial, reused
  /// once freed, and held exactly as long as the engine lays the constraint out.
  @Suite struct ConstraintTableTests {
    /// Constraints of one and of four layout constraints on a view that is in no window (no
    /// engine queues them).
    private func constraints() -> (top: Constraint, edges: Constraint, other: Constraint) {
      let parent = View()
      let view = View()
      parent.addSubview(view)
      var made: [Constraint] = []
      view.snp.prepareConstraints { make in
        made.append(make.top.equalTo(10).constraint)
        made.append(make.edges.equalTo(0).constraint)
        made.append(make.height.equalTo(5).constraint)
      }
      return (made[0], made[1], made[2])
    }

    @Test func aRunHasOneLinkPerLayoutConstraintAndIsFoundBySerial() {
      let table = ConstraintTable()
      let (top, edges, _) = constraints()
      let a = table.track(top)
      let b = table.track(edges)
      #expect(table.track(top) == a)
      #expect(table.run(of: edges) == b)
      #expect(b - a == 1)
      #expect(table.links.count == 5)
      #expect(table.count == 2)
      // Not translated yet: no links to read.
      #expect(table.links(of: edges) == nil)
      table[b + 3].state = .held
      table[b].state = .held
      #expect(table.links(of: edges)?.map(\.state) == [.held, .absent, .absent, .held])
    }

    @Test func aFreedRunIsReusedByTheNextConstraintOfItsLength() {
      let table = ConstraintTable()
      let (top, edges, other) = constraints()
      let first = table.track(top)
      _ = table.track(edges)
      #expect(table.add(.constant, at: first))
      #expect(!table.add(.translate, at: first))
      table.release(top)
      #expect(table.run(of: top) == nil)
      #expect(table.takeWork(of: top) == nil)
      // The next one-link constraint takes the freed run, with no work.
      #expect(table.track(other) == first)
      #expect(table.takeWork(of: other) == nil)
      #expect(table.links.count == 5)
      #expect(table.count == 2)
    }

    @Test func workIsTakenOnce() throws {
      let table = ConstraintTable()
      let (top, _, _) = constraints()
      let run = table.track(top)
      #expect(table.add([.constant, .activation], at: run))
      let taken = try #require(table.takeWork(of: top))
      #expect(taken.first == run)
      #expect(taken.work == [.constant, .activation])
      #expect(table.takeWork(of: top) == nil)
    }

    /// Toggling a constraint every pass (an animation's two states) tracks it while it is
    /// active only: the table does not grow.
    @Test func aToggledConstraintIsTrackedOnlyWhileActive() throws {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var low: Constraint?
      var high: Constraint?
      box.snp.makeConstraints { make in
        make.size.equalTo(50)
        make.left.equalToSuperview()
        low = make.top.equalToSuperview().offset(200).constraint
        high = make.top.equalToSuperview().offset(20).priority(.high).constraint
      }
      high?.deactivate()
      window.layoutIfNeeded()
      let engine = try #require(window.layoutNode.engine)
      let tracked = engine.constraintTable.count
      let places = engine.constraintTable.links.count
      for round in 0..<20 {
        if round.isMultiple(of: 2) {
          low?.deactivate()
          high?.activate()
        } else {
          high?.deactivate()
          low?.activate()
        }
        window.layoutIfNeeded()
        #expect(box.frame.minY == (round.isMultiple(of: 2) ? 20 : 200))
        #expect(engine.constraintTable.count == tracked)
      }
      #expect(engine.constraintTable.links.count <= places + 1)
    }

    /// A view that leaves the hierarchy takes its constraints out of the table; they are
    /// tracked again when it returns.
    @Test func aRemovedViewsConstraintsLeaveTheTableAndComeBack() throws {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      window.layoutIfNeeded()
      let engine = try #require(window.layoutNode.engine)
      let constraint = try #require(box.snp.constraints.first)
      #expect(engine.constraintTable.links(of: constraint)?.allSatisfy(\.isHeld) == true)
      box.removeFromSuperview()
      #expect(engine.constraintTable.run(of: constraint) == nil)
      window.layoutIfNeeded()
      window.addSubview(box)
      window.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 10, y: 10, width: 280, height: 280))
      #expect(engine.constraintTable.links(of: constraint)?.allSatisfy(\.isHeld) == true)
    }

    /// Each engine keeps its own state: a view moved to another window leaves nothing
    /// tracked in the first. (The constraint relates views that move together.)
    @Test func aViewMovedToAnotherWindowIsTrackedOnlyThere() throws {
      let a = Window(screen: .custom(width: 300, height: 300))
      let b = Window(screen: .custom(width: 200, height: 200))
      let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let inner = View()
      box.addSubview(inner)
      a.addSubview(box)
      inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      a.layoutIfNeeded()
      let engineA = try #require(a.layoutNode.engine)
      let constraint = try #require(inner.snp.constraints.first)
      #expect(engineA.constraintTable.run(of: constraint) != nil)
      b.addSubview(box)
      b.layoutIfNeeded()
      a.layoutIfNeeded()
      let engineB = try #require(b.layoutNode.engine)
      #expect(engineA.constraintTable.run(of: constraint) == nil)
      #expect(engineA.constraintTable.count == 0)
      #expect(engineB.constraintTable.links(of: constraint)?.count == 4)
      #expect(inner.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    /// What the engine reads to give a constraint marker columns: a change while laid out, or
    /// one the package made; a change before layout does not count.
    @Test func aConstraintExpectsChangesOnceChangedWhileLaidOut() throws {
      let window = Window(screen: .custom(width: 300, height: 300))
      let container = View()
      let box = View()
      container.addSubview(box)
      var top: Constraint?
      var left: Constraint?
      box.snp.makeConstraints { make in
        top = make.top.equalTo(10).constraint
        left = make.left.equalTo(10).constraint
        make.size.equalTo(10)
      }
      top?.update(offset: 20)
      #expect(top?.expectsChanges == false)
      window.addSubview(container)
      window.layoutIfNeeded()
      top?.update(offset: 30)
      #expect(top?.expectsChanges == true)
      #expect(left?.expectsChanges == false)
      left?.deactivate()
      #expect(left?.expectsChanges == true)
      let stack = StackView(arrangedSubviews: [View(), View()])
      window.addSubview(stack)
      window.layoutIfNeeded()
      let generated = try #require(stack.madeConstraints.first { $0.isGenerated })
      #expect(generated.expectsChanges)
    }
  }
}

extension ConstraintLink {
  fileprivate var isHeld: Bool { state == .held }
}
