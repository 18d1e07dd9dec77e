import Foundation

/// `view.snp` and `guide.snp`: items for every attribute, and the makers.
///
/// ```swift
/// messageLabel.snp.makeConstraints { make in
///   make.center.equalToSuperview()
/// }
/// backView.snp.makeConstraints { make in
///   make.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
///   make.height.equalTo(messageLabel.snp.height).multipliedBy(2)
///   make.centerX.equalToSuperview()
///   make.bottom.equalToSuperview().inset(200)
/// }
/// ```
///
/// Where SnapKit stops the program (no superview, mismatched composite targets, an update
/// with nothing to update), the call is skipped and recorded in ``diagnostics``.
public struct ConstraintDSL {
  let item: any LayoutItem

  /// The view or guide (optional, as SnapKit's `ConstraintDSL.target`; never nil here).
  public var target: AnyObject? { item }

  /// An item for any attributes: what every attribute property returns, and the one entry
  /// point for names looked up in ``ConstraintAttributes/vocabulary`` (layoutcli).
  package func attribute(_ attributes: ConstraintAttributes) -> ConstraintItem {
    ConstraintItem(item: item, attributes: attributes)
  }

  /// The left edge.
  public var left: ConstraintItem { attribute(.left) }
  /// The top edge.
  public var top: ConstraintItem { attribute(.top) }
  /// The right edge.
  public var right: ConstraintItem { attribute(.right) }
  /// The bottom edge.
  public var bottom: ConstraintItem { attribute(.bottom) }
  /// The leading edge.
  public var leading: ConstraintItem { attribute(.leading) }
  /// The trailing edge.
  public var trailing: ConstraintItem { attribute(.trailing) }
  /// The width.
  public var width: ConstraintItem { attribute(.width) }
  /// The height.
  public var height: ConstraintItem { attribute(.height) }
  /// The middle x.
  public var centerX: ConstraintItem { attribute(.centerX) }
  /// The middle y.
  public var centerY: ConstraintItem { attribute(.centerY) }
  /// The last baseline.
  public var lastBaseline: ConstraintItem { attribute(.lastBaseline) }
  /// The last baseline (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintItem { attribute(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: ConstraintItem { attribute(.firstBaseline) }
  /// The left margin.
  public var leftMargin: ConstraintItem { attribute(.leftMargin) }
  /// The right margin.
  public var rightMargin: ConstraintItem { attribute(.rightMargin) }
  /// The top margin.
  public var topMargin: ConstraintItem { attribute(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: ConstraintItem { attribute(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: ConstraintItem { attribute(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: ConstraintItem { attribute(.trailingMargin) }
  /// The middle x within the margins.
  public var centerXWithinMargins: ConstraintItem { attribute(.centerXWithinMargins) }
  /// The middle y within the margins.
  public var centerYWithinMargins: ConstraintItem { attribute(.centerYWithinMargins) }
  /// left, top, right, bottom.
  public var edges: ConstraintItem { attribute(.edges) }
  /// left, right.
  public var horizontalEdges: ConstraintItem { attribute(.horizontalEdges) }
  /// top, bottom.
  public var verticalEdges: ConstraintItem { attribute(.verticalEdges) }
  /// top, bottom, leading, trailing.
  public var directionalEdges: ConstraintItem { attribute(.directionalEdges) }
  /// leading, trailing.
  public var directionalHorizontalEdges: ConstraintItem { attribute(.directionalHorizontalEdges) }
  /// top, bottom.
  public var directionalVerticalEdges: ConstraintItem { attribute(.directionalVerticalEdges) }
  /// width, height.
  public var size: ConstraintItem { attribute(.size) }
  /// centerX, centerY.
  public var center: ConstraintItem { attribute(.center) }
  /// The four margins.
  public var margins: ConstraintItem { attribute(.margins) }
  /// The directional margins.
  public var directionalMargins: ConstraintItem { attribute(.directionalMargins) }
  /// The centre within the margins.
  public var centerWithinMargins: ConstraintItem { attribute(.centerWithinMargins) }

  /// The constraints made on this item, in the order made.
  public var constraints: [Constraint] { item.snapKitConstraints }

  /// DSL calls on this item that could not make a constraint, in order.
  public var diagnostics: [ConstraintError] { item.constraintDiagnostics }

  /// Makes and activates constraints (never replaces any: making the same constraint twice
  /// holds it twice, as in SnapKit).
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    // All are made before any is activated, as `makeConstraintsInactive`, read from the
    // chains (which keep what they made) rather than from a list of their own.
    let maker = makeChains(closure)
    var made = 0
    var relations = 0
    for chain in maker.descriptions {
      if let constraint = chain.constraint {
        made += 1
        relations += constraint.layouts.count
      } else if let error = chain.error {
        item.constraintDiagnostics.append(error)
      }
    }
    // An item's first constraints size its lists once (grown one append at a time, each
    // list took two or three allocations).
    if item.snapKitConstraints.isEmpty { item.snapKitConstraints.reserveCapacity(made) }
    if item.activeConstraints.isEmpty { item.activeConstraints.reserveCapacity(relations) }
    for chain in maker.descriptions { chain.constraint?.activate() }
  }

  /// Removes the constraints this item made, then makes new ones.
  public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Updates the constants of matching constraints (same items, attributes, relation,
  /// multiplier and priority); makes them if the item has none. A chain that matches
  /// nothing is recorded in ``diagnostics`` (SnapKit stops the program).
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    let existing = item.snapKitConstraints
    guard !existing.isEmpty else { return makeConstraints(closure) }
    for new in makeConstraintsInactive(closure) {
      var unmatched = Array(new.layouts)
      for old in existing where !unmatched.isEmpty {
        let probe = unmatched
        unmatched = []
        for layout in probe {
          if let match = old.layouts.first(where: { $0.matches(layout) }) {
            match.constant = layout.constant
          } else {
            unmatched.append(layout)
          }
        }
      }
      for layout in unmatched {
        item.constraintDiagnostics.append(
          ConstraintError(
            "updated constraint could not find an existing matching constraint to update: "
              + layout.description, at: new.sourceLocation))
      }
    }
  }

  /// Deactivates every constraint this item made (those other items made against it
  /// stay, as in SnapKit).
  public func removeConstraints() {
    for constraint in item.snapKitConstraints { constraint.deactivate() }
  }

  /// Makes constraints without activating them.
  @discardableResult
  public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    makeConstraintsInactive(closure)
  }

  /// Makes constraints without activating them.
  func makeConstraintsInactive(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    let maker = makeChains(closure)
    var made: [Constraint] = []
    made.reserveCapacity(maker.descriptions.count)
    for description in maker.descriptions {
      if let constraint = description.constraint {
        made.append(constraint)
      } else if let error = description.error {
        item.constraintDiagnostics.append(error)
      }
    }
    return made
  }

  /// Runs a `makeConstraints` block: its chains, nothing made yet.
  private func makeChains(_ closure: (ConstraintMaker) -> Void) -> ConstraintMaker {
    item.viewItem?.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(item: item)
    closure(maker)
    return maker
  }
}

extension View {
  /// The SnapKit DSL for this view.
  public var snp: ConstraintViewDSL { ConstraintViewDSL(dsl: ConstraintDSL(item: self)) }
}

extension LayoutGuide {
  /// The SnapKit DSL for this guide.
  public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}

/// `view.snp`: the DSL plus the view-only settings (label, hugging, compression
/// resistance).
@dynamicMemberLookup
public struct ConstraintViewDSL {
  /// The DSL shared with guides.
  public let dsl: ConstraintDSL

  private var view: View? { dsl.item.viewItem }

  /// Everything of ``ConstraintDSL``: `view.snp.top`, `view.snp.makeConstraints { … }`.
  public subscript<T>(dynamicMember keyPath: KeyPath<ConstraintDSL, T>) -> T {
    dsl[keyPath: keyPath]
  }

  /// Makes and activates constraints.
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    dsl.makeConstraints(closure)
  }

  /// Removes this view's constraints, then makes new ones.
  public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    dsl.remakeConstraints(closure)
  }

  /// Updates matching constraints' constants (or makes them if there are none).
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    dsl.updateConstraints(closure)
  }

  /// Deactivates this view's constraints.
  public func removeConstraints() {
    dsl.removeConstraints()
  }

  /// Makes constraints without activating them.
  @discardableResult
  public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    dsl.prepareConstraints(closure)
  }

