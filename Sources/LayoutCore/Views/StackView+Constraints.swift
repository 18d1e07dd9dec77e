import Foundation

/// One constraint a stack view wants, between its views and guides.
typealias StackConstraint = StackRelation<any LayoutItem>

extension StackRelation where Item == any LayoutItem {
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
  static func key(of constraint: LayoutConstraint) -> Key? {
    guard let first = constraint.firstItem, let identifier = constraint.identifier else {
      return nil
    }
    let second = constraint.secondItem
    if constraint.secondAttribute != .notAnAttribute && second == nil { return nil }
    return Key(
      identifier: identifier, first: ObjectIdentifier(first),
      firstAttribute: constraint.firstAttribute, relation: constraint.relation,
      second: constraint.secondAttribute == .notAnAttribute
        ? nil : second.map { ObjectIdentifier($0) },
      secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
      priority: constraint.priority.rawValue)
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
    var old: [StackConstraint.Key: [LayoutConstraint]] = [:]
    for constraint in generatedConstraints.reversed() {
      guard let key = StackConstraint.key(of: constraint) else {
        constraint.deactivate()
        continue
      }
      old[key, default: []].append(constraint)
    }
    var kept: [LayoutConstraint] = []
    var made: [LayoutConstraint] = []
    kept.reserveCapacity(wanted.count)
    for spec in wanted {
      // The first arrangement has nothing to keep: no key is made (hashing a key's
      // identifier was most of a first pass's reconciling).
      if !old.isEmpty, let constraint = old[spec.key]?.popLast() {
        constraint.constant = spec.constant
        kept.append(constraint)
      } else {
        let constraint = LayoutConstraint(
          first: spec.first, spec.firstAttribute, spec.relation, second: spec.second,
          spec.second == nil ? .notAnAttribute : spec.secondAttribute, multiplier: spec.multiplier,
          constant: spec.constant,
          priority: LayoutPriority(spec.priority.value), identifier: spec.identifier,
          location: Self.location, origin: .generated)
        kept.append(constraint)
        made.append(constraint)
      }
    }
    // Deactivated in the order they were made, so the engine sees the same work every run.
    var leaving: [LayoutConstraint] = []
    for constraint in generatedConstraints where !old.isEmpty {
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
  /// Makes the guides they use (the spanner, the gaps) on the way, in the order the
  /// constraints first use them.
  func wantedConstraints() -> [StackConstraint] {
    let arrangement = StackArrangement(arrangementInput())
    usesSpanner = arrangement.usesSpanner
    usedGaps = arrangement.gapCount
    let views = arrangedSubviews
    func item(_ item: StackItem) -> any LayoutItem {
      switch item {
      case .stack: self
      case .arranged(let index): views[index]
      case .spanner: spannerGuide()
      case .gap(let index): gapGuide(at: index)
      }
    }
    return arrangement.constraints.map { $0.map(item) }
  }

  /// What the arrangement reads of the stack and its arranged views (intrinsic lengths and
  /// text wrapping only for the distributions that use them: measuring text costs).
  func arrangementInput() -> StackArrangementInput {
    let horizontal = axis == .horizontal
    let proportional = distribution == .fillProportionally
    let wrapping = distribution == .fill && horizontal
    return StackArrangementInput(
      axis: axis, distribution: distribution, alignment: alignment,
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
      isBaselineRelativeArrangement: isBaselineRelativeArrangement,
      views: arrangedSubviews.map { view in
        var arranged = StackArrangementInput.Arranged(
          isHidden: view.isHidden, spacingAfter: spacing(after: view))
        if proportional {
          let size = view.effectiveIntrinsicContentSize
          let value = horizontal ? size.width : size.height
          if value != View.noIntrinsicMetric && value > 0 && value.isFinite {
            arranged.intrinsicLength = value
          }
        }
        if wrapping && view.wrapsAtLayoutWidth {
          arranged.wrapsAtLayoutWidth = true
          arranged.horizontalCompressionResistance =
            view.contentCompressionResistancePriority.horizontal
        }
        return arranged
      })
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
