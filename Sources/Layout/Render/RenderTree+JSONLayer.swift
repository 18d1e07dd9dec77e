import Foundation

extension RenderTree {
  /// A view's border and shadow as JSON members, each only when the view draws it:
  /// `,"border":{"width","color"}` and
  /// `,"shadow":{"color","opacity","offset":{"width","height"},"radius"}`.
  static func layerJSON(_ v: RenderNode) -> String {
    var out = ""
    if let border = v.border {
      out += ",\"border\":{\"width\":" + n(border.width)
      out += ",\"color\":" + quote(border.color.hexString) + "}"
    }
    if let shadow = v.shadow {
      out += ",\"shadow\":{\"color\":" + quote(shadow.color.hexString)
      out += ",\"opacity\":" + n(shadow.opacity)
      out += ",\"offset\":{\"width\":" + n(shadow.offset.width)
      out += ",\"height\":" + n(shadow.offset.height) + "}"
      out += ",\"radius\":" + n(shadow.radius) + "}"
    }
    return out
  }
}
