import Foundation

/// The end of a chain: a label and the ``Constraint``.
public class ConstraintMakerFinalizable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Names the constraint in messages.
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    description.label = label
    return self
  }

  /// The constraint this chain makes, as SnapKit's (non-optional) `constraint`:
  /// `let bottom: Constraint = make.bottom.equalToSuperview().constraint`.
  ///
  /// Where SnapKit would stop the program (an invalid chain, see the item's
  /// ``ConstraintDSL/diagnostics``), it is a stand-in with no layout constraints that never
  /// becomes active.
  public var constraint: Constraint { description.handle }
}

/// A chain after its modifiers: a priority may follow.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  /// Sets the priority (1...1000; `.required`, `.high`, `.medium`, `.low` or a number).
  @discardableResult
  public func priority(_ priority: ConstraintPriority) -> ConstraintMakerFinalizable {
    description.priority = priority
    return self
  }

  /// Sets the priority from a number or a `UILayoutPriority`.
  @discardableResult
  public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
    description.priority = ConstraintPriority(amount.constraintPriorityTargetValue)
    return self
  }
}

/// A chain after its relation: multiplier, offset and inset may follow.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  /// Multiplies the second attribute (the last call wins).
  @discardableResult
  public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = amount.constraintMultiplierTargetValue
    return self
  }

  /// Divides the second attribute: `multipliedBy(1 / amount)`.
  @discardableResult
  public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = 1 / amount.constraintMultiplierTargetValue
    return self
  }

  /// Sets the constant, added on every attribute (replaces any earlier constant).
  @discardableResult
  public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.constant = amount
    return self
  }

  /// Sets the constant as an inset: left and top add, right and bottom subtract, sizes
  /// shrink by both sides, centres move by half the difference (replaces any earlier
  /// constant). The sign follows the second attribute, as in SnapKit.
  @discardableResult
  public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
    description.constant = insetConstant(amount)
    return self
  }
}

/// A chain of attributes waiting for its relation. It holds what the chain says (the
/// ``ConstraintDescription`` the chain's later objects read).
public class ConstraintMakerRelatable {
  let item: any LayoutItem
  @exclusivity(unchecked) var attributes: ConstraintAttributes
  @exclusivity(unchecked) var relation: ConstraintRelation?
  @exclusivity(unchecked) var related: ChainTarget?
  @exclusivity(unchecked) var constant: ConstraintConstantTarget = CGFloat(0)
  @exclusivity(unchecked) var multiplier: CGFloat = 1
  @exclusivity(unchecked) var priority: ConstraintPriority = .required
  @exclusivity(unchecked) var label: String?
  @exclusivity(unchecked) var sourceLocation = CallSite.unknown
  /// A problem found while the chain was written (reported instead of a constraint).
  @exclusivity(unchecked) var error: ConstraintError?
  /// The constraint once asked for (`constraint`; `.some(nil)`: it cannot be made).
  @exclusivity(unchecked) var made: Constraint??
  /// The stand-in or the constraint once asked for (`handle`).
  @exclusivity(unchecked) var madeHandle: Constraint?

  init(item: any LayoutItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// What the chain says: the object itself.
  var description: ConstraintDescription {
    @inline(__always) get { self }
  }

  /// `attribute == target`.
  @discardableResult
  public func equalTo(
    _ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, other, CallSite(file: file, line: line))
  }

  /// `attribute <= target`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, other, CallSite(file: file, line: line))
  }

  /// `attribute >= target`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #fileID, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, other, CallSite(file: file, line: line))
  }

  /// `attribute == superview.attribute` (a guide's superview is its owning view).
  @discardableResult
  public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relateToSuperview(.equal, CallSite(file: file, line: line)) { _ in nil }
  }

  /// `attribute <= superview.attribute`.
  @discardableResult
  public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relateToSuperview(.lessThanOrEqual, CallSite(file: file, line: line)) { _ in nil }
  }

  /// `attribute >= superview.attribute`.
  @discardableResult
  public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relateToSuperview(.greaterThanOrEqual, CallSite(file: file, line: line)) { _ in nil }
  }

  /// `attribute == closure(superview)`: `make.top.equalToSuperview { $0.safeAreaLayoutGuide }`.
  @discardableResult
  public func equalToSuperview(
    _ closure: (View) -> ConstraintRelatableTarget, _ file: String = #fileID,
    _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.equal, CallSite(file: file, line: line)) { closure($0) }
  }

  /// `attribute <= closure(superview)`.
  @discardableResult
  public func lessThanOrEqualToSuperview(
    _ closure: (View) -> ConstraintRelatableTarget, _ file: String = #fileID,
    _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.lessThanOrEqual, CallSite(file: file, line: line)) { closure($0) }
  }

  /// `attribute >= closure(superview)`.
  @discardableResult
  public func greaterThanOrEqualToSuperview(
    _ closure: (View) -> ConstraintRelatableTarget, _ file: String = #fileID,
    _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.greaterThanOrEqual, CallSite(file: file, line: line)) { closure($0) }
  }

  /// `attribute (relation) target`, or to the superview (what `pick` returns for it, the
  /// superview itself when `pick` is nil) when `target` is nil, made at `site`: how a layout
  /// file replays a chain with the file's line and column for it.
  package func relate(
    _ relation: ConstraintRelation, to target: ConstraintRelatableTarget?,
    superview pick: ((View) -> ConstraintRelatableTarget)?, at site: CallSite
  ) -> ConstraintMakerEditable {
    if let target { return relate(relation, target, site) }
    return relateToSuperview(relation, site) { superview in pick?(superview) }
  }

  private func relateToSuperview(
    _ relation: ConstraintRelation, _ site: CallSite,
    _ pick: (View) -> ConstraintRelatableTarget?
  ) -> ConstraintMakerEditable {
    guard let superview = description.item.layoutSuperview else {
      description.sourceLocation = site
      description.relation = relation
      description.error = ConstraintError(
        "\(description.item.itemName): expected a superview, found none (equalToSuperview "
          + "needs the view in a hierarchy first)", at: description.sourceLocation)
      return ConstraintMakerEditable(description)
    }
    if let picked = pick(superview) { return relate(relation, picked, site) }
    // The superview itself: no `ConstraintItem` made for it.
    description.sourceLocation = site
    description.relation = relation
    description.related = ChainTarget(superview, .none)
    return ConstraintMakerEditable(description)
  }

  private func relate(
    _ relation: ConstraintRelation, _ other: ConstraintRelatableTarget, _ site: CallSite
  ) -> ConstraintMakerEditable {
    description.sourceLocation = site
    description.relation = relation
    if let item = other.constraintItem {
      let from = description.attributes
      let to = item.attributes
      let compatible =
        to.rawValue.nonzeroBitCount <= 1 || to == from
        || (from == .edges && to == .margins) || (from == .margins && to == .edges)
        || (from == .directionalEdges && to == .directionalMargins)
        || (from == .directionalMargins && to == .directionalEdges)
      if !compatible {
        description.error = ConstraintError(
          "cannot constrain \(from.layoutAttributes) to the different attributes "
            + "\(to.layoutAttributes)", at: description.sourceLocation)
      }
      description.related = ChainTarget(item.item, to)
    } else if let constant = other.constraintConstantTarget {
      description.related = ChainTarget(nil, .none)
      description.constant = constant
    } else {
      description.error = ConstraintError(
        "invalid target \(type(of: other))", at: description.sourceLocation)
    }
    return ConstraintMakerEditable(description)
  }
}

