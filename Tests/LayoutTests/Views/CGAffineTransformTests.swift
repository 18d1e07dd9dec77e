import Foundation
import Layout
import Testing

extension ViewsTests {
  @Suite("CGAffineTransform")
  struct CGAffineTransformTests {
    @Test func identityLeavesPointsAlone() {
      let point = CGPoint(x: 3, y: -7)
      #expect(point.applying(.identity) == point)
      #expect(CGAffineTransform.identity.isIdentity)
      #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test func translationMovesPoints() {
      let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: -5))
      #expect(moved == CGPoint(x: 11, y: -3))
    }

    @Test func scaleMultipliesEachAxis() {
      let scaled = CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: -0.5))
      #expect(scaled == CGPoint(x: 6, y: -2))
    }

    @Test func rotationByHalfPiMapsXAxisToYAxis() {
      let rotation = CGAffineTransform(rotationAngle: .pi / 2)
      #expect(CGPoint(x: 1, y: 0).applying(rotation).isClose(to: CGPoint(x: 0, y: 1)))
      #expect(CGPoint(x: 0, y: 1).applying(rotation).isClose(to: CGPoint(x: -1, y: 0)))
    }

    @Test func rotationMatrixEntriesFollowCoreGraphics() {
      let rotation = CGAffineTransform(rotationAngle: .pi / 6)
      #expect(rotation.a.isClose(to: sqrt(3) / 2))
      #expect(rotation.b.isClose(to: 0.5))
      #expect(rotation.c.isClose(to: -0.5))
      #expect(rotation.d.isClose(to: sqrt(3) / 2))
    }

    @Test func concatenatingAppliesSelfFirst() {
      let translate = CGAffineTransform(translationX: 10, y: 0)
      let scale = CGAffineTransform(scaleX: 2, y: 2)
      let point = CGPoint(x: 1, y: 1)
      // Translate then scale: (1 + 10) * 2 = 22.
      #expect(point.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
      // Scale then translate: 1 * 2 + 10 = 12.
      #expect(point.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test func concatenatingTranslationThenRotation() {
      let combined = CGAffineTransform(translationX: 50, y: 0)
        .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
      #expect(CGPoint(x: 1, y: 0).applying(combined).isClose(to: CGPoint(x: 0, y: 51)))
    }

    @Test func translatedByTranslatesBeforeTheTransform() {
      let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
      #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
      #expect(CGPoint.zero.applying(transform) == CGPoint(x: 2, y: 3))
    }

    @Test func scaledByScalesBeforeTheTransform() {
      let transform = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
      #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
      #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 7, y: 10))
    }

    @Test func rotatedByRotatesBeforeTheTransform() {
      let transform = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
      // Rotate (1, 0) to (0, 1), then translate to (10, 1).
      #expect(CGPoint(x: 1, y: 0).applying(transform).isClose(to: CGPoint(x: 10, y: 1)))
    }

    @Test func inverseTimesTransformIsIdentity() {
      let transform = CGAffineTransform(rotationAngle: 0.7)
        .concatenating(CGAffineTransform(scaleX: 2, y: -3))
        .concatenating(CGAffineTransform(translationX: 11, y: -4))
      #expect(transform.concatenating(transform.inverted()).isClose(to: .identity))
      #expect(transform.inverted().concatenating(transform).isClose(to: .identity))
      let point = CGPoint(x: 5, y: 9)
      #expect(point.applying(transform).applying(transform.inverted()).isClose(to: point))
    }

    @Test func inverseOfTranslationNegatesIt() {
      #expect(
        CGAffineTransform(translationX: 3, y: -4).inverted()
          == CGAffineTransform(translationX: -3, y: 4))
    }

    @Test func singularTransformInvertsToItself() {
      let singular = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 1, y: 1)
      #expect(singular.inverted() == singular)
      let collapsed = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
      #expect(collapsed.inverted() == collapsed)
    }

    @Test func sizeIgnoresTranslation() {
      let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 100, y: 100)
      #expect(CGSize(width: 10, height: 20).applying(transform) == CGSize(width: 20, height: 60))
    }

    @Test func sizeRotatedByHalfPiSwapsAndNegates() {
      let rotated = CGSize(width: 10, height: 20).applying(
        CGAffineTransform(rotationAngle: .pi / 2))
      #expect(rotated.isClose(to: CGSize(width: -20, height: 10)))
    }

    @Test func rectAppliesToItsBoundingBox() {
      let square = CGRect(x: -1, y: -1, width: 2, height: 2)
      let rotated = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
      let half = sqrt(2.0)
      #expect(rotated.isClose(to: CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }

    @Test func rectRotatedByHalfPiSwapsWidthAndHeight() {
      let rect = CGRect(x: 10, y: 0, width: 40, height: 20)
      let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
      // Corners (10,0),(50,0),(10,20),(50,20) map to (0,10),(0,50),(-20,10),(-20,50).
      #expect(rotated.isClose(to: CGRect(x: -20, y: 10, width: 20, height: 40)))
    }

    @Test func rectWithNegativeScaleIsStandardized() {
      let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
      let flipped = rect.applying(CGAffineTransform(scaleX: -1, y: 1))
      #expect(flipped == CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    @Test func nullRectStaysNull() {
      #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func descriptionListsEntriesInCoreGraphicsOrder() {
      #expect(
        CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6).description
          == "[1, 2, 3, 4, 5.5, -6]")
    }
  }
}
