import Foundation

/// The live solver of one view hierarchy (a window's, usually) and what it holds: every
/// layout pass turns the hierarchy's constraints into linear constraints, changes the
/// solver by the difference from the last pass (constants moved in place, others removed
/// and added), solves and writes the frames.
final class LayoutEngine {
  /// What produced a linear constraint: a DSL constraint's layout constraint, or an
  /// implicit one (a fixed frame, an intrinsic size, a guide).
  struct Key: Hashable {
    let source: ObjectIdentifier
    let index: Int
  }

  /// A view named in an ``Origin``, without keeping it alive.
  struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
    var displayName: String { view?.displayName ?? "(a released view)" }
  }

  struct Entry {
    let constraint: LinearConstraint
    let origin: Origin
  }

  /// Where a linear constraint came from; described only when a report needs it.
  /// Views are held weakly: the root view owns its engine, so a strong reference here would
  /// keep a whole hierarchy alive after its last user let go.
  enum Origin {
    case layout(Constraint, Int)
    case rootFrame(WeakView)
    case frame(WeakView, attribute: String, value: Double)
    case intrinsic(WeakView, attribute: String, value: Double, priority: Float, hugging: Bool)
    case guide(LayoutGuide, WeakView, attribute: String, value: Double)
    case content(LayoutGuide, WeakView, attribute: String)

    var description: String {
      switch self {
      case .layout(let c, let i):
        return i < c.layoutConstraints.count ? c.layoutConstraints[i].description : c.description
      case .rootFrame(let view): return "\(view.displayName) frame (the top of the hierarchy)"
      case .frame(let view, let attribute, let value):
        return "\(view.displayName).\(attribute) == \(NumberFormat.string(value)) (frame)"
      case .intrinsic(let view, let attribute, let value, let priority, let hugging):
        let relation = hugging ? "<=" : ">="
        let kind = hugging ? "content hugging" : "compression resistance"
        return "\(view.displayName).\(attribute) \(relation) \(NumberFormat.string(value)) "
          + "(\(kind)) ^\(NumberFormat.string(Double(priority)))"
      case .guide(let guide, let view, let attribute, let value):
        return "\(guide.identifier).\(attribute) == \(view.displayName).\(attribute) + "
          + NumberFormat.string(value)
      case .content(let guide, let view, let attribute):
        return
          "\(guide.identifier).\(attribute) == \(view.displayName).\(attribute) - contentOffset"
      }
    }
  }

  let solver = Solver()
  private(set) var entries: [Key: Entry] = [:]
  /// The keys in the order their constraints went in (for deterministic reports).
  private var order: [Key] = []
  /// Safe-area insets used for each safe-area guide in the last pass.
  private var safeInsets: [ObjectIdentifier: EdgeInsets] = [:]
  private(set) var diagnostics: [LayoutDiagnostic] = []
  /// The variables some held constraint mentions.
  private var heldVariables = Set<ObjectIdentifier>()
  /// How many linear constraints the last pass added, removed and moved in place.
  private(set) var lastChanges = (added: 0, removed: 0, moved: 0)

  /// Lays out the hierarchy under `root`.
  func layout(_ root: View) {
    diagnostics = []
    var pass = 0
    var structureChanged = false
    var again = false
    repeat {
      sync(root)
      structureChanged = structureChanged || lastChanges.added > 0 || lastChanges.removed > 0
      writeFrames(root)
      pass += 1
      // Both run: safe areas and wrapping widths come from the frames just written.
      let safeAreasMoved = updateSafeAreas(root)
      let labelsRewrapped = updateLabelWidths(root)
      again = safeAreasMoved || labelsRewrapped
    } while again && pass < 4
    // Ambiguity depends on which constraints are held; moved constants keep the report.
    if structureChanged || !hasAmbiguityReport {
      ambiguity = ambiguityReport(root)
      hasAmbiguityReport = true
    }
    diagnostics += ambiguity
  }

  private var ambiguity: [LayoutDiagnostic] = []
  private var hasAmbiguityReport = false

  // MARK: Building

  private func sync(_ root: View) {
    let views = root.subtree
    var wanted: [(Key, LinearConstraint, Origin, Double)] = []
    wanted.reserveCapacity(entries.count)
    let members = Set(views.map { ObjectIdentifier($0) })

    func add(_ source: AnyObject, _ index: Int, _ c: LinearConstraint, _ origin: Origin) {
      wanted.append((Key(source: ObjectIdentifier(source), index: index), c, origin, c.constant))
    }

    for view in views {
      let v = view.variables
      if view === root {
        let f = view.frame
        add(view, 0, LinearConstraint(Expression(v.x), .equal), .rootFrame(WeakView(view)))
        add(view, 1, LinearConstraint(Expression(v.y), .equal), .rootFrame(WeakView(view)))
        add(
          view, 2, LinearConstraint(v.width - Double(f.width), .equal), .rootFrame(WeakView(view)))
        add(
          view, 3, LinearConstraint(v.height - Double(f.height), .equal), .rootFrame(WeakView(view))
        )
      } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
        let p = parent.variables
        let f = view.frame
        let dx = Double(f.minX - parent.boundsOrigin.x)
        let dy = Double(f.minY - parent.boundsOrigin.y)
        let w = Double(f.width)
        let h = Double(f.height)
        add(
          view, 0, LinearConstraint(v.x - p.x - dx, .equal),
          .frame(WeakView(view), attribute: "minX", value: dx))
        add(
          view, 1, LinearConstraint(v.y - p.y - dy, .equal),
          .frame(WeakView(view), attribute: "minY", value: dy))
        add(
          view, 2, LinearConstraint(v.width - w, .equal),
          .frame(WeakView(view), attribute: "width", value: w)
        )
        add(
          view, 3, LinearConstraint(v.height - h, .equal),
          .frame(WeakView(view), attribute: "height", value: h))
      } else {
        addIntrinsicSize(view, add)
      }
      for guide in view.allLayoutGuides { addGuide(guide, of: view, add) }
    }
    for view in views {
      for item in [view as LayoutItem] + view.allLayoutGuides.map({ $0 as LayoutItem }) {
        for diagnostic in item.constraintDiagnostics {
          diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint, message: "\(diagnostic)"))
        }
        for constraint in item.madeConstraints {
          for (i, layout) in constraint.layoutConstraints.enumerated() {
            guard let first = layout.firstItem as? LayoutItem else { continue }
            let second = layout.secondItem as? LayoutItem
            guard
              inHierarchy(first, members),
              second.map({ inHierarchy($0, members) }) ?? true
            else {
              diagnostics.append(
                LayoutDiagnostic(
                  kind: .noCommonAncestor,
                  message:
                    "no common ancestor: \(layout.firstName) and \(layout.secondName ?? "?") "
                    + "are not in one view hierarchy; skipped \(layout)"))
              continue
            }
            let key = Key(source: ObjectIdentifier(constraint), index: i)
            let (linear, constant) = cachedLinear(key, layout, first, second)
            wanted.append((key, linear, .layout(constraint, i), constant))
          }
        }
      }
    }
    apply(wanted)
  }

  private func inHierarchy(_ item: LayoutItem, _ members: Set<ObjectIdentifier>) -> Bool {
    guard let host = item.hostView else { return false }
    return members.contains(ObjectIdentifier(host))
  }

  private func addIntrinsicSize(
    _ view: View, _ add: (AnyObject, Int, LinearConstraint, Origin) -> Void
  ) {
    let size = view.intrinsicContentSize
    let v = view.variables
    let axes: [(Variable, CGFloat, Float, Float, String, Int)] = [
      (
        v.width, size.width, view.contentHuggingPriority.horizontal,
        view.contentCompressionResistancePriority.horizontal, "width", 10
      ),
      (
        v.height, size.height, view.contentHuggingPriority.vertical,
        view.contentCompressionResistancePriority.vertical, "height", 12
      ),
    ]
    for (variable, value, hugging, compression, axis, index) in axes
    where value != View.noIntrinsicMetric {
      let target = Double(value)
      add(
        view, index,
        LinearConstraint(
          Expression(variable) - target, .lessThanOrEqual,
          strength: Strength(priority: Double(hugging))),
        .intrinsic(WeakView(view), attribute: axis, value: target, priority: hugging, hugging: true)
      )
      add(
        view, index + 1,
        LinearConstraint(
          Expression(variable) - target, .greaterThanOrEqual,
          strength: Strength(priority: Double(compression))),
        .intrinsic(
          WeakView(view), attribute: axis, value: target, priority: compression, hugging: false))
    }
  }

  private func addGuide(
    _ guide: LayoutGuide, of view: View, _ add: (AnyObject, Int, LinearConstraint, Origin) -> Void
  ) {
    let insets: EdgeInsets
    switch guide.role {
    case .custom: return
    case .scrollContent:
      // The content's origin is the scroll view's bounds origin: it moves against the
      // offset; its size is left to the constraints.
      let g = guide.variables
      let v = view.variables
      let offset = view.boundsOrigin
      add(
        guide, 0, LinearConstraint(g.x - v.x + Double(offset.x), .equal),
        .content(guide, WeakView(view), attribute: "minX"))
      add(
        guide, 1, LinearConstraint(g.y - v.y + Double(offset.y), .equal),
        .content(guide, WeakView(view), attribute: "minY"))
      return
    case .scrollFrame: insets = .zero
    case .margins: insets = view.layoutMargins
    case .safeArea:
      insets = safeInsets[ObjectIdentifier(guide)] ?? view.safeAreaInsets
      safeInsets[ObjectIdentifier(guide)] = insets
    }
    let g = guide.variables
    let v = view.variables
    let l = Double(insets.left)
    let t = Double(insets.top)
    let horizontal = Double(insets.left + insets.right)
    let vertical = Double(insets.top + insets.bottom)
    add(
      guide, 0, LinearConstraint(g.x - v.x - l, .equal),
      .guide(guide, WeakView(view), attribute: "minX", value: l))
    add(
      guide, 1, LinearConstraint(g.y - v.y - t, .equal),
      .guide(guide, WeakView(view), attribute: "minY", value: t))
    add(
      guide, 2, LinearConstraint(g.width - v.width + horizontal, .equal),
      .guide(guide, WeakView(view), attribute: "width", value: -horizontal))
    add(
      guide, 3, LinearConstraint(g.height - v.height + vertical, .equal),
      .guide(guide, WeakView(view), attribute: "height", value: -vertical))
  }

  /// What a layout constraint's linear constraint depends on, besides its constant.
  struct LinearInputs: Equatable {
    var first: ObjectIdentifier
    var firstAttribute: LayoutAttribute
    var second: ObjectIdentifier?
    var secondAttribute: LayoutAttribute
    var relation: ConstraintRelation
    var multiplier: CGFloat
    var priority: Float
    var firstRTL: Bool
    var secondRTL: Bool
    var firstMargins: EdgeInsets
    var secondMargins: EdgeInsets
    var ancestor: ObjectIdentifier?
    var ancestorOrigin: CGPoint
    var firstBaseline: CGFloat
    var secondBaseline: CGFloat
  }

  /// A label's baseline offset for a baseline attribute (0 otherwise): part of the
  /// attribute's expression.
  private static func baselineOffset(_ attribute: LayoutAttribute, _ item: LayoutItem?)
    -> CGFloat
  {
    guard let label = item as? Label else { return 0 }
    switch attribute {
    case .firstBaseline: return label.firstBaselineOffset
    case .lastBaseline: return label.lastBaselineOffset
    default: return 0
    }
  }

  /// The linear constraints made for layout constraints, with their inputs and the
  /// constant they would have for a layout constant of 0.
  private var linearCache: [Key: (inputs: LinearInputs, base: Double, linear: LinearConstraint)] =
    [:]

  /// The linear constraint of a layout constraint and its wanted constant: the cached one
  /// when nothing but the constant changed (so unchanged constraints cost no allocation).
  private func cachedLinear(
    _ key: Key, _ c: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem?
  ) -> (LinearConstraint, Double) {
    let usesAncestor = c.multiplier != 1 && !c.firstAttribute.isDimension
    let ancestor = usesAncestor ? Self.commonAncestor(first.hostView, second?.hostView) : nil
    let inputs = LinearInputs(
      first: ObjectIdentifier(first), firstAttribute: c.firstAttribute,
      second: second.map { ObjectIdentifier($0) }, secondAttribute: c.secondAttribute,
      relation: c.relation, multiplier: c.multiplier, priority: c.priority.value,
      firstRTL: first.hostView?.effectiveLayoutDirection == .rightToLeft,
      secondRTL: second?.hostView?.effectiveLayoutDirection == .rightToLeft,
      firstMargins: (first as? View)?.layoutMargins ?? .zero,
      secondMargins: (second as? View)?.layoutMargins ?? .zero,
      ancestor: ancestor.map { ObjectIdentifier($0) },
      ancestorOrigin: ancestor?.boundsOrigin ?? .zero,
      firstBaseline: Self.baselineOffset(c.firstAttribute, first),
      secondBaseline: Self.baselineOffset(c.secondAttribute, second))
    if let cached = linearCache[key], cached.inputs == inputs {
      return (cached.linear, cached.base - Double(c.constant))
    }
    let made = linear(c, first, second)
    let base = made.constant + Double(c.constant)
    linearCache[key] = (inputs, base, made)
    return (made, made.constant)
  }

  /// `first.attribute ⋈ multiplier × second.attribute + constant` as a linear constraint.
  private func linear(_ c: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem?)
    -> LinearConstraint
  {
    var expression = Self.expression(c.firstAttribute, of: first)
    if let second, c.secondAttribute != .notAnAttribute {
      expression =
        expression - Self.expression(c.secondAttribute, of: second) * Double(c.multiplier)
      // Auto Layout measures both attributes in the coordinates of the items' closest common
      // ancestor (a superview's own left is 0 there). Window coordinates differ from those by
      // the ancestor's origin, which cancels unless the multiplier is not 1.
      if c.multiplier != 1, !c.firstAttribute.isDimension,
        let ancestor = Self.commonAncestor(first.hostView, second.hostView)
      {
        let m = 1 - Double(c.multiplier)
        let a = ancestor.variables
        if c.firstAttribute.isVertical {
          expression = expression - m * a.y
          expression.constant += m * Double(ancestor.boundsOrigin.y)
        } else {
          expression = expression - m * a.x
          expression.constant += m * Double(ancestor.boundsOrigin.x)
        }
      }
    }
    expression.constant -= Double(c.constant)
    return LinearConstraint(expression, c.relation.solverRelation, strength: c.priority.strength)
  }

  /// The closest view that both views are in (either one itself, if one contains the other).
  static func commonAncestor(_ a: View?, _ b: View?) -> View? {
    guard let a, let b else { return nil }
    var seen = Set<ObjectIdentifier>()
    var current: View? = a
    while let v = current {
      seen.insert(ObjectIdentifier(v))
      current = v.superview
    }
    current = b
    while let v = current {
      if seen.contains(ObjectIdentifier(v)) { return v }
      current = v.superview
    }
    return nil
  }

  /// An attribute of an item in window coordinates.
  static func expression(_ attribute: LayoutAttribute, of item: LayoutItem) -> Expression {
    let v = item.variables
    let view = item as? View
    let margins = view?.layoutMargins ?? .zero
    let rtl = item.hostView?.effectiveLayoutDirection == .rightToLeft
    let left = Expression(v.x)
    let right = v.x + v.width
    let top = Expression(v.y)
    let bottom = v.y + v.height
    switch attribute {
    case .notAnAttribute: return Expression()
    case .left: return left
    case .right: return right
    case .top: return top
    case .bottom: return bottom
    // Right to left, leading and trailing are the right and left edges measured in a
    // mirrored axis (negated), so that a positive constant moves toward the trailing side,
    // as in Auto Layout.
    case .leading: return rtl ? -right : left
    case .trailing: return rtl ? -left : right
    case .width: return Expression(v.width)
    case .height: return Expression(v.height)
    case .centerX: return v.x + 0.5 * v.width
    case .centerY: return v.y + 0.5 * v.height
    case .lastBaseline:
      if let label = item as? Label { return top + Double(label.lastBaselineOffset) }
      return bottom
    case .firstBaseline:
      if let label = item as? Label { return top + Double(label.firstBaselineOffset) }
      return top
    case .leftMargin: return left + Double(margins.left)
    case .rightMargin: return right - Double(margins.right)
    case .topMargin: return top + Double(margins.top)
    case .bottomMargin: return bottom - Double(margins.bottom)
    case .leadingMargin:
      return rtl ? -(right - Double(margins.right)) : left + Double(margins.left)
    case .trailingMargin:
      return rtl ? -(left + Double(margins.left)) : right - Double(margins.right)
    case .centerXWithinMargins:
      return v.x + 0.5 * v.width + Double(margins.left - margins.right) / 2
    case .centerYWithinMargins:
      return v.y + 0.5 * v.height + Double(margins.top - margins.bottom) / 2
    }
  }

  // MARK: Applying the difference

  private func apply(_ wanted: [(Key, LinearConstraint, Origin, Double)]) {
    var next: [Key: Entry] = [:]
    next.reserveCapacity(wanted.count)
    var nextOrder: [Key] = []
    var removals: [LinearConstraint] = []
    var moves: [(LinearConstraint, Double)] = []
    var additions: [(Key, LinearConstraint, Origin)] = []
    for (key, constraint, origin, constant) in wanted where next[key] == nil {
      if let old = entries[key], old.constraint === constraint {
        next[key] = Entry(constraint: old.constraint, origin: origin)
        if solver.constant(of: old.constraint) != constant {
          moves.append((old.constraint, constant))
        }
      } else if let old = entries[key], old.constraint.terms.count == constraint.terms.count,
        zip(old.constraint.terms, constraint.terms).allSatisfy({
          $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }),
        old.constraint.relation == constraint.relation,
        old.constraint.strength == constraint.strength
      {
        next[key] = Entry(constraint: old.constraint, origin: origin)
        if solver.constant(of: old.constraint) != constraint.constant {
          moves.append((old.constraint, constraint.constant))
        }
      } else {
        if let old = entries[key] { removals.append(old.constraint) }
        additions.append((key, constraint, origin))
        next[key] = Entry(constraint: constraint, origin: origin)
      }
      nextOrder.append(key)
    }
    for key in order where next[key] == nil {
      if let old = entries[key] { removals.append(old.constraint) }
    }
    removals = removals.filter { solver.hasConstraint($0) }
    if !removals.isEmpty { try? solver.removeConstraints(removals) }
    var rejected: [(SolverError, Origin?)] = []
    for (constraint, constant) in moves where solver.hasConstraint(constraint) {
      do {
        try solver.setConstant(of: constraint, to: constant)
      } catch {
        rejected.append((error, next.first { $0.value.constraint === constraint }?.value.origin))
      }
    }
    let failures = solver.addConstraintsSkippingFailures(additions.map(\.1))
    rejected += failures.map { ($0.error, additions[$0.index].2) }
    entries = next
    order = nextOrder
    if linearCache.count > next.count { linearCache = linearCache.filter { next[$0.key] != nil } }
    for (error, origin) in rejected { report(error, text: origin?.description) }
    if !additions.isEmpty || !removals.isEmpty {
      heldVariables = Set(
        next.values.flatMap { $0.constraint.terms.map { ObjectIdentifier($0.variable) } })
    }
    lastChanges = (additions.count - failures.count, removals.count, moves.count)
  }

  private func report(_ error: SolverError, text: String?) {
    guard case .unsatisfiableConstraint(let rejected, let others) = error else {
      diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint, message: "\(error)"))
      return
    }
    let names = Dictionary(
      entries.values.map { (ObjectIdentifier($0.constraint), $0.origin.description) },
      uniquingKeysWith: { first, _ in first })
    let list =
      (others.map { names[ObjectIdentifier($0)] ?? $0.description } + [
        text ?? rejected.description
      ]).map { "    " + $0 }
    let message =
      "Unable to simultaneously satisfy constraints.\n"
      + "  Probably at least one of the constraints in the following list is one you don't "
      + "want.\n  (\n" + list.joined(separator: ",\n") + "\n  )\n"
      + "  Will attempt to recover by breaking constraint\n    " + (text ?? "\(rejected)")
    diagnostics.append(LayoutDiagnostic(kind: .unsatisfiable, message: message))
  }

  // MARK: Reading back

  /// A solved coordinate rounded to 1e-9 point, far below any pixel: round-off in the
  /// solver (620.6666666666665 for 620⅔) does not reach frames and output.
  private func value(_ variable: Variable) -> Double {
    (solver.value(of: variable) * 1e9).rounded() / 1e9
  }

  private func writeFrames(_ root: View) {
    for view in root.subtree where view !== root {
      guard let parent = view.superview else { continue }
      let v = view.variables
      let p = parent.variables
      let x = value(v.x) - value(p.x) + Double(parent.boundsOrigin.x)
      let y = value(v.y) - value(p.y) + Double(parent.boundsOrigin.y)
      view.frame = CGRect(
        x: x, y: y, width: value(v.width), height: value(v.height))
    }
    for view in root.subtree {
      for guide in view.allLayoutGuides {
        let g = guide.variables
        let v = view.variables
        guide.layoutFrame = CGRect(
          x: value(g.x) - value(v.x) + Double(view.boundsOrigin.x),
          y: value(g.y) - value(v.y) + Double(view.boundsOrigin.y),
          width: value(g.width), height: value(g.height))
      }
    }
  }

  /// Gives wrapping labels without a preferred width the width layout gave them; true if
  /// any changed (their intrinsic heights change: another pass is needed).
  private func updateLabelWidths(_ root: View) -> Bool {
    var changed = false
    for case let label as Label in root.subtree
    where label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 {
      let width = label.frame.width
      if label.layoutWidth != width {
        label.layoutWidth = width
        changed = true
      }
    }
    return changed
  }

  /// Recomputes safe-area insets from the new frames; true if any guide's changed (another
  /// pass is needed).
  private func updateSafeAreas(_ root: View) -> Bool {
    var changed = false
    for view in root.subtree {
      for guide in view.allLayoutGuides where guide.role == .safeArea {
        let insets = view.safeAreaInsets
        if safeInsets[ObjectIdentifier(guide)] != insets {
          safeInsets[ObjectIdentifier(guide)] = insets
          changed = true
        }
      }
    }
    return changed
  }

  private func ambiguityReport(_ root: View) -> [LayoutDiagnostic] {
    var diagnostics: [LayoutDiagnostic] = []
    // Free variables (in no constraint at all) are ambiguous as well.
    let ambiguous = Set(solver.ambiguousVariables().map { ObjectIdentifier($0) })
    for view in root.subtree where view !== root {
      let v = view.variables
      let names = [(v.x, "minX"), (v.y, "minY"), (v.width, "width"), (v.height, "height")]
        .filter {
          ambiguous.contains(ObjectIdentifier($0.0))
            || !heldVariables.contains(ObjectIdentifier($0.0))
        }.map(\.1)
      if !names.isEmpty {
        diagnostics.append(
          LayoutDiagnostic(
            kind: .ambiguous,
            message: "ambiguous layout: \(view.displayName) has an ambiguous "
              + names.joined(separator: ", ") + " (the constraints allow more than one value)"))
      }
    }
    return diagnostics
  }
}

extension View {
  /// Solves this view's hierarchy (from its top, usually the window) and writes every frame,
  /// as UIKit's `layoutIfNeeded`. The first pass builds a solver for the hierarchy; later
  /// passes change it by what changed.
  public func layoutIfNeeded() {
    let top = root
    let engine = top.layoutEngine ?? LayoutEngine()
    top.layoutEngine = engine
    engine.layout(top)
  }

  /// What the last layout pass of this view's hierarchy reported: conflicts, ambiguous
  /// frames, constraints across hierarchies, DSL calls that made nothing.
  public var layoutDiagnostics: [LayoutDiagnostic] {
    root.layoutEngine?.diagnostics ?? []
  }
}
