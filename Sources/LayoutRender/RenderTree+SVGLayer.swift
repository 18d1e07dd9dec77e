import Foundation

extension RenderTree {
  /// A view's shadow, in its own coordinates (inside its transform group, before its
  /// fill): its rounded rectangle moved by the offset, in the shadow colour at the shadow
  /// opacity, blurred by a Gaussian of standard deviation `radius` (a filter numbered `id`,
  /// its region the rectangle grown by three deviations so the blur is not cut off).
  static func svgShadow(
    _ shadow: RenderShadow, size: CGSize, radius: CGFloat, id: Int, pad: String
  ) -> String {
    let color = shadow.color.withAlphaComponent(shadow.color.alpha * Double(shadow.opacity))
    var out = ""
    var filter = ""
    if shadow.radius > 0 {
      let reach = 3 * shadow.radius
      let name = "shadow\(id)"
      out += pad + "    <filter id=\"\(name)\" filterUnits=\"userSpaceOnUse\""
      out += " x=\"\(SVGText.number(shadow.offset.width - reach))\""
      out += " y=\"\(SVGText.number(shadow.offset.height - reach))\""
      out += " width=\"\(SVGText.number(max(size.width, 0) + 2 * reach))\""
      out += " height=\"\(SVGText.number(max(size.height, 0) + 2 * reach))\">\n"
      out += pad + "      <feGaussianBlur stdDeviation=\"\(SVGText.number(shadow.radius))\"/>\n"
      out += pad + "    </filter>\n"
      filter = " filter=\"url(#\(name))\""
    }
    out += pad + "    " + rect(size, radius: radius)
    if shadow.offset.width != 0 { out += " x=\"\(SVGText.number(shadow.offset.width))\"" }
    if shadow.offset.height != 0 { out += " y=\"\(SVGText.number(shadow.offset.height))\"" }
    out += SVGText.fill(color) + filter + "/>\n"
    return out
  }

  /// A view's border, above its subviews, in a group of its own with the view's transform:
  /// a stroke of the border's width along the rounded rectangle inset by half of it, so
  /// the band lies inside the bounds (outer corners at the corner radius, as Core Animation
  /// draws it).
  static func svgBorder(
    _ border: RenderBorder, of node: RenderNode, radius: CGFloat, pad: String
  ) -> String {
    let half = border.width / 2
    let inner = CGSize(
      width: node.size.width - border.width, height: node.size.height - border.width)
    var out = pad + "  <g transform=\"\(SVGText.matrix(node.transformToScreen))\">\n"
    out += pad + "    " + rect(inner, radius: max(radius - half, 0))
    out += " x=\"\(SVGText.number(half))\" y=\"\(SVGText.number(half))\" fill=\"none\""
    out += " stroke=\"" + String(border.color.hexNotation.prefix(7)) + "\""
    if border.color.alpha < 1 {
      out += " stroke-opacity=\"" + SVGText.number(border.color.alpha) + "\""
    }
    out += " stroke-width=\"\(SVGText.number(border.width))\"/>\n"
    out += pad + "  </g>\n"
    return out
  }
}
