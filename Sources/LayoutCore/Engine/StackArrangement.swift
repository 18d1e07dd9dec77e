import Foundation

/// What a stack view's arrangement depends on, as values: its settings and, per arranged
/// view, what the constraints read of it. ``StackArrangement`` is a pure function of it.
struct StackArrangementInput {
  /// One arranged view.
  struct Arranged {
    var isHidden = false
    /// The spacing after it (its custom spacing or the stack's; the system spacing
    /// resolved).
    var spacingAfter: CGFloat = 0
    /// Its intrinsic length along the axis, if it has a positive finite one (read for
    /// `.fillProportionally` only).
    var intrinsicLength: CGFloat?
    /// Whether it is text that wraps at the width layout gives it (read for a horizontal
    /// `.fill` only).
    var wrapsAtLayoutWidth = false
    /// Its horizontal compression resistance (read with `wrapsAtLayoutWidth`).
    var horizontalCompressionResistance: Float = 750
  }

  var axis: LayoutAxis = .horizontal
  var distribution: StackView.Distribution = .fill
  var alignment: StackView.Alignment = .fill
  var isLayoutMarginsRelativeArrangement = false
  var isBaselineRelativeArrangement = false
  var views: [Arranged] = []
}

/// An item a stack's constraint relates: the stack, an arranged view by index, or a guide
/// the stack makes (the alignment spanner, the gap between two visible views by index).
enum StackItem: Hashable {
  case stack
  case arranged(Int)
  case spanner
  case gap(Int)
}

/// One constraint of an arrangement: `first.firstAttribute ⋈ second.secondAttribute ×
/// multiplier + constant` at a priority, with UIKit's identifier. The arrangement names its
/// items as ``StackItem``s; the stack view maps them to its views and guides
/// (`StackConstraint`).
struct StackRelation<Item> {
  let identifier: String
  let first: Item
  let firstAttribute: LayoutAttribute
  let relation: ConstraintRelation
  let second: Item?
  let secondAttribute: LayoutAttribute
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority: ConstraintPriority = .required

  /// The same relation between other items.
  func map<Other>(_ transform: (Item) -> Other) -> StackRelation<Other> {
    StackRelation<Other>(
      identifier: identifier, first: transform(first), firstAttribute: firstAttribute,
      relation: relation, second: second.map(transform), secondAttribute: secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority)
  }
}

/// The constraints of one arrangement: what UIKit's stack view makes, per distribution
/// (along the axis) and alignment (across it); see `Docs/Views.md`, "Stack views". A pure
/// function of a ``StackArrangementInput``: the stack view turns its ``StackItem``s into its
/// arranged views and guides.
///
/// ```swift
/// let input = StackArrangementInput(axis: .vertical, views: [.init(), .init()])
/// let arrangement = StackArrangement(input)
/// arrangement.constraints.count  // 2 canvas ends, 1 spacing, 2 canvas sides, 2 alignment: 7
/// ```
struct StackArrangement {
  let input: StackArrangementInput
  /// Indices of the arranged views, and of the visible ones.
  let items: [Int]
  let visible: [Int]
  let horizontal: Bool
  let margins: Bool
  private(set) var constraints: [StackRelation<StackItem>] = []
  /// Whether a constraint uses the spanner guide.
  private(set) var usesSpanner = false
  /// How many gap guides the constraints use.
  private(set) var gapCount = 0

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

  /// The arrangement's constraints: distribution first, then alignment.
  init(_ input: StackArrangementInput) {
    self.input = input
    items = Array(input.views.indices)
    visible = items.filter { !input.views[$0].isHidden }
    horizontal = input.axis == .horizontal
    margins = input.isLayoutMarginsRelativeArrangement
    (lead, trail, length, middle) =
      horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    (top, bottom, thickness, across) =
      horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    distribute()
    align()
  }

  private func isHidden(_ index: Int) -> Bool { input.views[index].isHidden }

