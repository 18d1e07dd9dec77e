import Foundation

extension FloatingMenu {
  /// Where the action buttons go.
  ///
  /// ``seed`` is seed 003's screen, unchanged: a row of three columns under the image,
  /// wifi above the "+" button. The other three are the floating-action-button layouts of
  /// Floaty, JJFloatingActionButton and Material: a 56-point "+" button in the bottom
  /// trailing corner (see ``FloatingMenu`` for its placement) and 42-point items around it,
  /// copy first (nearest the button, or straight up), then wifi, then share.
  public enum ItemLayout: String, Sendable, CaseIterable {
    /// Seed 003's row (the default).
    case seed
    /// A column above the "+" button: item `i`'s centre is `61 + 54·i` above the button's
    /// (half the button, 12 of spacing, half an item; items 12 apart).
    case vertical
    /// A row toward the leading side of the "+" button, spaced as ``vertical``: for
    /// landscape and for menus that should not climb over the content (Floaty #96,
    /// JJFloatingActionButton #271).
    case horizontal
    /// A quarter circle of radius ``FloatingMenu/arcRadius`` (100) about the "+" button's
    /// centre, from straight up (the first item, 90°) to straight toward the leading side
    /// (the last, 180°), the items evenly apart in angle (90°, 135°, 180° for three).
    case circular

    /// Item `index`'s centre relative to the "+" button's, of `count` items: how far toward
    /// the leading side and how far up.
    func offset(ofItem index: Int, count: Int) -> (leading: CGFloat, up: CGFloat) {
      let first =
        FloatingMenu.mainButtonDiameter / 2 + FloatingMenu.itemSpacing
        + FloatingMenu.itemDiameter / 2
      let step = FloatingMenu.itemDiameter + FloatingMenu.itemSpacing
      let line = first + CGFloat(index) * step
      switch self {
      case .seed: return (0, 0)
      case .vertical: return (0, line)
      case .horizontal: return (line, 0)
      case .circular:
        let fraction = count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0
        let angle = CGFloat.pi / 2 * (1 + fraction)
        // cos and sin of 90° and 180° are not exact in floating point: snap them.
        func snapped(_ x: CGFloat) -> CGFloat { abs(x) < 1e-12 ? 0 : x }
        return (
          -snapped(cos(angle)) * FloatingMenu.arcRadius,
          snapped(sin(angle)) * FloatingMenu.arcRadius
        )
      }
    }

    /// The delay between one item's animation and the next: 0.05 s on the circle, 0.1 s in
    /// a line (JJFloatingActionButton's `interItemDelay` defaults).
    public var itemDelay: TimeInterval { self == .circular ? 0.05 : 0.1 }
  }
}
