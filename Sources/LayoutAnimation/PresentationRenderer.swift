import Foundation

/// The presentation render tree of a scene kept up to date frame by frame: each
/// ``render()`` redraws only what changed since the previous one, instead of every view.
///
/// ```swift
/// let renderer = PresentationRenderer(animator: animator, scene: scene, screen: .iPhone15)
/// for frame in 1...60 {
///   clock.advance(to: Double(frame) / 60)
///   draw(renderer.render())   // equal to RenderTree(presentation: animator.presentationSnapshot(), …)
/// }
/// ```
///
/// What changed is what the windows' change reports name (``View/takeLayoutChanges()``:
/// the renderer takes them, so do not take them elsewhere) and what the animator animates
/// now or animated at the previous frame. Each such view's node is made again (its content
/// too when the report names it), and the nodes below it follow it when it moved, faded or
/// was renamed. A window's own frame, alpha and safe area, and every scroll view's content
/// size, are read each frame. A view added, removed or reordered, a window shown, hidden or
/// raised, or the keyboard coming or going redraws everything once.
///
/// The tree returned shares storage with the renderer's: let go of a frame's tree before
/// asking for the next, or the next frame copies what it changes.
///
/// - Complexity: O(w + s + c·d + a·p) per frame for w windows, s scroll views, c views
///   changed or animated (each with its subtree when it moved) at depth d, a running
///   animations and p animated properties of each; a redraw of everything is O(v).
public final class PresentationRenderer {
  /// The animator whose presentation values are drawn.
  public let animator: Animator
  /// The screen the windows are on.
  public let screen: Screen
  /// The screen's orientation.
  public let orientation: Screen.Orientation
  /// How many views the last ``render()`` made again or moved (every view on a redraw).
  public private(set) var lastRedrawnViews = 0
  /// How many times every view was drawn anew (the first frame included).
  public private(set) var fullRedraws = 0

  private let windowsNow: () -> [Window]
  private var tree: RenderTree
  /// The windows drawn, back to front (the tree's windows, index for index).
  private var drawn: [Window] = []
  /// Where each drawn view's node is: its window's index, its superview's entry (-1 for a
  /// window's subview) and its index among its siblings.
  private var entries: [(window: Int32, parent: Int32, index: Int32)] = []
  private var entryOf: [ObjectIdentifier: Int32] = [:]
  /// How many views each drawn window has.
  private var viewCounts: [Int] = []
  /// The views animated at the previous frame.
  private var animatedBefore: [View] = []
  /// The scroll views drawn, with their entries.
  private var scrollViews: [(view: ScrollView, entry: Int32)] = []
  private var isFirst = true

  /// A renderer of a scene's visible windows.
  public convenience init(
    animator: Animator, scene: Scene, screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(animator: animator, screen: screen, orientation: orientation) { scene.visibleWindows }
  }

  /// A renderer of some windows (hidden ones are left out, as in ``RenderTree``).
  public convenience init(
    animator: Animator, windows: [Window], screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(animator: animator, screen: screen, orientation: orientation) { windows }
  }

  private init(
    animator: Animator, screen: Screen, orientation: Screen.Orientation,
    windows: @escaping () -> [Window]
  ) {
    self.animator = animator
    self.screen = screen
    self.orientation = orientation
    windowsNow = windows
    tree = RenderTree(windows: [], screen: screen, orientation: orientation)
  }

  /// What is on screen at the animator's clock's time.
  public func render() -> RenderTree {
    let windows = windowsNow()
    let all = RenderTree.withKeyboard(windows) { animator.presentation(of: $0).frame }
    var structural = isFirst
    var reported: [View] = []
    for window in all {
      let report = window.takeLayoutChanges()
      if !report.removedViews.isEmpty { structural = true }
      for change in report.changes {
        if !change.kind.isDisjoint(with: [.added, .order]) { structural = true }
        reported.append(change.view)
        // A scroll view's content offset moves its subviews' frames, not where they are
        // drawn: the report names only the scroll view.
        if change.kind.contains(.bounds) { reported += change.view.subviews }
      }
    }
    let stacked = RenderTree.stacked(all)
    if structural || stacked.count != drawn.count || zip(stacked, drawn).contains(where: !==) {
      redrawAll(stacked)
    } else {
      redraw(reported: reported)
    }
    return tree
  }

  // MARK: Everything

  private func redrawAll(_ windows: [Window]) {
    isFirst = false
    fullRedraws += 1
    animatedBefore = animatedViews()
    let animated = Set(animatedBefore.map(ObjectIdentifier.init))
    tree = RenderTree(stacked: windows, screen: screen, orientation: orientation) {
      [animator] view in
      animated.contains(ObjectIdentifier(view))
        ? RenderGeometry(animator.presentation(of: view)) : RenderGeometry(of: view)
    }
    drawn = windows
    viewCounts = Array(repeating: 0, count: windows.count)
    entries = []
    entryOf = [:]
    scrollViews = []
    func enter(_ view: View, window: Int, parent: Int32, index: Int) {
      let entry = Int32(entries.count)
      entries.append((Int32(window), parent, Int32(index)))
      viewCounts[window] += 1
      entryOf[ObjectIdentifier(view)] = entry
      if let scroll = view as? ScrollView { scrollViews.append((scroll, entry)) }
      for (i, subview) in view.subviews.enumerated() {
        enter(subview, window: window, parent: entry, index: i)
      }
    }
    for (w, window) in windows.enumerated() {
      for (i, view) in window.subviews.enumerated() { enter(view, window: w, parent: -1, index: i) }
    }
    lastRedrawnViews = entries.count
  }

