import Foundation

/// Typed readers for the values of a layout file: each checks the JSON type, the range and
/// the spelling, and throws ``LayoutFileError`` with the value's path.
extension LayoutFileReader {
  /// The value of `key` in an object's members, if it has one.
  static func member(_ members: [JSONValue.Member], _ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// `unknown key (did you mean "windows"?)`, or the keys allowed when none is close; at
  /// the key.
  static func unknownKey(_ key: String, path: String, allowed: [String]) -> LayoutFileError {
    let at = path == "top level" ? key : path + "." + key
    let close = LayoutSuggestion.closest(to: key, among: allowed)
    let hint =
      close.map { " (did you mean \"\($0)\"?)" }
      ?? "; expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
    return LayoutFileError(
      path: at, message: "unknown key" + hint, suggestion: close, isAtKey: true)
  }

  /// `unknown colour 'x' (did you mean 'y'?)`: the closest of `names`, or when none is
  /// close `otherwise` (by default the list of names).
  static func unknownName(
    _ what: String, _ text: String, among names: [String], path: String,
    otherwise: String? = nil
  ) -> LayoutFileError {
    let close = LayoutSuggestion.closest(to: text, among: names)
    let hint =
      close.map { " (did you mean '\($0)'?)" }
      ?? otherwise ?? "; expected one of " + names.map { "'\($0)'" }.joined(separator: ", ")
    return LayoutFileError(
      path: path, message: "unknown \(what) '\(text)'" + hint, suggestion: close)
  }

  /// ` (did you mean 'x'?)`, or `; expected one of 'a', 'b'` when nothing is close.
  static func suggestionOrList(_ name: String, _ names: [String]) -> String {
    if let close = LayoutSuggestion.closest(to: name, among: names) {
      return " (did you mean '\(close)'?)"
    }
    return "; expected one of " + names.map { "'\($0)'" }.joined(separator: ", ")
  }

  static func mismatch(_ path: String, _ expected: String, _ value: JSONValue) -> LayoutFileError {
    LayoutFileError(path: path, message: "expected \(expected), got \(value.kindDescription)")
  }

  static func array(_ value: JSONValue, path: String) throws(LayoutFileError) -> [JSONValue] {
    guard case .array(let elements) = value else { throw mismatch(path, "an array", value) }
    return elements
  }

  static func string(_ value: JSONValue, path: String) throws(LayoutFileError) -> String {
    guard case .string(let text) = value else { throw mismatch(path, "a string", value) }
    return text
  }

  static func bool(_ value: JSONValue, path: String) throws(LayoutFileError) -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(path, "true or false", value) }
    return flag
  }

  /// A finite number within the bounds given.
  static func number(
    _ value: JSONValue, path: String, atLeast low: Double? = nil, above floor: Double? = nil,
    atMost high: Double? = nil, integer: Bool = false
  ) throws(LayoutFileError) -> CGFloat {
    guard case .number(let x) = value else { throw mismatch(path, "a number", value) }
    guard x.isFinite else {
      let shown = x.isNaN ? "NaN" : (x < 0 ? "-Infinity" : "Infinity")
      throw LayoutFileError(path: path, message: "expected a finite number, got \(shown)")
    }
    func fail(_ bound: String) -> LayoutFileError {
      LayoutFileError(
        path: path, message: "expected \(bound), got \(NumberFormat.string(x))")
    }
    if let low, x < low {
      throw fail(
        integer
          ? "an integer >= \(NumberFormat.string(low))" : "a number >= \(NumberFormat.string(low))")
    }
    if let floor, x <= floor { throw fail("a number > \(NumberFormat.string(floor))") }
    if let high, x > high { throw fail("a number <= \(NumberFormat.string(high))") }
    if integer, x.rounded() != x || abs(x) > 1e9 { throw fail("an integer") }
    return CGFloat(x)
  }

  /// One of a fixed set of names.
  static func name<T>(
    _ value: JSONValue, path: String, what: String, _ table: [(String, T)]
  ) throws(LayoutFileError) -> T {
    let text = try string(value, path: path)
    if let hit = table.first(where: { $0.0 == text }) { return hit.1 }
    throw unknownName(what, text, among: table.map(\.0), path: path)
  }

  static let colorNames: [(String, Color)] = [
    ("black", .black), ("white", .white), ("clear", .clear), ("red", .red), ("green", .green),
    ("blue", .blue), ("gray", .gray), ("lightGray", .lightGray), ("darkGray", .darkGray),
    ("yellow", .yellow), ("orange", .orange), ("systemBlue", .systemBlue),
  ]

  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name (`black`, `clear`, ...).
  static func color(_ value: JSONValue, path: String) throws(LayoutFileError) -> Color {
    let text = try string(value, path: path)
    if text.hasPrefix("#") {
      if let color = Color(hexNotation: text) { return color }
      throw LayoutFileError(
        path: path,
        message: "invalid colour '\(text)'; expected #RGB, #RRGGBB or #RRGGBBAA in hex digits")
    }
    if let hit = colorNames.first(where: { $0.0 == text }) { return hit.1 }
    throw unknownName(
      "colour", text, among: colorNames.map(\.0), path: path,
      otherwise: "; expected #RRGGBB, #RRGGBBAA or a name such as 'black' or 'clear'")
  }

  static let weights: [(String, Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  /// `{"size": 13, "weight": "regular"}`: the system font (regular, `defaultSize` points
  /// unless given: a label's 17, a button title's 15).
  static func font(_ value: JSONValue, path: String, defaultSize: CGFloat = 17)
    throws(LayoutFileError) -> Font
  {
    var parts = try ValueParts(value, path: path, allowed: ["size", "weight"])
    let size = parts.number("size", above: 0, atMost: 10_000)
    let weight = parts.read("weight") { v, at throws(LayoutFileError) in
      try name(v, path: at, what: "font weight", weights)
    }
    try parts.check()
    return .systemFont(ofSize: size ?? defaultSize, weight: weight ?? .regular)
  }

  static func alignment(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> TextAlignment
  {
    try name(
      value, path: path, what: "text alignment",
      [
        ("natural", .natural), ("left", .left), ("center", .center), ("right", .right),
        ("justified", .justified),
      ])
  }

  /// A line break mode by its Swift name: `byTruncatingTail`, `byWordWrapping`, ….
  static func lineBreakMode(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> LineBreakMode
  {
    try name(
      value, path: path, what: "line break mode", LineBreakMode.allCases.map { ($0.name, $0) })
  }

  /// `normal`, `statusBar`, `alert` or a number.
  static func level(_ value: JSONValue, path: String) throws(LayoutFileError) -> WindowLevel {
    if case .number = value { return WindowLevel(try number(value, path: path)) }
    return try name(
      value, path: path, what: "window level",
      [("normal", .normal), ("statusBar", .statusBar), ("alert", .alert)])
  }

  static func orientation(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> Screen.Orientation
  {
    try name(
      value, path: path, what: "orientation", [("portrait", .portrait), ("landscape", .landscape)])
  }

  static func direction(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> LayoutDirection
  {
    try name(
      value, path: path, what: "layout direction",
      [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)])
  }

  /// A device profile by name (`Screen.profile(named:)`: case, spaces and punctuation do
  /// not matter).
  static func device(_ value: JSONValue, path: String) throws(LayoutFileError) -> Screen {
    let text = try string(value, path: path)
    if let screen = Screen.profile(named: text) { return screen }
    throw unknownName("device", text, among: Screen.profiles.map(\.name), path: path)
  }

  /// `unknown device 'iPhone 14' (did you mean 'iPhone 15'?)`, or the list of devices (the
  /// CLI's `--device` says the same as a file's `device`).
  package static func unknownDevice(_ text: String) -> String {
    unknownName("device", text, among: Screen.profiles.map(\.name), path: "").message
  }

  /// `{"width": 393, "height": 852, "scale": 3, "safeArea": {...}, "landscapeSafeArea":
  /// {...}, "name": "..."}`.
  static func customScreen(_ value: JSONValue, path: String) throws(LayoutFileError) -> Screen {
    var parts = try ValueParts(
      value, path: path,
      allowed: ["name", "width", "height", "scale", "safeArea", "landscapeSafeArea"])
    let width = parts.number("width", required: true, above: 0, atMost: 1e6)
    let height = parts.number("height", required: true, above: 0, atMost: 1e6)
    let scale = parts.number("scale", above: 0, atMost: 100)
    let safeArea = parts.read("safeArea") { v, at throws(LayoutFileError) in
      try insets(v, path: at, default: 0)
    }
    let landscape = parts.read("landscapeSafeArea") { v, at throws(LayoutFileError) in
      try insets(v, path: at, default: 0)
    }
    let name = parts.read("name") { v, at throws(LayoutFileError) in try string(v, path: at) }
    try parts.check()
    var screen = Screen.custom(
      width: width ?? 0, height: height ?? 0, scale: scale ?? 2, safeArea: safeArea ?? .zero,
      landscapeSafeArea: landscape)
    if let name { screen.name = name }
    return screen
  }

  /// `{"top": 8, "left": 8, "bottom": 8, "right": 8}`; a missing edge takes `fallback`.
  static func insets(_ value: JSONValue, path: String, default fallback: CGFloat)
    throws(LayoutFileError) -> EdgeInsets
  {
    let keys = ["top", "left", "bottom", "right"]
    var parts = try ValueParts(value, path: path, allowed: keys)
    let edges = keys.map { parts.number($0) ?? fallback }
    try parts.check()
    return EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
  }

  /// `{"width": 100, "height": 20}`, both required and >= 0.
  static func size(_ value: JSONValue, path: String) throws(LayoutFileError) -> CGSize {
    var parts = try ValueParts(value, path: path, allowed: ["width", "height"])
    let width = parts.number("width", required: true, atLeast: 0)
    let height = parts.number("height", required: true, atLeast: 0)
    try parts.check()
    return CGSize(width: width ?? 0, height: height ?? 0)
  }

  /// Like ``size(_:path:)``, but an axis may be left out: it then has no intrinsic size.
  static func intrinsicSize(_ value: JSONValue, path: String) throws(LayoutFileError) -> CGSize {
    var parts = try ValueParts(value, path: path, allowed: ["width", "height"])
    guard !parts.members.isEmpty else {
      throw LayoutFileError(path: path, message: "expected \"width\", \"height\" or both")
    }
    let width = parts.number("width", atLeast: 0)
    let height = parts.number("height", atLeast: 0)
    try parts.check()
    return CGSize(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
  }

  /// `{"x": 0, "y": 0}`; a missing coordinate is 0.
  static func point(_ value: JSONValue, path: String) throws(LayoutFileError) -> CGPoint {
    var parts = try ValueParts(value, path: path, allowed: ["x", "y"])
    let x = parts.number("x")
    let y = parts.number("y")
    try parts.check()
    return CGPoint(x: x ?? 0, y: y ?? 0)
  }

  /// `{"translationX", "translationY", "scale", "scaleX", "scaleY", "rotation"}`: scaled,
  /// then rotated (radians, clockwise on screen), then translated; all about the centre.
  static func transform(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> CGAffineTransform
  {
    let keys = ["translationX", "translationY", "scale", "scaleX", "scaleY", "rotation"]
    var parts = try ValueParts(value, path: path, allowed: keys)
    let scale = parts.number("scale") ?? 1
    let sx = parts.number("scaleX") ?? scale
    let sy = parts.number("scaleY") ?? scale
    let rotation = parts.number("rotation") ?? 0
    let tx = parts.number("translationX") ?? 0
    let ty = parts.number("translationY") ?? 0
    try parts.check()
    var t = CGAffineTransform.identity
    if sx != 1 || sy != 1 { t = t.concatenating(CGAffineTransform(scaleX: sx, y: sy)) }
    if rotation != 0 { t = t.concatenating(CGAffineTransform(rotationAngle: rotation)) }
    if tx != 0 || ty != 0 { t = t.concatenating(CGAffineTransform(translationX: tx, y: ty)) }
    return t
  }

  /// `{"horizontal": 250, "vertical": 250}`, each 1...1000; a missing axis takes `fallback`.
  static func priorities(_ value: JSONValue, path: String, default fallback: Float)
    throws(LayoutFileError) -> AxisPriorities
  {
    var parts = try ValueParts(value, path: path, allowed: ["horizontal", "vertical"])
    let horizontal = parts.number("horizontal", atLeast: 1, atMost: 1000)
    let vertical = parts.number("vertical", atLeast: 1, atMost: 1000)
    try parts.check()
    return AxisPriorities(
      horizontal: horizontal.map { Float($0) } ?? fallback,
      vertical: vertical.map { Float($0) } ?? fallback)
  }
}

extension LayoutFileReader {
  /// `"image": "avatar"`: the image `UIImage(named:)` finds (``Image/searchDirectories``,
  /// where `layoutcli` puts the file's own folder first); a name found nowhere is a
  /// problem, not a missing image.
  static func namedImage(_ value: JSONValue, path: String) throws(LayoutFileError) -> Image {
    let name = try string(value, path: path)
    guard let image = Image(named: name) else {
      let places = Image.searchDirectories.map(\.path).joined(separator: ", ")
      throw LayoutFileError(
        path: path,
        message: "no image named '\(name)' (a PNG, JPEG or GIF file, by scale suffix, or an"
          + " asset catalog's image set) in \(places)")
    }
    return image
  }

  /// `"systemImage": "star.fill"`: a system symbol at the default configuration (its size
  /// approximated; see `Image`).
  static func systemImage(_ value: JSONValue, path: String) throws(LayoutFileError) -> Image {
    let name = try string(value, path: path)
    guard let image = Image(systemName: name) else {
      throw LayoutFileError(path: path, message: "a symbol name cannot be empty")
    }
    return image
  }
}
