import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// A laid-out hierarchy is freed when its last user lets go (found by the libFuzzer run's
/// LeakSanitizer: the engine's constraint origins held the root view strongly).
@Suite struct ReleaseTests {
  @Test func aLaidOutWindowAndItsViewsAreReleased() {
    weak var weakWindow: Window?
    weak var weakLabel: Label?
    weak var weakEngine: LayoutEngine?
    weak var weakNode: LayoutNode?
    weak var weakBoxNode: LayoutNode?
    do {
      let window = Window(screen: .custom(width: 320, height: 480))
      let label = Label()
      label.text = "Hello"
      let box = View()
      window.addSubview(box)
      box.addSubview(label)
      box.snp.makeConstraints { make in
        make.edges.equalTo(window.safeAreaLayoutGuide).inset(8)
      }
      label.snp.makeConstraints { make in
        make.center.equalToSuperview()
        make.left.greaterThanOrEqualTo(box.snp.leftMargin)
      }
      window.layoutIfNeeded()
      #expect(label.frame.width > 0)
      weakWindow = window
      weakLabel = label
      weakEngine = window.layoutEngine
      #expect(weakEngine != nil)
      // The engine's state on a view goes with it too (a view that others' constraints
      // read lists them on its node, and they hold the view's reference).
      weakNode = window.layoutNode
      weakBoxNode = box.layoutNode
      #expect(!box.layoutNode.dependents.isEmpty)
    }
    #expect(weakWindow == nil)
    #expect(weakLabel == nil)
    #expect(weakEngine == nil)
    // Compared first: a failing expectation would print the node, whose references point
    // at items that are gone.
    let nodesGone = weakNode == nil && weakBoxNode == nil
    #expect(nodesGone)
  }

  // What holds a view without retaining it (its subviews, guides, layer, constraints and
  // solver variables) reads nil once the view is gone, as a weak reference would.

  @Test func subviewsKeptAfterTheirHierarchyGoesHaveNoSuperview() {
    let child = View()
    let grandchild = View()
    do {
      let root = View()
      let middle = View()
      root.addSubview(middle)
      root.addSubview(child)
      middle.addSubview(grandchild)
      #expect(child.superview === root)
      #expect(grandchild.superview === middle)
    }
    #expect(child.superview == nil)
    #expect(grandchild.superview == nil)
    // Still usable: added somewhere else, it is that view's subview.
    let other = View()
    other.addSubview(grandchild)
    #expect(grandchild.superview === other)
  }

  @Test func internalLabelsKeptAfterTheirControlGoesHaveNoSuperview() {
    var labels: [Label] = []
    var images: [ImageView] = []
    do {
      let button = Button(type: .system)
      button.setTitle("OK", for: .normal)
      button.setImage(Image(systemName: "star"), for: .normal)
      if let label = button.titleLabel { labels.append(label) }
      if let image = button.imageView { images.append(image) }
      #expect(labels.first?.superview === button)
      #expect(images.first?.superview === button)
      let field = TextField()
      let text = TextView()
      labels.append(field.contentLabel)
      labels.append(text.contentLabel)
    }
    #expect(labels.count == 3)
    #expect(images.count == 1)
    #expect(labels.allSatisfy { $0.superview == nil })
    #expect(images.allSatisfy { $0.superview == nil })
  }

  @Test func aGuideAndALayerKeptAfterTheirViewGoesHaveNoView() {
    let guide = LayoutGuide()
    let layer: Layer
    do {
      let view = View()
      view.addLayoutGuide(guide)
      layer = view.layer
      #expect(guide.owningView === view)
      #expect(layer.view === view)
    }
    #expect(guide.owningView == nil)
    #expect(layer.view == nil)
  }

  @Test func constraintsAndVariablesKeptAfterTheirViewsGoForgetThem() throws {
    let constraint: LayoutConstraint
    let dsl: Constraint
    let variable: Variable
    do {
      let window = Window(screen: .custom(width: 320, height: 480))
      let box = View()
      box.snp.setLabel("box")
      window.addSubview(box)
      var made: Constraint?
      box.snp.makeConstraints { make in
        made = make.left.equalToSuperview().offset(10).constraint
        make.top.width.height.equalTo(20)
      }
      dsl = try #require(made)
      constraint = try #require(dsl.layoutConstraints.first)
      window.layoutIfNeeded()
      let table = try #require(window.layoutEngine?.solver.variableTable)
      variable = box.frameVariable(.minX, in: table)
      #expect(variable === box.frameVariable(.minX, in: table))
      #expect(constraint.firstItem === box)
      #expect(constraint.secondItem === window)
      #expect(variable.name == "box.minX")
    }
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem == nil)
    #expect(dsl.fromItem == nil)
    #expect(variable.name == "(a released item).minX")
    // Deactivating what is left of it is harmless.
    dsl.deactivate()
    #expect(!constraint.isActive)
  }
}
