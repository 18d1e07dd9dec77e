import LayoutSolver

extension View {
  /// The heap bytes of the laid-out hierarchy this view is the top of, by component
  /// (``LayoutEngine/memoryAccounts()``); empty before its first layout pass.
  package func layoutMemoryAccounts() -> [(component: String, count: HeapBytes.Count)] {
    layoutEngine?.memoryAccounts() ?? []
  }
}

extension LayoutEngine {
  /// The heap bytes of the hierarchy this engine lays out, by component (`layoutcli bench
  /// --memory`; the keys are its JSON's): each object's block as the allocator sized it
  /// and the buffers its fields hold (``HeapBytes``), each object counted once, by the
  /// component that owns it.
  ///
  /// Not counted: the side tables Swift gives an object that something refers to weakly
  /// (a window, an engine; views and guides are held through their ``ItemReference``
  /// instead, counted with their nodes), strings' heap storage, and what the allocator keeps
  /// free.
  package func memoryAccounts() -> [(component: String, count: HeapBytes.Count)] {
    guard let root else { return [] }
    typealias Count = HeapBytes.Count
    var views = Count()
    var layers = Count()
    var guides = Count()
    var nodes = Count()
    var variables = Count()
    var dsl = Count()
    var linear = Count()
    var seen = Set<ObjectIdentifier>()
    func item(
      node: LayoutNode, reference: ItemReference?, constraints: [LayoutConstraint],
      snapKit: [Constraint]
    ) {
      // A node's other fields are values, a weak reference (the engine) and the window's
      // reference (counted with the window's node).
      nodes +=
        HeapBytes.object(node) + HeapBytes.array(node.implicit) + HeapBytes.array(node.dependents)
      if let reference { nodes += HeapBytes.object(reference) }
      for c in snapKit where seen.insert(ObjectIdentifier(c)).inserted {
        dsl += HeapBytes.object(c) + HeapBytes.array(c.layouts.rest)
      }
      for c in constraints where seen.insert(ObjectIdentifier(c)).inserted {
        // Its fields are values and item references, but its side objects.
        dsl += c.sideObjects.reduce(HeapBytes.object(c)) { $0 + HeapBytes.object($1) }
      }
    }
    var stack = [root]
    while let view = stack.popLast() {
      views += HeapBytes.object(view) + HeapBytes.storage(ofFieldsOf: view)
      if let layer = view.layerStorage {
        layers += HeapBytes.object(layer) + HeapBytes.storage(ofFieldsOf: layer)
      }
      item(
        node: view.layoutNode, reference: view.referenceStorage,
        constraints: view.activeConstraints, snapKit: view.snapKitConstraints)
      for guide in view.allLayoutGuides {
        guides += HeapBytes.object(guide) + HeapBytes.storage(ofFieldsOf: guide)
        item(
          node: guide.layoutNode, reference: guide.referenceStorage,
          constraints: guide.activeConstraints, snapKit: guide.snapKitConstraints)
      }
      stack.append(contentsOf: view.subviews)
    }
    // The variables are ids in the solver's table (counted with its symbols); a `Variable`
    // object is made for one only when something asks (a message names it): those made for
    // the items' blocks. A variable's fields are values and its namer (the item's
    // reference, counted with the node): its block is all it holds.
    for made in solver.variableTable.madeForBlocks { variables += HeapBytes.object(made) }
    // What the engine holds itself: the linear constraints the solver rejected (those it
    // holds are its records, counted in `solver_records`).
    for link in constraintTable.links {
      if let rejected = link.failure?.error.constraint { linear += Self.count(of: rejected) }
    }
    for entry in brokenImplicit { linear += Self.count(of: entry.linear) }
    let engine =
      HeapBytes.object(self) + HeapBytes.storage(ofFieldsOf: self)
      + HeapBytes.object(constraintTable) + HeapBytes.storage(ofFieldsOf: constraintTable)
    return [
      ("views", views),
      ("layers", layers),
      ("guides", guides),
      ("layout_nodes", nodes),
      ("frame_variables", variables),
      ("dsl_constraints", dsl),
      ("linear_constraints", linear),
      ("engine_tables", engine),
    ] + solver.memoryAccounts().map { ($0.part, $0.count) }
  }

  /// A linear constraint's block and its terms (its label is a string, its other fields
  /// values).
  private static func count(of linear: LinearConstraint) -> HeapBytes.Count {
    HeapBytes.object(linear) + HeapBytes.array(linear.terms)
  }

}
