import Foundation

/// Readers for a view's `layer` object and a button's values.
extension LayoutFileReader {
  /// The keys of a `layer` object, named as `CALayer` names them.
  static let layerKeys = [
    "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "shadowColor",
    "shadowOpacity", "shadowOffset", "shadowRadius",
  ]
  /// `{"cornerRadius": 15, "borderWidth": 1, "borderColor": "#FF0000", "shadowOpacity":
  /// 0.3, "shadowOffset": {"width": 0, "height": 2}, "shadowRadius": 4, …}`. A view may not
  /// set `cornerRadius` (or `clipsToBounds`) both flat and in its layer, since they are the
  /// same state. Each key is read on its own (``ValueParts``), so all of the layer's
  /// problems come out together.
  static func layer(
    _ value: JSONValue, path: String, members viewMembers: [JSONValue.Member]
  ) throws(LayoutFileError) -> LayoutLayerSpec {
    var layer = LayoutLayerSpec()
    var parts = try ValueParts(value, path: path, allowed: layerKeys)
    for (flatKey, layerKey) in [
      ("cornerRadius", "cornerRadius"), ("clipsToBounds", "masksToBounds"),
    ]
    where Self.member(viewMembers, flatKey) != nil
      && Self.member(parts.members, layerKey) != nil
    {
      parts.add(
        LayoutFileError(
          path: path + "." + layerKey,
          message: "\"\(flatKey)\" and \"layer.\(layerKey)\" are the same property; give one"))
    }
    for member in parts.members where layerKeys.contains(member.key) {
      _ = parts.read(member.key) { v, at throws(LayoutFileError) in
        try layerProperty(member.key, v, path: at, into: &layer)
      }
    }
    try parts.check()
    return layer
  }

  /// One key of a `layer` object, at its path `at`.
  private static func layerProperty(
    _ key: String, _ v: JSONValue, path at: String, into layer: inout LayoutLayerSpec
  ) throws(LayoutFileError) {
    switch key {
    case "cornerRadius": layer.cornerRadius = try number(v, path: at, atLeast: 0)
    case "masksToBounds": layer.masksToBounds = try bool(v, path: at)
    case "borderWidth": layer.borderWidth = try number(v, path: at, atLeast: 0)
    case "borderColor": layer.borderColor = try color(v, path: at)
    case "shadowColor": layer.shadowColor = try color(v, path: at)
    case "shadowOpacity":
      layer.shadowOpacity = Float(try number(v, path: at, atLeast: 0, atMost: 1))
    case "shadowOffset": layer.shadowOffset = try offset(v, path: at)
    case "shadowRadius": layer.shadowRadius = try number(v, path: at, atLeast: 0)
    default: break
    }
  }

  /// `{"width": 0, "height": -3}`: both required, any finite numbers.
  static func offset(_ value: JSONValue, path: String) throws(LayoutFileError) -> CGSize {
    var parts = try ValueParts(value, path: path, allowed: ["width", "height"])
    let width = parts.number("width", required: true)
    let height = parts.number("height", required: true)
    try parts.check()
    return CGSize(width: width ?? 0, height: height ?? 0)
  }

  /// `custom`, `system` (the default for a file's buttons), `detailDisclosure`,
  /// `infoLight`, `infoDark`, `contactAdd` or `close`.
  static func buttonType(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> Button.ButtonType
  {
    try name(
      value, path: path, what: "button type",
      [
        ("custom", .custom), ("system", .system), ("detailDisclosure", .detailDisclosure),
        ("infoLight", .infoLight), ("infoDark", .infoDark), ("contactAdd", .contactAdd),
        ("close", .close),
      ])
  }

  /// `center`, `left`, `right`, `fill`, `leading` or `trailing`.
  static func horizontalAlignment(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> Control.ContentHorizontalAlignment
  {
    try name(
      value, path: path, what: "content alignment",
      [
        ("center", .center), ("left", .left), ("right", .right), ("fill", .fill),
        ("leading", .leading), ("trailing", .trailing),
      ])
  }

  /// `center`, `top`, `bottom` or `fill`.
  static func verticalAlignment(_ value: JSONValue, path: String) throws(LayoutFileError)
    -> Control.ContentVerticalAlignment
  {
    try name(
      value, path: path, what: "content alignment",
      [("center", .center), ("top", .top), ("bottom", .bottom), ("fill", .fill)])
  }
}
