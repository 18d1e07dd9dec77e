import Foundation

/// What a round's item work asks the write-back to visit besides what the solver moved.
struct WriteBackRequests {
  /// Items to read even if the solver did not move them (they just joined: some have no
  /// constraint at all).
  var items: [any LayoutItem] = []
  /// Views whose frame is written again from the last solved rectangle (a view added back
  /// may come back where it was, in a superview that moved meanwhile).
  var frames: [View] = []
  /// Guides whose layout frame is written again.
  var guides: [LayoutGuide] = []
  /// Views whose subviews' frames and guides are written again (the bounds origin moved).
  var boundsOrigins: [View] = []
}

extension LayoutEngine {
  /// A solved coordinate rounded to 1e-9 point (``NumberFormat/rounded(_:)``), far below
  /// any pixel: round-off in the solver (620.6666666666665 for 620⅔) does not reach frames
  /// and output.
  static func rounded(_ value: Double) -> Double {
    NumberFormat.rounded(value)
  }

  /// An item's solved rectangle in window coordinates.
  func solvedRect(of item: any LayoutItem) -> CGRect {
    let v = item.frameIDs(in: solver.variableTable)
    let (x, y, width, height) = solver.values(ofIDs: v.x, v.y, v.width, v.height)
    return CGRect(
      x: Self.rounded(x), y: Self.rounded(y), width: Self.rounded(width),
      height: Self.rounded(height))
  }

  /// Reads back what the solver moved (its change log, or everything after a rebuild) and
  /// what `requests` names: new window rectangles, frames in superview coordinates, guides'
  /// layout frames; then queues what depends on them (safe-area insets, wrapping widths,
  /// `layoutSubviews` of views whose size changed).
  func writeBack(_ requests: WriteBackRequests) {
    visitStamp += 1
    let stamp = visitStamp
    // Gathered in the engine's list, not a local the closures below would capture (a
    // captured variable is checked for exclusive access at every append); the list is empty
    // between write-backs and keeps its storage.
    func visit(_ item: any LayoutItem) {
      let node = item.layoutNode
      guard node.isIn(self), node.visit != stamp else { return }
      node.visit = stamp
      visitedItems.append(item)
    }
    // The solver logs its variables' ids; the engine's are a block of their item's
    // reference (their namer in the table), which is how the engine finds the item (the one
    // place it casts: from the solver's type to its own, a final class, so no conformance
    // lookup).
    let table = solver.variableTable
    let complete = solver.drainChangedIDs { id in
      if let reference = table.namer(ofID: id) as? ItemReference, let item = reference.item {
        visit(item)
      }
    }
    if !complete { forEachItem(visit) }
    for item in requests.items { visit(item) }

    var frames = requests.frames
    var guides = requests.guides
    var rootResized = false
    var visited: [any LayoutItem] = []
    swap(&visited, &visitedItems)
    defer {
      visited.removeAll(keepingCapacity: true)
      swap(&visited, &visitedItems)
    }
    for item in visited {
      let rect = solvedRect(of: item)
      let node = item.layoutNode
      let old = node.windowFrame
      let moved = !Self.same(rect, old)
      if moved { node.windowFrame = rect }
      item.noteLayout(in: self, moved: moved, from: old, frames: &frames, guides: &guides)
      if moved, ObjectIdentifier(item) == rootID, rect.size != old.size { rootResized = true }
    }
    for view in requests.boundsOrigins where view.layoutNode.isIn(self) {
      frames.append(contentsOf: view.subviews)
      guides.append(contentsOf: view.allLayoutGuides)
    }
    var grids = PixelGrids()
    for view in frames where view.layoutNode.written != stamp {
      view.layoutNode.written = stamp
      if view.layoutNode.isIn(self) { writeFrame(view, &grids) }
    }
    for guide in guides where guide.layoutNode.written != stamp {
      guide.layoutNode.written = stamp
      if guide.layoutNode.isIn(self) { writeLayoutFrame(guide, &grids) }
    }
    if rootResized || needsSafeAreaCheck { checkSafeAreas() }
    needsSafeAreaCheck = false
  }

  /// Writes a view's frame in its superview's coordinates from the window rectangles (the
  /// top view keeps the frame set in code).
  /// A frame that changed lays its superview out (in UIKit the superview's
  /// `layoutSubviews` applies the engine's frames to its subviews).
  private func writeFrame(_ view: View, _ grids: inout PixelGrids) {
    guard ObjectIdentifier(view) != rootID, let parent = view.superview else { return }
    // Placed by constraints: rounded to pixels as UIKit does; an autoresizing view is laid
    // out as its mask says, unrounded (UIKit lays those out by hand).
    let grid = view.translatesAutoresizingMaskIntoConstraints ? nil : grids.grid(of: view)
    let frame = Self.localRect(
      view.layoutNode.windowFrame, in: parent.layoutNode.windowFrame,
      origin: parent.boundsOrigin, grid: grid)
    if !Self.same(frame, view.frame) {
      view.setFrameFromLayout(frame)
      if parent.layoutNode.isIn(self) { enqueue(parent, .layout) }
    }
  }

