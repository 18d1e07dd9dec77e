import Foundation
import Layout

/// The constraints of new and remade views: per axis a position and a size, or both edges
/// pinned; alternatives in groups; optional sizes over a fallback.
extension SceneGenerator {
  /// One side of a plan: the attributes of an axis.
  struct Axis {
    let near: SceneConstraint.Attribute
    let far: SceneConstraint.Attribute
    let center: SceneConstraint.Attribute
    let size: SceneConstraint.Attribute
    let edges: SceneConstraint.Attribute
    let nearMargin: SceneConstraint.Attribute
    let farMargin: SceneConstraint.Attribute
    let isHorizontal: Bool

    static let x = Axis(
      near: .left, far: .right, center: .centerX, size: .width, edges: .horizontalEdges,
      nearMargin: .leftMargin, farMargin: .rightMargin, isHorizontal: true)
    static let y = Axis(
      near: .top, far: .bottom, center: .centerY, size: .height, edges: .verticalEdges,
      nearMargin: .topMargin, farMargin: .bottomMargin, isHorizontal: false)
  }

  /// What a plan being made needs: the model, the view, its superview, earlier siblings and
  /// the optional priorities still free in the view.
  struct PlanContext {
    let id: Int
    let parent: SceneView
    let siblings: [Int]
    /// The siblings horizontal constraints may name (only rigid ones for a view that a
    /// fixed-width label's width depends on).
    let horizontalSiblings: [Int]
    let needsRigidWidth: Bool
    /// Whether the width may come from the superview's (or its guides'): not for a view
    /// that must stay rigid in a superview that is not.
    let widthFromSuperview: Bool
    var freePriorities = SceneGenerator.softPriorities
    var specs: [SceneConstraint] = []
  }

  /// Constraints that fix the view's frame (for a label: its position, and its width when
  /// fixed).
  mutating func constraints(for id: Int, in model: inout SceneModel) -> [SceneConstraint] {
    let view = model.views[id]
    let parent = model.views[view.parent]
    let siblings = parent.children.filter { $0 < id && model.views[$0].isInParent }
    let rigid =
      (view.kind == .label && view.hasFixedWidth) || model.viewsNeedingRigidWidth.contains(id)
    var context = PlanContext(
      id: id, parent: parent, siblings: siblings,
      horizontalSiblings: rigid ? siblings.filter(model.hasRigidWidth) : siblings,
      needsRigidWidth: rigid, widthFromSuperview: !rigid || model.hasRigidWidth(parent.id))
    switch view.kind {
    case .autoresizing, .window:
      return []
    case .label:
      if view.hasFixedWidth {
        sizedAxis(.x, soft: false, &context, &model)
      } else {
        position(.x, &context, &model)
      }
      labelVertical(&context, &model)
    case .plain, .scroll:
      if context.widthFromSuperview && chance(0.12) {
        let anchor = pickAnchor(context.parent, &model)
        let edges = spec(&model, .edges, anchor, constant: number(0...30), inset: true)
        context.specs.append(edges)
      } else {
        sizedAxis(.x, soft: !context.needsRigidWidth && chance(0.25), &context, &model)
        sizedAxis(.y, soft: chance(0.25), &context, &model)
      }
    }
    return context.specs
  }

  /// The content guide's size: its width the frame's or a number, its height a number or
  /// one and a half frames (each a group of one or two alternatives).
  mutating func contentGuideConstraints(in model: inout SceneModel) -> [SceneConstraint] {
    var width = [
      spec(&model, .width, .frameGuide),
      spec(&model, .width, .constant, constant: number(20...70, step: 10)),
    ]
    var height = [
      spec(&model, .height, .constant, constant: number(30...120, step: 10)),
      spec(&model, .height, .frameGuide, multiplier: 1.5),
    ]
    if chance(0.5) { width.swapAt(0, 1) }
    if chance(0.5) { height.swapAt(0, 1) }
    var out: [SceneConstraint] = []
    for var options in [width, height] {
      if chance(0.3) { options.removeLast() }
      out += group(options, &model)
    }
    for i in out.indices { out[i].onContentGuide = true }
    return out
  }

