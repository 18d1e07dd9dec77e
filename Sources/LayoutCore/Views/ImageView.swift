import Foundation

/// A view that shows an image, as `UIImageView`: its intrinsic size is the image's size.
open class ImageView: View {
  /// Draws, and is named in files and the inspector, as a imageView.
  open override class var kind: ViewKind { .imageView }
  override package class var hasEmptyLayoutCallbacks: Bool { self == ImageView.self }
  /// The size of the image shown, or nil for none.
  public var imageSize: CGSize? {
    didSet {
      guard imageSize != oldValue else { return }
      invalidateIntrinsicContentSize()
      report(.appearance)
    }
  }
  /// The name of the image shown (as `UIImage(named:)` takes), for renderers to look up;
  /// layout never reads it. Nil for none.
  public var imageName: String? {
    didSet { if imageName != oldValue { report(.appearance) } }
  }

  /// An image view for an image of a size. As a `UIImageView`, it ignores touches
  /// (``View/isUserInteractionEnabled`` false) and is not an accessibility element.
  public init(imageSize: CGSize? = nil) {
    self.imageSize = imageSize
    super.init()
    isUserInteractionEnabled = false
  }

  /// The image's size (no intrinsic size without an image).
  open override var intrinsicContentSize: CGSize {
    imageSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size (the current size without an image), as `UIImageView`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    imageSize ?? self.size
  }
}
