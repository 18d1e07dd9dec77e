import Foundation

extension View {
  /// Marks the view for `layoutSubviews()` in the next pass, as UIKit's `setNeedsLayout`.
  /// Cheap: nothing is laid out until ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    enqueueLayoutWork(.layout)
  }

  /// Lays out the hierarchy now if anything changed since the last pass, as UIKit's
  /// `layoutIfNeeded`: updates constraints, solves, writes the frames that moved and calls
  /// `layoutSubviews()` where sizes changed or layout was requested (see `Docs/Views.md`,
  /// "The layout cycle").
  ///
  /// The solver belongs to the whole hierarchy (from its top, usually the window), so a
  /// pass covers every change in it, whichever view it is called on. The first pass builds
  /// the solver; later passes cost what changed; with nothing changed it returns at once.
  public func layoutIfNeeded() {
    if let engine = layoutNode.engine {
      engine.layoutIfNeeded()
      return
    }
    let top = root
    let engine = top.layoutEngine ?? LayoutEngine(root: top)
    top.layoutEngine = engine
    engine.layoutIfNeeded()
  }

  /// Marks the view for `updateConstraints()` before the next solve, as UIKit's
  /// `setNeedsUpdateConstraints`.
  public func setNeedsUpdateConstraints() {
    enqueueLayoutWork(.updateConstraints)
  }

  /// Whether `updateConstraints()` is waiting to be called, as UIKit's
  /// `needsUpdateConstraints()`.
  public func needsUpdateConstraints() -> Bool {
    layoutNode.work.contains(.updateConstraints)
  }

  /// Calls `updateConstraints()` now on this view and its subviews that asked for it,
  /// bottom-up, as UIKit's `updateConstraintsIfNeeded` (no solve).
  public func updateConstraintsIfNeeded() {
    // Parents before children, so reversed: children first.
    var views: [View] = []
    var stack = [self]
    while let view = stack.popLast() {
      if view.layoutNode.work.contains(.updateConstraints) { views.append(view) }
      stack.append(contentsOf: view.subviews)
    }
    for view in views.reversed() where view.needsUpdateConstraints() {
      view.layoutNode.work.remove(.updateConstraints)
      view.runUpdateConstraints()
    }
  }

  /// Tells layout that ``intrinsicContentSize`` changed, as UIKit's
  /// `invalidateIntrinsicContentSize`: the next pass measures the view again (and
  /// re-reads its baselines).
  public func invalidateIntrinsicContentSize() {
    enqueueLayoutWork([.implicit, .translate])
    superview?.subviewDidChange(self, .intrinsicSize)
  }

  /// What is wrong with this view's hierarchy's layout now: conflicts resolved by breaking
  /// a constraint, ambiguous frames, constraints across hierarchies, DSL calls that made
  /// nothing, feedback loops of the last pass (see `Docs/Views.md`, "Reports").
  public var layoutDiagnostics: [LayoutDiagnostic] {
    if let engine = layoutNode.engine { return engine.diagnostics }
    return root.layoutEngine?.diagnostics ?? []
  }

  /// Whether the constraints leave this view's frame undetermined, as UIKit's
  /// `hasAmbiguousLayout` (false before the hierarchy is laid out).
  public var hasAmbiguousLayout: Bool {
    guard let engine = layoutNode.engine else { return false }
    return engine.ambiguousViews().contains { $0.0 === self }
  }

  /// The views of this hierarchy that changed since the last call, for a renderer that
  /// redraws only those: their frames in window coordinates, alpha, hidden state, text,
  /// transform, appearance, order, and the views that left. The first call after the
  /// hierarchy is laid out reports every view as added; before that nothing is recorded.
  ///
  /// ```swift
  /// window.layoutIfNeeded()
  /// draw(window.takeLayoutChanges())     // everything
  /// toastLabel.text = "Saved"
  /// window.layoutIfNeeded()
  /// redraw(window.takeLayoutChanges())   // the label, and its box if it resized
  /// ```
  public func takeLayoutChanges() -> LayoutChangeReport {
    guard let engine = layoutNode.engine ?? root.layoutEngine else { return .empty }
    return engine.takeChanges()
  }
}

extension LayoutEngine {
  /// A view's reading direction changed: the views below it that inherit it translate
  /// their constraints again.
  func directionDidChange(below top: View) {
    let inherited = top.superview.map { $0.layoutNode.rightToLeft } ?? false
    var stack: [(View, Bool)] = [(top, inherited)]
    while let (view, inherited) = stack.popLast() {
      let rtl = view.layoutDirection.map { $0 == .rightToLeft } ?? inherited
      if view !== top && view.layoutDirection != nil { continue }
      if view.layoutNode.rightToLeft != rtl {
        view.layoutNode.rightToLeft = rtl
        enqueue(view, .translate)
        for guide in view.allLayoutGuides {
          guide.layoutNode.rightToLeft = rtl
          enqueue(guide, .translate)
        }
      }
      for subview in view.subviews { stack.append((subview, rtl)) }
    }
  }
}
