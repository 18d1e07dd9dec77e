import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutRender
@testable import LayoutTooling

/// What the inspector knows about views: their constraints as made, their state in the
/// engine, conflicts and ambiguity, and the JSON form.
@Suite struct LayoutInspectionTests {
  func window() -> Window {
    let window = Window(screen: .iPhone15)
    window.snp.setLabel("main")
    return window
  }

  func view(_ name: String, in parent: View) -> View {
    let view = View()
    view.snp.setLabel(name)
    parent.addSubview(view)
    return view
  }

  @Test func eachConstraintCarriesItsItemsPriorityLabelAndCallSite() throws {
    let main = window()
    let box = view("box", in: main)
    let line: Int = #line + 2
    box.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(20).priority(750).labeled("inset")
      make.width.equalTo(100)
    }
    main.layoutIfNeeded()
    let inspection = LayoutInspection(windows: [main])
    #expect(inspection.views.map(\.path) == ["main", "main/box"])
    let constraints = try #require(inspection.views.last?.constraints)
    let made = constraints.filter { $0.kind == .constraint }
    #expect(made.count == 5)
    let left = made[0]
    #expect(left.first == InspectedAnchor(item: "box", attribute: "left", path: "main/box"))
    #expect(left.second == InspectedAnchor(item: "main", attribute: "left", path: "main"))
    #expect(left.relation == "==")
    #expect(left.constant.isClose(to: 20))
    #expect(left.priority == 750)
    #expect(left.label == "inset")
    #expect(left.file?.hasSuffix("LayoutInspectionTests.swift") == true)
    #expect(left.line == line)
    #expect(left.state == .held)
    let width = made[4]
    #expect(width.second == nil)
    #expect(width.constant.isClose(to: 100))
    #expect(width.priority == 1000)
    #expect(width.line == line + 1)
  }

  @Test func aConflictMarksTheBrokenConstraintAndWhatItConflictsWith() throws {
    let main = window()
    let box = view("box", in: main)
    box.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100)
      make.width.equalTo(200).labeled("second width")
    }
    main.layoutIfNeeded()
    let inspection = LayoutInspection(windows: [main])
    let constraints = try #require(inspection.views.last?.constraints)
    let first = try #require(constraints.first { $0.constant == 100 })
    let second = try #require(constraints.first { $0.label == "second width" })
    #expect(second.state == .broken)
    #expect(second.conflictsWith.contains(first.description))
    #expect(first.state == .held)
    #expect(first.isInConflict)
    #expect(!constraints.contains { $0.state == .broken && $0 != second })
    #expect(inspection.diagnostics.map(\.kind) == [.unsatisfiable])
  }

  @Test func anAmbiguousViewListsTheCoordinatesItsConstraintsLeaveOpen() {
    let main = window()
    let box = view("box", in: main)
    box.snp.makeConstraints { make in
      make.size.equalTo(50)
      make.centerX.equalToSuperview()
    }
    main.layoutIfNeeded()
    let inspection = LayoutInspection(windows: [main])
    #expect(inspection.views.map(\.ambiguous) == [[], ["minY"]])
    #expect(inspection.diagnostics.map(\.kind) == [.ambiguous])
  }

  @Test func intrinsicSizeAndStackViewConstraintsAreListedWithWhoMadeThem() throws {
    let main = window()
    let stack = StackView()
    stack.snp.setLabel("stack")
    main.addSubview(stack)
    let a = FixedSizeView(intrinsic: CGSize(width: 40, height: 20))
    a.snp.setLabel("a")
    let b = FixedSizeView(intrinsic: CGSize(width: 30, height: 20))
    b.snp.setLabel("b")
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    stack.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    main.layoutIfNeeded()
    let inspection = LayoutInspection(windows: [main])
    let views = Dictionary(uniqueKeysWithValues: inspection.views.map { ($0.path, $0) })
    let generated = try #require(views["main/stack/b"]).constraints.filter {
      $0.kind == .generated
    }
    #expect(generated.contains { $0.label == "UISV-spacing" && $0.state == .held })
    let implicit = try #require(views["main/stack/a"]).constraints.filter {
      $0.kind == .implicit
    }
    #expect(implicit.map(\.priority) == [250, 750, 250, 750])
    #expect(implicit.allSatisfy { $0.description.contains("a.") && $0.file == nil })
    #expect(views["main/stack/a"]?.intrinsicContentSize == CGSize(width: 40, height: 20))
    let root = try #require(views["main"]).constraints.filter { $0.kind == .implicit }
    #expect(root.first?.description == "main.minX == 0 (the top of the hierarchy keeps its frame)")
  }

  @Test func aHierarchyNeverLaidOutHasItsConstraintsPending() {
    let main = window()
    let box = view("box", in: main)
    box.snp.makeConstraints { make in make.edges.equalToSuperview() }
    let inspection = LayoutInspection(windows: [main])
    #expect(inspection.views[1].constraints.map(\.state) == Array(repeating: .pending, count: 4))
  }

  @Test func mergingAddsOnlyViewsNotListedYet() {
    let main = window()
    _ = view("box", in: main)
    main.layoutIfNeeded()
    var inspection = LayoutInspection(windows: [main])
    let other = window()
    other.snp.setLabel("other")
    other.layoutIfNeeded()
    inspection.merge(LayoutInspection(windows: [main, other]))
    #expect(inspection.views.map(\.path) == ["main", "main/box", "other"])
  }

  @Test func theJSONHasTheVersionAndParses() throws {
    let document = try LayoutDocument(
      data: Data(
        """
        {"device": "iPhone 15", "windows": [{"id": "main", "views": [
          {"id": "box", "constraints": ["$0.size.equalTo(50)", "$0.centerX.equalToSuperview()"]}]}]}
        """.utf8), name: "box.layout.json")
    document.layoutIfNeeded()
    var inspection = LayoutInspection(windows: document.windows)
    inspection.annotateChains(document.constraintText)
    let json = inspection.json()
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["inspectorVersion"] as? Int == 2)
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["path"] as? String } == ["main", "main/box"])
    #expect(views[1]["ambiguous"] as? [String] == ["minY"])
    let constraints = try #require(views[1]["constraints"] as? [[String: Any]])
    #expect(constraints.first?["chain"] as? String == "$0.size.equalTo(50)")
    #expect(constraints.first?["file"] as? String == "box.layout.json")
    #expect(constraints.first?["line"] as? Int == 2)
    #expect(constraints.first?["column"] as? Int == 33)
    #expect(constraints[2]["chain"] as? String == "$0.centerX.equalToSuperview()")
    #expect(constraints[2]["column"] as? Int == 56)
    #expect(constraints.first?["state"] as? String == "held")
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["kind"] as? String == "ambiguous")
    // The same hierarchy, the same bytes.
    var again = LayoutInspection(windows: document.windows)
    again.annotateChains(document.constraintText)
    #expect(again.json() == json)
  }

  @Test func aSwiftCallSiteHasNoColumnAndNoChain() throws {
    let main = window()
    let box = view("box", in: main)
    box.snp.makeConstraints { make in make.size.equalTo(50) }
    main.layoutIfNeeded()
    var inspection = LayoutInspection(windows: [main])
    inspection.annotateChains { _, _ in "never" }
    let constraint = try #require(inspection.views.last?.constraints.first)
    #expect(constraint.file?.hasSuffix("LayoutInspectionTests.swift") == true)
    #expect(constraint.line > 0)
    #expect(constraint.column == nil)
    #expect(constraint.chain == nil)
    #expect(constraint.description.hasSuffix(" @LayoutInspectionTests.swift:\(constraint.line)"))
  }
}
