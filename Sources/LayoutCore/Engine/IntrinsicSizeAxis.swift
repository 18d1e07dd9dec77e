import Foundation

/// The content-size rule of one axis, as a pure function: a view with an intrinsic length
/// on the axis hugs it (`length <= intrinsic`, at its hugging priority) and resists
/// compression below it (`length >= intrinsic`, at its compression resistance); an axis at
/// ``View/noIntrinsicMetric`` has neither. The engine writes the two as constraints; a test
/// can read them without a window.
///
/// A stack view's arranged view has both priorities along the stack's axis raised a
/// thousandth per index in ``StackView/arrangedSubviews``, so that between views of equal
/// priority the first stretches or shrinks first (UIKit: "If there's any ambiguity, the
/// stack view resizes the arranged views based on their index"). The raise is at most 0.5
/// (from index 500), never passes 999.999, and leaves a required priority alone.
///
/// Compression resistance is raised a further half-thousandth (``compressionEdge``), so that
/// at equal priorities one view's compression resistance outweighs another's hugging: the
/// content that would be cut off keeps its room rather than a neighbour its snug fit. Auto
/// Layout leaves such a tie ambiguous; resolved so, a wrapping label whose width follows
/// its own measure settles at once instead of shrinking by a word each pass. Half a
/// thousandth is below the raise of one arranged index, which still decides first.
///
/// ```swift
/// let axis = IntrinsicSizeAxis(intrinsic: 40, hugging: 250, compression: 750, arrangedIndex: 3)
/// axis?.huggingPriority      // 250.003
/// axis?.compressionPriority  // 750.0035
/// ```
struct IntrinsicSizeAxis: Equatable {
  /// The intrinsic length.
  var target: Double
  /// The hugging priority as the solver gets it (raised for an arranged index).
  var huggingPriority: Double
  /// The compression-resistance priority as the solver gets it.
  var compressionPriority: Double

  /// The rule for an intrinsic length and the view's priorities on the axis, with the
  /// view's index among a stack's arranged views along this axis (nil when not arranged
  /// along it); nil when the axis has no intrinsic length.
  init?(intrinsic: CGFloat, hugging: Float, compression: Float, arrangedIndex: Int?) {
    guard intrinsic != View.noIntrinsicMetric else { return nil }
    let nudge = Self.nudge(arrangedIndex: arrangedIndex)
    target = Double(intrinsic)
    huggingPriority = Self.raise(hugging, by: nudge)
    compressionPriority = Self.raise(compression, by: nudge + Self.compressionEdge)
  }

  /// How much compression resistance is raised over hugging of the same priority.
  static let compressionEdge = 0.0005

  /// A thousandth of a priority per arranged index, at most 0.5.
  static func nudge(arrangedIndex: Int?) -> Double {
    guard let index = arrangedIndex else { return 0 }
    return Double(min(max(index, 0), 500)) * 0.001
  }

  private static func raise(_ priority: Float, by nudge: Double) -> Double {
    let p = Double(priority)
    guard nudge > 0, p < 1000 else { return p }
    return min(p + nudge, 999.999)
  }
}
