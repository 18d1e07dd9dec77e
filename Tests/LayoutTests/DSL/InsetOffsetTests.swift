import Foundation
import Testing

@testable import Layout

extension DSLTests {
  /// SnapKit's constant rules, asserted on frames: a 300 × 200 container at (10, 20) in a
  /// window, and a child constrained to it.
  @Suite struct InsetOffsetTests {
    let window = Window(screen: .custom(width: 400, height: 400))
    let container = View(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
    let child = View()

    init() {
      window.addSubview(container)
      container.addSubview(child)
    }

    func frame(_ make: (ConstraintMaker) -> Void) -> CGRect {
      child.snp.makeConstraints(make)
      window.layoutIfNeeded()
      return child.frame
    }

    @Test func edgeInsetsAddOnLeftAndTopAndSubtractOnRightAndBottom() {
      let f = frame { make in
        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
      }
      #expect(f.isClose(to: CGRect(x: 10, y: 5, width: 270, height: 180)), "\(f)")
    }

    @Test func edgesEqualToInsetsAreRelativeToTheImpliedSuperview() {
      let f = frame { make in
        make.edges.equalTo(UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
      }
      #expect(f.isClose(to: CGRect(x: 10, y: 5, width: 270, height: 180)), "\(f)")
    }

    @Test func offsetTranslatesEveryEdge() {
      let f = frame { make in make.edges.equalToSuperview().offset(50) }
      #expect(f.isClose(to: CGRect(x: 50, y: 50, width: 300, height: 200)), "\(f)")
    }

    @Test func scalarInsetShrinksSizesByBothSidesAndDoesNotMoveCentres() {
      let f = frame { make in
        make.size.equalToSuperview().inset(10)
        make.center.equalToSuperview().inset(8)
      }
      #expect(f.isClose(to: CGRect(x: 10, y: 10, width: 280, height: 180)), "\(f)")
    }

    @Test func aConstantCentreIsMeasuredFromTheSuperviewsOrigin() {
      let f = frame { make in
        make.center.equalTo(CGPoint(x: 30, y: 40))
        make.size.equalTo(CGSize(width: 20, height: 10))
      }
      #expect(f.isClose(to: CGRect(x: 20, y: 35, width: 20, height: 10)), "\(f)")
    }

    @Test func equalToANumberThenOffsetKeepsOnlyTheOffset() {
      let f = frame { make in
        make.width.equalTo(50).offset(10)
        make.height.equalTo(7)
        make.left.top.equalTo(0)
      }
      #expect(f.size.isClose(to: CGSize(width: 10, height: 7)), "\(f)")
    }

    @Test func aNumberOnAPositionIsRelativeToTheSuperview() {
      let f = frame { make in
        make.left.equalTo(12)
        make.top.equalTo(34)
        make.size.equalTo(5)
      }
      #expect(f.isClose(to: CGRect(x: 12, y: 34, width: 5, height: 5)), "\(f)")
    }

    @Test func aMultipliedCentreUsesTheSuperviewsOwnCoordinates() {
      // centerX == 0.5 × superview.centerX, in the superview's coordinates: 300 / 4.
      let f = frame { make in
        make.centerX.equalToSuperview().multipliedBy(0.5)
        make.centerY.equalToSuperview().dividedBy(2)
        make.size.equalTo(10)
      }
      #expect(f.isClose(to: CGRect(x: 70, y: 45, width: 10, height: 10)), "\(f)")
    }

    @Test func insetAgainstAnotherEdgeTakesTheTargetsSign() {
      // right == sibling.left + 8: the inset is read for `.left`, so it adds (SnapKit #527).
      let sibling = View()
      container.addSubview(sibling)
      sibling.snp.makeConstraints { make in
        make.left.equalTo(100)
        make.top.equalTo(0)
        make.size.equalTo(10)
      }
      let f = frame { make in
        make.right.equalTo(sibling.snp.left).inset(8)
        make.top.equalTo(0)
        make.size.equalTo(20)
      }
      #expect(f.maxX.isClose(to: 108), "\(f)")
    }

    @Test func edgesToMarginsPairEachEdgeWithItsMargin() {
      container.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      let f = frame { make in make.edges.equalTo(container.snp.margins) }
      #expect(f.isClose(to: CGRect(x: 2, y: 1, width: 294, height: 196)), "\(f)")
    }

    @Test func directionalInsetsFollowTheLayoutDirection() {
      window.layoutDirection = .rightToLeft
      let f = frame { make in
        make.directionalEdges.equalToSuperview().inset(
          NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20))
      }
      // Right to left: leading is the right edge (10 in), trailing the left (20 in).
      #expect(f.isClose(to: CGRect(x: 20, y: 1, width: 270, height: 197)), "\(f)")
    }
  }
}
