import Foundation

/// Self-sizing (`systemLayoutSizeFitting`): the constraints of a view's subtree in a solver
/// of their own, the view's width and height pulled toward a target at the fitting
/// priorities; multi-line labels measured again at the widths they get, as a layout pass
/// does.
final class SizeFitter: LayoutContext {
  let top: View
  /// Not the top view: the top's size is what is measured, not a fixed frame.
  var rootID: ObjectIdentifier { ObjectIdentifier(self) }
  /// The widths wrapping labels got in the last round.
  private var wrapWidths: [ObjectIdentifier: CGFloat] = [:]

  init(top: View) {
    self.top = top
  }

  func safeAreaInsets(of view: View) -> EdgeInsets { .zero }
  /// Measured on its own, a view has no safe area and no keyboard over it; its readable
  /// width is its window's, if it is in one.
  func keyboardHeight(of view: View) -> CGFloat { 0 }
  func readableWidth(of view: View) -> CGFloat {
    (view.window?.preferredContentSizeCategory ?? .large).readableWidth
  }
  func noteSafeArea(_ insets: EdgeInsets, of guide: LayoutGuide) {}
  func intrinsicContentSize(of view: View) -> CGSize {
    view.intrinsicSizeOverride
      ?? view.intrinsicContentSize(wrappingAt: wrapWidths[ObjectIdentifier(view)])
  }

  /// Measures the top view (at most four rounds of wrapping), rounded to the nearest pixel.
  func size(fitting target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)
    -> CGSize
  {
    var items: [any LayoutItem] = []
    var members = Set<ObjectIdentifier>()
    var stack = [top]
    while let view = stack.popLast() {
      items.append(view)
      for guide in view.allLayoutGuides { items.append(guide) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    for item in items { members.insert(ObjectIdentifier(item)) }
    var size = CGSize.zero
    for _ in 0..<4 {
      let solver = Solver()
      // The forms go in as the engine's do: one batch, no object each, the implicit
      // constraints written into it as the items write them for the engine.
      var writer = ImplicitWriter(forms: FormBatch(for: solver), keepsRoles: false)
      let v = writer.ids(of: top)
      writer.forms.add(id: v.x, 1)
      writer.forms.close(constant: 0, relation: .equal, strength: .required)
      writer.forms.add(id: v.y, 1)
      writer.forms.close(constant: 0, relation: .equal, strength: .required)
      writer.forms.add(id: v.width, 1)
      writer.forms.close(
        constant: 0 - Double(target.width), relation: .equal,
        strength: Strength(priority: Double(horizontal.rawValue)))
      writer.forms.add(id: v.height, 1)
      writer.forms.close(
        constant: 0 - Double(target.height), relation: .equal,
        strength: Strength(priority: Double(vertical.rawValue)))
      for item in items {
        if (item as AnyObject) !== top || !top.translatesAutoresizingMaskIntoConstraints {
          item.writeImplicitConstraints(in: self, into: &writer)
        }
        for layout in item.activeConstraints {
          guard let first = layout.firstLayoutItem else { continue }
          let second = layout.secondLayoutItem
          if layout.secondAttribute != .notAnAttribute {
            guard let second, members.contains(ObjectIdentifier(second)) else { continue }
          }
          if let offsets = layout.offsets {
            let ends = [offsets.first, offsets.second].compactMap { $0 }
            guard
              ends.allSatisfy({ end in
                end.item.map { members.contains(ObjectIdentifier($0)) } ?? false
              })
            else { continue }
          }
          let ancestor = LayoutEngine.measuringAncestor(of: layout, first, second)
          let base = LayoutTranslation.appendTerms(
            of: layout, first, second, ancestor: ancestor, into: &writer.forms)
          writer.forms.close(
            constant: base - Double(layout.constant), relation: layout.relation.solverRelation,
            strength: layout.priority.strength)
        }
      }
      _ = solver.addFormsSkippingFailures(&writer.forms, marked: { _ in false })
      func value(_ id: Int32) -> CGFloat {
        CGFloat(LayoutEngine.rounded(solver.value(ofID: id)))
      }
      size = CGSize(width: value(v.width), height: value(v.height))
      var rewrapped = false
      for item in items {
        guard let view = item.viewItem, view.wrapsAtLayoutWidth else { continue }
        let width = value(view.frameIDs(in: solver.variableTable).width)
        if wrapWidths[ObjectIdentifier(view)] != width {
          wrapWidths[ObjectIdentifier(view)] = width
          rewrapped = true
        }
      }
      if !rewrapped { break }
    }
    // Pixel-granular, as UIKit's engine reads a fitted size back (its size rounded to the
    // nearest pixel; frames round their edges instead).
    let grid = PixelGrid(scale: top.screenScale)
    return CGSize(width: grid.round(size.width), height: grid.round(size.height))
  }
}
