import Foundation

extension LayoutEngine {
  /// What is wrong with the layout now, made when asked: DSL calls that made nothing and
  /// constraints skipped for an item in another hierarchy (in tree order), constraints
  /// broken to resolve a conflict (with UIKit's wording), ambiguous frames, and feedback
  /// loops of the last pass.
  var diagnostics: [LayoutDiagnostic] {
    var skipped: [LayoutDiagnostic] = []
    var conflicts: [LayoutDiagnostic] = []
    var names: [Int32: String]?
    func describe(_ linear: LinearConstraint) -> String {
      if names == nil { names = constraintNames() }
      return solver.id(of: linear).flatMap { names?[$0] } ?? linear.description
    }
    var invalid: [LayoutDiagnostic] = []
    forEachItem { item in
      for error in item.constraintDiagnostics {
        skipped.append(LayoutDiagnostic(kind: .invalidConstraint, message: "\(error)"))
      }
      if let view = item.viewItem { Self.invalidValues(of: view, into: &invalid) }
      for layout in item.activeConstraints {
        if Self.hasNegativeSize(layout) {
          let (axis, extent) =
            layout.firstAttribute == .width ? ("width", "wide") : ("height", "high")
          let constant = String(format: "%g", Double(layout.constant))
          invalid.append(
            LayoutDiagnostic(
              kind: .invalidValue,
              message:
                "\(layout): a negative \(axis); the frame is laid out \(constant) \(extent), as given"
            ))
        }
        guard let link = constraintTable.link(of: layout) else { continue }
        switch link.state {
        case .foreign:
          skipped.append(
            LayoutDiagnostic(
              kind: .noCommonAncestor,
              message:
                "no common ancestor: \(layout.firstName) and \(layout.otherNames) "
                + "are not in one view hierarchy; skipped \(layout)"))
        case .broken:
          if let failure = link.failure {
            conflicts.append(conflict(failure.error, text: layout.description, describe))
          }
        case .absent, .pending, .held: break
        }
      }
    }
    for entry in brokenImplicit {
      guard let item = entry.item, item.layoutNode.isIn(self) else { continue }
      conflicts.append(conflict(entry.error, text: implicitName(of: entry), describe))
    }
    return skipped + invalid + conflicts + ambiguity + passDiagnostics
  }

  /// A font size of the text a view draws that is not positive, and a geometry value
  /// refused.
  private static func invalidValues(of view: View, into list: inout [LayoutDiagnostic]) {
    if let label = view.textContent?.label, let text = label.text, !text.isEmpty,
      !label.hasMeasurableFont
    {
      let size = String(format: "%g", Double(label.font.pointSize))
      list.append(
        LayoutDiagnostic(
          kind: .invalidValue,
          message:
            "\(view.displayName): font size \(size) is not a size (UIKit needs a positive one);"
            + " the text is measured empty"))
    }
    if let note = view.rejectedValue {
      list.append(LayoutDiagnostic(kind: .invalidValue, message: note))
    }
  }

  /// Whether a layout constraint sets a width or height below zero (`== -10`, `<= -10`).
  private static func hasNegativeSize(_ layout: LayoutConstraint) -> Bool {
    (layout.firstAttribute == .width || layout.firstAttribute == .height)
      && layout.secondAttribute == .notAnAttribute && layout.relation != .greaterThanOrEqual
      && layout.constant < 0
  }

  /// UIKit's message for a broken constraint.
  private func conflict(
    _ error: SolverError, text: String, _ describe: (LinearConstraint) -> String
  ) -> LayoutDiagnostic {
    guard error.code == .unsatisfiableConstraint else {
      return LayoutDiagnostic(kind: .invalidConstraint, message: "\(error)")
    }
    let list = (error.conflictsWith.map(describe) + [text]).map { "    " + $0 }
    // UIKit adds its note when an autoresizing constraint is in the list.
    let note =
      list.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") }
      ? "  (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints)\n" : ""
    let message =
      "Unable to simultaneously satisfy constraints.\n"
      + "  Probably at least one of the constraints in the following list is one you don't "
      + "want.\n" + note + "  (\n" + list.joined(separator: ",\n") + "\n  )\n"
      + "  Will attempt to recover by breaking constraint\n    " + text
    return LayoutDiagnostic(kind: .unsatisfiable, message: message)
  }

  /// How each linear form the solver holds for the hierarchy reads in a report, by its id
  /// (made only for one; naming records nothing: ``isUpdatingImplicit`` is off).
  func constraintNames() -> [Int32: String] {
    var names: [Int32: String] = [:]
    forEachItem { item in
      let held = item.layoutNode.implicit
      if !held.isEmpty {
        let specs = item.implicitConstraints(in: self)
        for (i, id) in held.enumerated() where i < specs.count {
          guard let form = solver.form(ofID: id) else { continue }
          names[id] = specs[i].role.describe(LinearConstraint(form: form), item: item)
        }
      }
      for layout in item.activeConstraints {
        if let id = constraintTable.link(of: layout)?.id, id >= 0 {
          names[id] = layout.description
        }
      }
    }
    return names
  }

