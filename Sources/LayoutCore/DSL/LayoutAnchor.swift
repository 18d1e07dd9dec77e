import Foundation

/// An attribute of a view or layout guide that constraints relate, as UIKit's
/// `NSLayoutAnchor`: `label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)`.
///
/// The subclasses keep the axes apart, as in UIKit: a ``LayoutXAxisAnchor`` relates only to
/// another x-axis anchor, a ``LayoutYAxisAnchor`` to a y-axis one, a ``LayoutDimension`` to
/// a dimension or a constant, so `leadingAnchor.constraint(equalTo: topAnchor)` does not
/// compile. Leading or trailing against left or right compiles but is refused, as UIKit
/// raises: the constraint never becomes active, and the first item's diagnostics say why.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///   label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///   label.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.6),
/// ])
/// ```
///
/// Each constraint made here is a new, inactive ``LayoutConstraint`` (as in UIKit): activate
/// it with `isActive = true` or `NSLayoutConstraint.activate(_:)`. The extra `file` and
/// `line` parameters default to the call's place, which reports print.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible, Hashable {
  /// The item and attribute (for a distance, its far end).
  let end: AnchorEnd
  /// For a distance (`anchorWithOffset(to:)`): its near end, subtracted.
  let from: AnchorEnd?

  init(_ end: AnchorEnd, from: AnchorEnd? = nil) {
    self.end = end
    self.from = from
  }

  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    end = AnchorEnd(item, attribute)
    from = nil
  }

  /// The view or layout guide (held weakly: nil once it is gone), as
  /// `NSLayoutAnchor.item`.
  public var item: AnyObject? { end.item }

  /// The attribute's name (`leading`, `width`); a distance's names its ends
  /// (`leading-trailing`).
  public var name: String {
    guard let from else { return end.attribute.description }
    return "\(from.attribute)-\(end.attribute)"
  }

  /// `label.leading`, or for a distance `(label.leading - box.trailing)`.
  public var description: String {
    guard let from else { return "\(end.name).\(end.attribute)" }
    return "(\(end.name).\(end.attribute) - \(from.name).\(from.attribute))"
  }

  /// Anchors of the same item and attribute are equal.
  public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Bool {
    lhs.isSame(as: rhs)
  }

  /// Anchors of the same item and attribute are equal whatever their static type (a
  /// constraint's `firstAnchor` against a view's `topAnchor`), as `NSObject`s compare.
  public static func == <Other>(lhs: LayoutAnchor, rhs: LayoutAnchor<Other>) -> Bool {
    lhs.isSame(as: rhs)
  }

  /// Whether the anchors are of other items or attributes.
  public static func != <Other>(lhs: LayoutAnchor, rhs: LayoutAnchor<Other>) -> Bool {
    !lhs.isSame(as: rhs)
  }

  private func isSame<Other>(as other: LayoutAnchor<Other>) -> Bool {
    Self.same(end, other.end) && Self.same(from, other.from)
  }

  /// Hashes the item and attribute.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(end.item.map { ObjectIdentifier($0) })
    hasher.combine(end.attribute)
    hasher.combine(from?.item.map { ObjectIdentifier($0) })
    hasher.combine(from?.attribute)
  }

  static func same(_ a: AnchorEnd?, _ b: AnchorEnd?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.attribute == b.attribute && isSameItem(a.item, b.item)
    default: false
    }
  }

  /// Whether the constraints leave the anchor's item undetermined on the anchor's axis, as
  /// `NSLayoutAnchor.hasAmbiguousLayout` (a view's `hasAmbiguousLayout`, limited to the
  /// axis; false for a guide and before the hierarchy is laid out).
  public var hasAmbiguousLayout: Bool {
    guard let view = end.item?.viewItem, let engine = view.layoutNode.engine else { return false }
    let vertical = end.attribute.isVertical
    let names = engine.ambiguousViews().first { $0.0 === view }?.1 ?? []
    return names.contains {
      vertical ? $0 == "minY" || $0 == "height" : $0 == "minX" || $0 == "width"
    }
  }

  /// The active constraints that place the anchor's item on the anchor's axis, as
  /// `NSLayoutAnchor.constraintsAffectingLayout`: those with the item as first or second item
  /// and an attribute on that axis, in the hierarchy's order (a debugging aid: it walks the
  /// hierarchy).
  public var constraintsAffectingLayout: [LayoutConstraint] {
    guard let item = end.item else { return [] }
    return LayoutConstraint.affecting(item, vertical: end.attribute.isVertical)
  }

  // MARK: Relations

  /// `self == anchor`.
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.equal, to: anchor, constant: 0, CallSite(file: file, line: line))
  }

  /// `self >= anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, file: String = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: anchor, constant: 0, CallSite(file: file, line: line))
  }

  /// `self <= anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, file: String = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: anchor, constant: 0, CallSite(file: file, line: line))
  }

  /// `self == anchor + c`.
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    relate(.equal, to: anchor, constant: c, CallSite(file: file, line: line))
  }

  /// `self >= anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: anchor, constant: c, CallSite(file: file, line: line))
  }

  /// `self <= anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: anchor, constant: c, CallSite(file: file, line: line))
  }

  /// `self ⋈ anchor + multiplier × the system spacing`, as UIKit makes the system-spacing
  /// constraints (the spacing in the constant; the constraint's own multiplier 1).
  func spaced(
    _ relation: ConstraintRelation, from anchor: LayoutAnchor<AnchorType>, _ multiplier: CGFloat,
    _ file: String, _ line: UInt
  ) -> LayoutConstraint {
    relate(
      relation, to: anchor, constant: multiplier * LayoutSpacing.system,
      CallSite(file: file, line: line))
  }

  /// The one way every anchor relation is made: `self ⋈ multiplier × other + constant`, or
  /// `self ⋈ constant` without `other`.
  func relate(
    _ relation: ConstraintRelation, to other: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat, _ site: CallSite
  ) -> LayoutConstraint {
    var problem: String?
    if let other, Constraint.mixesDirections(end.attribute, other.end.attribute) {
      problem =
        "\(self) and \(other): " + Constraint.mixedDirectionsMessage
    } else if !multiplier.isFinite || !constant.isFinite {
      problem =
        "\(self): a multiplier (\(multiplier)) and a constant (\(constant)) must be numbers"
    }
    let offsets =
      from == nil && other?.from == nil ? nil : AnchorOffsets(first: from, second: other?.from)
    return LayoutConstraint(
      first: end.item, end.attribute, relation, second: other?.end.item,
      other?.end.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
      priority: .required, identifier: nil, location: site, origin: .anchor, offsets: offsets,
      problem: problem)
  }
}

