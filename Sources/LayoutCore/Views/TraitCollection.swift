import Foundation

/// What a view's environment is like, as UIKit's `UITraitCollection`: size classes, light
/// or dark, the text size, the scale, the reading direction and the kind of device, all
/// read from the view's window and screen (``View/traitCollection``).
///
/// ```swift
/// let window = Window(screen: .iPhone15, orientation: .landscape)
/// window.traitCollection.verticalSizeClass     // .compact
/// window.traitCollection.horizontalSizeClass   // .compact (.regular on a Max in landscape)
/// ```
///
/// Size classes are UIKit's per device: a phone is compact across and regular down in
/// portrait, compact down in landscape, and regular across in landscape when it is a Plus,
/// Max or XR (a portrait width of 414 points or more, the rule ``Screen/tabBarHeight(in:)``
/// follows too); a tablet is regular both ways.
public struct TraitCollection: Sendable, Equatable {
  /// Compact or regular room across.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// Compact or regular room down.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Light or dark.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The Dynamic Type text size.
  public var preferredContentSizeCategory: ContentSizeCategory
  /// Pixels per point.
  public var displayScale: CGFloat
  /// The reading direction.
  public var layoutDirection: LayoutDirection
  /// Phone or pad.
  public var userInterfaceIdiom: UserInterfaceIdiom

  /// A collection of every trait unspecified but one style, as
  /// `UITraitCollection(userInterfaceStyle:)`.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.init()
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// A collection of one text size, as `UITraitCollection(preferredContentSizeCategory:)`.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A collection of one horizontal size class.
  public init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init()
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// A collection of one vertical size class.
  public init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init()
    self.verticalSizeClass = verticalSizeClass
  }

  /// An empty collection: size classes unspecified, light, the default text size, scale 1.
  public init() {
    horizontalSizeClass = .unspecified
    verticalSizeClass = .unspecified
    userInterfaceStyle = .unspecified
    preferredContentSizeCategory = .large
    displayScale = 1
    layoutDirection = .leftToRight
    userInterfaceIdiom = .unspecified
  }

  /// The traits of a window's views.
  init(window: Window) {
    let size = window.screen.bounds(in: window.orientation).size
    let isPad = window.screen.isTablet
    let landscape = size.width > size.height
    let shortSide = min(size.width, size.height)
    horizontalSizeClass = isPad || (landscape && shortSide >= 414) ? .regular : .compact
    verticalSizeClass = isPad || !landscape ? .regular : .compact
    userInterfaceStyle = window.effectiveUserInterfaceStyle
    preferredContentSizeCategory = window.preferredContentSizeCategory
    displayScale = window.screen.scale
    layoutDirection = window.layoutDirection ?? .leftToRight
    userInterfaceIdiom = isPad ? .pad : .phone
  }

  /// Whether the traits that decide colours (the style) differ from `other`'s, as UIKit's
  /// `hasDifferentColorAppearance(comparedTo:)`.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
  }
}

/// Compact or regular room, as `UIUserInterfaceSizeClass` (UIKit's raw values).
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The kind of device, as `UIUserInterfaceIdiom` (UIKit's raw values for the two here).
public enum UserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}

extension View {
  /// The traits of the view's window (an empty collection's, light at scale 1, when it is
  /// in none), as UIKit's `traitCollection`.
  public var traitCollection: TraitCollection {
    guard let window = layoutNode.engine != nil ? layoutNode.window ?? window : window else {
      return TraitCollection()
    }
    var traits = TraitCollection(window: window)
    traits.layoutDirection = effectiveLayoutDirection
    return traits
  }
}

extension Color {
  /// The colour for a trait collection's style, as UIKit's `resolvedColor(with:)`.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    resolved(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
  }
}

extension Screen {
  /// Whether the screen is a tablet's: its shorter side is 600 points or more (every iPad;
  /// no phone comes near), which makes its size classes regular.
  public var isTablet: Bool {
    min(portraitSize.width, portraitSize.height) >= 600
  }
}

/// The status bar's look, as `UIStatusBarStyle` (UIKit's raw values).
public enum StatusBarStyle: Int, Sendable, CaseIterable {
  /// Dark text in light mode, light in dark mode.
  case `default` = 0
  /// Light text, for dark backgrounds.
  case lightContent = 1
  /// Dark text, for light backgrounds.
  case darkContent = 3
}
