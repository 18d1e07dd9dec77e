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
  /// Overrides measurement: an axis at `View.noIntrinsicMetric` has no intrinsic size.
  var intrinsicSize: CGSize?

  var text: String?
  var font: Font?
  var textColor: Color?
  var textAlignment: TextAlignment?
  var lineBreakMode: LineBreakMode?
  var numberOfLines: Int?
  var preferredMaxLayoutWidth: CGFloat?
  var contentEdgeInsets: EdgeInsets?
  var buttonType: Button.ButtonType?
  var contentHorizontalAlignment: Control.ContentHorizontalAlignment?
  var contentVerticalAlignment: Control.ContentVerticalAlignment?
  var layer: LayoutLayerSpec?
  var imageSize: CGSize?
  var imageName: String?
  var contentOffset: CGPoint?
  var zoomScale: CGFloat?

  /// The constraint strings, each with its JSON path.
  var constraints: [(text: String, path: String)] = []
  /// The subviews, back to front.
  var subviews: [LayoutViewSpec] = []
  /// A stack view's properties.
  var stack = LayoutStackSpec()
  /// A stack view's arranged views, in order; they become its first subviews, before
  /// ``subviews``.
  var arrangedSubviews: [LayoutViewSpec] = []
  /// What the keys a kind reads itself (``LayoutFileKind/properties``) set on the view,
  /// in file order.
  var setters: [@Sendable (View) -> Void] = []
}
