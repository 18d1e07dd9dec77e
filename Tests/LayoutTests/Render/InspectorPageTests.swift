import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutRender
@testable import LayoutTooling

/// The inspector page as text (a browser loads it in Docs/tools/inspector-browser-check.sh):
/// its embedded JSON, escaping, determinism, and the parts its script relies on.
@Suite struct InspectorPageTests {
  /// A name and a text that would break the page if they were not escaped.
  static let hostile = "</script><b id=\"x\">Tom & 'Jerry'</b><!--"

  /// A window with a clipping card, a label with hostile text, and a view named hostilely.
  func scene() -> (Window, RenderTree) {
    let window = Window(screen: .iPhone15)
    window.snp.setLabel("main")
    let card = View()
    card.snp.setLabel("card")
    card.clipsToBounds = true
    card.backgroundColor = .white
    window.addSubview(card)
    let label = Label()
    label.snp.setLabel(Self.hostile)
    label.text = Self.hostile
    card.addSubview(label)
    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(40) }
    label.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.width.equalTo(100).labeled(Self.hostile)
    }
    window.layoutIfNeeded()
    return (window, RenderTree(windows: [window], screen: .iPhone15))
  }

  func page() -> String {
    let (window, tree) = scene()
    return InspectorPage(
      tree: tree, inspection: LayoutInspection(windows: [window]), title: "a <title> & more"
    ).html()
  }

  /// The text of the script element with the given id.
  func script(_ id: String, in html: String) throws -> String {
    let open = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
    let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
    return String(html[open.upperBound..<close.lowerBound])
  }

  func json(_ id: String, in html: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(try script(id, in: html).utf8))
  }

  @Test func bothBlobsParseAndCarryTheirVersions() throws {
    let html = page()
    let samples = try #require(try json("render-samples", in: html) as? [[String: Any]])
    #expect(samples.count == 1)
    #expect(samples[0]["t"] is NSNull)
    let tree = try #require(samples[0]["tree"] as? [String: Any])
    #expect(tree["schemaVersion"] as? Int == RenderTree.schemaVersion)
    let inspector = try #require(try json("inspector-data", in: html) as? [String: Any])
    #expect(inspector["inspectorVersion"] as? Int == LayoutInspection.version)
    let paths = (inspector["views"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
    #expect(paths == ["main", "main/card", "main/card/" + Self.hostile])
  }

  @Test func namesAndTextsAreEscapedEverywhere() throws {
    let html = page()
    // Four script elements (the error handler, two blobs, the page's script), each closed
    // once: no name or text closes one early, and none appears as markup.
    #expect(html.components(separatedBy: "</script>").count == 5)
    #expect(!html.contains("<b id=\"x\">"))
    #expect(!html.contains("<!--"))
    #expect(html.contains("<title>a &lt;title&gt; &amp; more"))
    // The JSON reads back as the very name and text.
    let inspector = try #require(try json("inspector-data", in: html) as? [String: Any])
    let views = try #require(inspector["views"] as? [[String: Any]])
    #expect(views.last?["id"] as? String == Self.hostile)
    let constraints = try #require(views.last?["constraints"] as? [[String: Any]])
    #expect(constraints.contains { $0["label"] as? String == Self.hostile })
    // In the drawing, the SVG's escaping.
    #expect(html.contains("&lt;/script&gt;&lt;b id=&quot;x&quot;&gt;"))
  }

  @Test func theSamePageComesOutByteForByte() {
    #expect(page() == page())
  }

  @Test func thePageFetchesNothing() {
    let html = page()
    for scheme in ["https:", "//fonts", "<link", " src=", "@import", "url(http"] {
      #expect(!html.contains(scheme), "\(scheme)")
    }
    // The only address is the SVG namespace.
    let addresses = html.components(separatedBy: "http://").dropFirst()
    #expect(addresses.allSatisfy { $0.hasPrefix("www.w3.org/2000/svg\"") })
  }

  @Test func theScriptFollowsTheFragmentAndReportsReadinessAndErrors() {
    let html = page()
    for part in [
      "location.hash", "\"hashchange\"", "key === \"view\"", "data-inspector-ready",
      "window.onerror", "data-inspector-error", "id: \"details-title\"", "\"data-space\"",
    ] {
      #expect(html.contains(part), "\(part)")
    }
    // The error handler comes before the page's own script, so that it catches its errors.
    let handler = html.range(of: "window.onerror")?.lowerBound
    let main = html.range(of: "\"use strict\"")?.lowerBound
    #expect(handler != nil && main != nil && handler! < main!)
  }

  @Test func aTimelinePageHasAScrubberWithOneStepPerSampleAndIdsApart() {
    let (window, tree) = scene()
    let samples = [0, 0.5, 1].map { InspectorPage.Sample(time: $0, tree: tree) }
    let html = InspectorPage(samples: samples, inspection: LayoutInspection(windows: [window]))
      .html()
    #expect(html.contains("<input id=\"scrubber\" type=\"range\" min=\"0\" max=\"2\" step=\"1\""))
    #expect(html.contains("data-samples=\"3\""))
    #expect(html.components(separatedBy: "<div class=\"sample\"").count == 4)
    #expect(html.contains("data-t=\"0.5\""))
    // Each sample's clip path has its own id, and its group uses that one.
    for i in 0..<3 {
      #expect(html.contains("<clipPath id=\"s\(i)-clip1\">"))
      #expect(html.contains("clip-path=\"url(#s\(i)-clip1)\""))
    }
    #expect(!html.contains("id=\"clip1\""))
    #expect(!page().contains("id=\"scrubber\""))
  }

  @Test func jsonIsMadeSafeForAScriptElementAndReadsBackTheSame() throws {
    let text = "a</script>&<!--b"
    let safe = InspectorPage.scriptSafe(JSONText.quoted(text))
    #expect(!safe.contains("<") && !safe.contains(">") && !safe.contains("&"))
    let back =
      try JSONSerialization.jsonObject(
        with: Data(("[" + safe + "]").utf8)) as? [String]
    #expect(back == [text])
  }
}
