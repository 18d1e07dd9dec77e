/// A solver unknown of a view's or guide's rectangle: it knows its item, so the engine can
/// go from a variable the solver moved to the view to redraw, and its name is made only when
/// a message prints it (`box.minX`).
final class ItemVariable: Variable, @unchecked Sendable {
  // `@unchecked`: `item` is set once, at creation, and only cleared by the runtime (weak
  // references are zeroed atomically), so no data race can break the variable itself. What
  // the compiler cannot check is `name`, which reads the item, a view that belongs to one
  // thread: no public API hands out an engine variable (nor a `SolverError` or
  // `LinearConstraint` holding one), and the engine, like its views, is used from one thread
  // at a time, so `name` is only read there.
  /// Which coordinate of the rectangle the variable is.
  enum Coordinate: UInt8 {
    case minX, minY, width, height
  }

  weak let item: (any LayoutItem)?
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
