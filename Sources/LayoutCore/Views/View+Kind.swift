import Foundation

extension View {
  /// The view's kind as the render tree and the inspector name it: `view`, `label`,
  /// `button`, `imageView`, `scrollView`, `stackView` or `window` (a subclass takes its
  /// nearest kind).
  package var kindName: String {
    switch self {
    case is Button: "button"
    case is Label: "label"
    case is ImageView: "imageView"
    case is ScrollView: "scrollView"
    case is StackView: "stackView"
    case is Window: "window"
    default: "view"
    }
  }
}