/// A chain of attributes: more attributes may be added (`make.left.right`) before the
/// relation.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
  /// Adds any attributes: what every attribute property calls, and the one entry point for
  /// names looked up in ``ConstraintAttributes/chainedVocabulary`` (layoutcli).
  package func attribute(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes.formUnion(attributes)
    return self
  }

  /// Adds the left edge.
  public var left: ConstraintMakerExtendable { attribute(.left) }
  /// Adds the top edge.
  public var top: ConstraintMakerExtendable { attribute(.top) }
  /// Adds the right edge.
  public var right: ConstraintMakerExtendable { attribute(.right) }
  /// Adds the bottom edge.
  public var bottom: ConstraintMakerExtendable { attribute(.bottom) }
  /// Adds the leading edge.
  public var leading: ConstraintMakerExtendable { attribute(.leading) }
  /// Adds the trailing edge.
  public var trailing: ConstraintMakerExtendable { attribute(.trailing) }
  /// Adds the width.
  public var width: ConstraintMakerExtendable { attribute(.width) }
  /// Adds the height.
  public var height: ConstraintMakerExtendable { attribute(.height) }
  /// Adds the middle x.
  public var centerX: ConstraintMakerExtendable { attribute(.centerX) }
  /// Adds the middle y.
  public var centerY: ConstraintMakerExtendable { attribute(.centerY) }
  /// Adds the last baseline.
  public var lastBaseline: ConstraintMakerExtendable { attribute(.lastBaseline) }
  /// Adds the last baseline (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintMakerExtendable { attribute(.lastBaseline) }
  /// Adds the first baseline.
  public var firstBaseline: ConstraintMakerExtendable { attribute(.firstBaseline) }
  /// Adds the left margin.
  public var leftMargin: ConstraintMakerExtendable { attribute(.leftMargin) }
  /// Adds the right margin.
  public var rightMargin: ConstraintMakerExtendable { attribute(.rightMargin) }
  /// Adds the top margin.
  public var topMargin: ConstraintMakerExtendable { attribute(.topMargin) }
  /// Adds the bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { attribute(.bottomMargin) }
  /// Adds the leading margin.
  public var leadingMargin: ConstraintMakerExtendable { attribute(.leadingMargin) }
  /// Adds the trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { attribute(.trailingMargin) }
  /// Adds the middle x within the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { attribute(.centerXWithinMargins) }
  /// Adds the middle y within the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { attribute(.centerYWithinMargins) }
  /// Adds the four edges.
  public var edges: ConstraintMakerExtendable { attribute(.edges) }
  /// Adds left and right.
  public var horizontalEdges: ConstraintMakerExtendable { attribute(.horizontalEdges) }
  /// Adds top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { attribute(.verticalEdges) }
  /// Adds top, bottom, leading and trailing.
  public var directionalEdges: ConstraintMakerExtendable { attribute(.directionalEdges) }
  /// Adds leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    attribute(.directionalHorizontalEdges)
  }
  /// Adds top and bottom.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    attribute(.directionalVerticalEdges)
  }
  /// Adds width and height.
  public var size: ConstraintMakerExtendable { attribute(.size) }
  /// Adds the margins.
  public var margins: ConstraintMakerExtendable { attribute(.margins) }
  /// Adds the directional margins.
  public var directionalMargins: ConstraintMakerExtendable { attribute(.directionalMargins) }
  /// Adds the centre within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable { attribute(.centerWithinMargins) }
  // `center` is not here: SnapKit 5.7.1 leaves it off the chain (make.size.center does not
  // compile there either).
}
