import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutSolver

/// The everyday changes of a laid-out screen (an inset updated through a handle, a view's
/// constraints remade, a view removed) change the engine's solver in place: its tableau is
/// the same object afterwards (a rebuild makes a new one), and nothing starts marking every
/// required equality.
@Suite struct NoRebuildTests {
  let window = Window(screen: .custom(width: 400, height: 800))
  var cards: [View] = []
  var badges: [View] = []
  var trailing: Constraint?

  init() {
    var previous: View?
    for i in 0..<20 {
      let card = View()
      let title = Label(text: "Card \(i)")
      let badge = View()
      window.addSubview(card)
      card.addSubview(title)
      card.addSubview(badge)
      card.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(16)
        make.height.equalTo(30)
        if let previous {
          make.top.equalTo(previous.snp.bottom).offset(8)
        } else {
          make.top.equalToSuperview().offset(8)
        }
      }
      title.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(12)
        make.centerY.equalToSuperview()
      }
      badge.snp.makeConstraints { make in
        let edge = make.trailing.equalToSuperview().offset(-12).constraint
        if i == 10 { trailing = edge }
        make.centerY.equalToSuperview()
        make.size.equalTo(24)
      }
      cards.append(card)
      badges.append(badge)
      previous = card
    }
    window.layoutIfNeeded()
  }

  var tableau: ObjectIdentifier? {
    window.layoutEngine.map { ObjectIdentifier($0.solver.tableau) }
  }

  @Test func anUpdatedInsetMovesItsViewWithoutARebuild() throws {
    let before = tableau
    #expect(badges[10].frame.isClose(to: CGRect(x: 332, y: 3, width: 24, height: 24)))
    try #require(trailing).update(offset: -40)
    window.layoutIfNeeded()
    #expect(badges[10].frame.isClose(to: CGRect(x: 304, y: 3, width: 24, height: 24)))
    #expect(tableau == before)
    #expect(window.layoutEngine?.solver.marksEveryRequiredEquality == false)
  }

  @Test func aRemadeViewAndARemovedOneChangeTheSolverInPlace() {
    let before = tableau
    cards[5].snp.remakeConstraints { make in
      make.left.right.equalToSuperview().inset(40)
      make.height.equalTo(50)
      make.top.equalTo(cards[4].snp.bottom).offset(8)
    }
    window.layoutIfNeeded()
    #expect(cards[5].frame.isClose(to: CGRect(x: 40, y: 198, width: 320, height: 50)))
    #expect(cards[6].frame.minY.isClose(to: 256))
    // The sixth card's successor hangs from it: removing it leaves the seventh's top free,
    // so pin that first, as an app would.
    cards[6].snp.remakeConstraints { make in
      make.left.right.equalToSuperview().inset(16)
      make.height.equalTo(30)
      make.top.equalTo(cards[4].snp.bottom).offset(8)
    }
    cards[5].removeFromSuperview()
    window.layoutIfNeeded()
    #expect(cards[6].frame.isClose(to: CGRect(x: 16, y: 198, width: 368, height: 30)))
    #expect(cards[7].frame.minY.isClose(to: 236))
    #expect(tableau == before)
    #expect(window.layoutEngine?.solver.marksEveryRequiredEquality == false)
    #expect(window.layoutDiagnostics.isEmpty)
  }
}
