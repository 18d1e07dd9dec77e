import Foundation

/// Reads a ``LayoutFile`` from parsed JSON, checking every key and value and reporting each
/// problem with its JSON path.
///
/// Each key of the top level, of a window and of a view is read on its own, so a file's
/// mistakes are found together (up to the problems' limit): a value that is wrong is
/// reported and left at its default, a view that is not an object is left out. Ids must be
/// identifiers (letters, digits and `_`, not starting with a digit), unique across the file
/// and not one of the names chains reserve (`superview`, `make`, `snp`, the geometry type
/// names). Constraint strings are kept as text for ``ChainParser``.
package struct LayoutFileReader {
  /// Ids seen so far, with the path of the view that has each.
  private var ids: [String: String] = [:]
  /// What is wrong so far.
  private(set) var problems: LayoutFileProblems

  /// The view or window that the problems being read belong to.
  private struct Owner {
    var id: String
    var isWindow: Bool
  }

  private init(limit: Int) {
    problems = LayoutFileProblems(limit: limit)
  }

  /// Reads and checks a whole file, reporting up to `limit` problems (the file is usable
  /// only when there are none).
  static func read(_ json: JSONValue, limit: Int) -> (LayoutFile, LayoutFileProblems) {
    var reader = LayoutFileReader(limit: limit)
    let file = reader.file(json)
    return (file, reader.problems)
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
      "contentCompressionResistancePriority", "contentMode", "tintColor",
    ]
  /// The keys a view of some type may have (for a view whose type is unknown).
  static let anyViewKeys = LayoutFileKind.all.map(\.kind).flatMap(LayoutFileKind.keys(for:))
    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }

  /// Names a chain gives a meaning to, which an id may not take.
  static let reservedIds: Set<String> = [
    "superview", "make", "snp", "CGSize", "CGPoint", "UIEdgeInsets", "EdgeInsets",
    "NSDirectionalEdgeInsets", "DirectionalEdgeInsets", "ConstraintPriority",
  ]

  /// The screen of a file whose device or screen is wrong (its views are still read and
  /// their constraints checked).
  private static let fallbackScreen = Screen.profiles[0]

  // MARK: Reporting

  /// Reports a problem (and the others of its value) for `owner`.
  private mutating func report(_ error: LayoutFileError, _ owner: Owner?) {
    var error = error
    let others = error.others
    error.others = []
    if let owner, error.viewID == nil {
      error.viewID = owner.id
      error.isWindow = owner.isWindow
    }
    problems.report(error)
    for other in others { report(other, owner) }
  }

  /// Runs one independent read, reporting its problem (if any) for `owner`.
  private mutating func attempt(_ owner: Owner?, _ read: () throws(LayoutFileError) -> Void) {
    do throws(LayoutFileError) { try read() } catch { report(error, owner) }
  }

  // MARK: The file, windows and views

  private mutating func file(_ json: JSONValue) -> LayoutFile {
    var file = LayoutFile(screen: Self.fallbackScreen)
    guard case .object(let top) = json else {
      report(Self.mismatch("top level", "an object", json), nil)
      return file
    }
    let keyErrors = top.filter { !(Self.topKeys + ["description"]).contains($0.key) }.map {
      Self.unknownKey($0.key, path: "top level", allowed: Self.topKeys + ["description"])
    }
    for error in keyErrors { report(error, nil) }
    let suggested = Set(keyErrors.compactMap(\.suggestion))
    switch (Self.member(top, "device"), Self.member(top, "screen")) {
    case (let device?, nil):
      attempt(nil) { () throws(LayoutFileError) in
        file.screen = try Self.device(device, path: "device")
      }
    case (nil, let custom?):
      attempt(nil) { () throws(LayoutFileError) in
        file.screen = try Self.customScreen(custom, path: "screen")
      }
    case (.some, .some):
      report(
        LayoutFileError(path: "top level", message: "give \"device\" or \"screen\", not both"), nil)
    case (nil, nil) where suggested.isDisjoint(with: ["device", "screen"]):
      report(
        LayoutFileError(
          path: "top level",
          message: "missing \"device\" (a profile name such as \"iPhone 15\") or \"screen\""),
        nil)
    case (nil, nil): break
    }
    for member in top {
      let v = member.value
      attempt(nil) { () throws(LayoutFileError) in
        switch member.key {
        case "orientation": file.orientation = try Self.orientation(v, path: "orientation")
        case "layoutDirection":
          file.layoutDirection = try Self.direction(v, path: "layoutDirection")
        case "keyboard": file.keyboardShown = try Self.keyboard(v, path: "keyboard")
        case "contentSizeCategory":
          file.contentSizeCategory = try Self.contentSizeCategory(v, path: "contentSizeCategory")
        case "description": _ = try Self.string(v, path: "description")
        default: break
        }
      }
    }
    guard let windowsValue = Self.member(top, "windows") else {
      if !suggested.contains("windows") {
        report(LayoutFileError(path: "top level", message: "missing required key \"windows\""), nil)
      }
      return file
    }
    guard case .array(let windows) = windowsValue else {
      report(Self.mismatch("windows", "an array", windowsValue), nil)
      return file
    }
    for (i, value) in windows.enumerated() where !problems.isFull {
      if let window = window(value, path: "windows[\(i)]") { file.windows.append(window) }
    }
    return file
  }

  private mutating func window(_ value: JSONValue, path: String) -> LayoutWindowSpec? {
    guard case .object(let members) = value else {
      report(Self.mismatch(path, "an object", value), nil)
      return nil
    }
    let keyErrors = members.filter { !Self.windowKeys.contains($0.key) }.map {
      Self.unknownKey($0.key, path: path, allowed: Self.windowKeys)
    }
    var (spec, owner) = viewCommon(
      members, path: path, isWindow: true, suggested: Set(keyErrors.compactMap(\.suggestion)))
    for error in keyErrors { report(error, owner) }
    var level = WindowLevel.normal
    if let value = Self.member(members, "level") {
      attempt(owner) { () throws(LayoutFileError) in
        level = try Self.level(value, path: path + ".level")
      }
    }
    if let value = Self.member(members, "views") {
      spec.subviews = views(value, path: path + ".views", owner)
    }
    return LayoutWindowSpec(level: level, view: spec)
  }

  /// The views of a `views`, `subviews` or `arrangedSubviews` array.
  private mutating func views(_ value: JSONValue, path: String, _ owner: Owner?)
    -> [LayoutViewSpec]
  {
    guard case .array(let elements) = value else {
      report(Self.mismatch(path, "an array", value), owner)
      return []
    }
    var views: [LayoutViewSpec] = []
    for (i, child) in elements.enumerated() where !problems.isFull {
      if let view = view(child, path: path + "[\(i)]") { views.append(view) }
    }
    return views
  }

  private mutating func view(_ value: JSONValue, path: String) -> LayoutViewSpec? {
    guard case .object(let members) = value else {
      report(Self.mismatch(path, "an object", value), nil)
      return nil
    }
    var type = ViewKind.view
    var typeError: LayoutFileError?
    if let typeValue = Self.member(members, "type") {
      do throws(LayoutFileError) {
        type = try Self.viewType(typeValue, path: path + ".type")
      } catch {
        typeError = error
      }
    }
    // With an unknown type, any view's key is taken (its value is still checked).
    let known = typeError == nil ? type : nil
    let keyErrors = Self.checkKeys(members, path: path, type: known)
    var (spec, owner) = viewCommon(
      members, path: path, isWindow: false, suggested: Set(keyErrors.compactMap(\.suggestion)))
    if let typeError { report(typeError, owner) }
    for error in keyErrors { report(error, owner) }
    let allowed = known.map(LayoutFileKind.keys(for:)) ?? Self.anyViewKeys
    spec.type = type
    for member in members where allowed.contains(member.key) {
      guard !problems.isFull else { break }
      let at = path + "." + member.key
      let v = member.value
      switch member.key {
      case "constraints":
        guard case .array(let items) = v else {
          report(Self.mismatch(at, "an array", v), owner)
          continue
        }
        for (i, item) in items.enumerated() {
          let itemPath = at + "[\(i)]"
          attempt(owner) { () throws(LayoutFileError) in
            spec.constraints.append((try Self.string(item, path: itemPath), itemPath))
          }
        }
      case "subviews": spec.subviews = views(v, path: at, owner)
      case "arrangedSubviews": spec.arrangedSubviews = views(v, path: at, owner)
      default:
        attempt(owner) { () throws(LayoutFileError) in
          if let read = LayoutFileKind.of(type)?.property(member.key) {
            spec.setters.append(try read(v, at))
          } else {
            try Self.property(member.key, v, path: at, into: &spec)
          }
        }
      }
    }
    if type == .stackView {
      for error in Self.customSpacingErrors(spec, members: members) { report(error, owner) }
    }
    return spec
  }

  /// The id and the properties every view (and window) has; the owner is nil when the id
  /// is missing or not a string. `suggested` are the keys that an unknown key was taken
  /// for (a missing `id` then goes unreported: the unknown key said it).
  private mutating func viewCommon(
    _ members: [JSONValue.Member], path: String, isWindow: Bool, suggested: Set<String>
  ) -> (LayoutViewSpec, Owner?) {
    var spec = LayoutViewSpec(id: "", path: path)
    var owner: Owner?
    if let idValue = Self.member(members, "id") {
      do throws(LayoutFileError) {
        let id = try Self.string(idValue, path: path + ".id")
        spec.id = id
        owner = id.isEmpty ? nil : Owner(id: id, isWindow: isWindow)
        try Self.checkIdentifier(id, path: path + ".id")
        if let first = ids[id] {
          throw LayoutFileError(
            path: path + ".id", message: "duplicate id '\(id)' (already the id of \(first))")
        }
        ids[id] = path
      } catch {
        report(error, nil)
      }
    } else if !suggested.contains("id") {
      report(LayoutFileError(path: path, message: "missing required key \"id\""), nil)
    }
    for member in members where Self.commonKeys.contains(member.key) {
      let at = path + "." + member.key
      let v = member.value
      attempt(owner) { () throws(LayoutFileError) in
        switch member.key {
        case "layer": spec.layer = try Self.layer(v, path: at, members: members)
        case "backgroundColor": spec.backgroundColor = try Self.color(v, path: at)
        case "alpha": spec.alpha = try Self.number(v, path: at, atLeast: 0, atMost: 1)
        case "hidden": spec.isHidden = try Self.bool(v, path: at)
        case "cornerRadius": spec.cornerRadius = try Self.number(v, path: at, atLeast: 0)
        case "clipsToBounds": spec.clipsToBounds = try Self.bool(v, path: at)
        case "userInteraction": spec.isUserInteractionEnabled = try Self.bool(v, path: at)
        case "layoutMargins": spec.layoutMargins = try Self.insets(v, path: at, default: 8)
        case "layoutDirection": spec.layoutDirection = try Self.direction(v, path: at)
        case "transform": spec.transform = try Self.transform(v, path: at)
        default: break
        }
      }
    }
    return (spec, owner)
  }

  /// A view's `type`.
  private static func viewType(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> ViewKind
  {
    let name = try string(value, path: path)
    guard let known = LayoutFileKind.of(ViewKind(rawValue: name)) else {
      throw unknownName(
        "view type", name, among: LayoutFileKind.all.map(\.kind.rawValue), path: path)
    }
    return known.kind
  }

  /// One of the keys every view has that are not common to windows (a kind's own keys
  /// are its ``LayoutFileKind/properties``).
  private static func property(
    _ key: String, _ v: JSONValue, path at: String, into spec: inout LayoutViewSpec
  ) throws(LayoutFileError) {
    switch key {
    case "intrinsicSize": spec.intrinsicSize = try intrinsicSize(v, path: at)
    case "contentHuggingPriority":
      spec.contentHuggingPriority = try priorities(v, path: at, default: 250)
    case "contentCompressionResistancePriority":
      spec.contentCompressionResistancePriority = try priorities(v, path: at, default: 750)
    case "contentMode":
      spec.contentMode = try name(
        v, path: at, what: "content mode",
        View.ContentMode.allCases.map { (String(describing: $0), $0) })
    case "tintColor": spec.tintColor = try color(v, path: at)
    default:
      // Common keys are read by viewCommon; structure by the caller.
      break
    }
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

  /// A problem for every key a view of `type` may not have (nil type: of any type).
  private static func checkKeys(_ members: [JSONValue.Member], path: String, type: ViewKind?)
    -> [LayoutFileError]
  {
    let allowed = type.map(LayoutFileKind.keys(for:)) ?? anyViewKeys
    return members.filter { !allowed.contains($0.key) }.map { member in
      let owners = LayoutFileKind.all.map(\.kind).filter {
        LayoutFileKind.keys(for: $0).contains(member.key)
      }
      guard let type, !owners.isEmpty else {
        return unknownKey(member.key, path: path, allowed: allowed)
      }
      let names = owners.map(\.rawValue).joined(separator: ", ")
      return LayoutFileError(
        path: path + "." + member.key,
        message: "\"\(member.key)\" applies to \(names) views, not \(type.rawValue)",
        isAtKey: true)
    }
  }
}
