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

  init(item: any LayoutItem) {
    x = item.frameVariable(.minX)
    y = item.frameVariable(.minY)
    width = item.frameVariable(.width)
    height = item.frameVariable(.height)
  }
}
