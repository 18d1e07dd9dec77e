import Foundation

/// One constraint a stack view wants: `first.firstAttribute ⋈ second.secondAttribute ×
/// multiplier + constant` at a priority, with UIKit's identifier.
struct StackConstraint {
  let identifier: String
  let first: any LayoutItem
  let firstAttribute: LayoutAttribute
  let relation: ConstraintRelation
  let second: (any LayoutItem)?
  let secondAttribute: LayoutAttribute
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority: ConstraintPriority = .required

  /// What a made constraint must share with this one to be kept (all but the constant).
  struct Key: Hashable {
    let identifier: String
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: ConstraintRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let priority: Float
  }

  var key: Key {
    Key(
      identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
      relation: relation, second: second.map { ObjectIdentifier($0) },
      secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
      multiplier: multiplier, priority: priority.value)
  }

  /// The key of a constraint the stack made (nil once an item it used is gone).
  static func key(of constraint: Constraint) -> Key? {
    guard let layout = constraint.layoutConstraints.first, let first = layout.firstItem,
      let identifier = constraint.label
    else { return nil }
    let second = layout.secondItem
    if layout.secondAttribute != .notAnAttribute && second == nil { return nil }
    return Key(
      identifier: identifier, first: ObjectIdentifier(first),
      firstAttribute: layout.firstAttribute, relation: layout.relation,
      second: layout.secondAttribute == .notAnAttribute ? nil : second.map { ObjectIdentifier($0) },
      secondAttribute: layout.secondAttribute, multiplier: layout.multiplier,
      priority: layout.priority.value)
  }
}

extension StackView {
  /// Where the stack's constraints say they were made, in reports.
  private static let location = CallSite(file: "StackView", line: 0)

  /// Activates the wanted constraints: one already made with the same items, attributes,
  /// relation, multiplier and priority is kept (its constant moved in place if it changed);
  /// the rest of the old ones are deactivated and the new ones made. Guides no longer used
  /// are removed afterwards.
  func reconcile(with wanted: [StackConstraint]) {
    var old: [StackConstraint.Key: [Constraint]] = [:]
    for constraint in generatedConstraints.reversed() {
      guard let key = StackConstraint.key(of: constraint) else {
        constraint.deactivate()
        continue
      }
      old[key, default: []].append(constraint)
    }
    var kept: [Constraint] = []
    var made: [Constraint] = []
    kept.reserveCapacity(wanted.count)
    for spec in wanted {
      let key = spec.key
      if let constraint = old[key]?.popLast() {
        constraint.copyConstant(spec.constant, at: 0)
        kept.append(constraint)
      } else {
        let constraint = Constraint(
          generated: spec.identifier, spec.first, spec.firstAttribute, spec.relation, spec.second,
          spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant,
          priority: spec.priority, location: Self.location)
        kept.append(constraint)
        made.append(constraint)
      }
    }
    // Deactivated in the order they were made, so the engine sees the same work every run.
    var leaving: [Constraint] = []
    for constraint in generatedConstraints {
      if let key = StackConstraint.key(of: constraint), let list = old[key],
        list.contains(where: { $0 === constraint })
      {
        leaving.append(constraint)
      }
    }
    for constraint in leaving { constraint.deactivate() }
    for constraint in made { constraint.activate() }
    generatedConstraints = kept
    removeUnusedGuides()
  }

  /// The constraints the current arrangement needs, distribution first, then alignment.
  /// Makes the guides they use (the spanner, the gaps) on the way.
  func wantedConstraints() -> [StackConstraint] {
    var arrangement = StackArrangement(stack: self)
    arrangement.distribute()
    arrangement.align()
    usesSpanner = arrangement.usedSpanner
    usedGaps = arrangement.gapCount
    return arrangement.constraints
  }

  /// The spanner guide, made and added on first use.
  func spannerGuide() -> LayoutGuide {
    if let spanner { return spanner }
    let guide = LayoutGuide(identifier: "UISV-alignment-spanner")
    addLayoutGuide(guide)
    spanner = guide
    return guide
  }

  /// The gap guide at `index`, made and added on first use.
  func gapGuide(at index: Int) -> LayoutGuide {
    while gapGuides.count <= index {
      let guide = LayoutGuide(identifier: "UISV-distributing")
      addLayoutGuide(guide)
      gapGuides.append(guide)
    }
    return gapGuides[index]
  }

