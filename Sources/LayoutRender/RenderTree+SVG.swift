import Foundation

extension RenderTree {
  /// A picture of the screen as an SVG 1.1 document: a white screen, then the windows back to
  /// front, each view a rectangle with rounded corners in its colour and opacity, labels'
  /// text at its font size and alignment, and the safe area faintly marked on top.
  ///
  /// ```swift
  /// toastWindow.layoutIfNeeded()
  /// let svg = RenderTree(windows: [toastWindow], screen: .iPhone15).svg()
  /// try svg.write(toFile: "toast.svg", atomically: true, encoding: .utf8)
  /// ```
  ///
  /// Each view is a group whose `opacity` is the view's own alpha, so nested opacities
  /// multiply as layers do in UIKit; inside it, the view's rectangle and text sit in a group
  /// whose `transform` is ``RenderNode/transformToScreen`` (so translation, scale and
  /// rotation show), and its subviews follow, clipped to its rounded rectangle when it
  /// ``RenderNode/clipsToBounds``. Hidden views and their subviews are left out. The
  /// structure, the fonts and the safe-area mark are described in `Docs/Rendering.md`.
  ///
  /// The same tree gives the same bytes every run: elements come in tree order, clip paths
  /// are numbered `clip1`, `clip2`, … in that order, and numbers are printed in the package's
  /// one number format.
  ///
  /// - Parameter debug: Also outline every window's and view's frame on screen (after
  ///   transforms, never clipped) and label it with its id, above everything else.
  /// - Returns: The document, ending in a newline.
  public func svg(debug: Bool = false) -> String {
    let size = screen.size(in: orientation)
    let width = SVGText.number(size.width)
    let height = SVGText.number(size.height)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
    out += " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
    let orientationName = orientation == .portrait ? "portrait" : "landscape"
    out += "  <title>" + SVGText.escape(screen.name + ", " + orientationName) + "</title>\n"
    out += "  <rect width=\"\(width)\" height=\"\(height)\" fill=\"#FFFFFF\"/>\n"
    var clipCount = 0
    var shadowCount = 0
    for window in windows {
      // A window's alpha (a fading toast window) applies to all it holds, as its layer's.
      out += window.alpha == 1 ? "  <g>\n" : "  <g opacity=\"\(SVGText.number(window.alpha))\">\n"
      out += "    <title>" + SVGText.escape(window.id) + "</title>\n"
      if let color = window.backgroundColor, color.alpha > 0 {
        let f = window.frame
        out += "    <rect x=\"\(SVGText.number(f.minX))\" y=\"\(SVGText.number(f.minY))\""
        out += " width=\"\(SVGText.number(f.width))\" height=\"\(SVGText.number(f.height))\""
        out += SVGText.fill(color) + "/>\n"
      }
      for view in window.views {
        Self.appendSVG(
          of: view, depth: 2, clipCount: &clipCount, shadowCount: &shadowCount, to: &out)
      }
      out += "  </g>\n"
    }
    out += svgSafeAreaMark()
    if debug { out += svgDebugOverlay() }
    out += "</svg>\n"
    return out
  }

  /// Appends a visible view's group (its rectangle, text and subviews) at `depth` levels of
  /// indentation; a hidden view adds nothing.
  private static func appendSVG(
    of node: RenderNode, depth: Int, clipCount: inout Int, shadowCount: inout Int,
    to out: inout String
  ) {
    guard !node.isHidden else { return }
    let pad = String(repeating: "  ", count: depth)
    // The group's opacity is the view's own alpha, not its effectiveAlpha: SVG group opacity
    // composites the group as one layer, and groups nest as the views do, so a subview's
    // alpha is multiplied by every ancestor's by the renderer, exactly as UIKit layers do.
    // Writing effectiveAlpha here would apply the ancestors' alphas twice.
    let opacity = node.alpha < 1 ? " opacity=\"\(SVGText.number(max(node.alpha, 0)))\"" : ""
    out += pad + "<g\(opacity)>\n"
    out += pad + "  <title>" + SVGText.escape(node.path) + "</title>\n"
    let radius = node.drawnCornerRadius
    let fill = node.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    if fill != nil || node.text != nil || node.shadow != nil || node.image != nil {
      out += pad + "  <g transform=\"\(SVGText.matrix(node.transformToScreen))\">\n"
      if let shadow = node.shadow {
        shadowCount += 1
        out += svgShadow(shadow, size: node.size, radius: radius, id: shadowCount, pad: pad)
      }
      if let fill {
        out += pad + "    " + rect(node.size, radius: radius) + SVGText.fill(fill) + "/>\n"
      }
      if let image = node.image, let placed = svgImage(image, in: node, pad: pad) {
        out += placed
      }
      if let text = node.text {
        let box = text.frame ?? CGRect(origin: .zero, size: node.size)
        for line in SVGText.lines(of: text, in: box) { out += pad + "    " + line + "\n" }
      }
      out += pad + "  </g>\n"
    }
    let visibleSubviews = node.subviews.filter { !$0.isHidden }
    if !visibleSubviews.isEmpty {
      var childDepth = depth + 1
      if node.clipsToBounds {
        clipCount += 1
        let id = "clip\(clipCount)"
        // The clip path is drawn in the user space of the group that uses it (the screen's),
        // so its rectangle carries the view's transform to screen.
        out += pad + "  <clipPath id=\"\(id)\">\n"
        out += pad + "    " + rect(node.size, radius: radius)
        out += " transform=\"\(SVGText.matrix(node.transformToScreen))\"/>\n"
        out += pad + "  </clipPath>\n"
        out += pad + "  <g clip-path=\"url(#\(id))\">\n"
        childDepth += 1
      }
      for child in visibleSubviews {
        appendSVG(
          of: child, depth: childDepth, clipCount: &clipCount, shadowCount: &shadowCount,
          to: &out)
      }
      if node.clipsToBounds { out += pad + "  </g>\n" }
    }
    if let border = node.border {
      out += svgBorder(border, of: node, radius: radius, pad: pad)
    }
    out += pad + "</g>\n"
  }

  /// An image as a placeholder where it is drawn: its rectangle (cut to the bounds when
  /// the view clips) filled in its tint, or light grey for an image in its own colours,
  /// with a darker outline; nil when nothing of it shows.
  private static func svgImage(_ image: RenderImage, in node: RenderNode, pad: String)
    -> String?
  {
    var box = image.rect
    if node.clipsToBounds { box = box.intersection(CGRect(origin: .zero, size: node.size)) }
    guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
    let fill = image.tintColor ?? Color(red: 0.82, green: 0.82, blue: 0.84)
    var out = pad + "    <rect x=\"\(SVGText.number(box.minX))\" y=\"\(SVGText.number(box.minY))\""
    out += " width=\"\(SVGText.number(box.width))\" height=\"\(SVGText.number(box.height))\""
    out += SVGText.fill(fill) + " stroke=\"#8E8E93\" stroke-width=\"0.5\">"
    out += "<title>" + SVGText.escape(image.name ?? "image") + "</title></rect>\n"
    return out
  }

  /// An unclosed `<rect` at the origin of the given size and corner radius.
  static func rect(_ size: CGSize, radius: CGFloat) -> String {
    var out = "<rect width=\"\(SVGText.number(max(size.width, 0)))\""
    out += " height=\"\(SVGText.number(max(size.height, 0)))\""
    if radius > 0 { out += " rx=\"\(SVGText.number(radius))\"" }
    return out
  }
}
