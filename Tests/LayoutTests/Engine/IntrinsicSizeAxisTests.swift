import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// The content-size rule of one axis as a pure function, without a window.
  @Suite struct IntrinsicSizeAxisTests {
    @Test func anAxisWithoutAnIntrinsicLengthHasNoRule() {
      #expect(
        IntrinsicSizeAxis(
          intrinsic: View.noIntrinsicMetric, hugging: 250, compression: 750, arrangedIndex: 2)
          == nil)
    }

    @Test func aViewNotArrangedKeepsItsPriorities() throws {
      let axis = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 251, compression: 749, arrangedIndex: nil))
      #expect(
        axis == IntrinsicSizeAxis(intrinsic: 40, hugging: 251, compression: 749, arrangedIndex: 0))
      #expect(axis.target == 40)
      #expect(axis.huggingPriority == 251)
      #expect(axis.compressionPriority == 749.0005)
    }

    /// At equal priorities compression resistance outweighs hugging, below one index's raise.
    @Test func compressionResistanceOutweighsHuggingOfTheSamePriority() throws {
      let alone = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 750, compression: 750, arrangedIndex: nil))
      #expect(alone.compressionPriority > alone.huggingPriority)
      let first = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 250, compression: 250, arrangedIndex: 0))
      let second = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 250, compression: 250, arrangedIndex: 1))
      #expect(second.huggingPriority > first.compressionPriority)
      #expect(
        try #require(
          IntrinsicSizeAxis(intrinsic: 40, hugging: 250, compression: 1000, arrangedIndex: nil)
        ).compressionPriority == 1000)
    }

    /// A thousandth per index, at most 0.5, never to 1000, a required priority left alone.
    @Test func arrangedViewsAreRaisedAThousandthPerIndex() throws {
      let third = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 250, compression: 750, arrangedIndex: 3))
      #expect(third.huggingPriority.isClose(to: 250.003, tolerance: 1e-12))
      #expect(third.compressionPriority.isClose(to: 750.0035, tolerance: 1e-12))
      let far = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 250, compression: 1000, arrangedIndex: 900))
      #expect(far.huggingPriority.isClose(to: 250.5, tolerance: 1e-12))
      #expect(far.compressionPriority == 1000)
      let top = try #require(
        IntrinsicSizeAxis(intrinsic: 40, hugging: 999.9, compression: 999.99, arrangedIndex: 400))
      #expect(top.huggingPriority == 999.999)
      #expect(top.compressionPriority == 999.999)
    }
  }
}
