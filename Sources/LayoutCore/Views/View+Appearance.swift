import Foundation

/// The rarer appearance values of a view, made the first time one is set, so a plain view
/// pays one pointer for them.
final class ViewAppearance {
  var contentMode = View.ContentMode.scaleToFill
  var tintColor: Color?
  var tag = 0
  var accessibilityIdentifier: String?
  var gestureRecognizers: [GestureRecognizer] = []
  var semanticContentAttribute: View.SemanticContentAttribute?
}

extension View {
  /// How a view lays its content out in its bounds when their sizes differ, as
  /// `UIView.ContentMode` (UIKit's raw values): an image view places its image by it.
  public enum ContentMode: Int, Sendable, CaseIterable {
    /// Stretched to the bounds (the default).
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (the overflow shows
    /// unless the view clips).
    case scaleAspectFill = 2
    /// As ``scaleToFill``, redrawn when the bounds change.
    case redraw = 3
    /// Its own size, centred.
    case center = 4
    /// Its own size, at the top, centred across.
    case top = 5
    /// Its own size, at the bottom, centred across.
    case bottom = 6
    /// Its own size, at the left, centred down.
    case left = 7
    /// Its own size, at the right, centred down.
    case right = 8
    /// Its own size, in the top-left corner.
    case topLeft = 9
    /// Its own size, in the top-right corner.
    case topRight = 10
    /// Its own size, in the bottom-left corner.
    case bottomLeft = 11
    /// Its own size, in the bottom-right corner.
    case bottomRight = 12

    /// Where content of `size` goes in `bounds` by this mode.
    public func place(_ size: CGSize, in bounds: CGRect) -> CGRect {
      func at(_ x: CGFloat, _ y: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: size.width, height: size.height)
      }
      let midX = bounds.minX + (bounds.width - size.width) / 2
      let midY = bounds.minY + (bounds.height - size.height) / 2
      let maxX = bounds.maxX - size.width
      let maxY = bounds.maxY - size.height
      switch self {
      case .scaleToFill, .redraw: return bounds
      case .scaleAspectFit, .scaleAspectFill:
        guard size.width > 0, size.height > 0 else { return at(midX, midY) }
        let across = bounds.width / size.width
        let down = bounds.height / size.height
        let factor = self == .scaleAspectFit ? min(across, down) : max(across, down)
        let scaled = CGSize(width: size.width * factor, height: size.height * factor)
        return CGRect(
          x: bounds.minX + (bounds.width - scaled.width) / 2,
          y: bounds.minY + (bounds.height - scaled.height) / 2, width: scaled.width,
          height: scaled.height)
      case .center: return at(midX, midY)
      case .top: return at(midX, bounds.minY)
      case .bottom: return at(midX, maxY)
      case .left: return at(bounds.minX, midY)
      case .right: return at(maxX, midY)
      case .topLeft: return at(bounds.minX, bounds.minY)
      case .topRight: return at(maxX, bounds.minY)
      case .bottomLeft: return at(bounds.minX, maxY)
      case .bottomRight: return at(maxX, maxY)
      }
    }
  }

  var appearance: ViewAppearance {
    if let made = appearanceStorage { return made }
    let made = ViewAppearance()
    appearanceStorage = made
    return made
  }

  /// How the view's content is placed in its bounds (``ContentMode/scaleToFill`` by
  /// default), as UIKit's `contentMode`.
  public var contentMode: ContentMode {
    get { appearanceStorage?.contentMode ?? .scaleToFill }
    set {
      guard newValue != contentMode else { return }
      appearance.contentMode = newValue
      report(.appearance)
    }
  }

  // UIKit's type, `Color!`: `view.tintColor = nil` inherits again, and reading never
  // gives nil.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The tint colour: the view's own, else its superview's, else system blue, as UIKit's
  /// `tintColor` (set nil to inherit again). Template images and system buttons draw in
  /// it; a change calls ``tintColorDidChange()`` on the view and every subview that
  /// inherits it.
  public var tintColor: Color! {
    get { appearanceStorage?.tintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      guard newValue != appearanceStorage?.tintColor else { return }
      appearance.tintColor = newValue
      tintDidChange()
    }
  }

  /// Tells the view and the subviews that inherit its tint that it changed.
  func tintDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.appearanceStorage?.tintColor == nil {
      subview.tintDidChange()
    }
  }

  /// A number to find the view by (``viewWithTag(_:)``), as UIKit's `tag`; 0 by default.
  public var tag: Int {
    get { appearanceStorage?.tag ?? 0 }
    set { if newValue != tag { appearance.tag = newValue } }
  }

  /// The view or the first view below it (depth first) whose ``tag`` is `tag`, as UIKit's
  /// `viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let hit = subview.viewWithTag(tag) { return hit }
    }
    return nil
  }

  /// A name for UI tests to find the view by, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String? {
    get { appearanceStorage?.accessibilityIdentifier }
    set { if newValue != accessibilityIdentifier { appearance.accessibilityIdentifier = newValue } }
  }
}
