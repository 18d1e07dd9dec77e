import Foundation

/// A layout file's stack views: `"type": "stackView"` with `arrangedSubviews` and
/// `UIStackView`'s properties under their Swift names (without `is`).
///
/// ```json
/// {"id": "row", "type": "stackView", "axis": "horizontal", "distribution": "fillEqually",
///  "alignment": "center", "spacing": 8, "customSpacing": {"title": 16},
///  "arrangedSubviews": [{"id": "title", "type": "label", "text": "Hi"}, {"id": "badge"}]}
/// ```
extension LayoutFileReader {
  static let axes: [(String, LayoutAxis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
  static let distributions: [(String, StackView.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]
  static let stackAlignments: [(String, StackView.Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
    ("center", .center), ("trailing", .trailing), ("bottom", .bottom),
    ("lastBaseline", .lastBaseline),
  ]

  /// A stack view's own keys with their readers (``LayoutFileKind/properties``); the
  /// builder sets them once the arranged views exist, so custom spacing can name them.
  static let stackProperties: [(key: String, read: LayoutFileKind.Property)] = {
    typealias K = LayoutFileKind
    return [
      (
        "axis",
        K.property(
          { v, at throws(LayoutFileError) in try name(v, path: at, what: "axis", axes) },
          { (s: StackView, axis) in s.axis = axis })
      ),
      (
        "distribution",
        K.property(
          { v, at throws(LayoutFileError) in
            try name(v, path: at, what: "distribution", distributions)
          }, { (s: StackView, d) in s.distribution = d })
      ),
      (
        "alignment",
        K.property(
          { v, at throws(LayoutFileError) in
            try name(v, path: at, what: "stack alignment", stackAlignments)
          }, { (s: StackView, a) in s.alignment = a })
      ),
      ("spacing", K.property(spacing, { (s: StackView, gap) in s.spacing = gap })),
      ("customSpacing", K.property(customSpacing, setCustomSpacing)),
      (
        "baselineRelativeArrangement",
        K.property(bool, { (s: StackView, on) in s.isBaselineRelativeArrangement = on })
      ),
      (
        "layoutMarginsRelativeArrangement",
        K.property(bool, { (s: StackView, on) in s.isLayoutMarginsRelativeArrangement = on })
      ),
    ]
  }()

  /// `customSpacing`: spacing after arranged views, by id, in file order (the ids are
  /// checked against the arranged views once the stack is read).
  private static func customSpacing(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> [Spacing]
  {
    var parts = try ValueParts(value, path: path, allowed: nil)
    var list: [Spacing] = []
    for member in parts.members {
      let gap = parts.read(member.key) { v, at throws(LayoutFileError) in
        try spacing(v, path: at)
      }
      if let gap { list.append(Spacing(id: member.key, spacing: gap)) }
    }
    try parts.check()
    return list
  }

  /// A spacing after the arranged view with an id.
  struct Spacing: Sendable {
    var id: String
    var spacing: CGFloat
  }

  private static func setCustomSpacing(_ stack: StackView, _ list: [Spacing]) {
    for item in list {
      // The reader checked that the id is one of the arranged views'.
      if let view = stack.arrangedSubviews.first(where: { $0.debugName == item.id }) {
        stack.setCustomSpacing(item.spacing, after: view)
      }
    }
  }

  /// A spacing: a number of points, or `"system"` (UIKit's `spacingUseSystem`, 8 points).
  private static func spacing(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> CGFloat
  {
    if case .string(let text) = value {
      guard text == "system" else {
        throw LayoutFileError(
          path: path, message: "unknown spacing '\(text)'; expected a number or \"system\"")
      }
      return StackView.spacingUseSystem
    }
    return try number(value, path: path, atLeast: -10_000, atMost: 10_000)
  }

  /// A problem for every id under the stack's `customSpacing` (in `members`) that names
  /// none of its arranged views.
  static func customSpacingErrors(_ spec: LayoutViewSpec, members: [JSONValue.Member])
    -> [LayoutFileError]
  {
    guard case .object(let spacings)? = member(members, "customSpacing") else { return [] }
    let ids = spec.arrangedSubviews.map(\.id)
    return spacings.map(\.key).filter { !ids.contains($0) }.map { id in
      LayoutFileError(
        path: spec.path + ".customSpacing." + id,
        message: "'\(id)' is not one of this stack view's arranged subviews"
          + (ids.isEmpty ? " (it has none)" : suggestionOrList(id, ids)),
        suggestion: LayoutSuggestion.closest(to: id, among: ids), isAtKey: true)
    }
  }
}
