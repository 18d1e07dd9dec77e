import Foundation
import LayoutTestSupport
import Testing

@testable import Layout
@testable import LayoutCore

/// Images as `UIImage` and `UIImageView` give them to layout: sizes from file headers by
/// scale, asset catalogs, symbols, content modes, and what the render tree says.
@Suite("Images", .serialized)
struct ImageTests {
  // MARK: Files made by hand

  /// A PNG's header (``ImageFileHeaders/png(width:height:)``).
  static func png(width: Int, height: Int) -> Data {
    ImageFileHeaders.png(width: width, height: height)
  }

  /// A JPEG's start, an optional EXIF segment with an orientation, and a baseline start of
  /// frame (`FFC0`) with height then width.
  static func jpeg(width: Int, height: Int, orientation: Int? = nil) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    if let orientation {
      // "Exif\0\0", then a big-endian TIFF header with one IFD entry: tag 0x0112, SHORT.
      var exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8]
      exif += [0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0]
      let length = exif.count + 2
      bytes += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif
    }
    // A comment segment before the frame, to be skipped.
    bytes += [0xFF, 0xFE, 0, 4, 0x68, 0x69]
    bytes += [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF)]
    bytes += [UInt8(width >> 8), UInt8(width & 0xFF), 3] + [UInt8](repeating: 0, count: 9)
    return Data(bytes)
  }

  static func gif(width: Int, height: Int) -> Data {
    Data(
      Array("GIF89a".utf8) + [
        UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0,
      ])
  }

  /// A fresh directory holding `files` (relative paths to bytes), searched alone while
  /// `body` runs.
  static func withDirectory(_ files: [String: Data], _ body: (URL) throws -> Void) rethrows {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-images-" + UUID().uuidString)
    for (path, data) in files {
      let url = root.appendingPathComponent(path)
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? data.write(to: url)
    }
    let saved = Image.searchDirectories
    Image.searchDirectories = [root]
    defer {
      Image.searchDirectories = saved
      try? FileManager.default.removeItem(at: root)
    }
    try body(root)
  }

  // MARK: Headers

  @Test func headersGiveThePixelSize() {
    #expect(
      ImageHeader.pixelSize(of: Self.png(width: 1200, height: 800))
        == CGSize(width: 1200, height: 800))
    #expect(
      ImageHeader.pixelSize(of: Self.jpeg(width: 640, height: 480))
        == CGSize(width: 640, height: 480))
    #expect(
      ImageHeader.pixelSize(of: Self.gif(width: 300, height: 2)) == CGSize(width: 300, height: 2))
  }

  @Test func anExifQuarterTurnSwapsTheSidesAsUIImageReportsThem() {
    // Orientation 6 (rotated 90° clockwise) stores a 640 × 480 frame for a 480 × 640 photo.
    #expect(
      ImageHeader.pixelSize(of: Self.jpeg(width: 640, height: 480, orientation: 6))
        == CGSize(width: 480, height: 640))
    // Orientation 3 (upside down) keeps the sides.
    #expect(
      ImageHeader.pixelSize(of: Self.jpeg(width: 640, height: 480, orientation: 3))
        == CGSize(width: 640, height: 480))
  }

  @Test func bytesThatAreNoImageOrAreCutShortGiveNoSize() {
    #expect(ImageHeader.pixelSize(of: Data()) == nil)
    #expect(ImageHeader.pixelSize(of: Data("hello, world: not an image".utf8)) == nil)
    #expect(ImageHeader.pixelSize(of: Self.png(width: 10, height: 10).prefix(20)) == nil)
    #expect(ImageHeader.pixelSize(of: Self.jpeg(width: 10, height: 10).prefix(14)) == nil)
    #expect(ImageHeader.pixelSize(of: Self.png(width: 0, height: 10)) == nil)
    #expect(Image(data: Data([1, 2, 3])) == nil)
  }

  // MARK: Named images

  @Test func aNameFindsTheScreensScaleFirstAndDividesThePixels() throws {
    try Self.withDirectory([
      "avatar.png": Self.png(width: 100, height: 100),
      "avatar@2x.png": Self.png(width: 200, height: 200),
      "avatar@3x.png": Self.png(width: 360, height: 360),
    ]) { _ in
      // The main screen is an iPhone 15 (3x) with no application running.
      let image = try #require(Image(named: "avatar"))
      #expect(image.scale == 3)
      #expect(image.size == CGSize(width: 120, height: 120))
      #expect(image.name == "avatar")
      #expect(image.fileURL?.lastPathComponent == "avatar@3x.png")
    }
  }

  @Test func withoutTheScreensScaleALargerOneComesBeforeASmallerOne() {
    #expect(ImageAssets.preference(for: 3) == [3, 2, 1])
    #expect(ImageAssets.preference(for: 2) == [2, 3, 1])
    #expect(ImageAssets.preference(for: 1) == [1, 3, 2])
  }

  @Test func aJPEGAtOneScaleAndAGivenExtensionAreFound() throws {
    try Self.withDirectory([
      "banner.jpg": Self.jpeg(width: 750, height: 300),
      "icon@2x.gif": Self.gif(width: 48, height: 48),
    ]) { _ in
      let banner = try #require(Image(named: "banner"))
      #expect(banner.scale == 1)
      #expect(banner.size == CGSize(width: 750, height: 300))
      let icon = try #require(Image(named: "icon@2x.gif"))
      #expect(icon.scale == 2)
      #expect(icon.size == CGSize(width: 24, height: 24))
    }
  }

  @Test func anAssetCatalogsImageSetIsReadByItsContents() throws {
    let contents = Data(
      """
      {"images":[{"idiom":"universal","scale":"1x"},
      {"filename":"logo-2.png","idiom":"universal","scale":"2x"},
      {"filename":"logo-3.png","idiom":"universal","scale":"3x"}],
      "info":{"author":"xcode","version":1}}
      """.utf8)
    try Self.withDirectory([
      "Assets.xcassets/Brand/logo.imageset/Contents.json": contents,
      "Assets.xcassets/Brand/logo.imageset/logo-2.png": Self.png(width: 160, height: 64),
      "Assets.xcassets/Brand/logo.imageset/logo-3.png": Self.png(width: 240, height: 96),
    ]) { _ in
      let logo = try #require(Image(named: "logo"))
      #expect(logo.scale == 3)
      #expect(logo.size == CGSize(width: 80, height: 32))
      #expect(logo.fileURL?.lastPathComponent == "logo-3.png")
    }
  }

  @Test func aNameFoundNowhereGivesNilAsUIKit() {
    Self.withDirectory([:]) { _ in
      #expect(Image(named: "missing") == nil)
      #expect(Image(named: "") == nil)
      #expect(Image(contentsOfFile: "/nonexistent/photo.png") == nil)
    }
  }

  @Test func aFileByPathTakesItsScaleFromItsName() throws {
    try Self.withDirectory(["photo@2x.png": Self.png(width: 640, height: 480)]) { root in
      let image = try #require(
        Image(contentsOfFile: root.appendingPathComponent("photo@2x.png").path))
      #expect(image.scale == 2)
      #expect(image.size == CGSize(width: 320, height: 240))
    }
  }

  @Test func dataAtAScaleDividesThePixels() throws {
    let image = try #require(Image(data: Self.png(width: 90, height: 30), scale: 3))
    #expect(image.size == CGSize(width: 30, height: 10))
    #expect(Image(data: Self.png(width: 90, height: 30), scale: 0) == nil)
  }

  @Test func aColourSetIsReadWithItsDarkAppearance() throws {
    let contents = Data(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"red":"0x34","green":"0xC7",
      "blue":"0x59","alpha":"1.000"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],
      "color":{"color-space":"srgb","components":{"red":"0.000","green":"0.500","blue":"255",
      "alpha":"0.5"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
      """.utf8)
    try Self.withDirectory(["Colors.xcassets/Brand.colorset/Contents.json": contents]) { _ in
      let brand = try #require(Color(named: "Brand"))
      #expect(brand.hexNotation == "#34C759")
      #expect(brand.resolved(for: .dark).hexNotation == "#0080FF80")
      #expect(Color(named: "Missing") == nil)
    }
  }

  // MARK: Symbols and drawn images

  @Test func aSymbolIsASquareTemplateOfTheLineHeightAtItsPointSize() throws {
    let star = try #require(Image(systemName: "star.fill"))
    // The system font at 17 points is 20.287… high; rounded up at 3x: 61 pixels, 20.333….
    #expect(star.size.isClose(to: CGSize(width: 61.0 / 3, height: 61.0 / 3)))
    #expect(star.isSymbolImage)
    let large = try #require(
      Image(
        systemName: "star.fill",
        withConfiguration: .init(pointSize: 17, weight: .bold, scale: .large)))
    // 20.287… × 1.25 = 25.359, 76.08 pixels → 77.
    #expect(large.size.isClose(to: CGSize(width: 77.0 / 3, height: 77.0 / 3)))
    let merged = try #require(star.applyingSymbolConfiguration(.init(scale: .small)))
    // 20.287… × 0.8 = 16.23 → 49 pixels.
    #expect(merged.size.isClose(to: CGSize(width: 49.0 / 3, height: 49.0 / 3)))
    #expect(Image(systemName: "") == nil)
    #expect(Image().applyingSymbolConfiguration(.init(scale: .small)) == nil)
  }

  @Test func aRendererMakesAnImageOfItsSizeAtTheScreensScale() {
    let renderer = GraphicsImageRenderer(size: CGSize(width: 24, height: 12))
    var ran = false
    let image = renderer.image { context in
      ran = true
      context.fill(context.format.bounds)
    }
    #expect(ran)
    #expect(image.size == CGSize(width: 24, height: 12))
    #expect(image.scale == 3)
  }

  // MARK: Image views

  @Test func anImageViewIsItsImagesSizeAndStartsAtIt() {
    let view = ImageView(image: Image(size: CGSize(width: 40, height: 30)))
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    let empty = ImageView()
    #expect(empty.intrinsicContentSize == CGSize(width: -1, height: -1))
    empty.image = Image(size: CGSize(width: 5, height: 6))
    #expect(empty.intrinsicContentSize == CGSize(width: 5, height: 6))
  }

  @Test func aHighlightedImageViewShowsItsHighlightedImage() {
    let view = ImageView(
      image: Image(size: CGSize(width: 10, height: 10)),
      highlightedImage: Image(size: CGSize(width: 20, height: 20)))
    #expect(view.intrinsicContentSize.width == 10)
    view.isHighlighted = true
    #expect(view.intrinsicContentSize.width == 20)
  }

  @Test func anImageViewIsLaidOutAtItsImagesSize() {
    let window = Window(screen: .iPhone15)
    let view = ImageView(image: Image(size: CGSize(width: 120, height: 80)))
    window.addSubview(view)
    view.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(20) }
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 20, width: 120, height: 80))
  }

  /// Every content mode for a 40 × 20 image in a 100 × 100 view, by hand.
  @Test(arguments: [
    (View.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
    (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
    // Fit: 100 / 40 = 2.5 across, 100 / 20 = 5 down; 2.5 → 100 × 50, centred.
    (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
    // Fill: 5 → 200 × 100, centred (50 beyond each side).
    (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
    (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
    (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
    (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
    (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
    (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
    (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
    (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
    (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
    (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
  ])
  func aContentModePlacesTheImage(mode: View.ContentMode, expected: CGRect) {
    let view = ImageView(image: Image(size: CGSize(width: 40, height: 20)))
    view.frame = CGRect(x: 7, y: 9, width: 100, height: 100)
    view.contentMode = mode
    #expect(view.imageRect == expected)
  }

  @Test func everyContentModeIsTested() {
    // The arguments above list all 13 of UIKit's modes.
    #expect(View.ContentMode.allCases.count == 13)
    #expect(View.ContentMode.scaleAspectFill.rawValue == 2)
    #expect(View.ContentMode.bottomRight.rawValue == 12)
  }

  @Test func aSymbolDrawsInTheInheritedTintAndAnOriginalImageInItsColours() throws {
    let window = Window(screen: .iPhone15)
    let card = View()
    window.addSubview(card)
    let symbol = ImageView(image: Image(systemName: "heart"))
    card.addSubview(symbol)
    #expect(symbol.templateColor == .systemBlue)
    card.tintColor = .systemRed
    #expect(symbol.templateColor == .systemRed)
    symbol.image = symbol.image?.withRenderingMode(.alwaysOriginal)
    #expect(symbol.templateColor == nil)
    symbol.image = Image(size: CGSize(width: 4, height: 4)).withTintColor(.green)
    #expect(symbol.templateColor == .green)
  }

  @Test func theRenderTreeSaysWhereTheImageIsDrawn() throws {
    let window = Window(screen: .iPhone15)
    let view = ImageView(image: Image(size: CGSize(width: 40, height: 20), scale: 2, name: "logo"))
    view.contentMode = .scaleAspectFit
    window.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.size.equalTo(100)
    }
    window.layoutIfNeeded()
    let node = try #require(
      RenderTree(windows: [window], screen: .iPhone15).windows.first?.views.first)
    let image = try #require(node.image)
    #expect(image.name == "logo")
    #expect(image.scale == 2)
    #expect(image.contentMode == .scaleAspectFit)
    #expect(image.rect == CGRect(x: 0, y: 25, width: 100, height: 50))
    #expect(image.tintColor == nil)
  }
}

/// A button's image beside its title, as UIKit lays them out.
@Suite("Button images")
struct ButtonImageTests {
  @Test func anImageSitsBeforeTheTitleAndGrowsTheButton() throws {
    let window = Window(screen: .iPhone15)
    let button = Button(type: .system)
    window.addSubview(button)
    button.setTitle("Share", for: .normal)
    let titleOnly = button.intrinsicContentSize
    button.setImage(Image(size: CGSize(width: 20, height: 24), name: "share"), for: .normal)
    // 20 more across; 24 + 12 (the 6-point padding above and below a title) down, taller
    // than the title's 18 + 12.
    #expect(button.intrinsicContentSize.width.isClose(to: titleOnly.width + 20))
    #expect(button.intrinsicContentSize.height.isClose(to: 36))
    button.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
    let content = button.contentRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 44))
    let title = button.titleRect(forContentRect: content)
    let image = button.imageRect(forContentRect: content)
    // Centred together: the image's right edge is the title's left.
    #expect(image.maxX.isClose(to: title.minX))
    #expect(((image.minX + title.maxX) / 2).isClose(to: 100, tolerance: 0.5))
    #expect(image.minY.isClose(to: 10))
    let node = try #require(RenderTree(windows: [window], screen: .iPhone15).windows[0].views.first)
    let drawn = try #require(node.image)
    #expect(drawn.name == "share" && drawn.rect == image)
    // A system button draws its image in its tint.
    #expect(drawn.tintColor?.hexNotation == "#007AFF")
    #expect(button.imageView?.image === button.currentImage)
  }

  @Test func anImageOnlyButtonIsItsImageAndTheStatesFallBack() {
    let button = Button(type: .custom)
    let plain = Image(size: CGSize(width: 30, height: 30))
    button.setImage(plain, for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    #expect(button.image(for: .highlighted) === plain)
    let pressed = Image(size: CGSize(width: 40, height: 40))
    button.setImage(pressed, for: .highlighted)
    button.isHighlighted = true
    #expect(button.currentImage === pressed)
    #expect(button.intrinsicContentSize == CGSize(width: 40, height: 40))
    button.setBackgroundImage(Image(size: CGSize(width: 60, height: 50)), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 60, height: 50))
  }
}
