import Layout

/// The names a chain may use, each with the DSL member it stands for, in SnapKit's order
/// (the order suggestions prefer on a tie).
enum ChainVocabulary {
  /// Attributes that start a chain: `ConstraintMaker`'s properties.
  static var makerAttributes: [(String, KeyPath<ConstraintMaker, ConstraintMakerExtendable>)] {
    [
      ("left", \.left), ("top", \.top), ("right", \.right), ("bottom", \.bottom),
      ("leading", \.leading), ("trailing", \.trailing), ("width", \.width),
      ("height", \.height), ("centerX", \.centerX), ("centerY", \.centerY),
      ("lastBaseline", \.lastBaseline), ("firstBaseline", \.firstBaseline),
      ("leftMargin", \.leftMargin), ("rightMargin", \.rightMargin),
      ("topMargin", \.topMargin), ("bottomMargin", \.bottomMargin),
      ("leadingMargin", \.leadingMargin), ("trailingMargin", \.trailingMargin),
      ("centerXWithinMargins", \.centerXWithinMargins),
      ("centerYWithinMargins", \.centerYWithinMargins), ("edges", \.edges),
      ("horizontalEdges", \.horizontalEdges), ("verticalEdges", \.verticalEdges),
      ("directionalEdges", \.directionalEdges),
      ("directionalHorizontalEdges", \.directionalHorizontalEdges),
      ("directionalVerticalEdges", \.directionalVerticalEdges), ("size", \.size),
      ("center", \.center), ("margins", \.margins), ("directionalMargins", \.directionalMargins),
      ("centerWithinMargins", \.centerWithinMargins),
    ]
  }

  /// Attributes that continue a chain: `ConstraintMakerExtendable`'s (no `center`).
  static var chainedAttributes:
    [(String, KeyPath<ConstraintMakerExtendable, ConstraintMakerExtendable>)]
  {
    [
      ("left", \.left), ("top", \.top), ("right", \.right), ("bottom", \.bottom),
      ("leading", \.leading), ("trailing", \.trailing), ("width", \.width),
      ("height", \.height), ("centerX", \.centerX), ("centerY", \.centerY),
      ("lastBaseline", \.lastBaseline), ("firstBaseline", \.firstBaseline),
      ("edges", \.edges), ("horizontalEdges", \.horizontalEdges),
      ("verticalEdges", \.verticalEdges), ("size", \.size), ("margins", \.margins),
      ("leftMargin", \.leftMargin), ("rightMargin", \.rightMargin),
      ("topMargin", \.topMargin), ("bottomMargin", \.bottomMargin),
      ("leadingMargin", \.leadingMargin), ("trailingMargin", \.trailingMargin),
      ("centerXWithinMargins", \.centerXWithinMargins),
      ("centerYWithinMargins", \.centerYWithinMargins),
      ("directionalEdges", \.directionalEdges),
      ("directionalHorizontalEdges", \.directionalHorizontalEdges),
      ("directionalVerticalEdges", \.directionalVerticalEdges),
      ("directionalMargins", \.directionalMargins),
      ("centerWithinMargins", \.centerWithinMargins),
    ]
  }

  /// Attributes of a target (`other.snp.top`): `ConstraintDSL`'s.
  static var targetAttributes: [(String, KeyPath<ConstraintDSL, ConstraintItem>)] {
    [
      ("left", \.left), ("top", \.top), ("right", \.right), ("bottom", \.bottom),
      ("leading", \.leading), ("trailing", \.trailing), ("width", \.width),
      ("height", \.height), ("centerX", \.centerX), ("centerY", \.centerY),
      ("lastBaseline", \.lastBaseline), ("firstBaseline", \.firstBaseline),
      ("leftMargin", \.leftMargin), ("rightMargin", \.rightMargin),
      ("topMargin", \.topMargin), ("bottomMargin", \.bottomMargin),
      ("leadingMargin", \.leadingMargin), ("trailingMargin", \.trailingMargin),
      ("centerXWithinMargins", \.centerXWithinMargins),
      ("centerYWithinMargins", \.centerYWithinMargins), ("edges", \.edges),
      ("horizontalEdges", \.horizontalEdges), ("verticalEdges", \.verticalEdges),
      ("directionalEdges", \.directionalEdges), ("size", \.size), ("center", \.center),
      ("margins", \.margins), ("directionalMargins", \.directionalMargins),
      ("centerWithinMargins", \.centerWithinMargins),
    ]
  }

  /// The relations: the three with a target, then the three to the superview.
  static let relationNames = [
    "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "equalToSuperview",
    "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
  ]

  /// The modifiers after a relation.
  static let modifierNames = [
    "multipliedBy", "dividedBy", "offset", "inset", "priority", "labeled",
  ]

  /// `ConstraintPriority`'s named priorities.
  static let priorities: [(String, ConstraintPriority)] = [
    ("required", .required), ("high", .high), ("medium", .medium), ("low", .low),
  ]

  /// Geometry types a target or an inset may construct, with their argument labels.
  static let constructors: [(String, [String])] = [
    ("CGSize", ["width", "height"]), ("CGPoint", ["x", "y"]),
    ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
    ("EdgeInsets", ["top", "left", "bottom", "right"]),
    ("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]),
    ("DirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]),
  ]

  /// The guides a view offers by name (the scroll view's two only on scroll views).
  static let guideNames = [
    "safeAreaLayoutGuide", "layoutMarginsGuide", "frameLayoutGuide", "contentLayoutGuide",
    "readableContentGuide", "keyboardLayoutGuide",
  ]
}
