import Foundation

/// Reads a ``LayoutFile`` from parsed JSON, checking every key and value and naming the
/// JSON path of the first problem.
///
/// Ids must be identifiers (letters, digits and `_`, not starting with a digit), unique
/// across the file and not one of the names chains reserve (`superview`, `make`, `snp`, the
/// geometry type names). Constraint strings are kept as text for ``ChainParser``.
package struct LayoutFileReader {
  /// Ids seen so far, with the path of the view that has each.
  private var ids: [String: String] = [:]

  /// Reads and checks a whole file.
  /// - Throws: ``LayoutFileError`` with the JSON path of the first problem.
  package static func read(_ json: JSONValue) throws(LayoutFileError) -> LayoutFile {
    var reader = LayoutFileReader()
    return try reader.file(json)
  }

  static let topKeys = [
    "device", "screen", "orientation", "layoutDirection", "windows", "keyboard",
    "contentSizeCategory",
  ]
  static let commonKeys = [
    "id", "backgroundColor", "alpha", "hidden", "cornerRadius", "clipsToBounds",
    "userInteraction", "layoutMargins", "layoutDirection", "transform", "layer",
  ]
  static let windowKeys = commonKeys + ["level", "views"]
  static let viewKeys =
    commonKeys + [
      "type", "constraints", "subviews", "intrinsicSize", "contentHuggingPriority",
      "contentCompressionResistancePriority",
    ]
  static let labelKeys = [
    "text", "font", "textColor", "textAlignment", "numberOfLines", "preferredMaxLayoutWidth",
    "lineBreakMode",
  ]

  /// The keys a view of a type may have.
  static func keys(for type: LayoutViewType) -> [String] {
    switch type {
    case .view: viewKeys
    case .label: viewKeys + labelKeys
    case .button: viewKeys + labelKeys + buttonKeys
    case .imageView: viewKeys + ["imageSize"]
    case .scrollView: viewKeys + ["contentOffset", "zoomScale"]
    case .stackView: viewKeys + stackKeys
    }
  }

  /// Names a chain gives a meaning to, which an id may not take.
  static let reservedIds: Set<String> = [
    "superview", "make", "snp", "CGSize", "CGPoint", "UIEdgeInsets", "EdgeInsets",
    "NSDirectionalEdgeInsets", "DirectionalEdgeInsets", "ConstraintPriority",
  ]

  private mutating func file(_ json: JSONValue) throws(LayoutFileError) -> LayoutFile {
    let top = try Self.object(json, path: "top level", allowed: Self.topKeys + ["description"])
    let deviceValue = Self.member(top, "device")
    let screenValue = Self.member(top, "screen")
    let screen: Screen
    switch (deviceValue, screenValue) {
    case (let device?, nil): screen = try Self.device(device, path: "device")
    case (nil, let custom?): screen = try Self.customScreen(custom, path: "screen")
    case (.some, .some):
      throw LayoutFileError(
        path: "top level", message: "give \"device\" or \"screen\", not both")
    case (nil, nil):
      throw LayoutFileError(
        path: "top level",
        message: "missing \"device\" (a profile name such as \"iPhone 15\") or \"screen\"")
    }
    var file = LayoutFile(screen: screen)
    if let value = Self.member(top, "orientation") {
      file.orientation = try Self.orientation(value, path: "orientation")
    }
    if let value = Self.member(top, "layoutDirection") {
      file.layoutDirection = try Self.direction(value, path: "layoutDirection")
    }
    if let value = Self.member(top, "keyboard") {
      file.keyboardShown = try Self.keyboard(value, path: "keyboard")
    }
    if let value = Self.member(top, "contentSizeCategory") {
      file.contentSizeCategory = try Self.contentSizeCategory(value, path: "contentSizeCategory")
    }
    if let value = Self.member(top, "description") {
      _ = try Self.string(value, path: "description")
    }
    guard let windowsValue = Self.member(top, "windows") else {
      throw LayoutFileError(path: "top level", message: "missing required key \"windows\"")
    }
    for (i, value) in try Self.array(windowsValue, path: "windows").enumerated() {
      file.windows.append(try window(value, path: "windows[\(i)]"))
    }
    return file
  }

  private mutating func window(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> LayoutWindowSpec
  {
    let members = try Self.object(value, path: path, allowed: Self.windowKeys)
    var spec = try viewCommon(members, path: path)
    var level = WindowLevel.normal
    if let value = Self.member(members, "level") {
      level = try Self.level(value, path: path + ".level")
    }
    if let value = Self.member(members, "views") {
      for (i, child) in try Self.array(value, path: path + ".views").enumerated() {
        spec.subviews.append(try view(child, path: path + ".views[\(i)]"))
      }
    }
    return LayoutWindowSpec(level: level, view: spec)
  }

  private mutating func view(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> LayoutViewSpec
  {
    guard case .object(let members) = value else {
      throw LayoutFileError(path: path, message: "expected an object, got \(value.kindDescription)")
    }
    var type = LayoutViewType.view
    if let typeValue = Self.member(members, "type") {
      let name = try Self.string(typeValue, path: path + ".type")
      let names = LayoutViewType.allCases.map(\.rawValue)
      guard let known = LayoutViewType(rawValue: name) else {
        throw LayoutFileError(
          path: path + ".type",
          message: "unknown view type '\(name)'"
            + Self.suggestionOrList(name, names))
      }
      type = known
    }
    try Self.checkKeys(members, path: path, type: type)
    var spec = try viewCommon(members, path: path)
    spec.type = type
    for member in members {
      let at = path + "." + member.key
      let v = member.value
      switch member.key {
      case "constraints":
        for (i, item) in try Self.array(v, path: at).enumerated() {
          let itemPath = at + "[\(i)]"
          spec.constraints.append((try Self.string(item, path: itemPath), itemPath))
        }
      case "subviews":
        for (i, child) in try Self.array(v, path: at).enumerated() {
          spec.subviews.append(try view(child, path: at + "[\(i)]"))
        }
      case "intrinsicSize": spec.intrinsicSize = try Self.intrinsicSize(v, path: at)
      case "contentHuggingPriority":
        spec.contentHuggingPriority = try Self.priorities(v, path: at, default: 250)
      case "contentCompressionResistancePriority":
        spec.contentCompressionResistancePriority = try Self.priorities(
          v, path: at, default: 750)
      case "text": spec.text = try Self.string(v, path: at)
      case "font": spec.font = try Self.font(v, path: at, defaultSize: type == .button ? 15 : 17)
      case "textColor": spec.textColor = try Self.color(v, path: at)
      case "textAlignment": spec.textAlignment = try Self.alignment(v, path: at)
      case "lineBreakMode": spec.lineBreakMode = try Self.lineBreakMode(v, path: at)
      case "numberOfLines":
        spec.numberOfLines = Int(try Self.number(v, path: at, atLeast: 0, integer: true))
      case "preferredMaxLayoutWidth":
        spec.preferredMaxLayoutWidth = try Self.number(v, path: at, atLeast: 0)
      case "contentEdgeInsets": spec.contentEdgeInsets = try Self.insets(v, path: at, default: 0)
      case "buttonType": spec.buttonType = try Self.buttonType(v, path: at)
      case "contentHorizontalAlignment":
        spec.contentHorizontalAlignment = try Self.horizontalAlignment(v, path: at)
      case "contentVerticalAlignment":
        spec.contentVerticalAlignment = try Self.verticalAlignment(v, path: at)
      case "imageSize": spec.imageSize = try Self.size(v, path: at)
      case "contentOffset": spec.contentOffset = try Self.point(v, path: at)
      case "zoomScale": spec.zoomScale = try Self.number(v, path: at, above: 0)
      case "arrangedSubviews":
        for (i, child) in try Self.array(v, path: at).enumerated() {
          spec.arrangedSubviews.append(try view(child, path: at + "[\(i)]"))
        }
      default:
        // Common keys are read by viewCommon.
        try Self.stackProperty(member.key, v, path: at, into: &spec.stack)
      }
    }
    if type == .stackView { try Self.checkCustomSpacing(spec) }
    return spec
  }

  /// The id and the properties every view (and window) has.
  private mutating func viewCommon(_ members: [JSONValue.Member], path: String)
    throws(LayoutFileError) -> LayoutViewSpec
  {
    guard let idValue = Self.member(members, "id") else {
      throw LayoutFileError(path: path, message: "missing required key \"id\"")
    }
    let id = try Self.string(idValue, path: path + ".id")
    try Self.checkIdentifier(id, path: path + ".id")
    if let first = ids[id] {
      throw LayoutFileError(
        path: path + ".id", message: "duplicate id '\(id)' (already the id of \(first))")
    }
    ids[id] = path
    var spec = LayoutViewSpec(id: id, path: path)
    for member in members {
      let at = path + "." + member.key
      let v = member.value
      switch member.key {
      case "backgroundColor": spec.backgroundColor = try Self.color(v, path: at)
      case "alpha": spec.alpha = try Self.number(v, path: at, atLeast: 0, atMost: 1)
      case "hidden": spec.isHidden = try Self.bool(v, path: at)
      case "cornerRadius": spec.cornerRadius = try Self.number(v, path: at, atLeast: 0)
      case "clipsToBounds": spec.clipsToBounds = try Self.bool(v, path: at)
      case "userInteraction": spec.isUserInteractionEnabled = try Self.bool(v, path: at)
      case "layoutMargins": spec.layoutMargins = try Self.insets(v, path: at, default: 8)
      case "layoutDirection": spec.layoutDirection = try Self.direction(v, path: at)
      case "transform": spec.transform = try Self.transform(v, path: at)
      case "layer": spec.layer = try Self.layer(v, path: at, members: members)
      default: break
      }
    }
    return spec
  }

  private static func checkIdentifier(_ id: String, path: String) throws(LayoutFileError) {
    guard let first = id.first, ChainSyntax.isIdentifierStart(first),
      id.allSatisfy(ChainSyntax.isIdentifierPart)
    else {
      throw LayoutFileError(
        path: path,
        message: "id '\(id)' is not an identifier (letters, digits and _, not starting with a"
          + " digit), so constraints could not name it")
    }
    if reservedIds.contains(id) {
      throw LayoutFileError(
        path: path, message: "id '\(id)' is reserved in constraints; choose another name")
    }
  }

  private static func checkKeys(_ members: [JSONValue.Member], path: String, type: LayoutViewType)
    throws(LayoutFileError)
  {
    let allowed = keys(for: type)
    for member in members where !allowed.contains(member.key) {
      let owners = LayoutViewType.allCases.filter { keys(for: $0).contains(member.key) }
      if !owners.isEmpty {
        let names = owners.map(\.rawValue).joined(separator: ", ")
        throw LayoutFileError(
          path: path + "." + member.key,
          message: "\"\(member.key)\" applies to \(names) views, not \(type.rawValue)")
      }
      throw unknownKey(member.key, path: path, allowed: allowed)
    }
  }
}
