import Foundation
import Layout
import LayoutTooling

/// `--at T`, `--timeline START:END:STEP` and `--filmstrip`: when to sample an animated scene
/// and how to print the samples.
struct Timeline {
  /// The sample times, in order (one for `--at`).
  var times: [TimeInterval] = []
  /// With svg: frames side by side instead of an animation.
  var filmstrip = false
  /// Whether `--timeline` (rather than `--at`) was given.
  var isTimeline = false

  /// Whether a time was asked for (the scene is animated then).
  var isRequested: Bool { !times.isEmpty }

  /// At most this many samples in one timeline.
  static let maxSamples = 10_000
  /// At most this many samples in one `--format html` page (each is a picture and a render
  /// tree: about 20 KB for a seed screen).
  static let maxPageSamples = 1_000

  /// Prints the samples: `sample(t)` gives the scene's render tree at `t`; for html,
  /// `windows()` gives the windows on screen just after (their constraints for the page).
  /// With `events` (everything that has happened so far, called after each sample), each
  /// sample of a `--timeline` also lists the events since the sample before: text lines
  /// after its table, an `events` array in its JSON line, captions in the SVG.
  func emit(
    _ output: RenderOutput, console: Console, title: String, windows: () -> [Window],
    events: (() -> [TimelineEvent])? = nil, sample: (TimeInterval) -> RenderTree
  ) -> Int32 {
    // The windows' diagnostics at every sample, each once, in the order first seen: a
    // component's conflict is reported, and fails --strict, as a layout file's is.
    var diagnostics: [String] = []
    func collect() {
      for message in windows().flatMap(\.layoutDiagnostics).map(\.message)
      where !diagnostics.contains(message) {
        diagnostics.append(message)
      }
    }
    let status = { output.strict && !diagnostics.isEmpty ? ExitCode.failure : ExitCode.success }
    if output.format == .html {
      var inspection = LayoutInspection()
      var samples: [InspectorPage.Sample] = []
      for t in times {
        samples.append(InspectorPage.Sample(time: t, tree: sample(t)))
        inspection.merge(LayoutInspection(windows: windows()))
        collect()
      }
      var page = InspectorPage(samples: samples, inspection: inspection, title: title)
      page.isTimeline = isTimeline
      console.out(page.html())
      for diagnostic in diagnostics { console.err("Warning: " + diagnostic + "\n") }
      return status()
    }
    guard isTimeline else {
      let tree = sample(times[0])
      collect()
      return output.emit(tree, diagnostics: diagnostics, console: console)
    }
    var trees: [(TimeInterval, RenderTree)] = []
    var happened: [[TimelineEvent]] = []
    var reported = 0
    for t in times {
      trees.append((t, sample(t)))
      collect()
      let all = events?() ?? []
      happened.append(Array(all.dropFirst(reported)))
      reported = Swift.max(reported, all.count)
    }
    for diagnostic in diagnostics { console.err("Warning: " + diagnostic + "\n") }
    switch output.format {
    case .text:
      for ((t, tree), new) in zip(trees, happened) {
        let lines = new.map { $0.textLine + "\n" }.joined()
        console.out("t = \(NumberFormat.roundedString(t))\n" + tree.textTable() + lines + "\n")
      }
    case .json:
      for ((t, tree), new) in zip(trees, happened) {
        let list =
          events == nil ? "" : ",\"events\":[" + new.map(\.json).joined(separator: ",") + "]"
        console.out(
          "{\"t\":\(NumberFormat.roundedString(t)),\"tree\":" + tree.json() + list + "}\n")
      }
    case .svg:
      let captions = happened.map { $0.map(\.caption) }
      console.out(
        filmstrip
          ? Self.filmstrip(trees, captions: captions, debug: output.debug)
          : Self.flipbook(trees, captions: captions, debug: output.debug))
    case .html: break  // printed above
    }
    return status()
  }

