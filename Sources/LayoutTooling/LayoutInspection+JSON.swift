import Foundation

extension LayoutInspection {
  /// The JSON form, version ``version`` (described key by key in `Docs/Inspector.md`): the
  /// version, every window and view with its constraints, then the diagnostics. Keys come
  /// in a fixed order and numbers in the one number format, so the same layout gives the
  /// same bytes every run.
  ///
  /// - Returns: One line of JSON, without a trailing newline.
  package func json() -> String {
    var out = JSONObjectWriter()
    out.add("inspectorVersion", Self.version)
    out.add("views", array: views.map(Self.json(of:)))
    out.add("diagnostics", array: diagnostics.map(Self.json(of:)))
    return out.text
  }

  private static func json(of v: InspectedView) -> String {
    var out = JSONObjectWriter()
    out.add("path", v.path)
    out.add("id", v.id)
    out.add("type", v.type.rawValue)
    out.add("translatesAutoresizingMaskIntoConstraints", v.translatesAutoresizingMask)
    out.add("intrinsicContentSize", json: intrinsic(v.intrinsicContentSize))
    out.add("contentHugging", json: priorities(v.contentHugging))
    out.add("compressionResistance", json: priorities(v.compressionResistance))
    out.add("ambiguous", array: v.ambiguous.map(JSONText.quoted))
    out.add("constraints", array: v.constraints.map(json(of:)))
    return out.text
  }

  private static func json(of c: InspectedConstraint) -> String {
    var out = JSONObjectWriter()
    out.add("kind", c.kind.rawValue)
    out.add("state", c.state.rawValue)
    out.add("description", c.description)
    out.add("first", json: c.first.map(json(of:)))
    out.add("relation", c.relation)
    out.add("second", json: c.second.map(json(of:)))
    out.add("multiplier", c.multiplier)
    out.add("constant", c.constant)
    out.add("priority", c.priority.map { CGFloat($0) })
    out.add("label", c.label)
    out.add("file", c.file)
    out.add("line", c.line)
    out.add("column", c.column.map { CGFloat($0) })
    out.add("chain", c.chain)
    out.add("conflictsWith", array: c.conflictsWith.map(JSONText.quoted))
    out.add("inConflict", c.isInConflict)
    return out.text
  }

  private static func json(of a: InspectedAnchor) -> String {
    var out = JSONObjectWriter()
    out.add("item", a.item)
    out.add("attribute", a.attribute)
    out.add("path", a.path)
    return out.text
  }

  private static func json(of d: LayoutDiagnostic) -> String {
    var out = JSONObjectWriter()
    out.add("kind", kindName(d.kind))
    out.add("message", d.message)
    return out.text
  }

  /// A diagnostic kind's name in the JSON.
  static func kindName(_ kind: LayoutDiagnostic.Kind) -> String {
    switch kind {
    case .unsatisfiable: "unsatisfiable"
    case .ambiguous: "ambiguous"
    case .noCommonAncestor: "noCommonAncestor"
    case .invalidConstraint: "invalidConstraint"
    case .feedbackLoop: "feedbackLoop"
    case .invalidValue: "invalidValue"
    }
  }

  /// An intrinsic size: `null` on an axis without one.
  private static func intrinsic(_ size: CGSize) -> String {
    var out = JSONObjectWriter()
    out.add("width", size.width == View.noIntrinsicMetric ? nil : size.width)
    out.add("height", size.height == View.noIntrinsicMetric ? nil : size.height)
    return out.text
  }

  private static func priorities(_ p: AxisPriorities) -> String {
    var out = JSONObjectWriter()
    out.add("horizontal", CGFloat(p.horizontal))
    out.add("vertical", CGFloat(p.vertical))
    return out.text
  }
}
