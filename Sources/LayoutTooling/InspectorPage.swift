import Foundation

/// The inspector page: one self-contained HTML file (inline CSS and script, nothing fetched)
/// that shows a laid-out scene like Xcode's view debugger: the scene drawn (the SVG
/// renderer's picture), the view tree, and for the view clicked or hovered its frame in
/// every coordinate space, its constraints as written with their priorities, what a
/// conflict broke and what is ambiguous; with several samples, a scrubber over time.
///
/// ```swift
/// window.layoutIfNeeded()
/// let tree = RenderTree(windows: [window], screen: .iPhone15)
/// let page = InspectorPage(tree: tree, inspection: LayoutInspection(windows: [window]))
/// try page.html().write(toFile: "inspector.html", atomically: true, encoding: .utf8)
/// ```
///
/// The page embeds its data as two JSON blobs, the render trees (schema version
/// ``RenderTree/schemaVersion``) and the ``LayoutInspection`` (version
/// ``LayoutInspection/version``); `Docs/Inspector.md` describes both, the page's elements
/// and its URL fragment (`#view=toastWindow/backView`). The same input gives the same bytes.
package struct InspectorPage: Sendable {
  /// A scene at one time.
  package struct Sample: Sendable {
    /// The time in seconds, nil for a scene that is not animated.
    package var time: TimeInterval?
    /// The scene.
    package var tree: RenderTree

    /// A sample.
    package init(time: TimeInterval?, tree: RenderTree) {
      self.time = time
      self.tree = tree
    }
  }

  /// The scenes, in time order (at least one).
  package var samples: [Sample]
  /// What the engine knows about the views.
  package var inspection: LayoutInspection
  /// What the page shows: `layoutcli solve login.layout.json`.
  package var title: String
  /// Whether the page has a time scrubber (a timeline, even of one sample).
  package var isTimeline: Bool

  /// A page of samples over time, with a scrubber.
  package init(samples: [Sample], inspection: LayoutInspection, title: String = "Layout") {
    self.samples = samples
    self.inspection = inspection
    self.title = title
    isTimeline = true
  }

  /// A page of one scene.
  package init(tree: RenderTree, inspection: LayoutInspection, title: String = "Layout") {
    samples = [Sample(time: nil, tree: tree)]
    self.inspection = inspection
    self.title = title
    isTimeline = false
  }

  /// The page, ending in a newline.
  package func html() -> String {
    guard let first = samples.first?.tree else { return "" }
    let size = first.screen.size(in: first.orientation)
    let w = SVGText.number(size.width)
    let h = SVGText.number(size.height)
    let orientation = first.orientation == .portrait ? "portrait" : "landscape"
    let heading = title + " · " + first.screen.name + ", " + orientation
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"generator\" content=\"Layout inspector \(LayoutInspection.version)\">\n"
    out += "<title>" + SVGText.escape(heading) + "</title>\n"
    // First, so that it catches errors in the page's script too.
    out += "<script>" + Self.errorHandler + "</script>\n"
    out += "<style>\n" + Self.style + "</style>\n</head>\n<body>\n"
    out += "<header><h1>" + SVGText.escape(heading) + "</h1>"
    out += "<p id=\"summary\"></p></header>\n<main>\n"
    out += "<nav id=\"tree\" aria-label=\"View tree\"></nav>\n"
    out += "<section id=\"scene\" aria-label=\"Scene\">\n"
    out += "<div id=\"stage\" data-width=\"\(w)\" data-height=\"\(h)\">\n"
    for (i, sample) in samples.enumerated() {
      let t = sample.time.map { " data-t=\"\(NumberFormat.roundedString($0))\"" } ?? ""
      out += "<div class=\"sample\" data-sample=\"\(i)\"\(t)\(i == 0 ? "" : " hidden")>\n"
      out += Self.inlineSVG(sample.tree.svg(), prefix: "s\(i)-") + "</div>\n"
    }
    out += "<svg id=\"overlay\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\""
    out += " width=\"\(w)\" height=\"\(h)\"></svg>\n</div>\n"
    if isTimeline {
      let last = samples.count - 1
      out += "<div id=\"timeline\"><button id=\"play\" type=\"button\">Play</button>"
      out += "<input id=\"scrubber\" type=\"range\" min=\"0\" max=\"\(last)\" step=\"1\""
      out += " value=\"0\" data-samples=\"\(samples.count)\" aria-label=\"Time\">"
      out += "<output id=\"time\" for=\"scrubber\"></output></div>\n"
    }
    out += "</section>\n"
    out += "<aside id=\"details\" aria-label=\"Selected view\">"
    out += "<p class=\"hint\">Click a view in the scene or the tree.</p></aside>\n"
    out += "</main>\n<section id=\"diagnostics\" aria-label=\"Diagnostics\"></section>\n"
    out += "<script type=\"application/json\" id=\"render-samples\">" + samplesJSON()
    out += "</script>\n"
    out += "<script type=\"application/json\" id=\"inspector-data\">"
    out += Self.scriptSafe(inspection.json()) + "</script>\n"
    out += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
    return out
  }

  /// The samples as JSON, `[{"t":…,"tree":…},…]`, made safe to sit in a script element.
  private func samplesJSON() -> String {
    let messages = inspection.diagnostics.map(\.message)
    let items = samples.map { sample in
      var out = JSONObjectWriter()
      out.add("t", sample.time.map { CGFloat($0) })
      out.add("tree", json: sample.tree.json(diagnostics: isTimeline ? [] : messages))
      return out.text
    }
    return Self.scriptSafe("[" + items.joined(separator: ",") + "]")
  }

  /// JSON text that cannot end its script element or open a comment: `<`, `>` and `&` (only
  /// ever inside strings) as `\u` escapes, which read back as the same characters.
  static func scriptSafe(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An SVG document as an element of the page: without its XML declaration, its ids (clip
  /// paths, shadow filters) and their references prefixed so that samples do not share them.
  /// (Text cannot match: the SVG escapes every `"` in it.)
  static func inlineSVG(_ svg: String, prefix: String) -> String {
    var body = Substring(svg)
    if body.hasPrefix("<?xml"), let end = body.firstIndex(of: "\n") {
      body = body[body.index(after: end)...]
    }
    return String(body)
      .replacingOccurrences(of: " id=\"", with: " id=\"" + prefix)
      .replacingOccurrences(of: "=\"url(#", with: "=\"url(#" + prefix)
  }
}
