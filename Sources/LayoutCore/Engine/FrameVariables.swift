/// Which coordinate of an item's rectangle a variable is: its ``Variable/tag``.
enum FrameCoordinate: UInt8 {
  case minX, minY, width, height

  /// The name of variable `tag` of an item named `item`: `box.minX`.
  static func name(_ tag: UInt8, of item: String) -> String {
    item + "." + "\(FrameCoordinate(rawValue: tag) ?? .minX)"
  }

  /// The name of the coordinate of an item that is gone: `(a released item).minX`.
  var releasedName: String {
    switch self {
    case .minX: "(a released item).minX"
    case .minY: "(a released item).minY"
    case .width: "(a released item).width"
    case .height: "(a released item).height"
    }
  }
}

extension LayoutItem {
  /// A variable of the item's rectangle, named (`box.minX`) only when a message prints it:
  /// the solver asks the item's reference (its ``Variable/namer``), which the engine also
  /// reads to go from a variable the solver moved to the item to redraw.
  func frameVariable(_ coordinate: FrameCoordinate) -> Variable {
    Variable(
      namer: itemReference, tag: coordinate.rawValue, fallbackName: coordinate.releasedName)
  }
}

/// The solver unknowns of a view's or guide's rectangle, in window coordinates (a class:
/// the engine reaches it through ``LayoutItem`` without retaining four variables).
final class FrameVariables {
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  /// The variables' ids in the table ``ids(in:)`` last gave them for (the engine's solver's,
  /// nearly always), and that table's serial (-1: none yet).
  @exclusivity(unchecked) private var idTable = -1
  @exclusivity(unchecked) private var cachedIDs = FrameIDs(x: -1, y: -1, width: -1, height: -1)

  init(item: any LayoutItem) {
    x = item.frameVariable(.minX)
    y = item.frameVariable(.minY)
    width = item.frameVariable(.width)
    height = item.frameVariable(.height)
  }

  /// The four variables' ids in `table`: what the translation writes into a form batch
  /// (looked up once per solver, not once per term).
  @inline(__always)
  func ids(in table: VariableTable) -> FrameIDs {
    if idTable == table.serial && table.holds(x, at: cachedIDs.x) { return cachedIDs }
    return lookUpIDs(in: table)
  }

  private func lookUpIDs(in table: VariableTable) -> FrameIDs {
    let ids = FrameIDs(
      x: table.id(of: x), y: table.id(of: y), width: table.id(of: width),
      height: table.id(of: height))
    idTable = table.serial
    cachedIDs = ids
    return ids
  }
}

/// An item's four variables by their ids in one solver's ``VariableTable``.
struct FrameIDs {
  var x: Int32
  var y: Int32
  var width: Int32
  var height: Int32
}