  private func removeUnusedGuides() {
    if !usesSpanner, let spanner {
      removeLayoutGuide(spanner)
      self.spanner = nil
    }
    while gapGuides.count > usedGaps {
      removeLayoutGuide(gapGuides.removeLast())
    }
  }

  /// The spacing after a visible arranged view: its custom spacing or the stack's, with
  /// ``spacingUseSystem`` as the standard 8 points.
  func spacing(after view: View) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }
}

/// The constraints of one arrangement: what UIKit's stack view makes, per distribution
/// (along the axis) and alignment (across it); see `Docs/Views.md`, "Stack views".
struct StackArrangement {
  let stack: StackView
  let items: [View]
  let visible: [View]
  let horizontal: Bool
  let margins: Bool
  var constraints: [StackConstraint] = []
  var usedSpanner = false
  var gapCount = 0

  // Along the axis.
  let lead: LayoutAttribute
  let trail: LayoutAttribute
  let length: LayoutAttribute
  let middle: LayoutAttribute
  // Across it.
  let top: LayoutAttribute
  let bottom: LayoutAttribute
  let thickness: LayoutAttribute
  let across: LayoutAttribute

  init(stack: StackView) {
    self.stack = stack
    items = stack.arrangedSubviews
    visible = items.filter { !$0.isHidden }
    horizontal = stack.axis == .horizontal
    margins = stack.isLayoutMarginsRelativeArrangement
    (lead, trail, length, middle) =
      horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    (top, bottom, thickness, across) =
      horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
  }

  mutating func add(
    _ identifier: String, _ first: any LayoutItem, _ firstAttribute: LayoutAttribute,
    _ relation: ConstraintRelation = .equal, _ second: (any LayoutItem)? = nil,
    _ secondAttribute: LayoutAttribute? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: ConstraintPriority = .required
  ) {
    constraints.append(
      StackConstraint(
        identifier: identifier, first: first, firstAttribute: firstAttribute, relation: relation,
        second: second,
        secondAttribute: second == nil ? .notAnAttribute : (secondAttribute ?? firstAttribute),
        multiplier: multiplier, constant: constant, priority: priority))
  }

  /// The stack's own attribute: inside its margins when the arrangement is.
  func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
    guard margins else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  mutating func spanner() -> LayoutGuide {
    usedSpanner = true
    return stack.spannerGuide()
  }

  // MARK: Distribution

  mutating func distribute() {
    let distribution = stack.distribution
    if !items.isEmpty {
      if let first = visible.first, let last = visible.last {
        add("UISV-canvas-connection", stack, canvas(lead), .equal, first, lead)
        add("UISV-canvas-connection", stack, canvas(trail), .equal, last, trail)
      } else {
        let guide = spanner()
        add("UISV-canvas-connection", stack, canvas(lead), .equal, guide, lead)
        add("UISV-canvas-connection", stack, canvas(trail), .equal, guide, trail)
      }
      addSpacing(
        distribution == .equalSpacing || distribution == .equalCentering
          ? .greaterThanOrEqual : .equal)
      switch distribution {
      case .equalSpacing, .equalCentering: addGaps(centering: distribution == .equalCentering)
      case .fillEqually: matchLengths(visible)
      case .fillProportionally: fillProportionally()
      case .fill: if horizontal { disambiguateTextWidths() }
      }
    }
    for view in items where view.isHidden {
      add("UISV-hiding", view, length)
    }
    if !items.isEmpty && (distribution == .equalSpacing || distribution == .equalCentering) {
      add("UISV-canvas-fit", stack, length, priority: 49)
    }
  }

  /// Whether spacing runs from last baselines to first baselines.
  private var baselineRelative: Bool { stack.isBaselineRelativeArrangement && !horizontal }

  /// `next.lead ⋈ previous.trail + gap` for each adjacent pair of arranged views, hidden
  /// ones included: nothing before the first visible view or after the last; between two
  /// visible views the spacing after the first of them, shared half and half across a
  /// hidden view (and nothing between two hidden ones), so a hidden view sits in the middle
  /// of the gap it closes.
  private mutating func addSpacing(_ relation: ConstraintRelation) {
    guard items.count > 1, let firstVisible = items.firstIndex(where: { !$0.isHidden }),
      let lastVisible = items.lastIndex(where: { !$0.isHidden })
    else {
      for (previous, next) in zip(items, items.dropFirst()) {
        addSpace(from: previous, to: next, 0, relation)
      }
      return
    }
    var gap: CGFloat = 0
    for index in 1..<items.count {
      let previous = items[index - 1]
      let next = items[index]
      if !previous.isHidden { gap = stack.spacing(after: previous) }
      var space: CGFloat = 0
      if index > firstVisible && index - 1 < lastVisible {
        switch (previous.isHidden, next.isHidden) {
        case (false, false): space = gap
        case (true, true): space = 0
        default: space = gap / 2
        }
      }
      addSpace(from: previous, to: next, space, relation)
    }
  }

