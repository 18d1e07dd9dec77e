import Foundation

extension RenderTree {
  /// The JSON form renderers consume (schema in `Docs/CLI.md`): the screen, then the windows
  /// back to front with their views nested, each with its frame in its superview, its
  /// `absoluteFrame` on screen, alpha and effective alpha; then the diagnostics. Keys in a
  /// fixed order, numbers in the one number format, the same bytes every run.
  public func json(diagnostics: [String] = []) -> String {
    var out = "{\"screen\":{\"name\":" + Self.quote(screen.name)
    let size = screen.size(in: orientation)
    out += ",\"width\":\(Self.n(size.width)),\"height\":\(Self.n(size.height))"
    out += ",\"scale\":\(Self.n(screen.scale))"
    out += ",\"orientation\":\"\(orientation == .portrait ? "portrait" : "landscape")\""
    out += ",\"safeArea\":" + Self.insets(screen.safeAreaInsets(in: orientation)) + "}"
    out += ",\"windows\":[" + windows.map(Self.window).joined(separator: ",") + "]"
    out += ",\"diagnostics\":[" + diagnostics.map(Self.quote).joined(separator: ",") + "]}"
    return out
  }

  private static func window(_ w: RenderWindow) -> String {
    var out = "{\"id\":" + quote(w.id) + ",\"level\":" + n(w.level)
    out += ",\"frame\":" + rect(w.frame) + ",\"safeArea\":" + rect(w.safeArea)
    out += ",\"userInteraction\":\(w.isUserInteractionEnabled),\"alpha\":" + n(w.alpha)
    if let color = w.backgroundColor { out += ",\"backgroundColor\":" + quote(color.hexString) }
    out += ",\"views\":[" + w.views.map(node).joined(separator: ",") + "]}"
    return out
  }

  private static func node(_ v: RenderNode) -> String {
    var out = "{\"id\":" + quote(v.id) + ",\"type\":" + quote(v.type)
    out += ",\"frame\":" + rect(v.frame) + ",\"absoluteFrame\":" + rect(v.absoluteFrame)
    out += ",\"alpha\":" + n(v.alpha) + ",\"effectiveAlpha\":" + n(v.effectiveAlpha)
    out += ",\"hidden\":\(v.isHidden)"
    if let color = v.backgroundColor { out += ",\"backgroundColor\":" + quote(color.hexString) }
    if v.cornerRadius != 0 { out += ",\"cornerRadius\":" + n(v.cornerRadius) }
    if v.clipsToBounds { out += ",\"clipsToBounds\":true" }
    out += layerJSON(v)
    let t = v.transformToScreen
    out +=
      ",\"transform\":[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ",") + "]"
    if let text = v.text {
      out += ",\"text\":" + quote(text.text)
      out += ",\"lines\":[" + text.lines.map(quote).joined(separator: ",") + "]"
      out += ",\"font\":{\"size\":" + n(text.fontSize)
      out += ",\"weight\":\"" + (text.isBold ? "bold" : "regular") + "\"}"
      out += ",\"textColor\":" + quote(text.color.hexString)
      out += ",\"textAlignment\":\"\(alignment(text.alignment))\""
      out += ",\"lineBreakMode\":\"\(text.lineBreakMode.name)\""
      out += ",\"truncated\":\(text.fitted.isTruncated)"
      out += ",\"textLines\":[" + text.fitted.lines.map(line).joined(separator: ",") + "]"
      if let frame = text.frame { out += ",\"titleFrame\":" + rect(frame) }
    }
    out += ",\"subviews\":[" + v.subviews.map(node).joined(separator: ",") + "]}"
    return out
  }

  /// A drawn line: its text, its box and baseline in the label, whether it is truncated.
  private static func line(_ l: FittedText.Line) -> String {
    "{\"text\":" + quote(l.text) + ",\"rect\":" + rect(l.rect) + ",\"baseline\":"
      + n(l.baseline) + ",\"truncated\":\(l.isTruncated)}"
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

  /// A coordinate in output: rounded to 1e-9 point (far below a pixel, so round-off from
  /// layout and transforms does not show), in the one number format.
  static func n(_ value: CGFloat) -> String {
    NumberFormat.string((Double(value) * 1e9).rounded() / 1e9)
  }

  static func rect(_ r: CGRect) -> String {
    "{\"x\":\(n(r.minX)),\"y\":\(n(r.minY)),\"width\":\(n(r.width)),\"height\":\(n(r.height))}"
  }

  static func insets(_ i: EdgeInsets) -> String {
    "{\"top\":\(n(i.top)),\"left\":\(n(i.left)),\"bottom\":\(n(i.bottom)),\"right\":\(n(i.right))}"
  }

  /// A JSON string literal.
  static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
