import Foundation
import Layout

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
  func emit(
    _ output: RenderOutput, console: Console, title: String, windows: () -> [Window],
    sample: (TimeInterval) -> RenderTree
  ) -> Int32 {
    if output.format == .html {
      var inspection = LayoutInspection()
      var samples: [InspectorPage.Sample] = []
      for t in times {
        samples.append(InspectorPage.Sample(time: t, tree: sample(t)))
        inspection.merge(LayoutInspection(windows: windows()))
      }
      var page = InspectorPage(samples: samples, inspection: inspection, title: title)
      page.isTimeline = isTimeline
      console.out(page.html())
      return ExitCode.success
    }
    guard isTimeline else {
      let tree = sample(times[0])
      return output.emit(tree, diagnostics: [], console: console)
    }
    let trees = times.map { ($0, sample($0)) }
    switch output.format {
    case .text:
      for (t, tree) in trees {
        console.out("t = \(NumberFormat.roundedString(t))\n" + tree.textTable() + "\n")
      }
    case .json:
      for (t, tree) in trees {
        console.out("{\"t\":\(NumberFormat.roundedString(t)),\"tree\":" + tree.json() + "}\n")
      }
    case .svg:
      console.out(
        filmstrip
          ? Self.filmstrip(trees, debug: output.debug)
          : Self.flipbook(trees, debug: output.debug))
    case .html: break  // printed above
    }
    return ExitCode.success
  }

  /// The frames side by side in one SVG, each labelled with its time.
  static func filmstrip(_ frames: [(TimeInterval, RenderTree)], debug: Bool) -> String {
    guard let first = frames.first?.1 else { return "" }
    let size = first.screen.size(in: first.orientation)
    let w = NumberFormat.roundedString(Double(size.width))
    let h = NumberFormat.roundedString(Double(size.height) + 24)
    let total = NumberFormat.roundedString(Double(size.width + 16) * Double(frames.count))
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(total)\" "
    out += "height=\"\(h)\" viewBox=\"0 0 \(total) \(h)\">\n"
    for (i, (t, tree)) in frames.enumerated() {
      let x = NumberFormat.roundedString(Double(size.width + 16) * Double(i))
      out +=
        "  <text x=\"\(x)\" y=\"16\" font-family=\"sans-serif\" font-size=\"14\">t = "
        + NumberFormat.roundedString(t) + " s</text>\n"
      out +=
        "  <svg x=\"\(x)\" y=\"24\" width=\"\(w)\" height=\""
        + NumberFormat.roundedString(Double(size.height)) + "\">\n"
      out += body(of: tree.svg(debug: debug)) + "  </svg>\n"
    }
    return out + "</svg>\n"
  }

  /// An SVG that plays the frames in time (SMIL `set` on each frame's visibility); it stops
  /// on the last frame.
  static func flipbook(_ frames: [(TimeInterval, RenderTree)], debug: Bool) -> String {
    guard let first = frames.first else { return "" }
    let size = first.1.screen.size(in: first.1.orientation)
    let w = NumberFormat.roundedString(Double(size.width))
    let h = NumberFormat.roundedString(Double(size.height))
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" "
    out += "height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    for (i, (t, tree)) in frames.enumerated() {
      let begin = NumberFormat.roundedString(t - first.0)
      let last = i == frames.count - 1
      let end = last ? "indefinite" : NumberFormat.roundedString(frames[i + 1].0 - t) + "s"
      out += "  <g visibility=\"hidden\">\n"
      out += "    <set attributeName=\"visibility\" to=\"visible\" begin=\"\(begin)s\" "
      out += last ? "fill=\"freeze\"/>\n" : "dur=\"\(end)\"/>\n"
      out += "    <svg width=\"\(w)\" height=\"\(h)\">\n" + body(of: tree.svg(debug: debug))
      out += "    </svg>\n  </g>\n"
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
