import Foundation

// What a frame written as UIKit writes it must be, whatever its exact solution: on the
// screen's pixel grid, within half a pixel of the solution at each edge.

extension CGRect {
  /// Whether each edge is a whole number of pixels at `scale` (within 1e-6 of a pixel).
  public func isOnPixelGrid(_ scale: CGFloat) -> Bool {
    [minX, minY, maxX, maxY].allSatisfy { edge in
      let pixels = Double(edge * scale)
      return abs(pixels - pixels.rounded()) <= 1e-6
    }
  }

  /// Whether this rectangle is `solved` with each edge moved to the nearest pixel at `scale`
  /// (half a pixel at most, on the grid): a frame UIKit writes for that solution, when the
  /// superview's origin is on the grid.
  public func isPixelRounding(of solved: CGRect, scale: CGFloat) -> Bool {
    let slack = 0.5 / Double(scale) + 1e-9
    return isOnPixelGrid(scale)
      && zip([minX, minY, maxX, maxY], [solved.minX, solved.minY, solved.maxX, solved.maxY])
        .allSatisfy { abs(Double($0 - $1)) <= slack }
  }
}
