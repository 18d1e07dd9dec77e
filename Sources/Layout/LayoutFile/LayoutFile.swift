import Foundation

/// A layout file read and checked: the screen, the windows and their view trees, with the
/// constraint strings still unparsed (they are parsed once every id is known).
///
/// ```json
/// {"device": "iPhone 15",
///  "windows": [{"id": "app", "views": [
///    {"id": "box", "backgroundColor": "#FF0000",
///     "constraints": ["$0.center.equalToSuperview()", "$0.size.equalTo(100)"]}]}]}
/// ```
package struct LayoutFile {
  /// The screen the windows cover.
  package var screen: Screen
  /// The screen's orientation.
  package var orientation: Screen.Orientation = .portrait
  /// The reading direction of every window (nil: left to right).
  var layoutDirection: LayoutDirection?
  /// Whether every window shows the keyboard (`"keyboard": "shown"`).
  var keyboardShown = false
  /// Every window's text size (`"contentSizeCategory"`).
  var contentSizeCategory = ContentSizeCategory.large
  /// The windows in file order.
  var windows: [LayoutWindowSpec] = []
}

/// One window of a layout file: its level and the window as a view (its `views` are the
/// view's subviews).
struct LayoutWindowSpec {
  /// The window's level.
  var level: WindowLevel = .normal
  /// The window's own properties and its subviews.
  var view: LayoutViewSpec
}

/// The kinds of view a layout file can make.
enum LayoutViewType: String, CaseIterable {
  case view
  case label
  case button
  case imageView
  case scrollView
  case stackView
}

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

/// One view of a layout file, with every property the file set (nil: left as the view's
/// default).
struct LayoutViewSpec {
  /// The id, unique across the file; also the view's debug name in reports.
  var id: String
  /// The kind of view.
  var type: LayoutViewType = .view
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
}

/// A view's `layer` object in a layout file: the layer properties it set (nil: the
/// layer's default).
struct LayoutLayerSpec {
  var cornerRadius: CGFloat?
  var masksToBounds: Bool?
  var borderWidth: CGFloat?
  var borderColor: Color?
  var shadowColor: Color?
  var shadowOpacity: Float?
  var shadowOffset: CGSize?
  var shadowRadius: CGFloat?
}
