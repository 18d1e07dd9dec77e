extension View {
  /// Adds a view at the front; it leaves its old superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at a position among the subviews (0 is the back); adding a view to
  /// itself or to one of its own subviews is ignored (UIKit would crash).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      view.report(.order)
      return
    }
    view.willMove(toSuperview: self)
    view.removeFromSuperview(notifying: false)
    if let engine = view.layoutEngine {
      // The view was the top of a laid-out hierarchy: that hierarchy joins this one.
      engine.dissolve()
      view.layoutEngine = nil
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.recordAutoresizingReference()
    if let engine = layoutNode.engine {
      engine.adopt(
        view, depth: layoutNode.depth + 1, rightToLeft: layoutNode.rightToLeft,
        window: layoutNode.window)
      engine.enqueue(self, .layout)
    }
    didAddSubview(view)
    view.didMoveToSuperview()
  }

  /// Removes the view from its superview (its constraints with views outside stay made,
  /// and are skipped by layout until it returns).
  public func removeFromSuperview() {
    removeFromSuperview(notifying: true)
  }

  /// Removes the view; `notifying` tells it and its superview as UIKit does (false when
  /// it moves to another superview, which tells it once).
  private func removeFromSuperview(notifying: Bool) {
    guard let parent = superview else { return }
    if notifying { willMove(toSuperview: nil) }
    parent.willRemoveSubview(self)
    parent.subviewDidChange(self, .leaving)
    layoutNode.engine?.detach(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    if notifying { didMoveToSuperview() }
  }

  /// Inserts a view just in front of one of the subviews, as UIKit's
  /// `insertSubview(_:aboveSubview:)` (a sibling that is not a subview: at the front).
  public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    insertSubview(view, at: position(of: siblingSubview, moving: view).map { $0 + 1 } ?? Int.max)
  }

  /// Inserts a view just behind one of the subviews, as UIKit's
  /// `insertSubview(_:belowSubview:)` (a sibling that is not a subview: at the back).
  public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    insertSubview(view, at: position(of: siblingSubview, moving: view) ?? 0)
  }

  /// Swaps two subviews' places in the order, as UIKit's
  /// `exchangeSubview(at:withSubviewAt:)` (an index out of range does nothing).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2
    else { return }
    subviews.swapAt(index1, index2)
    subviews[index1].report(.order)
    subviews[index2].report(.order)
  }

  /// Where a sibling will stand once `view` has left its place among the subviews (nil:
  /// not a subview).
  private func position(of sibling: View, moving view: View) -> Int? {
    guard sibling !== view, let i = subviews.firstIndex(where: { $0 === sibling }) else {
      return nil
    }
    if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i {
      return i - 1
    }
    return i
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Whether this view is `view` or below it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// The window at the top of this view's hierarchy, if it is in one.
  public var window: Window? {
    var current: View? = self
    while let v = current {
      if let w = v as? Window { return w }
      current = v.superview
    }
    return nil
  }

  /// The top of this view's hierarchy (itself if it has no superview).
  var root: View {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// This view and every view below it, parents before children, back to front.
  package var subtree: [View] {
    var out: [View] = []
    var stack: [View] = [self]
    while let v = stack.popLast() {
      out.append(v)
      stack.append(contentsOf: v.subviews.reversed())
    }
    return out
  }

  /// The reading direction that applies to this view.
  public var effectiveLayoutDirection: LayoutDirection {
    if layoutNode.engine != nil { return layoutNode.rightToLeft ? .rightToLeft : .leftToRight }
    var current: View? = self
    while let v = current {
      if let direction = v.layoutDirection { return direction }
      current = v.superview
    }
    return .leftToRight
  }

  /// The name in messages: the debug name, or the type and the view's place in its
  /// hierarchy (`View[0.2]`: the third subview of the top's first subview), so messages are
  /// the same every run.
  public var displayName: String {
    if let debugName { return debugName }
    var path: [Int] = []
    var current = self
    while let parent = current.superview {
      path.append(parent.subviews.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    return displayName(place: path.reversed().map(String.init).joined(separator: "."))
  }

  /// ``displayName`` for a view whose place is known (a walk down the tree knows each
  /// view's: `0.2` for the third subview of the top's first), without searching the
  /// siblings of every ancestor.
  package func displayName(place: String) -> String {
    debugName ?? "\(type(of: self))[\(place)]"
  }
}

/// What changed about a subview, for its superview's ``View/subviewDidChange(_:_:)``.
struct SubviewChange: OptionSet {
  let rawValue: UInt8

  /// It was hidden or shown (a stack view collapses it).
  static let hidden = SubviewChange(rawValue: 1 << 0)
  /// Its intrinsic content size changed (a proportional stack view measures again).
  static let intrinsicSize = SubviewChange(rawValue: 1 << 1)
  /// Its compression resistance changed (a stack view whose constraints on it follow that
  /// priority makes them again).
  static let compressionResistance = SubviewChange(rawValue: 1 << 2)
  /// It is about to leave the superview (a stack view stops arranging it).
  static let leaving = SubviewChange(rawValue: 1 << 3)
  /// Its ``View/forFirstBaselineLayout`` or ``View/forLastBaselineLayout`` changed (a stack
  /// view whose baselines are that subview's passes it on).
  static let baselines = SubviewChange(rawValue: 1 << 4)
}

extension View: Hashable {
  /// A view is equal only to itself, as an `NSObject` is: views can key dictionaries and
  /// fill sets (`[UIButton: Action]`), as in UIKit.
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  /// Hashes the view's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutGuide: Hashable {
  /// A guide is equal only to itself, as an `NSObject` is.
  public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }

  /// Hashes the guide's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
