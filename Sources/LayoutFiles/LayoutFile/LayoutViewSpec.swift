import Foundation

/// One view of a layout file, with every property the file set (nil: left as the view's
/// default).
struct LayoutViewSpec {
  /// The id, unique across the file; also the view's debug name in reports.
  var id: String
  /// The kind of view.
  var type: ViewKind = .view
  /// The JSON path of the view (`windows[0].views[1]`).
  var path: String

  var backgroundColor: Color?
  var alpha: CGFloat?
  var isHidden: Bool?
  var cornerRadius: CGFloat?
  var clipsToBounds: Bool?
  var isUserInteractionEnabled: Bool?
  var layoutMargins: EdgeInsets?
  var layoutDirection: LayoutDirection?
  var transform: CGAffineTransform?
  var contentHuggingPriority: AxisPriorities?
  var contentCompressionResistancePriority: AxisPriorities?
  var contentMode: View.ContentMode?
  var tintColor: Color?
  /// Overrides measurement: an axis at `View.noIntrinsicMetric` has no intrinsic size.
  var intrinsicSize: CGSize?

  var layer: LayoutLayerSpec?

  /// The constraint strings, each with its JSON path.
  var constraints: [(text: String, path: String)] = []
  /// The subviews, back to front.
  var subviews: [LayoutViewSpec] = []
  /// A stack view's arranged views, in order; they become its first subviews, before
  /// ``subviews``.
  var arrangedSubviews: [LayoutViewSpec] = []
  /// What the kind's own keys (``LayoutFileKind/properties``) set on the view, in file
  /// order.
  var setters: [@Sendable (View) -> Void] = []
}
