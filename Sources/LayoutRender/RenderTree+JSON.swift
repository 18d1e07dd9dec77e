import Foundation

extension RenderTree {
  /// The JSON form renderers consume, schema version ``schemaVersion`` (described key by
  /// key in `Docs/Rendering.md` and by `Docs/render-tree.schema.json`): the version, the
  /// screen, the windows back to front with their views nested (each with its frame in
  /// every coordinate space, its drawing order, alpha, corners, clipping, layer, text,
  /// button, image or scroll state), then the diagnostics.
  ///
  /// ```swift
  /// let tree = RenderTree(windows: [toastWindow], screen: .iPhone15)
  /// tree.json()  // {"schemaVersion":3,"screen":{"name":"iPhone 15",…},"windows":[…],…}
  /// ```
  ///
  /// Every key of an object is always there (`null` where there is nothing: no background
  /// colour, no border); a key of content some views draw (`text`, `button`, `image`,
  /// `scroll`) is there when the view draws it, whatever its type (a label without text has
  /// no `text`); `touchFrame` is only on views whose touch target is larger than they are,
  /// `accessibility` only on accessibility elements. Keys come in a fixed order, numbers in the
  /// one number format after rounding to 10⁻⁹, so the same tree gives the same bytes every
  /// run.
  ///
  /// - Parameter diagnostics: Conflict and ambiguity reports to list in `diagnostics`.
  /// - Returns: One line of JSON, without a trailing newline.
  public func json(diagnostics: [String] = []) -> String {
    var out = JSONObjectWriter()
    out.add("schemaVersion", Self.schemaVersion)
    out.add("screen", json: screenJSON())
    out.add("windows", array: windows.map(Self.json(of:)))
    out.add("diagnostics", array: diagnostics.map(JSONText.quoted))
    return out.text
  }

  private func screenJSON() -> String {
    var out = JSONObjectWriter()
    let size = screen.size(in: orientation)
    out.add("name", screen.name)
    out.add("width", size.width)
    out.add("height", size.height)
    out.add("scale", screen.scale)
    out.add("orientation", orientation == .portrait ? "portrait" : "landscape")
    out.add(
      "safeArea",
      json: Self.safeArea(
        screen.safeAreaInsets(in: orientation), screen.safeAreaFrame(in: orientation)))
    return out.text
  }

  private static func json(of w: RenderWindow) -> String {
    var out = JSONObjectWriter()
    out.add("id", w.id)
    out.add("zIndex", w.zIndex)
    out.add("level", json: levelJSON(w.windowLevel))
    out.add("frame", json: rect(w.frame))
    out.add("safeArea", json: safeArea(w.safeAreaInsets, w.safeArea))
    out.add("userInteraction", w.isUserInteractionEnabled)
    out.add("alpha", w.alpha)
    out.add("backgroundColor", w.backgroundColor?.hexNotation)
    out.add("views", array: w.views.map(json(of:)))
    return out.text
  }

  private static func json(of v: RenderNode) -> String {
    var out = JSONObjectWriter()
    out.add("id", v.id)
    out.add("path", v.path)
    out.add("type", v.type.rawValue)
    out.add("zIndex", v.zIndex)
    out.add("frame", json: rect(v.frame))
    out.add("bounds", json: rect(v.bounds))
    out.add("windowFrame", json: rect(v.windowFrame))
    out.add("screenFrame", json: rect(v.absoluteFrame))
    out.add("transform", json: matrix(v.transform))
    out.add("transformToScreen", json: matrix(v.transformToScreen))
    out.add("alpha", v.alpha)
    out.add("effectiveAlpha", v.effectiveAlpha)
    out.add("hidden", v.isHidden)
    out.add("backgroundColor", v.backgroundColor?.hexNotation)
    out.add("cornerRadius", v.cornerRadius)
    out.add("drawnCornerRadius", v.drawnCornerRadius)
    out.add("clipsToBounds", v.clipsToBounds)
    out.add("border", json: v.border.map(borderJSON))
    out.add("shadow", json: v.shadow.map(shadowJSON))
    if let touch = v.touchFrame { out.add("touchFrame", json: rect(touch)) }
    if v.isAccessibilityElement { out.add("accessibility", json: accessibilityJSON(v)) }
    if let text = v.text { out.add("text", json: textJSON(text)) }
    if let button = v.button { out.add("button", json: buttonJSON(button)) }
    if let image = v.image { out.add("image", json: imageJSON(image)) }
    if let scroll = v.scroll { out.add("scroll", json: scrollJSON(scroll)) }
    out.add("subviews", array: v.subviews.map(json(of:)))
    return out.text
  }

  /// An accessibility element: what VoiceOver reads and where its cursor goes.
  private static func accessibilityJSON(_ v: RenderNode) -> String {
    var out = JSONObjectWriter()
    out.add("label", v.accessibilityLabel)
    out.add("frame", json: rect(v.accessibilityFrame))
    return out.text
  }

  /// A window level by name (`"normal"`, `"statusBar"`, `"alert"`), or its number.
  static func levelJSON(_ level: WindowLevel) -> String {
    switch level {
    case .normal: JSONText.quoted("normal")
    case .statusBar: JSONText.quoted("statusBar")
    case .alert: JSONText.quoted("alert")
    default: JSONObjectWriter.number(level.rawValue)
    }
  }

  /// A safe area: its insets from the owner's edges and its rectangle on screen.
  static func safeArea(_ insets: EdgeInsets, _ rect: CGRect) -> String {
    var out = JSONObjectWriter()
    out.add("insets", json: Self.insets(insets))
    out.add("rect", json: Self.rect(rect))
    return out.text
  }

  static func alignment(_ a: TextAlignment) -> String {
    switch a {
    case .natural: "natural"
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justified"
    }
  }

  /// A coordinate in the text table: rounded to 1e-9 point (far below a pixel, so
  /// round-off from layout and transforms does not show), in the one number format.
  static func n(_ value: CGFloat) -> String {
    NumberFormat.roundedString(Double(value))
  }

  static func rect(_ r: CGRect) -> String {
    var out = JSONObjectWriter()
    out.add("x", r.minX)
    out.add("y", r.minY)
    out.add("width", r.width)
    out.add("height", r.height)
    return out.text
  }

  static func size(_ s: CGSize) -> String {
    var out = JSONObjectWriter()
    out.add("width", s.width)
    out.add("height", s.height)
    return out.text
  }

  static func point(_ p: CGPoint) -> String {
    var out = JSONObjectWriter()
    out.add("x", p.x)
    out.add("y", p.y)
    return out.text
  }

  static func insets(_ i: EdgeInsets) -> String {
    var out = JSONObjectWriter()
    out.add("top", i.top)
    out.add("left", i.left)
    out.add("bottom", i.bottom)
    out.add("right", i.right)
    return out.text
  }

  /// An affine transform as `[a, b, c, d, tx, ty]`: (x, y) maps to
  /// (a·x + c·y + tx, b·x + d·y + ty), as `CGAffineTransform` and SVG's `matrix()`.
  static func matrix(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONObjectWriter.number).joined(separator: ",")
      + "]"
  }
}