/// An x-axis anchor (leading, trailing, left, right, centre x), as UIKit's
/// `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor` (`otherAnchor - self`), as a dimension
  /// other constraints can relate: `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)`
  /// is the gap between `a` and `b`.
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(otherAnchor.end, from: end)
  }

  /// `self == anchor + multiplier × the system spacing` (8 points), as UIKit's
  /// `constraint(equalToSystemSpacingAfter:multiplier:)`: how far this anchor trails
  /// `anchor`.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    spaced(.equal, from: anchor, multiplier, file, line)
  }

  /// `self >= anchor + multiplier × the system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    spaced(.greaterThanOrEqual, from: anchor, multiplier, file, line)
  }

  /// `self <= anchor + multiplier × the system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    spaced(.lessThanOrEqual, from: anchor, multiplier, file, line)
  }
}

/// A y-axis anchor (top, bottom, centre y, baselines), as UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// The distance from this anchor to `otherAnchor` (`otherAnchor - self`), as a dimension.
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(otherAnchor.end, from: end)
  }

  /// `self == anchor + multiplier × the system spacing` (8 points), as UIKit's
  /// `constraint(equalToSystemSpacingBelow:multiplier:)`: how far this anchor is below
  /// `anchor`.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    spaced(.equal, from: anchor, multiplier, file, line)
  }

  /// `self >= anchor + multiplier × the system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    spaced(.greaterThanOrEqual, from: anchor, multiplier, file, line)
  }

  /// `self <= anchor + multiplier × the system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    spaced(.lessThanOrEqual, from: anchor, multiplier, file, line)
  }
}

/// A width or height anchor (or a distance between two anchors), as UIKit's
/// `NSLayoutDimension`: it can also equal a constant, or another dimension times a
/// multiplier.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == c`.
  public func constraint(
    equalToConstant c: CGFloat, file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.equal, to: nil, constant: c, CallSite(file: file, line: line))
  }

  /// `self >= c`.
  public func constraint(
    greaterThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: nil, constant: c, CallSite(file: file, line: line))
  }

  /// `self <= c`.
  public func constraint(
    lessThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: nil, constant: c, CallSite(file: file, line: line))
  }

  /// `self == m × anchor`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, file: String = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    relate(.equal, to: anchor, multiplier: m, constant: 0, CallSite(file: file, line: line))
  }

  /// `self >= m × anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(
      .greaterThanOrEqual, to: anchor, multiplier: m, constant: 0,
      CallSite(file: file, line: line))
  }

  /// `self <= m × anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, file: String = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    relate(
      .lessThanOrEqual, to: anchor, multiplier: m, constant: 0, CallSite(file: file, line: line))
  }

  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.equal, to: anchor, multiplier: m, constant: c, CallSite(file: file, line: line))
  }

  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(
      .greaterThanOrEqual, to: anchor, multiplier: m, constant: c,
      CallSite(file: file, line: line))
  }

  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(
      .lessThanOrEqual, to: anchor, multiplier: m, constant: c, CallSite(file: file, line: line))
  }
}

/// UIKit's standard spacing.
enum LayoutSpacing {
  /// The system spacing between sibling views, and a stack view's `spacingUseSystem`:
  /// 8 points.
  static let system: CGFloat = 8
}

extension LayoutConstraint {
  /// The active constraints of `item`'s hierarchy with `item` first or second and an
  /// attribute on the given axis.
  static func affecting(_ item: any LayoutItem, vertical: Bool) -> [LayoutConstraint] {
    guard var top = item.hostView else { return [] }
    while let up = top.superview { top = up }
    var out: [LayoutConstraint] = []
    top.forEachLayoutItem { candidate in
      for c in candidate.activeConstraints where c.firstAttribute.isVertical == vertical {
        if isSameItem(c.firstLayoutItem, item) || isSameItem(c.secondLayoutItem, item) {
          out.append(c)
        }
      }
    }
    return out
  }
}

extension View {
  /// The active constraints that place the view on an axis, as UIKit's
  /// `constraintsAffectingLayout(for:)` (a debugging aid: it walks the hierarchy).
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    LayoutConstraint.affecting(self, vertical: axis == .vertical)
  }
}

extension LayoutGuide {
  /// The active constraints that place the guide on an axis, as UIKit's
  /// `constraintsAffectingLayout(for:)`.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    LayoutConstraint.affecting(self, vertical: axis == .vertical)
  }
}
