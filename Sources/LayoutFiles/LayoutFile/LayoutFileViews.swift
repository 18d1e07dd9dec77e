import Foundation

// The views a layout file makes: the library's, with `intrinsicSize` able to override
// measurement (`View.intrinsicContentSize` is open).

/// A plain view whose intrinsic size a layout file may set.
final class LayoutFileView: View {
  var fixedIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

/// A label whose intrinsic size a layout file may set instead of measuring its text.
final class LayoutFileLabel: Label {
  var fixedIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

/// A button whose intrinsic size a layout file may set instead of measuring its title.
final class LayoutFileButton: Button {
  var fixedIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

/// An image view whose intrinsic size a layout file may set.
final class LayoutFileImageView: ImageView {
  var fixedIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

/// A scroll view whose intrinsic size a layout file may set.
final class LayoutFileScrollView: ScrollView {
  var fixedIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

/// A stack view whose intrinsic size a layout file may set.
final class LayoutFileStackView: StackView {
  var fixedIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}
