extension ConstraintAttributes {
  /// Every attribute name of SnapKit's DSL with the attributes it stands for, in SnapKit's
  /// order: the twenty single attributes by bit (entry `i` is bit `i`), then the composites.
  ///
  /// This is the one list of attribute names. ``ConstraintMaker``,
  /// ``ConstraintMakerExtendable`` (all but `center`, which SnapKit leaves off the chain) and
  /// ``ConstraintDSL`` declare one property per entry, each a one-line call of their
  /// `attribute(_:)` with the static of the same name (Swift cannot generate properties; a
  /// test checks that the properties and this table agree, name for name and bit for bit).
  /// ``LayoutAttribute``'s names are read from it, and layoutcli's lookup tables are built
  /// from it.
  package static let vocabulary: [(name: String, attributes: ConstraintAttributes)] = [
    ("left", .left), ("top", .top), ("right", .right), ("bottom", .bottom),
    ("leading", .leading), ("trailing", .trailing), ("width", .width), ("height", .height),
    ("centerX", .centerX), ("centerY", .centerY), ("lastBaseline", .lastBaseline),
    ("firstBaseline", .firstBaseline), ("leftMargin", .leftMargin),
    ("rightMargin", .rightMargin), ("topMargin", .topMargin), ("bottomMargin", .bottomMargin),
    ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin),
    ("centerXWithinMargins", .centerXWithinMargins),
    ("centerYWithinMargins", .centerYWithinMargins),
    ("edges", .edges), ("horizontalEdges", .horizontalEdges), ("verticalEdges", .verticalEdges),
    ("directionalEdges", .directionalEdges),
    ("directionalHorizontalEdges", .directionalHorizontalEdges),
    ("directionalVerticalEdges", .directionalVerticalEdges), ("size", .size),
    ("center", .center), ("margins", .margins), ("directionalMargins", .directionalMargins),
    ("centerWithinMargins", .centerWithinMargins),
  ]

  /// The names that may continue a chain (`make.left.right`): the vocabulary without
  /// `center`, as SnapKit 5.7.1's `ConstraintMakerExtendable`.
  package static let chainedVocabulary = vocabulary.filter { $0.name != "center" }

  /// The attributes of a name of the vocabulary (nil for any other name).
  package static func named(_ name: String) -> ConstraintAttributes? {
    vocabulary.first { $0.name == name }?.attributes
  }
}
