import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// Each view class says its kind, and the render tree, the inspector, layout files and the
/// JSON schema all read that one answer.
@Suite("View kinds")
struct ViewKindTests {
  /// A client's label subclass: it draws as a label.
  final class BadgeLabel: Label {}

  /// A client's own kind of view, with content of its own.
  final class Meter: View, RenderContentProviding {
    override class var kind: ViewKind { "meter" }
    var value = 0.5
    func addRenderContent(to node: inout RenderNode) {
      node.accessibilityLabel = "\(Int(value * 100)) %"
    }
  }

  @Test func eachClassSaysItsKindAndASubclassTakesItsNearestClasss() {
    #expect(View().kind == .view)
    #expect(Label().kind == .label)
    #expect(Button(type: .system).kind == .button)
    #expect(ImageView().kind == .imageView)
    #expect(ScrollView().kind == .scrollView)
    #expect(StackView().kind == .stackView)
    #expect(Window(screen: .iPhone15).kind == .window)
    #expect(Control().kind == .view)
    #expect(BadgeLabel().kind == .label)
    #expect(Meter().kind.rawValue == "meter")
    #expect(Switch().kind.rawValue == "switch")
  }

  @Test func onlyThePackagesOwnClassesSkipTheLayoutCallbacks() {
    #expect(!View().hasLayoutCallbacks)
    #expect(!Label().hasLayoutCallbacks)
    #expect(!Button(type: .system).hasLayoutCallbacks)
    #expect(!ImageView().hasLayoutCallbacks)
    #expect(!ScrollView().hasLayoutCallbacks)
    #expect(!Window(screen: .iPhone15).hasLayoutCallbacks)
    // A stack view updates its constraints; a subclass may do anything.
    #expect(StackView().hasLayoutCallbacks)
    #expect(BadgeLabel().hasLayoutCallbacks)
    #expect(Meter().hasLayoutCallbacks)
  }

  @Test func theRenderTreeNamesTheKindAndAsksTheClassForItsContent() throws {
    let window = Window(screen: .iPhone15)
    let badge = BadgeLabel(text: "3")
    let meter = Meter()
    meter.value = 0.25
    window.addSubview(badge)
    window.addSubview(meter)
    window.layoutIfNeeded()
    let nodes = RenderTree(windows: [window], screen: .iPhone15).windows[0].views
    #expect(nodes.map(\.type) == [.label, "meter"])
    #expect(nodes[0].text?.text == "3")
    #expect(nodes[1].accessibilityLabel == "25 %")
    #expect(nodes[1].text == nil)
    // The JSON writes the kind's name.
    let json = RenderTree(windows: [window], screen: .iPhone15).json()
    #expect(json.contains(#""type":"meter""#))
  }

  /// The package's view classes, in the order the schema lists their kinds.
  static let packageClasses: [View.Type] = [
    View.self, Label.self, Button.self, ImageView.self, ScrollView.self, StackView.self,
    Switch.self, Window.self, TextField.self, TextView.self, ActivityIndicatorView.self,
    ProgressView.self, Slider.self, SegmentedControl.self, NavigationBar.self, TabBar.self,
    TableView.self, TableViewCell.self, PageControl.self, Stepper.self,
  ]

  /// The schema's list of node types is the kinds of the package's classes, in the same
  /// order (it also takes any other lower camel-case name: a kind a client's class names).
  @Test func theSchemaListsThePackagesKinds() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/render-tree.schema.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let line = try #require(
      text.split(separator: "\n").first { $0.contains(#"{ "enum": ["view""#) })
    let names = line.split(separator: "[")[1].split(separator: "]")[0]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(["\""])) }
    #expect(names == Self.packageClasses.map { $0.kind.rawValue })
  }

  /// A layout file's `intrinsicSize` replaces measurement on every kind it can make,
  /// with no subclass per kind: the views are the package's own classes.
  @Test func aFilesIntrinsicSizeReplacesMeasurementOnEveryKind() throws {
    let kinds = ["view", "label", "button", "imageView", "scrollView", "stackView"]
    let views = kinds.enumerated().map { i, kind in
      #"{"id": "v\#(i)", "type": "\#(kind)", "intrinsicSize": {"width": \#(40 + i), "height": 30},"#
        + #" "constraints": ["$0.top.left.equalToSuperview()"]}"#
    }
    let text =
      #"{"device": "iPhone 15", "windows": [{"id": "app", "views": ["#
      + views.joined(separator: ",") + "]}]}"
    let document = try LayoutDocument(data: Data(text.utf8), name: "kinds.layout.json")
    document.layoutIfNeeded()
    for (i, kind) in kinds.enumerated() {
      let view = try #require(document.view(id: "v\(i)"))
      #expect(view.kind.rawValue == kind)
      #expect(view.hasLayoutCallbacks == (kind == "stackView"))
      #expect(view.frame.size == CGSize(width: 40 + i, height: 30), "\(kind)")
    }
    #expect(document.diagnostics.isEmpty)
  }

  /// A wrapping label with a file's size keeps that size: the override wins over wrapping.
  @Test func aFilesIntrinsicSizeWinsOverAWrappingLabelsMeasurement() throws {
    let text = #"""
      {"device": "iPhone 15", "windows": [{"id": "app", "views": [
        {"id": "l", "type": "label", "numberOfLines": 0,
         "text": "A long line of text that would wrap over several lines at this width",
         "intrinsicSize": {"width": 80, "height": 24},
         "constraints": ["$0.top.left.equalToSuperview()", "$0.width.lessThanOrEqualTo(100)"]}
      ]}]}
      """#
    let document = try LayoutDocument(data: Data(text.utf8), name: "wrap.layout.json")
    document.layoutIfNeeded()
    let label = try #require(document.view(id: "l"))
    #expect(label.frame.size == CGSize(width: 80, height: 24))
    #expect(
      label.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 80, height: 24))
  }
}
