import Foundation

/// The alignment half of a stack's arrangement (across its axis): what UIKit's stack view
/// makes per alignment, beside the distribution in StackArrangement.swift.
extension StackArrangement {
  mutating func align() {
    guard !items.isEmpty else { return }
    var alignment = input.alignment
    // Baselines are a horizontal stack's; a vertical one aligns leading or trailing edges.
    if !horizontal && alignment == .firstBaseline { alignment = .leading }
    if !horizontal && alignment == .lastBaseline { alignment = .trailing }
    let topWeak = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
    let bottomWeak = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
    let weak = topWeak || bottomWeak
    let needsSpanner = visible.isEmpty || (items.count > 1 && weak)

    var guide: StackItem?
    if needsSpanner {
      guide = .spanner
      if weak { add("UISV-spanning-fit", .spanner, thickness, priority: 51) }
      for view in visible {
        add(
          "UISV-spanning-boundary", .spanner, top, topWeak ? .lessThanOrEqual : .equal,
          .arranged(view), top, priority: topWeak ? 1000 : 999.5)
        add(
          "UISV-spanning-boundary", .spanner, bottom, bottomWeak ? .greaterThanOrEqual : .equal,
          .arranged(view), bottom, priority: bottomWeak ? 1000 : 999.5)
      }
    }

    // The stack's edges across the axis: to the first view where the views are aligned
    // on that edge, to the spanner (which holds them all) where they are not.
    let firstItem: StackItem
    if visible.isEmpty, let guide { firstItem = guide } else { firstItem = .arranged(items[0]) }
    var topItem = firstItem
    var bottomItem = guide ?? firstItem
    var topCanvasWeak = topWeak
    var bottomCanvasWeak = bottomWeak
    if let guide {
      switch alignment {
      case .trailing: (topItem, bottomItem) = (guide, firstItem)
      case .center, .firstBaseline, .lastBaseline: (topItem, bottomItem) = (guide, guide)
      default: break
      }
      topCanvasWeak = alignment == .firstBaseline && !visible.isEmpty
      bottomCanvasWeak = alignment == .lastBaseline && !visible.isEmpty
    }
    add(
      "UISV-canvas-connection", .stack, canvas(top), topCanvasWeak ? .lessThanOrEqual : .equal,
      topItem, top)
    add(
      "UISV-canvas-connection", .stack, canvas(bottom),
      bottomCanvasWeak ? .greaterThanOrEqual : .equal, bottomItem, bottom)
    if alignment == .center {
      add("UISV-canvas-connection", .stack, canvas(across), .equal, firstItem, across)
    }

    let aligned: [LayoutAttribute]
    switch alignment {
    case .fill: aligned = [top, bottom]
    case .leading: aligned = [top]
    case .trailing: aligned = [bottom]
    case .center: aligned = [across]
    case .firstBaseline: aligned = [.firstBaseline]
    case .lastBaseline: aligned = [.lastBaseline]
    }
    let first = StackItem.arranged(items[0])
    for attribute in aligned {
      for view in items.dropFirst() {
        add("UISV-alignment", first, attribute, .equal, .arranged(view), attribute)
      }
    }

    if weak {
      for view in items {
        add("UISV-ambiguity-suppression", .arranged(view), thickness, priority: 25)
      }
    }
    if topCanvasWeak || bottomCanvasWeak {
      add("UISV-canvas-fit", .stack, thickness, priority: 49)
    }
  }
}