  mutating func add(
    _ identifier: String, _ first: StackItem, _ firstAttribute: LayoutAttribute,
    _ relation: ConstraintRelation = .equal, _ second: StackItem? = nil,
    _ secondAttribute: LayoutAttribute? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: ConstraintPriority = .required
  ) {
    if first == .spanner || second == .spanner { usesSpanner = true }
    constraints.append(
      StackRelation<StackItem>(
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

  // MARK: Distribution

  private mutating func distribute() {
    let distribution = input.distribution
    if !items.isEmpty {
      if let first = visible.first, let last = visible.last {
        add("UISV-canvas-connection", .stack, canvas(lead), .equal, .arranged(first), lead)
        add("UISV-canvas-connection", .stack, canvas(trail), .equal, .arranged(last), trail)
      } else {
        add("UISV-canvas-connection", .stack, canvas(lead), .equal, .spanner, lead)
        add("UISV-canvas-connection", .stack, canvas(trail), .equal, .spanner, trail)
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
    for view in items where isHidden(view) {
      add("UISV-hiding", .arranged(view), length)
    }
    if !items.isEmpty && (distribution == .equalSpacing || distribution == .equalCentering) {
      add("UISV-canvas-fit", .stack, length, priority: 49)
    }
  }

  /// Whether spacing runs from last baselines to first baselines.
  private var baselineRelative: Bool { input.isBaselineRelativeArrangement && !horizontal }

  /// `next.lead ⋈ previous.trail + gap` for each adjacent pair of arranged views, hidden
  /// ones included: nothing before the first visible view or after the last; between two
  /// visible views the spacing after the first of them, shared half and half across a
  /// hidden view (and nothing between two hidden ones), so a hidden view sits in the middle
  /// of the gap it closes.
  private mutating func addSpacing(_ relation: ConstraintRelation) {
    guard items.count > 1, let firstVisible = visible.first, let lastVisible = visible.last
    else {
      for (previous, next) in zip(items, items.dropFirst()) {
        addSpace(from: previous, to: next, 0, relation)
      }
      return
    }
    var gap: CGFloat = 0
    for index in 1..<items.count {
      let previous = index - 1
      let next = index
      if !isHidden(previous) { gap = input.views[previous].spacingAfter }
      var space: CGFloat = 0
      if index > firstVisible && index - 1 < lastVisible {
        switch (isHidden(previous), isHidden(next)) {
        case (false, false): space = gap
        case (true, true): space = 0
        default: space = gap / 2
        }
      }
      addSpace(from: previous, to: next, space, relation)
    }
  }

  private mutating func addSpace(
    from previous: Int, to next: Int, _ space: CGFloat, _ relation: ConstraintRelation
  ) {
    if baselineRelative {
      add(
        "UISV-spacing", .arranged(next), .firstBaseline, relation, .arranged(previous),
        .lastBaseline, constant: space)
    } else {
      add(
        "UISV-spacing", .arranged(next), lead, relation, .arranged(previous), trail,
        constant: space)
    }
  }

  /// A guide between each two adjacent visible views, from the first's trailing edge (or
  /// centre, or last baseline) to the next one's leading edge (or centre, or first
  /// baseline); the guides are made equally long (only at 149 when centring).
  private mutating func addGaps(centering: Bool) {
    var gaps: [StackItem] = []
    for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = StackItem.gap(index)
      gaps.append(gap)
      let from: LayoutAttribute = centering ? middle : (baselineRelative ? .lastBaseline : trail)
      let to: LayoutAttribute = centering ? middle : (baselineRelative ? .firstBaseline : lead)
      add("UISV-distributing-edge", gap, lead, .equal, .arranged(previous), from)
      add("UISV-distributing-edge", gap, trail, .equal, .arranged(next), to)
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
    for view in visible.dropLast() { spacing += input.views[view].spacingAfter }
    for view in visible where input.views[view].wrapsAtLayoutWidth {
      let resistance = input.views[view].horizontalCompressionResistance
      add(
        "UISV-text-width-disambiguation", .arranged(view), .width, .equal, .stack, .width,
        multiplier: 1 / count, constant: -spacing / count,
        priority: ConstraintPriority(min(resistance + 10, 999)))
    }
  }

  /// Every view as long as the first.
  private mutating func matchLengths(_ views: [Int]) {
    guard let first = views.first else { return }
    for view in views.dropFirst() {
      add("UISV-fill-equally", .arranged(view), length, .equal, .arranged(first), length)
    }
  }

  /// Each visible view's length a share of the stack's: its intrinsic length over the sum
  /// of the intrinsic lengths and the spacing, at 999 falling by one per view (required
  /// when only one view has a length and nothing else can give); views without an
  /// intrinsic length get none. Without any intrinsic length, the views share equally.
  private mutating func fillProportionally() {
    func intrinsic(_ view: Int) -> CGFloat? { input.views[view].intrinsicLength }
    let sized = visible.filter { intrinsic($0) != nil }
    guard !sized.isEmpty else { return matchLengths(visible) }
    var spacing: CGFloat = 0
    for view in visible.dropLast() { spacing += input.views[view].spacingAfter }
    let total = sized.reduce(spacing) { $0 + (intrinsic($1) ?? 0) }
    var priority: Float? = sized.count == 1 && (visible.count == 1 || spacing == 0) ? nil : 999
    for view in visible {
      if let value = intrinsic(view) {
        add(
          "UISV-fill-proportionally", .arranged(view), length, .equal, .stack, length,
          multiplier: value / total, priority: ConstraintPriority(priority ?? 1000))
      } else {
        add("UISV-fill-proportionally", .arranged(view), length)
      }
      if let p = priority { priority = p - 1 }
    }
  }
}
