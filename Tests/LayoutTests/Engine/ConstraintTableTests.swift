import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// The engine's side table of layout constraints: places found by a constraint's serial,
  /// reused once freed, and held exactly as long as the engine lays the constraint out.
  @Suite struct ConstraintTableTests {
    /// Layout constraints of a chain of one and of four attributes, on a view that is in no
    /// window (no engine queues them).
    private func constraints() -> (
      top: LayoutConstraint, edges: [LayoutConstraint], other: LayoutConstraint
    ) {
      let parent = View()
      let view = View()
      parent.addSubview(view)
      var made: [Constraint] = []
      view.snp.prepareConstraints { make in
        made.append(make.top.equalTo(10).constraint)
        made.append(make.edges.equalTo(0).constraint)
        made.append(make.height.equalTo(5).constraint)
      }
      return (made[0].layoutConstraints[0], made[1].layoutConstraints, made[2].layoutConstraints[0])
    }

    @Test func eachLayoutConstraintHasOnePlaceFoundBySerial() {
      let table = ConstraintTable()
      let (top, edges, _) = constraints()
      let a = table.track(top)
      let places = edges.map(table.track)
      #expect(table.track(top) == a)
      #expect(edges.map { table.place(of: $0) } == places)
      #expect(places == [a + 1, a + 2, a + 3, a + 4])
      #expect(table.links.count == 5)
      #expect(table.count == 5)
      // Not translated yet: no link to read.
      #expect(table.link(of: edges[3]) == nil)
      table[places[3]].state = .held
      #expect(table.link(of: edges[3])?.state == .held)
      #expect(table.link(of: edges[2]) == nil)
    }

    @Test func aFreedPlaceIsReusedByTheNextConstraint() {
      let table = ConstraintTable()
      let (top, edges, other) = constraints()
      let first = table.track(top)
      _ = table.track(edges[0])
      #expect(table.add(.constant, at: first))
      #expect(!table.add(.translate, at: first))
      table.release(top)
      #expect(table.place(of: top) == nil)
      #expect(table.takeWork(of: top) == nil)
      // The next constraint takes the freed place, with no work.
      #expect(table.track(other) == first)
      #expect(table.takeWork(of: other) == nil)
      #expect(table.links.count == 2)
      #expect(table.count == 2)
    }

    @Test func workIsTakenOnce() throws {
      let table = ConstraintTable()
      let (top, _, _) = constraints()
      let place = table.track(top)
      #expect(table.add([.constant, .activation], at: place))
      let taken = try #require(table.takeWork(of: top))
      #expect(taken.place == place)
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
      let constraints = try #require(box.snp.constraints.first).layoutConstraints
      #expect(constraints.count == 4)
      #expect(constraints.allSatisfy { engine.constraintTable.link(of: $0)?.isHeld == true })
      box.removeFromSuperview()
      #expect(constraints.allSatisfy { engine.constraintTable.place(of: $0) == nil })
      window.layoutIfNeeded()
      window.addSubview(box)
      window.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 10, y: 10, width: 280, height: 280))
      #expect(constraints.allSatisfy { engine.constraintTable.link(of: $0)?.isHeld == true })
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
      let constraints = try #require(inner.snp.constraints.first).layoutConstraints
      #expect(constraints.allSatisfy { engineA.constraintTable.place(of: $0) != nil })
      b.addSubview(box)
      b.layoutIfNeeded()
      a.layoutIfNeeded()
      let engineB = try #require(b.layoutNode.engine)
      #expect(constraints.allSatisfy { engineA.constraintTable.place(of: $0) == nil })
      #expect(engineA.constraintTable.count == 0)
      #expect(constraints.allSatisfy { engineB.constraintTable.link(of: $0)?.isHeld == true })
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
      let topLayout = try #require(top?.layoutConstraints.first)
      let leftLayout = try #require(left?.layoutConstraints.first)
      top?.update(offset: 20)
      #expect(!topLayout.expectsChanges)
      window.addSubview(container)
      window.layoutIfNeeded()
      top?.update(offset: 30)
      #expect(topLayout.expectsChanges)
      #expect(!leftLayout.expectsChanges)
      left?.deactivate()
      #expect(leftLayout.expectsChanges)
      let stack = StackView(arrangedSubviews: [View(), View()])
      window.addSubview(stack)
      window.layoutIfNeeded()
      let generated = try #require(stack.activeConstraints.first { $0.origin == .generated })
      #expect(generated.expectsChanges)
    }
  }
}

extension ConstraintLink {
  fileprivate var isHeld: Bool { state == .held }
}
