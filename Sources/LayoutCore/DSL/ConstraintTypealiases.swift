// SnapKit's names for the platform types its DSL takes, so code that spells them compiles
// unchanged (SnapKit maps them onto UIKit or AppKit; here they are the package's types).

/// SnapKit's `ConstraintView` (`UIView`): ``View``.
public typealias ConstraintView = View

/// SnapKit's `ConstraintLayoutGuide` (`UILayoutGuide`): ``LayoutGuide``, with
/// `guide.snp.makeConstraints` and every other DSL entry point.
public typealias ConstraintLayoutGuide = LayoutGuide

/// SnapKit's `ConstraintInsets` (`UIEdgeInsets`): ``EdgeInsets``.
public typealias ConstraintInsets = EdgeInsets

/// SnapKit's `ConstraintDirectionalInsets` (`NSDirectionalEdgeInsets`):
/// ``DirectionalEdgeInsets``.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets

/// SnapKit's `ConstraintLayoutGuideDSL`, the type of `guide.snp`: here the ``ConstraintDSL``
/// views and guides share.
public typealias ConstraintLayoutGuideDSL = ConstraintDSL

/// SnapKit's `ConstraintOffsetTarget`, what `offset(_:)` and `update(offset:)` take (Int,
/// UInt, Float, Double, CGFloat): ``ConstraintNumber``.
public typealias ConstraintOffsetTarget = ConstraintNumber

/// SnapKit's misspelt old name of ``ConstraintMakerPrioritizable``.
@available(*, deprecated, message: "Use ConstraintMakerPrioritizable instead.")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable
