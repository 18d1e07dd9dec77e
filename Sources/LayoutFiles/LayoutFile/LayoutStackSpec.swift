import Foundation

/// A stack view's own properties in a layout file (nil: the default).
struct LayoutStackSpec {
  var axis: LayoutAxis?
  var distribution: StackView.Distribution?
  var alignment: StackView.Alignment?
  var spacing: CGFloat?
  var isBaselineRelativeArrangement: Bool?
  var isLayoutMarginsRelativeArrangement: Bool?
  /// Spacing after arranged views, by id, in file order.
  var customSpacing: [(id: String, spacing: CGFloat)] = []
}
