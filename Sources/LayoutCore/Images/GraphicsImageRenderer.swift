import Foundation

/// Makes images drawn in code, as `UIGraphicsImageRenderer`: what layout needs of them is
/// their size and scale. The package has no drawing engine, so the context records no
/// drawing; the image is the renderer's size at its format's scale.
///
/// ```swift
/// let renderer = GraphicsImageRenderer(size: CGSize(width: 24, height: 24))
/// let dot = renderer.image { context in context.fill(context.format.bounds) }
/// dot.size   // (24, 24)
/// dot.scale  // the main screen's: 3 on an iPhone 15
/// ```
open class GraphicsImageRenderer {
  /// The scale and bounds the images are made at.
  public let format: Format

  /// How a renderer's images are made, as `UIGraphicsImageRendererFormat`.
  open class Format {
    /// Pixels per point (the main screen's by default).
    public var scale: CGFloat
    /// Whether the images have no alpha channel.
    public var opaque: Bool = false
    /// The area drawn, in points.
    public internal(set) var bounds: CGRect = .zero

    /// The default format: the main screen's scale.
    public init() {
      scale = Screen.main.scale
    }

    /// The default format, as `UIGraphicsImageRendererFormat.default()`.
    open class func `default`() -> Format { Format() }

    /// The main screen's format, as `UIGraphicsImageRendererFormat.preferred()`.
    open class func preferred() -> Format { Format() }
  }

  /// The context an image's drawing runs in, as `UIGraphicsImageRendererContext`.
  open class Context {
    /// The renderer's format.
    public let format: Format

    init(format: Format) {
      self.format = format
    }

    /// Fills a rectangle in the current fill colour (not recorded: the package draws no
    /// pixels).
    open func fill(_ rect: CGRect) {}

    /// Strokes a rectangle's outline (not recorded).
    open func stroke(_ rect: CGRect) {}

    /// Clips further drawing to a rectangle (not recorded).
    open func clip(to rect: CGRect) {}
  }

  /// A renderer of images of a size, at the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: Format())
  }

  /// A renderer of images of a size at a format.
  public convenience init(size: CGSize, format: Format) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of a rectangle's size, at the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: Format())
  }

  /// A renderer of images of a rectangle's size at a format.
  public init(bounds: CGRect, format: Format) {
    format.bounds = bounds
    self.format = format
  }

  /// An image of the renderer's size after running `actions` in a context.
  open func image(actions: (Context) -> Void) -> Image {
    actions(Context(format: format))
    let size = CGSize(width: max(format.bounds.width, 0), height: max(format.bounds.height, 0))
    return Image(size: size, scale: format.scale)
  }
}