  /// Writes a guide's layout frame in its view's coordinates.
  private func writeLayoutFrame(_ guide: LayoutGuide, _ grids: inout PixelGrids) {
    guard let view = guide.owningView else { return }
    guide.layoutFrame = Self.localRect(
      guide.layoutNode.windowFrame, in: view.layoutNode.windowFrame, origin: view.boundsOrigin,
      grid: grids.grid(of: view))
  }

  /// The pixel grid of each window a write-back meets, read from its screen once (a
  /// hierarchy's views are mostly in one window).
  struct PixelGrids {
    private var window: ObjectIdentifier?
    private var last = PixelGrid(scale: 2)

    /// The grid of the window a view of the engine's hierarchy is in (2x in none). The
    /// window is compared by its reference, and read only when it differs from the last.
    mutating func grid(of view: View) -> PixelGrid {
      guard let reference = view.layoutNode.windowReference else { return PixelGrid(scale: 2) }
      let id = ObjectIdentifier(reference)
      if id != self.window {
        guard let window = view.layoutNode.window else { return PixelGrid(scale: 2) }
        self.window = id
        last = PixelGrid(scale: window.screen.scale)
      }
      return last
    }
  }

  /// A rectangle in window coordinates in those of a view at `container` (window
  /// coordinates) whose bounds start at `origin`. With a grid, UIKit's rounding: each edge of
  /// the rectangle and the container's origin are rounded to the nearest pixel (halves away
  /// from zero) in window coordinates, and the size is the difference of the rounded edges,
  /// so neighbours that share an edge keep sharing it.
  static func localRect(_ rect: CGRect, in container: CGRect, origin: CGPoint, grid: PixelGrid?)
    -> CGRect
  {
    // Origin and size as written (a negative size set by a constant stays negative).
    let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    guard let grid else {
      return CGRect(
        x: x - container.origin.x + origin.x, y: y - container.origin.y + origin.y, width: w,
        height: h)
    }
    let minX = grid.round(x)
    let minY = grid.round(y)
    return CGRect(
      x: rounded(minX - grid.round(container.origin.x) + origin.x),
      y: rounded(minY - grid.round(container.origin.y) + origin.y),
      width: rounded(grid.round(x + w) - minX), height: rounded(grid.round(y + h) - minY))
  }

  /// Queues every safe-area guide whose insets no longer match its view's frame.
  func checkSafeAreas() {
    var live: [LayoutGuide] = []
    for guide in safeAreaGuides where guide.layoutNode.isIn(self) {
      live.append(guide)
      if let followed = guide.followedInsets(in: self), followed != guide.appliedInsets {
        enqueue(guide, .implicit)
      }
    }
    safeAreaGuides = live
  }

  /// Whether two rectangles are the same within 1e-7 point, component by component (not
  /// standardized): solved values are rounded to 1e-9, and a value that lies on a rounding
  /// boundary can round either way after an unrelated change; that is not a move.
  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.origin.x - b.origin.x) <= 1e-7 && abs(a.origin.y - b.origin.y) <= 1e-7
      && abs(a.size.width - b.size.width) <= 1e-7 && abs(a.size.height - b.size.height) <= 1e-7
  }
}

extension View {
  /// After the engine read this view's new window rectangle: its frame (and, if it moved,
  /// its subviews' frames and its guides) are written; a size change lays it and its
  /// superview out; the safe area and a wrapping label's width follow the new frame.
  func noteLayout(
    in engine: LayoutEngine, moved: Bool, from old: CGRect, frames: inout [View],
    guides: inout [LayoutGuide]
  ) {
    let rect = layoutNode.windowFrame
    if moved {
      frames.append(self)
      engine.noteReport(self, .frame)
      // (Appending an empty array is a generic call; most views have no guides.)
      if rect.origin != old.origin && !subviews.isEmpty { frames.append(contentsOf: subviews) }
      if hasLayoutGuides { guides.append(contentsOf: allLayoutGuides) }
      if rect.size != old.size { engine.enqueue(self, .layout) }
      if let guide = safeAreaGuideIfMade, engine.safeAreaInsets(of: self) != guide.appliedInsets {
        engine.enqueue(guide, .implicit)
      }
      if let guide = keyboardGuideStorage, guide.followedInsets(in: engine) != guide.appliedInsets {
        engine.enqueue(guide, .implicit)
      }
      // A window inside the hierarchy moved: the safe areas of the views in it may change.
      if windowItem != nil { engine.needsSafeAreaCheck = true }
    }
    if layoutWidthDidChange(to: rect.size.width) {
      engine.enqueue(self, [.implicit, .translate])
      // Its intrinsic size changed: a proportional stack view shares out its width again.
      superview?.subviewDidChange(self, .intrinsicSize)
    }
  }
}

extension LayoutGuide {
  /// A guide's layout frame is written when it or its view moved.
  func noteLayout(
    in engine: LayoutEngine, moved: Bool, from old: CGRect, frames: inout [View],
    guides: inout [LayoutGuide]
  ) {
    if moved { guides.append(self) }
  }
}
