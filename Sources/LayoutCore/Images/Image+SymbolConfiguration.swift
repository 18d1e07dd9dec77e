import Foundation

extension Image {
  /// How a symbol is sized and weighted, as `UIImage.SymbolConfiguration`: a point size, a
  /// weight and a scale; each left unspecified takes the default (17 points, regular,
  /// medium).
  public struct SymbolConfiguration: Sendable, Equatable {
    /// The point size of the text the symbol matches (nil: unspecified, 17).
    public var pointSize: CGFloat?
    /// The stroke weight (nil: unspecified, regular).
    public var weight: SymbolWeight?
    /// The size relative to the point size (nil: unspecified, medium).
    public var scale: SymbolScale?

    /// A configuration with nothing specified.
    public init() {}

    /// A configuration of a point size, as `SymbolConfiguration(pointSize:)`.
    public init(pointSize: CGFloat) {
      self.pointSize = pointSize
    }

    /// A configuration of a point size and weight.
    public init(pointSize: CGFloat, weight: SymbolWeight) {
      self.pointSize = pointSize
      self.weight = weight
    }

    /// A configuration of a point size, weight and scale.
    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of a weight.
    public init(weight: SymbolWeight) {
      self.weight = weight
    }

    /// A configuration of a scale.
    public init(scale: SymbolScale) {
      self.scale = scale
    }

    /// A configuration matching a font: its point size and weight.
    public init(font: Font) {
      pointSize = font.pointSize
      weight = SymbolWeight(font.weight)
    }

    /// A configuration matching a font at a scale.
    public init(font: Font, scale: SymbolScale) {
      self.init(font: font)
      self.scale = scale
    }

    /// This configuration with `other`'s specified values over it, as
    /// `applying(_:)`.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      var merged = self
      if let size = other.pointSize { merged.pointSize = size }
      if let weight = other.weight { merged.weight = weight }
      if let scale = other.scale { merged.scale = scale }
      return merged
    }

    /// The approximated image size (see ``Image``): a square of the system font's line
    /// height at the point size times the scale's factor, rounded up to the pixel.
    func imageSize(atScale screenScale: CGFloat) -> CGSize {
      let size = pointSize ?? 17
      let factor: CGFloat =
        switch scale ?? .medium {
        case .small: 0.8
        case .large: 1.25
        case .default, .unspecified, .medium: 1
        }
      let line = Font.systemFont(ofSize: max(size, 0)).lineHeight * factor
      let side = PixelGrid(scale: screenScale).ceil(line)
      return CGSize(width: side, height: side)
    }
  }

  /// A symbol's stroke weight, as `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable, CaseIterable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9

    /// The symbol weight of a font weight.
    init(_ weight: Font.Weight) {
      self =
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        default: .regular
        }
    }
  }

  /// A symbol's size relative to its point size, as `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable, CaseIterable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}
