/// A solver unknown of a view's or guide's rectangle: it knows its item, so the engine can
/// go from a variable the solver moved to the view to redraw, and its name is made only when
/// a message prints it (`box.minX`).
final class ItemVariable: Variable, @unchecked Sendable {
  /// Which coordinate of the rectangle the variable is.
  enum Coordinate: UInt8 {
    case minX, minY, width, height
  }

  weak var item: (any LayoutItem)?
  let coordinate: Coordinate

  init(_ item: any LayoutItem, _ coordinate: Coordinate) {
    self.item = item
    self.coordinate = coordinate
    super.init()
  }

  override var name: String {
    (item?.itemName ?? "(a released item)") + "." + "\(coordinate)"
  }
}

/// The solver unknowns of a view's or guide's rectangle, in window coordinates (a class:
/// the engine reaches it through ``LayoutItem`` without retaining four variables).
final class FrameVariables {
  let x: ItemVariable
  let y: ItemVariable
  let width: ItemVariable
  let height: ItemVariable

  init(item: any LayoutItem) {
    x = ItemVariable(item, .minX)
    y = ItemVariable(item, .minY)
    width = ItemVariable(item, .width)
    height = ItemVariable(item, .height)
  }
}