  private mutating func addSpace(
    from previous: View, to next: View, _ space: CGFloat, _ relation: ConstraintRelation
  ) {
    if baselineRelative {
      add(
        "UISV-spacing", next, .firstBaseline, relation, previous, .lastBaseline, constant: space)
    } else {
      add("UISV-spacing", next, lead, relation, previous, trail, constant: space)
    }
  }

  /// A guide between each two adjacent visible views, from the first's trailing edge (or
  /// centre, or last baseline) to the next one's leading edge (or centre, or first
  /// baseline); the guides are made equally long (only at 149 when centring).
  private mutating func addGaps(centering: Bool) {
    var gaps: [LayoutGuide] = []
    for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = stack.gapGuide(at: index)
      gaps.append(gap)
      let from: LayoutAttribute = centering ? middle : (baselineRelative ? .lastBaseline : trail)
      let to: LayoutAttribute = centering ? middle : (baselineRelative ? .firstBaseline : lead)
      add("UISV-distributing-edge", gap, lead, .equal, previous, from)
      add("UISV-distributing-edge", gap, trail, .equal, next, to)
    }
    gapCount = gaps.count
    if let first = gaps.first {
      for gap in gaps.dropFirst() {
        add(
          "UISV-fill-equally", gap, length, .equal, first, length, priority: centering ? 149 : 1000)
      }
    }
  }

  /// A label that wraps at the width layout gives it has no width of its own to hug in a
  /// horizontal fill stack: UIKit gives each one an even share of the stack,
  /// `width == stack.width / n − spacing·(n − 1) / n` at its compression resistance + 10
  /// (`UISV-text-width-disambiguation`; the constant is inferred from the even share, the
  /// priority is as reported by rdar://39275811).
  private mutating func disambiguateTextWidths() {
    let count = CGFloat(visible.count)
    guard count > 0 else { return }
    var spacing: CGFloat = 0
    for view in visible.dropLast() { spacing += stack.spacing(after: view) }
    for view in visible where view.wrapsAtLayoutWidth {
      let resistance = view.contentCompressionResistancePriority.horizontal
      add(
        "UISV-text-width-disambiguation", view, .width, .equal, stack, .width,
        multiplier: 1 / count, constant: -spacing / count,
        priority: ConstraintPriority(min(resistance + 10, 999)))
    }
  }

  /// Every view as long as the first.
  private mutating func matchLengths(_ views: [View]) {
    guard let first = views.first else { return }
    for view in views.dropFirst() {
      add("UISV-fill-equally", view, length, .equal, first, length)
    }
  }

  /// Each visible view's length a share of the stack's: its intrinsic length over the sum
  /// of the intrinsic lengths and the spacing, at 999 falling by one per view (required
  /// when only one view has a length and nothing else can give); views without an
  /// intrinsic length get none. Without any intrinsic length, the views share equally.
  private mutating func fillProportionally() {
    func intrinsic(_ view: View) -> CGFloat? {
      let size = view.effectiveIntrinsicContentSize
      let value = horizontal ? size.width : size.height
      return value != View.noIntrinsicMetric && value > 0 && value.isFinite ? value : nil
    }
    let sized = visible.filter { intrinsic($0) != nil }
    guard !sized.isEmpty else { return matchLengths(visible) }
    var spacing: CGFloat = 0
    for view in visible.dropLast() { spacing += stack.spacing(after: view) }
    let total = sized.reduce(spacing) { $0 + (intrinsic($1) ?? 0) }
    var priority: Float? = sized.count == 1 && (visible.count == 1 || spacing == 0) ? nil : 999
    for view in visible {
      if let value = intrinsic(view) {
        add(
          "UISV-fill-proportionally", view, length, .equal, stack, length,
          multiplier: value / total, priority: ConstraintPriority(priority ?? 1000))
      } else {
        add("UISV-fill-proportionally", view, length)
      }
      if let p = priority { priority = p - 1 }
    }
  }
}
