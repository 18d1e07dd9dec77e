import Foundation

/// An image, as `UIImage`: what layout and renderers need of it (its size in points, its
/// scale, how it is drawn), not its pixels.
///
/// ```swift
/// let photo = Image(named: "avatar")         // avatar@3x.png: 360 × 360 px → 120 × 120 pt
/// let star = Image(systemName: "star.fill")  // a symbol at the body size (approximated)
/// let drawn = GraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }
/// ImageView(image: photo).intrinsicContentSize  // (120, 120)
/// ```
///
/// **Files.** ``init(named:)`` looks a name up as an app's bundle does, in
/// ``searchDirectories`` (each directory, then the asset catalogs in it): `name@3x.png`,
/// `name@2x.png` and `name.png` (and `.jpg`, `.jpeg`, `.gif`), the screen's own scale
/// first, and `name.imageset` folders of `.xcassets` catalogs by their `Contents.json`.
/// The size comes from the file's header (``ImageHeader``): pixels divided by the scale
/// its name or catalog gives. A name found nowhere gives nil, as UIKit's. The package
/// never decodes pixels; renderers get the name and the rectangle to draw in.
///
/// **Symbols.** The package has no SF Symbols catalog: ``init(systemName:)`` gives every
/// name a square template image whose side is the system font's line height at the
/// configuration's point size (17 by default) times its scale (small 0.8, large 1.25),
/// rounded up to the pixel. Real symbols vary in width by glyph; UIKit also gives nil for a
/// name it does not know.
open class Image: @unchecked Sendable, CustomStringConvertible, _ExpressibleByImageLiteral {
  /// The size in points: the pixel size divided by ``scale``.
  public let size: CGSize
  /// Pixels per point: 1, 2 or 3 as the file was named (`@2x`, `@3x`).
  public let scale: CGFloat
  /// The name it was made from (an asset's or a file's, or a symbol's), for renderers to
  /// look up; nil for an image drawn in code.
  public let name: String?
  /// The file it was read from, if any.
  public let fileURL: URL?
  /// Whether it is drawn in its colours or as a template in the tint colour.
  public let renderingMode: RenderingMode
  /// Whether it is a system symbol (``init(systemName:)``).
  public let isSymbolImage: Bool
  /// The symbol configuration it was made with (nil for other images).
  public let symbolConfiguration: SymbolConfiguration?
  /// The insets that stay unstretched when it is drawn larger (zero: the whole image
  /// stretches).
  public let capInsets: EdgeInsets
  /// How the part between the caps fills a larger area.
  public let resizingMode: ResizingMode
  /// Insets from the image's edges to the part layout aligns (an image view's alignment
  /// rectangle).
  public let alignmentRectInsets: EdgeInsets
  /// The colour a template image is drawn in, when it carries its own (``withTintColor(_:)``).
  public let tintColor: Color?
  /// Whether it is drawn mirrored in a right-to-left layout.
  public let flipsForRightToLeftLayoutDirection: Bool

