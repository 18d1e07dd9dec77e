import Foundation

/// A device screen: its size in points, its scale and the safe-area insets of a full-screen
/// root view in each orientation.
///
/// Use one of the device profiles (see ``profiles`` and ``profile(named:)``) or
/// ``custom(width:height:scale:safeArea:landscapeSafeArea:)``:
///
/// ```swift
/// let screen = Screen.iPhone15
/// screen.bounds(in: .landscape)         // (0.0, 0.0, 852.0, 393.0)
/// screen.safeAreaInsets(in: .portrait)  // {59, 0, 34, 0}
/// screen.pixelCeil(20.1)                // 20.333… (61 pixels at 3x)
/// ```
public struct Screen: Sendable, Equatable {
  /// How the device is held.
  public enum Orientation: Sendable, Hashable, CaseIterable {
    /// Taller than wide: the portrait size as given.
    case portrait
    /// Wider than tall: the portrait size with width and height swapped.
    case landscape
  }

  /// The device's name, e.g. `"iPhone 15"`.
  public var name: String
  /// The screen size in points in portrait.
  public var portraitSize: CGSize
  /// Pixels per point (2 or 3 on current devices).
  public var scale: CGFloat
  /// The safe-area insets of a full-screen root view in portrait.
  public var portraitSafeAreaInsets: EdgeInsets
  /// The safe-area insets of a full-screen root view in landscape.
  public var landscapeSafeAreaInsets: EdgeInsets
  /// The height of the docked system keyboard in portrait, from its top edge to the
  /// screen's bottom (the home-indicator region included), as UIKit reports its frame.
  public var portraitKeyboardHeight: CGFloat
  /// The height of the docked system keyboard in landscape.
  public var landscapeKeyboardHeight: CGFloat
  /// The system's light or dark appearance (Settings > Display & Brightness), as
  /// `UIScreen.traitCollection.userInterfaceStyle`: light by default. Windows follow it
  /// unless they override it (``Window/effectiveUserInterfaceStyle``).
  public var userInterfaceStyle = UserInterfaceStyle.light

  /// A screen with the given name, portrait size, scale, safe-area insets and keyboard
  /// heights (nil: estimated from the size and insets, see
  /// ``estimatedKeyboardHeight(portraitSize:portraitSafeAreaInsets:in:)``).
  public init(
    name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: EdgeInsets,
    landscapeSafeAreaInsets: EdgeInsets, portraitKeyboardHeight: CGFloat? = nil,
    landscapeKeyboardHeight: CGFloat? = nil
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.portraitKeyboardHeight =
      portraitKeyboardHeight
      ?? Self.estimatedKeyboardHeight(
        portraitSize: portraitSize, portraitSafeAreaInsets: portraitSafeAreaInsets, in: .portrait)
    self.landscapeKeyboardHeight =
      landscapeKeyboardHeight
      ?? Self.estimatedKeyboardHeight(
        portraitSize: portraitSize, portraitSafeAreaInsets: portraitSafeAreaInsets, in: .landscape)
  }

  /// A screen that is not one of the device profiles, named `"Custom W×H"`.
  ///
  /// `width` and `height` are the portrait size; landscape swaps them. When
  /// `landscapeSafeArea` is `nil` the landscape insets are the same as `safeArea`.
  public static func custom(
    width: CGFloat, height: CGFloat, scale: CGFloat = 2, safeArea: EdgeInsets = .zero,
    landscapeSafeArea: EdgeInsets? = nil
  ) -> Screen {
    Screen(
      name: "Custom \(EdgeInsets.format(width))×\(EdgeInsets.format(height))",
      portraitSize: CGSize(width: width, height: height), scale: scale,
      portraitSafeAreaInsets: safeArea, landscapeSafeAreaInsets: landscapeSafeArea ?? safeArea)
  }

  /// The screen size in points in an orientation.
  public func size(in orientation: Orientation) -> CGSize {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The screen's portrait bounds (UIKit's `bounds` on a device held upright).
  public var bounds: CGRect { bounds(in: .portrait) }

  /// The screen's bounds in an orientation: origin (0, 0) and ``size(in:)``.
  public func bounds(in orientation: Orientation) -> CGRect {
    CGRect(origin: .zero, size: size(in: orientation))
  }

  /// The safe-area insets of a full-screen root view in an orientation.
  public func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
    switch orientation {
    case .portrait: portraitSafeAreaInsets
    case .landscape: landscapeSafeAreaInsets
    }
  }

  /// The part of ``bounds(in:)`` inside the safe area, as a full-screen root view's
  /// `safeAreaLayoutGuide.layoutFrame`.
  public func safeAreaFrame(in orientation: Orientation) -> CGRect {
    bounds(in: orientation).inset(by: safeAreaInsets(in: orientation))
  }

  /// The screen's pixels (``PixelGrid``), where values are rounded.
  public var pixelGrid: PixelGrid { PixelGrid(scale: scale) }

  /// `x` rounded up to the next pixel boundary (a multiple of `1 / scale`), as UIKit rounds
  /// intrinsic content sizes: ``PixelGrid/ceil(_:)`` (29.000000001 gives 29 at 2x, 20.25
  /// gives 20.5). A scale that is not positive and finite counts as 1.
  public func pixelCeil(_ x: CGFloat) -> CGFloat {
    pixelGrid.ceil(x)
  }

  /// `x` rounded to the nearest pixel boundary, halves away from zero:
  /// ``PixelGrid/round(_:)`` (10.24 gives 10 and 10.25 gives 10.5 at 2x).
  public func pixelRound(_ x: CGFloat) -> CGFloat {
    pixelGrid.round(x)
  }
}