  /// Names the view in every message (SnapKit's `snp.setLabel`).
  public func setLabel(_ label: String?) {
    view?.debugName = label
  }

  /// The view's name in messages.
  public func label() -> String? {
    view?.debugName
  }

  /// Content hugging for the width (250 by default).
  public var contentHuggingHorizontalPriority: Float {
    get { view?.contentHuggingPriority.horizontal ?? 250 }
    nonmutating set { view?.contentHuggingPriority.horizontal = newValue }
  }

  /// Content hugging for the height (250 by default).
  public var contentHuggingVerticalPriority: Float {
    get { view?.contentHuggingPriority.vertical ?? 250 }
    nonmutating set { view?.contentHuggingPriority.vertical = newValue }
  }

  /// Compression resistance for the width (750 by default).
  public var contentCompressionResistanceHorizontalPriority: Float {
    get { view?.contentCompressionResistancePriority.horizontal ?? 750 }
    nonmutating set { view?.contentCompressionResistancePriority.horizontal = newValue }
  }

  /// Compression resistance for the height (750 by default).
  public var contentCompressionResistanceVerticalPriority: Float {
    get { view?.contentCompressionResistancePriority.vertical ?? 750 }
    nonmutating set { view?.contentCompressionResistancePriority.vertical = newValue }
  }
}