  // MARK: What changed

  /// The views with a running (or waiting) animation, or shown by one while hidden.
  private func animatedViews() -> [View] {
    animator.animatedViewList + animator.deferredHides.map(\.view)
  }

  private func redraw(reported: [View]) {
    lastRedrawnViews = 0
    // The windows themselves: cheap, so every frame.
    for (w, window) in drawn.enumerated() {
      let before = tree.windows[w]
      tree.windows[w].setHeader(window, own: RenderGeometry(animator.presentation(of: window)))
      let after = tree.windows[w]
      if after.frame.origin != before.frame.origin || after.alpha != before.alpha
        || after.id != before.id
      {
        tree.windows[w].replaceViews()
        lastRedrawnViews += viewCounts[w]
      }
    }
    // Views: the content of those reported (and of scroll views whose content size or zoom
    // changed), the animated values of those animated now or at the previous frame.
    var content = Set<ObjectIdentifier>()
    var changed: [(entry: Int32, view: View)] = []
    func note(_ view: View, content withContent: Bool) {
      guard let entry = entryOf[ObjectIdentifier(view)] else { return }
      if withContent { content.insert(ObjectIdentifier(view)) }
      changed.append((entry, view))
    }
    for view in reported { note(view, content: true) }
    for (scroll, entry) in scrollViews {
      let shown = node(at: path(to: entry), window: Int(entries[Int(entry)].window)).scroll
      if shown?.contentSize != scroll.contentSize || shown?.zoomScale != scroll.zoomScale {
        note(scroll, content: true)
      }
    }
    let animated = animatedViews()
    for view in animatedBefore + animated { note(view, content: false) }
    animatedBefore = animated
    // Parents before children, so that a node follows its superview's new values.
    var seen = Set<Int32>()
    let ordered = changed.filter { seen.insert($0.entry).inserted }
      .map { (path: path(to: $0.entry), view: $0.view, window: Int(entries[Int($0.entry)].window)) }
      .sorted { a, b in
        a.window != b.window ? a.window < b.window : a.path.lexicographicallyPrecedes(b.path)
      }
    for item in ordered {
      redraw(
        item.view, window: item.window, path: item.path,
        content: content.contains(ObjectIdentifier(item.view)))
    }
  }

  /// The indices from a window's views down to an entry's node.
  private func path(to entry: Int32) -> [Int] {
    var path: [Int] = []
    var current = entry
    while current >= 0 {
      let e = entries[Int(current)]
      path.append(Int(e.index))
      current = e.parent
    }
    return path.reversed()
  }

  private func node(at path: [Int], window: Int) -> RenderNode {
    var node = tree.windows[window].views[path[0]]
    for index in path.dropFirst() { node = node.subviews[index] }
    return node
  }

  /// Makes one view's node again (with its content, or only its animated values) and, when
  /// it moved, faded or was renamed, makes the nodes below it follow.
  private func redraw(_ view: View, window w: Int, path: [Int], content: Bool) {
    let own = RenderGeometry(animator.presentation(of: view))
    // What the node inherits, from its superview's node (or the window).
    let window = tree.windows[w]
    var parentToWindow = CGAffineTransform.identity
    var parentAlpha = window.alpha
    var parentPath = window.id
    if path.count > 1 {
      let parent = node(at: Array(path.dropLast()), window: w)
      parentToWindow = parent.toWindow
      parentAlpha = parent.effectiveAlpha
      parentPath = parent.path
    }
    lastRedrawnViews += 1
    var redrawn = 0
    modify(window: w, path: path) { node in
      let before = node
      if content {
        var fresh = RenderNode(
          view, own: own, id: view.displayName(place: path.map(String.init).joined(separator: ".")),
          path: parentPath,
          alpha: parentAlpha, parentToWindow: parentToWindow, style: window.style)
        fresh.zIndex = node.zIndex
        fresh.subviews = node.subviews
        node = fresh
      } else {
        node.setGeometry(own)
      }
      node.follow(
        path: parentPath, alpha: parentAlpha, toWindow: parentToWindow,
        windowOrigin: window.frame.origin)
      if node.toWindow != before.toWindow || node.effectiveAlpha != before.effectiveAlpha
        || node.path != before.path
      {
        redrawn = node.placeSubviews()
      }
    }
    lastRedrawnViews += redrawn
  }

  private func modify(window w: Int, path: [Int], _ body: (inout RenderNode) -> Void) {
    func go(_ node: inout RenderNode, _ k: Int) {
      if k == path.count { body(&node) } else { go(&node.subviews[path[k]], k + 1) }
    }
    go(&tree.windows[w].views[path[0]], 1)
  }
}