  /// A constraint with the next id.
  mutating func spec(
    _ model: inout SceneModel, _ first: SceneConstraint.Attribute,
    _ target: SceneConstraint.Target, second: SceneConstraint.Attribute? = nil,
    multiplier: Double = 1, constant: Double = 0, inset: Bool = false
  ) -> SceneConstraint {
    let id = model.nextConstraintID
    model.nextConstraintID += 1
    return SceneConstraint(
      id: id, first: first, target: target, second: second, multiplier: multiplier,
      constant: constant, usesInset: inset)
  }

  /// Alternatives of which only the first is active, in a group when more than one.
  mutating func group(_ options: [SceneConstraint], _ model: inout SceneModel)
    -> [SceneConstraint]
  {
    guard options.count > 1 else { return options }
    let id = model.nextGroupID
    model.nextGroupID += 1
    return options.enumerated().map { i, option in
      var option = option
      option.group = id
      option.isActive = i == 0
      return option
    }
  }

  /// A guide or the superview to pin to; records the guides it makes on the superview.
  mutating func pickAnchor(_ parent: SceneView, _ model: inout SceneModel)
    -> SceneConstraint.Target
  {
    var anchors: [SceneConstraint.Target] = [.superview, .superview, .safeArea, .marginsGuide]
    if parent.kind == .scroll { anchors += [.contentGuide, .contentGuide, .frameGuide] }
    let anchor = pick(anchors)
    if anchor == .safeArea { model.views[parent.id].guides.insert(.safeArea) }
    if anchor == .marginsGuide { model.views[parent.id].guides.insert(.margins) }
    return anchor
  }

  /// Position and size on an axis: both edges pinned, or a position and a size.
  mutating func sizedAxis(
    _ axis: Axis, soft: Bool, _ context: inout PlanContext, _ model: inout SceneModel
  ) {
    if !soft && (!axis.isHorizontal || context.widthFromSuperview) && chance(0.35) {
      pinBothEdges(axis, &context, &model)
      return
    }
    position(axis, &context, &model)
    if soft {
      softSize(axis, &context, &model)
    } else {
      size(axis, &context, &model)
    }
  }

  mutating func pinBothEdges(_ axis: Axis, _ context: inout PlanContext, _ model: inout SceneModel)
  {
    let anchor = pickAnchor(context.parent, &model)
    let a = number(0...30)
    let b = number(0...30)
    switch int(0...3) {
    case 0:
      let first: SceneConstraint.Attribute =
        axis.isHorizontal && chance(0.4) ? .directionalHorizontalEdges : axis.edges
      context.specs.append(spec(&model, first, anchor, constant: a, inset: true))
    case 1 where anchor == .superview:
      context.specs.append(
        spec(&model, axis.near, .superview, second: axis.nearMargin, constant: a))
      context.specs.append(
        spec(&model, axis.far, .superview, second: axis.farMargin, constant: -b))
    default:
      let directional = axis.isHorizontal && chance(0.4)
      let near: SceneConstraint.Attribute = directional ? .leading : axis.near
      let far: SceneConstraint.Attribute = directional ? .trailing : axis.far
      context.specs.append(spec(&model, near, anchor, constant: a))
      let inset = chance(0.5)
      context.specs.append(spec(&model, far, anchor, constant: inset ? b : -b, inset: inset))
    }
  }