  /// How a broken implicit constraint reads: by its role, as a held one would.
  private func implicitName(of entry: BrokenImplicit) -> String {
    guard let item = entry.item else { return entry.linear.description }
    let specs = item.implicitConstraints(in: self)
    guard entry.index < specs.count else { return entry.linear.description }
    return specs[entry.index].role.describe(entry.linear, item: item)
  }

  /// Calls `body` with every view and guide of the hierarchy, parents before children.
  func forEachItem(_ body: (any LayoutItem) -> Void) {
    if let root { forEachItem(below: root, body) }
  }

  // MARK: Ambiguity

  /// Views with a frame coordinate the constraints do not fix, cached until the held
  /// constraints change.
  var ambiguity: [LayoutDiagnostic] {
    if let cached = cachedAmbiguity, cached.version == solutionVersion {
      return cached.diagnostics
    }
    var diagnostics: [LayoutDiagnostic] = []
    for (view, names) in ambiguousViews() {
      diagnostics.append(
        LayoutDiagnostic(
          kind: .ambiguous,
          message: "ambiguous layout: \(view.displayName) has an ambiguous "
            + names.joined(separator: ", ") + " (the constraints allow more than one value)"))
    }
    cachedAmbiguity = (solutionVersion, diagnostics)
    return diagnostics
  }

  /// Each view (but the top) with a coordinate the solver reports ambiguous or that no
  /// held constraint mentions, and those coordinates' names.
  func ambiguousViews() -> [(View, [String])] {
    guard let root else { return [] }
    let ambiguous = Set(solver.ambiguousIDs())
    var held = Set<Int32>()
    solver.forEachHeldID { held.insert($0) }
    let table = solver.variableTable
    var out: [(View, [String])] = []
    forEachItem(below: root) { item in
      guard let view = item.viewItem, view !== root else { return }
      // A view the solver never saw has no ids: none of its coordinates is held.
      let v = view.knownFrameIDs(in: table)
      let names = [(v?.x, "minX"), (v?.y, "minY"), (v?.width, "width"), (v?.height, "height")]
        .filter { id, _ in
          guard let id else { return true }
          return ambiguous.contains(id) || !held.contains(id)
        }.map(\.1)
      if !names.isEmpty { out.append((view, names)) }
    }
    return out
  }

  // MARK: Feedback loops

  /// The report of a `layoutSubviews` feedback loop, modelled on UIKit's: the views laid
  /// out most often in this pass (the given ones), parents first.
  func reportFeedbackLoop(_ looping: [View]) {
    let views = Array(Self.topDown(looping).prefix(5))
    var top = views.first
    for view in views.dropFirst() { top = Self.commonAncestor(top, view) }
    let list = views.map { view in
      let node = view.layoutNode
      let calls = node.layoutCallsPass == passStamp ? node.layoutCalls : 0
      return "\(view.displayName) (\(calls) times)"
    }
    passDiagnostics.append(
      LayoutDiagnostic(
        kind: .feedbackLoop,
        message:
          "Degenerate layout! Layout feedback loop detected in subtree of "
          + "\(top?.displayName ?? "(no view)"): layoutSubviews kept invalidating the layout "
          + "of " + (list.isEmpty ? "its views" : list.joined(separator: ", "))
          + " within one layoutIfNeeded (the limit is \(Self.feedbackLoopThreshold)); "
          + "the pass stopped with the frames solved last."))
  }

  /// The report of `updateConstraints()` calls that keep asking for more.
  func reportUpdateLoop(_ views: [View]) {
    var names: [String] = []
    for view in Self.bottomUp(views).prefix(5) where !names.contains(view.displayName) {
      names.append(view.displayName)
    }
    passDiagnostics.append(
      LayoutDiagnostic(
        kind: .feedbackLoop,
        message:
          "Degenerate layout! updateConstraints kept asking for updateConstraints (on "
          + names.joined(separator: ", ") + ") \(Self.feedbackLoopThreshold) times within "
          + "one layoutIfNeeded (do not call setNeedsUpdateConstraints from "
          + "updateConstraints); the pass went on without them."))
  }

  /// The report of solving rounds that did not settle (safe areas or wrapping widths that
  /// keep changing the frames they follow).
  func reportUnsettled(_ items: [any LayoutItem]) {
    var names: [String] = []
    for item in items.prefix(5) where !names.contains(item.itemName) {
      names.append(item.itemName)
    }
    passDiagnostics.append(
      LayoutDiagnostic(
        kind: .feedbackLoop,
        message:
          "Degenerate layout! The layout did not settle after \(Self.roundLimit) solving "
          + "rounds: the safe-area insets or wrapping widths of "
          + names.joined(separator: ", ")
          + " keep changing the frames they follow; the pass stopped with the frames solved "
          + "last."))
  }
}
