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
  static let stackKeys = [
    "arrangedSubviews", "axis", "distribution", "alignment", "spacing", "customSpacing",
    "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
  ]

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

  /// Reads one stack view key (others are ignored: the caller checked the keys).
  static func stackProperty(
    _ key: String, _ value: JSONValue, path: String, into stack: inout LayoutStackSpec
  ) throws(LayoutFileError) {
    switch key {
    case "axis": stack.axis = try name(value, path: path, what: "axis", axes)
    case "distribution":
      stack.distribution = try name(value, path: path, what: "distribution", distributions)
    case "alignment":
      stack.alignment = try name(value, path: path, what: "stack alignment", stackAlignments)
    case "spacing": stack.spacing = try spacing(value, path: path)
    case "baselineRelativeArrangement":
      stack.isBaselineRelativeArrangement = try bool(value, path: path)
    case "layoutMarginsRelativeArrangement":
      stack.isLayoutMarginsRelativeArrangement = try bool(value, path: path)
    case "customSpacing":
      // Keyed by the ids of arranged views (checked once the stack is read).
      var parts = try ValueParts(value, path: path, allowed: nil)
      for member in parts.members {
        let gap = parts.read(member.key) { v, at throws(LayoutFileError) in
          try spacing(v, path: at)
        }
        if let gap { stack.customSpacing.append((member.key, gap)) }
      }
      try parts.check()
    default: break
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

  /// A problem for every id under `customSpacing` that names none of the stack's arranged
  /// views.
  static func customSpacingErrors(_ spec: LayoutViewSpec) -> [LayoutFileError] {
    let ids = spec.arrangedSubviews.map(\.id)
    return spec.stack.customSpacing.filter { !ids.contains($0.id) }.map { (id, _) in
      LayoutFileError(
        path: spec.path + ".customSpacing." + id,
        message: "'\(id)' is not one of this stack view's arranged subviews"
          + (ids.isEmpty ? " (it has none)" : suggestionOrList(id, ids)),
        suggestion: LayoutSuggestion.closest(to: id, among: ids), isAtKey: true)
    }
  }
}