  /// One required constraint that places the view on an axis (not its size).
  mutating func position(_ axis: Axis, _ context: inout PlanContext, _ model: inout SceneModel) {
    let siblings = axis.isHorizontal ? context.horizontalSiblings : context.siblings
    if let sibling = siblings.isEmpty || chance(0.5) ? nil : pick(siblings) {
      let gap = number(0...24)
      switch int(0...3) {
      case 0:
        context.specs.append(
          spec(&model, axis.near, .sibling(sibling), second: axis.far, constant: gap))
      case 1 where axis.isHorizontal:
        context.specs.append(
          spec(&model, .leading, .sibling(sibling), second: .trailing, constant: gap))
      case 2:
        context.specs.append(spec(&model, axis.center, .sibling(sibling)))
      case 3 where chance(0.5):
        context.specs.append(
          spec(
            &model, axis.near, .sibling(sibling), second: axis.far, multiplier: 0.5,
            constant: gap))
      default:
        context.specs.append(spec(&model, axis.near, .sibling(sibling), constant: gap))
      }
      return
    }
    let anchor = pickAnchor(context.parent, &model)
    let offset = number(-10...40)
    var options: [SceneConstraint.Attribute] = [axis.near, axis.far, axis.center]
    if axis.isHorizontal { options += [.leading, .trailing] }
    let first = pick(options)
    var made = spec(&model, first, anchor, constant: first == axis.far ? -offset : offset)
    if first == axis.center && chance(0.3) { made.multiplier = pick([0.5, 1.5]) }
    if anchor == .superview && chance(0.3) {
      switch first {
      case axis.near: made.second = axis.nearMargin
      case axis.far: made.second = axis.farMargin
      default: break
      }
    }
    context.specs.append(made)
  }

  /// A required size: one to three alternatives (a number, a part of the anchor's size, a
  /// sibling's size times a factor).
  mutating func size(_ axis: Axis, _ context: inout PlanContext, _ model: inout SceneModel) {
    var options: [SceneConstraint] = [
      spec(&model, axis.size, .constant, constant: number(3...22, step: 10))
    ]
    if (!axis.isHorizontal || context.widthFromSuperview) && chance(0.6) {
      let anchor = pickAnchor(context.parent, &model)
      options.append(
        spec(
          &model, axis.size, anchor, multiplier: pick([0.25, 0.5, 0.75]),
          constant: number(-10...10)))
    }
    let siblings = axis.isHorizontal ? context.horizontalSiblings : context.siblings
    if !siblings.isEmpty && chance(0.5) {
      let sibling = pick(siblings)
      options.append(
        spec(&model, axis.size, .sibling(sibling), multiplier: pick([0.5, 1, 1.5])))
    }
    options.shuffle(using: &rng)
    options.removeLast(int(0...options.count - 1))
    context.specs += group(options, &model)
  }

  /// A size from optional constraints: a fallback at the lowest priority, one or two
  /// optional ones above it, sometimes a required maximum.
  mutating func softSize(_ axis: Axis, _ context: inout PlanContext, _ model: inout SceneModel) {
    var fallback = spec(&model, axis.size, .constant, constant: number(4...12, step: 10))
    fallback.priority = Self.fallbackPriority
    fallback.role = .fallback
    context.specs.append(fallback)
    // Numbers only: an optional size relative to the superview's would push back on a
    // superview whose own size is optional (and, through its safe area, loop).
    for _ in 0..<int(1...2) {
      var soft = spec(&model, axis.size, .constant, constant: number(2...25, step: 10))
      let index = int(0...context.freePriorities.count - 1)
      soft.priority = context.freePriorities.remove(at: index)
      soft.role = .soft
      soft.isActive = chance(0.8)
      context.specs.append(soft)
    }
    if chance(0.3) {
      var cap = spec(&model, axis.size, .constant, constant: number(6...15, step: 10))
      cap.relation = .lessThanOrEqual
      context.specs.append(cap)
    }
  }

  /// A label's vertical position (its height is its text's): an edge, its centre, or a
  /// baseline lined up with a sibling label's.
  mutating func labelVertical(_ context: inout PlanContext, _ model: inout SceneModel) {
    let labels = context.siblings.filter { model.views[$0].kind == .label }
    if let sibling = labels.isEmpty || chance(0.5) ? nil : pick(labels) {
      let baselines: [(SceneConstraint.Attribute, SceneConstraint.Attribute?, Double)] = [
        (.firstBaseline, nil, 0), (.lastBaseline, nil, 0),
        (.firstBaseline, .lastBaseline, number(4...20)),
      ]
      let (first, second, gap) = pick(baselines)
      context.specs.append(spec(&model, first, .sibling(sibling), second: second, constant: gap))
      return
    }
    if chance(0.2) {
      context.specs.append(
        spec(&model, .lastBaseline, .superview, second: .bottom, constant: -number(4...30)))
      return
    }
    position(.y, &context, &model)
  }
}