  /// How an image is drawn, as `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable, CaseIterable {
    /// As its kind says: a symbol as a template, any other image in its colours.
    case automatic = 0
    /// In its own colours.
    case alwaysOriginal = 1
    /// Its shape filled with the tint colour.
    case alwaysTemplate = 2
  }

  /// How the middle of a resizable image fills, as `UIImage.ResizingMode`.
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// An empty image (zero size), as `UIImage()`.
  public convenience init() {
    self.init(size: .zero)
  }

  /// An image of a size and scale known without a file: what ``GraphicsImageRenderer``
  /// draws, and the placeholders layout files name (`imageSize`, `imageName`).
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
    fileURL = nil
    renderingMode = .automatic
    isSymbolImage = false
    symbolConfiguration = nil
    capInsets = .zero
    resizingMode = .tile
    alignmentRectInsets = .zero
    tintColor = nil
    flipsForRightToLeftLayoutDirection = false
  }

  /// A copy of `image` with some of its drawing properties changed.
  private init(
    _ image: Image, renderingMode: RenderingMode? = nil, tintColor: Color?? = nil,
    capInsets: EdgeInsets? = nil, resizingMode: ResizingMode? = nil,
    alignmentRectInsets: EdgeInsets? = nil, flips: Bool? = nil, size: CGSize? = nil,
    configuration: SymbolConfiguration?? = nil
  ) {
    self.size = size ?? image.size
    scale = image.scale
    name = image.name
    fileURL = image.fileURL
    self.renderingMode = renderingMode ?? image.renderingMode
    isSymbolImage = image.isSymbolImage
    symbolConfiguration = configuration ?? image.symbolConfiguration
    self.capInsets = capInsets ?? image.capInsets
    self.resizingMode = resizingMode ?? image.resizingMode
    self.alignmentRectInsets = alignmentRectInsets ?? image.alignmentRectInsets
    self.tintColor = tintColor ?? image.tintColor
    flipsForRightToLeftLayoutDirection = flips ?? image.flipsForRightToLeftLayoutDirection
  }

  /// An image read from a file's header, or a symbol: every field given.
  init(
    size: CGSize, scale: CGFloat, name: String?, fileURL: URL?, isSymbol: Bool,
    configuration: SymbolConfiguration?
  ) {
    self.size = size
    self.scale = scale
    self.name = name
    self.fileURL = fileURL
    renderingMode = .automatic
    isSymbolImage = isSymbol
    symbolConfiguration = configuration
    capInsets = .zero
    resizingMode = .tile
    alignmentRectInsets = .zero
    tintColor = nil
    flipsForRightToLeftLayoutDirection = false
  }

  /// The image of an asset or file by name, as `UIImage(named:)` (see the type's
  /// discussion); nil when no directory has it or its header gives no size.
  public convenience init?(named name: String) {
    guard let found = ImageAssets.find(name, scale: Screen.main.scale) else { return nil }
    self.init(found, name: name)
  }

  /// The image of a file found by name.
  private convenience init(_ found: ImageAssets.Found, name: String) {
    self.init(
      size: found.pixels.scaled(by: 1 / found.scale), scale: found.scale, name: name,
      fileURL: found.url, isSymbol: false, configuration: nil)
  }

  /// The image of a file, as `UIImage(contentsOfFile:)`: its scale from an `@2x` or `@3x`
  /// suffix; nil when the file is missing or not a PNG, JPEG or GIF.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    guard let data = try? Data(contentsOf: url), let pixels = ImageHeader.pixelSize(of: data)
    else { return nil }
    let scale = ImageAssets.scale(ofFileNamed: url.deletingPathExtension().lastPathComponent)
    self.init(
      size: pixels.scaled(by: 1 / scale), scale: scale,
      name: url.deletingPathExtension().lastPathComponent, fileURL: url, isSymbol: false,
      configuration: nil)
  }

  /// The image in a file's bytes at scale 1, as `UIImage(data:)`; nil when they are not a
  /// PNG, JPEG or GIF.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The image in a file's bytes at a scale, as `UIImage(data:scale:)`.
  public convenience init?(data: Data, scale: CGFloat) {
    guard scale > 0, scale.isFinite, let pixels = ImageHeader.pixelSize(of: data) else {
      return nil
    }
    self.init(
      size: pixels.scaled(by: 1 / scale), scale: scale, name: nil, fileURL: nil, isSymbol: false,
      configuration: nil)
  }

  /// A system symbol, as `UIImage(systemName:)`, at the default configuration (see the
  /// type's discussion: the size is approximated).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol with a configuration, as `UIImage(systemName:withConfiguration:)`.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    guard !name.isEmpty else { return nil }
    let config = configuration ?? SymbolConfiguration()
    let scale = Screen.main.scale
    self.init(
      size: config.imageSize(atScale: scale), scale: scale, name: name, fileURL: nil,
      isSymbol: true, configuration: config)
  }

  /// A copy drawn with another rendering mode, as `withRenderingMode(_:)`.
  open func withRenderingMode(_ mode: RenderingMode) -> Image {
    Image(self, renderingMode: mode)
  }

  /// A copy drawn as a template in `color`, as `withTintColor(_:)`.
  open func withTintColor(_ color: Color) -> Image {
    Image(self, renderingMode: .alwaysTemplate, tintColor: color)
  }

  /// A copy drawn in `color` with a rendering mode, as `withTintColor(_:renderingMode:)`.
  open func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    Image(self, renderingMode: renderingMode, tintColor: color)
  }

  /// A copy whose caps stay unstretched, as `resizableImage(withCapInsets:)` (tiled).
  open func resizableImage(withCapInsets insets: EdgeInsets) -> Image {
    Image(self, capInsets: insets, resizingMode: .tile)
  }

  /// A copy whose caps stay unstretched and whose middle fills by `mode`.
  open func resizableImage(withCapInsets insets: EdgeInsets, resizingMode mode: ResizingMode)
    -> Image
  {
    Image(self, capInsets: insets, resizingMode: mode)
  }

  /// A copy with alignment insets, as `withAlignmentRectInsets(_:)`.
  open func withAlignmentRectInsets(_ insets: EdgeInsets) -> Image {
    Image(self, alignmentRectInsets: insets)
  }

  /// A copy drawn mirrored in right-to-left layouts, as
  /// `imageFlippedForRightToLeftLayoutDirection()`.
  open func imageFlippedForRightToLeftLayoutDirection() -> Image {
    Image(self, flips: true)
  }

  /// A symbol at another configuration, as `withConfiguration(_:)` (other images are
  /// returned unchanged).
  open func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard isSymbolImage else { return self }
    return Image(
      self, size: configuration.imageSize(atScale: scale), configuration: .some(configuration))
  }

  /// A symbol with `configuration`'s values over its own, as
  /// `applyingSymbolConfiguration(_:)`; nil for other images.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard isSymbolImage else { return nil }
    let merged = (symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
    return withConfiguration(merged)
  }

  /// The image `#imageLiteral(resourceName:)` names, looked up as ``init(named:)``; an
  /// empty image (zero size) when no directory has it, where iOS would stop the app (its
  /// literal is never nil).
  public required convenience init(imageLiteralResourceName name: String) {
    guard let found = ImageAssets.find(name, scale: Screen.main.scale) else {
      self.init(size: .zero, scale: 1, name: name)
      return
    }
    self.init(found, name: name)
  }

  /// The image as UIKit's `description` prints it: `<UIImage: …> named(avatar) {120, 120}`.
  open var description: String {
    let named = name.map { " named(\($0))" } ?? ""
    return "<UIImage:\(named) {\(View.g(size.width)), \(View.g(size.height))}>"
  }
}

extension CGSize {
  fileprivate func scaled(by factor: CGFloat) -> CGSize {
    CGSize(width: width * factor, height: height * factor)
  }
}
