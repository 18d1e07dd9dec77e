import Foundation

extension LayoutEngine {
  /// The inspection of a window's hierarchy (``LayoutInspection``): every view with the
  /// constraints it or its guides come first in, their state in this engine, and the
  /// coordinates left ambiguous. A hierarchy never laid out has its constraints pending.
  static func inspect(_ window: Window) -> [InspectedView] {
    let engine = window.layoutNode.engine ?? window.layoutEngine
    var paths: [ObjectIdentifier: String] = [:]
    var order: [View] = []
    var stack: [(View, String)] = [(window, window.displayName)]
    while let (view, path) = stack.popLast() {
      paths[ObjectIdentifier(view)] = path
      order.append(view)
      for child in view.subviews.reversed() {
        stack.append((child, path + "/" + child.displayName))
      }
    }
    let context = engine.map { InspectionContext(engine: $0) }
    let ambiguous = Dictionary(
      (engine?.ambiguousViews() ?? []).map { (ObjectIdentifier($0.0), $0.1) },
      uniquingKeysWith: { first, _ in first })
    return order.map { view in
      var constraints: [InspectedConstraint] = []
      for item in [view as any LayoutItem] + view.allLayoutGuides.map({ $0 as any LayoutItem }) {
        for c in item.activeConstraints {
          constraints.append(inspected(c, engine: engine, context: context, paths: paths))
        }
      }
      if let engine, let context {
        for item in [view as any LayoutItem] + view.allLayoutGuides.map({ $0 as any LayoutItem }) {
          constraints += engine.inspectedImplicit(of: item, context: context)
        }
      }
      return InspectedView(
        path: paths[ObjectIdentifier(view)] ?? view.displayName, id: view.displayName,
        type: view.kind,
        translatesAutoresizingMask: view.translatesAutoresizingMaskIntoConstraints,
        intrinsicContentSize: view.effectiveIntrinsicContentSize,
        contentHugging: view.contentHuggingPriority,
        compressionResistance: view.contentCompressionResistancePriority,
        ambiguous: ambiguous[ObjectIdentifier(view)] ?? [], constraints: constraints)
    }
  }

  /// A layout constraint with its state in `engine`.
  private static func inspected(
    _ layout: LayoutConstraint, engine: LayoutEngine?, context: InspectionContext?,
    paths: [ObjectIdentifier: String]
  ) -> InspectedConstraint {
    let link = engine.flatMap { engine in
      layout.firstLayoutItem?.layoutNode.isIn(engine) == true
        ? engine.constraintTable.link(of: layout) : nil
    }
    var state = InspectedConstraint.State.pending
    var conflicts: [String] = []
    var isInConflict = false
    if let link {
      switch link.state {
      case .absent, .pending: state = .pending
      case .held: state = .held
      case .foreign: state = .foreign
      case .broken: state = .broken
      }
      if let error = link.failure?.error, let context {
        conflicts = error.conflictsWith.map(context.describe)
      }
      if link.id >= 0, let context {
        isInConflict = context.conflicting.contains(link.id)
      }
    }
    func anchor(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) -> InspectedAnchor? {
      guard attribute != .notAnAttribute else { return nil }
      return InspectedAnchor(
        item: item?.itemName ?? "(a released item)", attribute: attribute.description,
        path: item?.hostView.flatMap { paths[ObjectIdentifier($0)] })
    }
    return InspectedConstraint(
      kind: layout.origin == .generated ? .generated : .constraint, state: state,
      description: layout.description,
      first: anchor(layout.firstLayoutItem, layout.firstAttribute),
      relation: layout.relation.description,
      second: anchor(layout.secondLayoutItem, layout.secondAttribute),
      multiplier: layout.multiplier, constant: layout.constant,
      priority: layout.priority.rawValue, label: layout.identifier, file: layout.location.file,
      line: Int(layout.location.line),
      column: layout.location.column > 0 ? Int(layout.location.column) : nil, chain: nil,
      conflictsWith: conflicts,
      isInConflict: isInConflict)
  }

  /// An item's implicit constraints (intrinsic size, autoresizing mask, guides, the top
  /// view's frame) with their state.
  private func inspectedImplicit(of item: any LayoutItem, context: InspectionContext)
    -> [InspectedConstraint]
  {
    let held = item.layoutNode.implicit
    guard !held.isEmpty else { return [] }
    let specs = item.implicitConstraints(in: self)
    var out: [InspectedConstraint] = []
    for (i, id) in held.enumerated() where i < specs.count {
      let spec = specs[i]
      let linear = LinearConstraint(spec.expression, spec.relation, strength: spec.strength)
      var state = InspectedConstraint.State.pending
      var conflicts: [String] = []
      if solver.holds(id: id) {
        state = .held
      } else if let entry = brokenImplicit.first(where: { $0.item === item && $0.index == i }) {
        state = .broken
        conflicts = entry.error.conflictsWith.map(context.describe)
      }
      var priority: Float? = spec.strength.isRequired ? 1000 : nil
      var description = spec.role.describe(linear, item: item)
      switch spec.role {
      case .intrinsic(_, _, let value, _): priority = value
      case .rootFrame where i < 4:
        // One per coordinate, `x == 0` … `height - 852 == 0`: named apart.
        let coordinate = ["minX", "minY", "width", "height"][i]
        description =
          "\(item.itemName).\(coordinate) == "
          + NumberFormat.string(-linear.constant) + " (the top of the hierarchy keeps its frame)"
      default: break
      }
      out.append(
        InspectedConstraint(
          kind: .implicit, state: state, description: description,
          first: nil, relation: spec.relation.rawValue, second: nil, multiplier: 1,
          constant: 0, priority: priority, label: nil, file: nil, line: 0, column: nil,
          chain: nil,
          conflictsWith: conflicts,
          isInConflict: id >= 0 && context.conflicting.contains(id)))
    }
    return out
  }
}

/// What naming the constraints of an inspection needs from its engine, made once: every
/// linear constraint's name, and those a broken constraint conflicts with.
private struct InspectionContext {
  let solver: Solver
  /// By the solver's ids.
  let names: [Int32: String]
  let conflicting: Set<Int32>

  init(engine: LayoutEngine) {
    solver = engine.solver
    names = engine.constraintNames()
    var conflicting = Set<Int32>()
    func note(_ error: SolverError?) {
      for linear in error?.conflictsWith ?? [] {
        if let id = engine.solver.id(of: linear) { conflicting.insert(id) }
      }
    }
    engine.forEachItem { item in
      for c in item.activeConstraints { note(engine.constraintTable.link(of: c)?.failure?.error) }
    }
    for entry in engine.brokenImplicit { note(entry.error) }
    self.conflicting = conflicting
  }

  func describe(_ linear: LinearConstraint) -> String {
    solver.id(of: linear).flatMap { names[$0] } ?? linear.description
  }
}
