import Foundation
import Layout
import Testing

extension ViewsTests {
  @Suite("EdgeInsets")
  struct EdgeInsetsTests {
    @Test func zeroHasNoInsetOnAnyEdge() {
      #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func uiKitSpellingIsTheSameType() {
      let insets: UIEdgeInsets = .init(top: 1, left: 2, bottom: 3, right: 4)
      #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      #expect(insets.horizontal == 6)
      #expect(insets.vertical == 4)
    }

    @Test func equalityAndHashingSeeEveryEdge() {
      let base = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(base != EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
      #expect(base != EdgeInsets(top: 3, left: 2, bottom: 1, right: 4))
      #expect(Set([base, base, EdgeInsets.zero]).count == 2)
    }

    @Test func descriptionListsTopLeftBottomRight() {
      #expect(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0).description == "{59, 0, 34, 0}")
      #expect(EdgeInsets(top: 0.5, left: -0.0, bottom: 1, right: 2).description == "{0.5, 0, 1, 2}")
    }

    @Test func insetRectMovesOriginAndShrinksSize() {
      let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
      let inset = rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
      #expect(inset == CGRect(x: 20, y: 25, width: 70, height: 30))
    }

    @Test func negativeInsetsGrowTheRect() {
      let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
      let outset = rect.inset(by: EdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
      #expect(outset == CGRect(x: -2, y: -1, width: 16, height: 14))
    }

    @Test func safeAreaOfIPhone15Portrait() {
      let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
      let safe = bounds.inset(by: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(safe == CGRect(x: 0, y: 59, width: 393, height: 759))
    }
  }
}

extension ViewsTests {
  @Suite("DirectionalEdgeInsets")
  struct DirectionalEdgeInsetsTests {
    let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 2)

    @Test func leftToRightMapsLeadingToLeft() {
      #expect(
        insets.edgeInsets(for: .leftToRight)
          == EdgeInsets(top: 8, left: 16, bottom: 4, right: 2))
    }

    @Test func rightToLeftSwapsLeftAndRight() {
      #expect(
        insets.edgeInsets(for: .rightToLeft)
          == EdgeInsets(top: 8, left: 2, bottom: 4, right: 16))
    }

    @Test func zeroIsZeroInBothDirections() {
      #expect(DirectionalEdgeInsets.zero.edgeInsets(for: .leftToRight) == .zero)
      #expect(DirectionalEdgeInsets.zero.edgeInsets(for: .rightToLeft) == .zero)
    }

    @Test func descriptionListsTopLeadingBottomTrailing() {
      #expect(insets.description == "{8, 16, 4, 2}")
    }
  }
}
