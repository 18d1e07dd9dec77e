import Foundation

@testable import Layout

/// A view with a fixed intrinsic content size, standing in for a measured label.
final class FixedSizeView: View {
  let fixed: CGSize

  init(intrinsic: CGSize) {
    fixed = intrinsic
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  override var intrinsicContentSize: CGSize { fixed }
}
