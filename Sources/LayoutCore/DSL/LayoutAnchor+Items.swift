import Foundation

extension View {
  /// The leading edge, as UIKit's `leadingAnchor` (the left edge left to right).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge, as UIKit's `trailingAnchor`.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge, as UIKit's `leftAnchor`.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge, as UIKit's `rightAnchor`.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The middle x, as UIKit's `centerXAnchor`.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The top edge, as UIKit's `topAnchor`.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge, as UIKit's `bottomAnchor`.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The middle y, as UIKit's `centerYAnchor`.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The first line's baseline (the top without text), as UIKit's `firstBaselineAnchor`.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The last line's baseline (the bottom without text), as UIKit's `lastBaselineAnchor`.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
  /// The width, as UIKit's `widthAnchor`.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height, as UIKit's `heightAnchor`.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension LayoutGuide {
  /// The leading edge, as UIKit's `leadingAnchor`.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge, as UIKit's `trailingAnchor`.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge, as UIKit's `leftAnchor`.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge, as UIKit's `rightAnchor`.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The middle x, as UIKit's `centerXAnchor`.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The top edge, as UIKit's `topAnchor`.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge, as UIKit's `bottomAnchor`.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The middle y, as UIKit's `centerYAnchor`.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The width, as UIKit's `widthAnchor`.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height, as UIKit's `heightAnchor`.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
