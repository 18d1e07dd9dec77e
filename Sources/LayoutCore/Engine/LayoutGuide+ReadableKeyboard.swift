import Foundation

extension LayoutGuide {
  /// A readable-content guide's constraints: the margins' top and height, centred between
  /// the margins, no wider than they are nor than the readable width, and as wide as it may
  /// be (an equality just below required, stronger than any priority below 1000, so the
  /// solver makes the width `min(margins width, readable width)` without a constant that
  /// must follow the view's width).
  ///
  /// Only the margins and the readable width are constants: a view that changes size moves
  /// its guide through the solver, and the constraints are made again only when the margins
  /// or the window's text size change.
  func writeReadableConstraints(
    of view: View, in context: LayoutContext, into w: inout ImplicitWriter
  ) {
    let g = w.ids(of: self)
    let v = w.ids(of: view)
    let m = view.effectiveLayoutMargins
    let l = Double(m.left)
    let t = Double(m.top)
    let horizontal = Double(m.left + m.right)
    let vertical = Double(m.top + m.bottom)
    let readable = Double(context.readableWidth(of: view))
    // minX + width / 2 == the margins' minX + their width / 2
    w.term(g.x)
    w.term(g.width, 0.5)
    w.term(v.x, -1)
    w.term(v.width, -0.5)
    w.close(0 - (l - Double(m.right)) / 2, role: .readable(.centerX))
    w.tie(g.y, v.y, 0 - t, role: .guide(attribute: "minY", value: t))
    w.tie(g.height, v.height, vertical, role: .guide(attribute: "height", value: -vertical))
    // No wider than the margins (`g.width - v.width + horizontal`), nor than the readable
    // width; as wide as the margins just below required.
    w.tie(g.width, v.width, horizontal, .lessThanOrEqual, role: .readable(.marginsWidth))
    w.term(g.width)
    w.close(0 - readable, .lessThanOrEqual, role: .readable(.readableWidth(readable)))
    w.tie(g.width, v.width, horizontal, strength: Self.readablePull, role: .readable(.pull))
  }

  /// The strength of the readable guide's pull toward the margins' width: kiwi's
  /// `create(1000, 0, 0)`, 10⁹, above priority 999.99 and below required.
  static let readablePull = Strength.create(1000, 0, 0)

  /// A keyboard guide's constraints: its view's left edge, width and bottom, and a height
  /// that is the part of the view the keyboard covers (the bottom safe-area inset while it
  /// is hidden). The height is computed from frames, as safe-area insets are: when the view
  /// moves, the pass makes it again (see ``LayoutEngine/checkSafeAreas()``).
  func writeKeyboardConstraints(
    of view: View, in context: LayoutContext, into w: inout ImplicitWriter
  ) {
    let g = w.ids(of: self)
    let v = w.ids(of: view)
    let height = context.keyboardHeight(of: view)
    context.noteSafeArea(EdgeInsets(top: 0, left: 0, bottom: height, right: 0), of: self)
    let h = Double(height)
    w.tie(g.x, v.x, 0, role: .guide(attribute: "minX", value: 0))
    w.term(g.y)
    w.term(g.height)
    w.term(v.y, -1)
    w.term(v.height, -1)
    w.close(0, role: .guide(attribute: "maxY", value: 0))
    w.tie(g.width, v.width, 0, role: .guide(attribute: "width", value: 0))
    w.term(g.height)
    w.close(0 - h, role: .keyboardHeight(h))
  }

  /// What a guide's constants follow besides its view's own properties: the safe-area
  /// insets of a safe-area guide, the keyboard height (as the bottom inset) of a keyboard
  /// guide; nil for the others. The pass compares it with ``appliedInsets``.
  func followedInsets(in engine: LayoutEngine) -> EdgeInsets? {
    guard let view = owningView else { return nil }
    switch role {
    case .safeArea: return engine.safeAreaInsets(of: view)
    case .keyboard:
      return EdgeInsets(top: 0, left: 0, bottom: engine.keyboardHeight(of: view), right: 0)
    default: return nil
    }
  }
}

extension LayoutEngine {
  /// The readable width of the window a view is in (its text size's), `.large`'s outside a
  /// window.
  func readableWidth(of view: View) -> CGFloat {
    (view.layoutNode.window?.preferredContentSizeCategory ?? .large).readableWidth
  }

  /// How much of a view the docked keyboard of its window covers, from the frames this
  /// engine last wrote, clipped to the view's height; while the keyboard is hidden, the
  /// view's bottom safe-area inset.
  func keyboardHeight(of view: View) -> CGFloat {
    guard let window = view.layoutNode.window, window.isKeyboardShown else {
      return safeAreaInsets(of: view).bottom
    }
    let windowRect =
      ObjectIdentifier(window) == rootID
      ? CGRect(origin: .zero, size: window.size) : window.layoutNode.windowFrame
    let rect = view === window ? windowRect : view.layoutNode.windowFrame
    let keyboard = window.keyboardHeight
    return View.safeAreaInsets(
      of: rect, in: windowRect,
      windowInsets: EdgeInsets(top: 0, left: 0, bottom: keyboard, right: 0)
    ).bottom
  }
}
