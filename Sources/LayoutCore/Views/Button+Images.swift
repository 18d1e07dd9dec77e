import Foundation

/// A button's images per state, and the image view that shows the current one.
final class ButtonImages {
  var images: [UInt: Image] = [:]
  var backgroundImages: [UInt: Image] = [:]
  let imageView = ImageView()
}

extension Button {
  private var images: ButtonImages {
    if let made = imageStorage { return made }
    let made = ButtonImages()
    made.imageView.superview = self
    made.imageView.contentMode = .scaleAspectFit
    imageStorage = made
    return made
  }

  /// Sets the image shown in `state` (nil: fall back to `.normal`'s), as UIKit's
  /// `setImage(_:for:)`: it sits before the title, and the button grows by its size.
  public func setImage(_ image: Image?, for state: State) {
    images.images[state.rawValue] = image
    imagesDidChange()
  }

  /// The image for `state`, or `.normal`'s.
  public func image(for state: State) -> Image? {
    imageStorage.flatMap { $0.images[state.rawValue] ?? $0.images[State.normal.rawValue] }
  }

  /// The image shown now.
  public var currentImage: Image? { image(for: state) }

  /// Sets the image drawn behind the content in `state`, as UIKit's
  /// `setBackgroundImage(_:for:)`: the button is at least its size (it is not drawn yet:
  /// Docs/UIKit.md).
  public func setBackgroundImage(_ image: Image?, for state: State) {
    images.backgroundImages[state.rawValue] = image
    imagesDidChange()
  }

  /// The background image for `state`, or `.normal`'s.
  public func backgroundImage(for state: State) -> Image? {
    imageStorage.flatMap {
      $0.backgroundImages[state.rawValue] ?? $0.backgroundImages[State.normal.rawValue]
    }
  }

  /// The background image shown now.
  public var currentBackgroundImage: Image? { backgroundImage(for: state) }

  /// The view that shows the current image (laid out by the button, not one of its
  /// subviews; nil until an image is set), as UIKit's `imageView`.
  public var imageView: ImageView? {
    guard let storage = imageStorage else { return nil }
    storage.imageView.frame = imageRect(forContentRect: contentRect(forBounds: bounds))
    return storage.imageView
  }

  /// Where the image goes in the content area, as UIKit's `imageRect(forContentRect:)`:
  /// just before the title, centred down; zero without an image.
  public func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    let size = shownImageSize
    guard size != .zero else { return .zero }
    let title = titleRect(forContentRect: contentRect)
    let x = hasTitle ? title.minX - size.width : contentRect.midX - size.width / 2
    return CGRect(
      x: x, y: contentRect.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The size of the image shown (zero without one).
  var shownImageSize: CGSize { currentImage?.size ?? .zero }

  private func imagesDidChange() {
    imageStorage?.imageView.image = currentImage
    invalidateIntrinsicContentSize()
    report(.text)
  }
}
