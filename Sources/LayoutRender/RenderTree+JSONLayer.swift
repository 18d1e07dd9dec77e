import Foundation

extension RenderTree {
  /// A border as drawn: `{"width","color"}`.
  static func borderJSON(_ border: RenderBorder) -> String {
    var out = JSONObjectWriter()
    out.add("width", border.width)
    out.add("color", border.color.hexNotation)
    return out.text
  }

  /// A shadow as drawn: `{"color","opacity","offset":{"width","height"},"radius"}`.
  static func shadowJSON(_ shadow: RenderShadow) -> String {
    var out = JSONObjectWriter()
    out.add("color", shadow.color.hexNotation)
    out.add("opacity", shadow.opacity)
    out.add("offset", json: size(shadow.offset))
    out.add("radius", shadow.radius)
    return out.text
  }

  /// A button's type, insets and content and title rectangles.
  static func buttonJSON(_ button: RenderButton) -> String {
    var out = JSONObjectWriter()
    out.add("buttonType", buttonTypeName(button.buttonType))
    out.add("contentEdgeInsets", json: insets(button.contentEdgeInsets))
    out.add("titleEdgeInsets", json: insets(button.titleEdgeInsets))
    out.add("contentRect", json: rect(button.contentRect))
    out.add("titleRect", json: rect(button.titleRect))
    return out.text
  }

  /// `UIButton.ButtonType`'s case name.
  static func buttonTypeName(_ type: Button.ButtonType) -> String {
    switch type {
    case .custom: "custom"
    case .system: "system"
    case .detailDisclosure: "detailDisclosure"
    case .infoLight: "infoLight"
    case .infoDark: "infoDark"
    case .contactAdd: "contactAdd"
    case .close: "close"
    }
  }

  /// An image view's image: `{"name","size","scale","symbol","contentMode","rect","tint"}`.
  static func imageJSON(_ image: RenderImage) -> String {
    var out = JSONObjectWriter()
    out.add("name", image.name)
    out.add("size", json: size(image.size))
    out.add("scale", image.scale)
    out.add("symbol", image.isSymbol)
    out.add("contentMode", String(describing: image.contentMode))
    out.add("rect", json: rect(image.rect))
    out.add("tint", image.tintColor?.hexNotation)
    return out.text
  }

  /// A scroll view's `{"contentOffset","contentSize","zoomScale"}`.
  static func scrollJSON(_ scroll: RenderScroll) -> String {
    var out = JSONObjectWriter()
    out.add("contentOffset", json: point(scroll.contentOffset))
    out.add("contentSize", json: size(scroll.contentSize))
    out.add("zoomScale", scroll.zoomScale)
    return out.text
  }
}
