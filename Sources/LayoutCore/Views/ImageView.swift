import Foundation

/// A view that shows an image, as `UIImageView`: its intrinsic size is its image's size,
/// and ``View/contentMode`` places the image in its bounds (stretched by default).
///
/// ```swift
/// let avatar = ImageView(image: Image(named: "avatar"))
/// avatar.contentMode = .scaleAspectFill
/// avatar.clipsToBounds = true
/// avatar.intrinsicContentSize   // the image's size in points
/// ```
open class ImageView: View {
  /// Draws, and is named in files and the inspector, as a imageView.
  open override class var kind: ViewKind { .imageView }
  override package class var hasEmptyLayoutCallbacks: Bool { self == ImageView.self }
  /// The image shown (when not highlighted), or nil for none.
  open var image: Image? {
    didSet { if image !== oldValue { imageDidChange() } }
  }
  /// The image shown while ``isHighlighted``, or nil to show ``image`` then too.
  open var highlightedImage: Image? {
    didSet { if highlightedImage !== oldValue, isHighlighted { imageDidChange() } }
  }
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue, highlightedImage != nil { imageDidChange() } }
  }

  /// An image view showing `image`, as `UIImageView(image:)`. As a `UIImageView`, it
  /// ignores touches (``View/isUserInteractionEnabled`` false) and is not an accessibility
  /// element; its frame starts at the image's size.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// An image view showing `image`, and `highlightedImage` while highlighted, as
  /// `UIImageView(image:highlightedImage:)`.
  public convenience init(image: Image?, highlightedImage: Image?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// An image view without an image, of a frame, as `UIImageView(frame:)`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view showing a placeholder image of a size (the package's shorthand for
  /// `ImageView(image: Image(size:))`; nil shows none).
  public convenience init(imageSize: CGSize?) {
    self.init(image: imageSize.map { Image(size: $0) })
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The image drawn now: ``highlightedImage`` while highlighted if there is one, else
  /// ``image``.
  public var shownImage: Image? {
    isHighlighted ? highlightedImage ?? image : image
  }

  /// The size of the image shown, or nil for none. Setting it shows a placeholder of that
  /// size (keeping the name).
  public var imageSize: CGSize? {
    get { shownImage?.size }
    set { image = newValue.map { Image(size: $0, scale: image?.scale ?? 1, name: imageName) } }
  }

  /// The name of the image shown (as `UIImage(named:)` takes), for renderers to look up;
  /// layout never reads it. Setting it names a placeholder of the current size (zero
  /// without an image).
  public var imageName: String? {
    get { shownImage?.name }
    set {
      guard newValue != imageName else { return }
      image = Image(size: image?.size ?? .zero, scale: image?.scale ?? 1, name: newValue)
    }
  }

  private func imageDidChange() {
    invalidateIntrinsicContentSize()
    report(.appearance)
  }

  /// The image's size (no intrinsic size without an image), as `UIImageView`.
  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size (the current size without an image), as `UIImageView`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage?.size ?? self.size
  }

  /// Where the image is drawn in the drawing space (the bounds moved to (0, 0)): its size
  /// placed by ``View/contentMode``; nil without an image.
  public var imageRect: CGRect? {
    guard let image = shownImage else { return nil }
    return contentMode.place(image.size, in: CGRect(origin: .zero, size: size))
  }

  /// The colour the image is drawn in when it is a template (a symbol, or
  /// `.alwaysTemplate`): its own tint, else the view's ``View/tintColor``; nil when it is
  /// drawn in its own colours.
  public var templateColor: Color? {
    guard let image = shownImage else { return nil }
    switch image.renderingMode {
    case .alwaysOriginal: return nil
    case .alwaysTemplate: return image.tintColor ?? tintColor
    case .automatic: return image.isSymbolImage ? image.tintColor ?? tintColor : nil
    }
  }
}
