import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed SVG document, for tests: its name, attributes, children and the
/// character data directly inside it.
struct SVGElement {
  var name: String
  var attributes: [String: String]
  var children: [SVGElement] = []
  var text = ""

  /// Parses a document with Foundation's `XMLParser`; `nil` when it is not well-formed XML.
  static func parse(_ document: String) -> SVGElement? {
    let builder = SVGTreeBuilder()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = builder
    guard parser.parse(), builder.stack.count == 1 else { return nil }
    return builder.stack[0].children.first
  }

  /// This element and every element under it, in document order.
  var all: [SVGElement] { [self] + children.flatMap(\.all) }

  /// Every element with the name under (or at) this element, in document order.
  func all(_ name: String) -> [SVGElement] { all.filter { $0.name == name } }

  /// The text of the `<title>` child, if any.
  var title: String? { children.first { $0.name == "title" }?.text }

  /// The group whose title is `title` (a view's path or a window's id).
  func group(titled title: String) -> SVGElement? {
    all("g").first { $0.title == title }
  }

  /// A numeric attribute.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Builds ``SVGElement``s from parser events.
private final class SVGTreeBuilder: NSObject, XMLParserDelegate {
  var stack = [SVGElement(name: "#document", attributes: [:])]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    stack.append(SVGElement(name: elementName, attributes: attributes))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard stack.count > 1, let element = stack.popLast() else { return }
    stack[stack.count - 1].children.append(element)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard stack.count > 1 else { return }
    stack[stack.count - 1].text += string
  }
}
