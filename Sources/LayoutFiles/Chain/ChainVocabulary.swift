/// The names a chain may use, each with what it stands for, in SnapKit's order (the order
/// suggestions prefer on a tie).
enum ChainVocabulary {
  /// Attributes that start a chain (`ConstraintMaker`'s properties) and name a target's
  /// attribute (`other.snp.top`, `ConstraintDSL`'s): the library's one list,
  /// `ConstraintAttributes.vocabulary`.
  static var attributes: [(name: String, attributes: ConstraintAttributes)] {
    ConstraintAttributes.vocabulary
  }

  /// Attributes that continue a chain: `ConstraintMakerExtendable`'s (no `center`).
  static var chainedAttributes: [(name: String, attributes: ConstraintAttributes)] {
    ConstraintAttributes.chainedVocabulary
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
