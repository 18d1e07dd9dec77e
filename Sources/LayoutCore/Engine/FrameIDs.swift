/// Which coordinate of an item's rectangle a variable is: its ``Variable/tag``, and its id's
/// place in the item's block (``LayoutItem/frameIDs(in:)``).
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
  /// The ids of the item's four variables in `table` (its solver's ``VariableTable``):
  /// registered there as one block of the item's reference (its namer) the first time, with
  /// no `Variable` objects, and cached on the item's node for the table last asked.
  @inline(__always)
  func frameIDs(in table: VariableTable) -> FrameIDs {
    layoutNode.frameIDs(of: self, in: table)
  }

  /// The ids of the item's four variables in `table` if it has registered them, without
  /// registering them (a report that only reads).
  func knownFrameIDs(in table: VariableTable) -> FrameIDs? {
    guard let reference = referenceStorage else { return nil }
    let first = table.knownFirstID(ofBlockOf: reference)
    return first >= 0 ? FrameIDs(first: first) : nil
  }

  /// The `Variable` of one coordinate of the item's rectangle in `table`, made the first
  /// time something asks (a message, a test): the same object on every ask.
  func frameVariable(_ coordinate: FrameCoordinate, in table: VariableTable) -> Variable {
    table[frameIDs(in: table).x + Int32(coordinate.rawValue)]
  }
}

extension LayoutNode {
  /// ``LayoutItem/frameIDs(in:)`` of the item whose node this is.
  @inline(__always)
  func frameIDs(of item: any LayoutItem, in table: VariableTable) -> FrameIDs {
    let first = firstID
    if idTable == table.serial && table.holdsBlock(ofNamer: namerSerial, at: first) {
      return FrameIDs(first: first)
    }
    return registerFrameIDs(of: item, in: table)
  }

  private func registerFrameIDs(of item: any LayoutItem, in table: VariableTable) -> FrameIDs {
    let reference = item.itemReference
    let first = table.firstID(ofBlockOf: reference, count: 4)
    idTable = table.serial
    firstID = first
    namerSerial = reference.namerSerial
    return FrameIDs(first: first)
  }
}

/// An item's four variables by their ids in one solver's ``VariableTable``: consecutive,
/// in ``FrameCoordinate`` order (one block of the item's reference).
struct FrameIDs {
  /// The first id (minX's); the others follow it.
  let first: Int32

  var x: Int32 { first }
  var y: Int32 { first &+ 1 }
  var width: Int32 { first &+ 2 }
  var height: Int32 { first &+ 3 }
}