  /// The frames side by side in one SVG, each labelled with its time, and under the time
  /// its `captions` (the events since the frame before), if any.
  static func filmstrip(
    _ frames: [(TimeInterval, RenderTree)], captions: [[String]] = [], debug: Bool
  ) -> String {
    guard let first = frames.first?.1 else { return "" }
    let size = first.screen.size(in: first.orientation)
    let header = 24 + captionHeight * Double(captions.map(\.count).max() ?? 0)
    let w = NumberFormat.roundedString(Double(size.width))
    let h = NumberFormat.roundedString(Double(size.height) + header)
    let total = NumberFormat.roundedString(Double(size.width + 16) * Double(frames.count))
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(total)\" "
    out += "height=\"\(h)\" viewBox=\"0 0 \(total) \(h)\">\n"
    for (i, (t, tree)) in frames.enumerated() {
      let x = NumberFormat.roundedString(Double(size.width + 16) * Double(i))
      out +=
        "  <text x=\"\(x)\" y=\"16\" font-family=\"sans-serif\" font-size=\"14\">t = "
        + NumberFormat.roundedString(t) + " s</text>\n"
      if i < captions.count, !captions[i].isEmpty {
        out += "  <svg x=\"\(x)\" y=\"24\" width=\"\(w)\" height=\""
        out += NumberFormat.roundedString(header - 24) + "\">\n"
        out += captionText(captions[i], indent: "    ") + "  </svg>\n"
      }
      out +=
        "  <svg x=\"\(x)\" y=\"\(NumberFormat.roundedString(header))\" width=\"\(w)\" height=\""
        + NumberFormat.roundedString(Double(size.height)) + "\">\n"
      out += body(of: tree.svg(debug: debug)) + "  </svg>\n"
    }
    return out + "</svg>\n"
  }

  /// The height of one caption line, in points.
  static let captionHeight = 16.0

  /// Caption lines (12-point text, one per ``captionHeight``) from the top of the
  /// enclosing viewport.
  static func captionText(_ lines: [String], indent: String) -> String {
    lines.enumerated().map { k, line in
      indent + "<text x=\"4\" y=\"" + NumberFormat.roundedString(captionHeight * Double(k) + 12)
        + "\" font-family=\"sans-serif\" font-size=\"12\">" + SVGText.escape(line)
        + "</text>\n"
    }.joined()
  }

  /// An SVG that plays the frames in time (SMIL `set` on each frame's visibility); it stops
  /// on the last frame. `captions` (each frame's events), if any, show under the picture
  /// with their frame.
  static func flipbook(
    _ frames: [(TimeInterval, RenderTree)], captions: [[String]] = [], debug: Bool
  ) -> String {
    guard let first = frames.first else { return "" }
    let size = first.1.screen.size(in: first.1.orientation)
    let footer = captionHeight * Double(captions.map(\.count).max() ?? 0)
    let w = NumberFormat.roundedString(Double(size.width))
    let h = NumberFormat.roundedString(Double(size.height))
    let total = NumberFormat.roundedString(Double(size.height) + footer)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" "
    out += "height=\"\(total)\" viewBox=\"0 0 \(w) \(total)\">\n"
    for (i, (t, tree)) in frames.enumerated() {
      let begin = NumberFormat.roundedString(t - first.0)
      let last = i == frames.count - 1
      let end = last ? "indefinite" : NumberFormat.roundedString(frames[i + 1].0 - t) + "s"
      out += "  <g visibility=\"hidden\">\n"
      out += "    <set attributeName=\"visibility\" to=\"visible\" begin=\"\(begin)s\" "
      out += last ? "fill=\"freeze\"/>\n" : "dur=\"\(end)\"/>\n"
      out += "    <svg width=\"\(w)\" height=\"\(h)\">\n" + body(of: tree.svg(debug: debug))
      out += "    </svg>\n"
      if i < captions.count, !captions[i].isEmpty {
        out +=
          "    <svg y=\"\(h)\" width=\"\(w)\" height=\"\(NumberFormat.roundedString(footer))\">\n"
        out += captionText(captions[i], indent: "      ") + "    </svg>\n"
      }
      out += "  </g>\n"
    }
    return out + "</svg>\n"
  }

  /// The inside of an SVG document: everything between its root element's tags.
  private static func body(of svg: String) -> String {
    guard let open = svg.range(of: "<svg"), let start = svg[open.upperBound...].firstIndex(of: ">"),
      let close = svg.range(of: "</svg>", options: .backwards)
    else { return "" }
    return String(svg[svg.index(after: start)..<close.lowerBound])
  }
}
