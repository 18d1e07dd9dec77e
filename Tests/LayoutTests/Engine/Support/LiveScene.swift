import Foundation
import Layout

/// A live window hierarchy made from a ``SceneModel`` with the SnapKit DSL, keeping each
/// view by its model id and each ``Constraint`` handle by its constraint id.
final class LiveScene {
  let window: Window
  private(set) var views: [Int: View] = [:]
  private var ids: [ObjectIdentifier: Int] = [:]
  /// The handles of the constraints made, active or not.
  var handles: [Int: Constraint] = [:]

  /// Builds the model's hierarchy: the views first (parents before children), then each
  /// view's guides and constraints in id order. A fresh build (`includeInactive` false)
  /// makes only the active constraints.
  init(_ model: SceneModel, includeInactive: Bool) {
    window = Window(screen: model.screen, orientation: model.orientation)
    register(window, id: 0)
    configure(window, as: model.views[0])
    let attached = model.attachedIDs
    for id in attached.dropFirst() {
      let view = makeView(model.views[id])
      self.view(model.views[id].parent).addSubview(view)
    }
    for id in attached.sorted() {
      makeGuides(of: id, model)
      makeConstraints(of: id, model, includeInactive: includeInactive)
    }
  }

  func view(_ id: Int) -> View {
    guard let view = views[id] else { preconditionFailure("no live view #\(id)") }
    return view
  }

  func id(of view: View) -> Int? { ids[ObjectIdentifier(view)] }

  private func register(_ view: View, id: Int) {
    views[id] = view
    ids[ObjectIdentifier(view)] = id
  }

  /// A new view for a model view, with its properties set (not yet in a hierarchy).
  func makeView(_ spec: SceneView) -> View {
    let view: View
    switch spec.kind {
    case .label:
      let label = Label(text: spec.text)
      label.font = .systemFont(ofSize: spec.fontSize)
      label.numberOfLines = spec.numberOfLines
      view = label
    case .scroll:
      let scroll = ScrollView()
      scroll.contentOffset = spec.contentOffset
      view = scroll
    case .autoresizing:
      view = View(frame: spec.frame)
      view.autoresizingMask = spec.autoresizingMask
    case .plain, .window:
      view = View()
    }
    configure(view, as: spec)
    register(view, id: spec.id)
    return view
  }

  private func configure(_ view: View, as spec: SceneView) {
    view.isHidden = spec.isHidden
    view.alpha = spec.alpha
    view.layoutMargins = spec.layoutMargins
    view.layoutDirection = spec.layoutDirection
  }

  /// Makes the guides the model says the view has (a fresh build makes them even when no
  /// active constraint uses them, as the live view keeps them once made).
  func makeGuides(of id: Int, _ model: SceneModel) {
    let view = self.view(id)
    for guide in model.views[id].guides.sorted(by: { $0.rawValue < $1.rawValue }) {
      switch guide {
      case .safeArea: _ = view.safeAreaLayoutGuide
      case .margins: _ = view.layoutMarginsGuide
      }
    }
  }

  /// Makes a view's constraints: the active ones with `makeConstraints` (those of a scroll
  /// view's content guide on the guide), the others with `prepareConstraints`.
  func makeConstraints(of id: Int, _ model: SceneModel, includeInactive: Bool) {
    let specs = model.views[id].constraints
    for onGuide in [false, true] {
      let active = specs.filter { $0.onContentGuide == onGuide && $0.isActive }
      let inactive = specs.filter { $0.onContentGuide == onGuide && !$0.isActive }
      guard !active.isEmpty || (includeInactive && !inactive.isEmpty) else { continue }
      let dsl = subject(of: id, onContentGuide: onGuide)
      if !active.isEmpty {
        dsl.makeConstraints { make in
          for spec in active { handles[spec.id] = chain(spec, of: id, make, model) }
        }
      }
      if includeInactive && !inactive.isEmpty {
        dsl.prepareConstraints { make in
          for spec in inactive { handles[spec.id] = chain(spec, of: id, make, model) }
        }
      }
    }
  }

  /// The DSL of a view, or of its content guide.
  func subject(of id: Int, onContentGuide: Bool) -> ConstraintDSL {
    let view = self.view(id)
    guard onContentGuide else { return view.snp.dsl }
    guard let scroll = view as? ScrollView else { preconditionFailure("#\(id) is no scroll view") }
    return scroll.contentLayoutGuide.snp
  }

  /// Writes one model constraint as a SnapKit chain on `make`.
  @discardableResult
  func chain(_ spec: SceneConstraint, of id: Int, _ make: ConstraintMaker, _ model: SceneModel)
    -> Constraint?
  {
    let start = Self.start(make, spec.first)
    let owner = self.view(id)
    // Guides are the superview's, or the scroll view's own for its content guide.
    let anchorView = spec.onContentGuide ? owner : self.view(model.views[id].parent)
    var target: ConstraintRelatableTarget?
    switch spec.target {
    case .constant: target = CGFloat(spec.constant)
    case .superview: target = spec.second.map { Self.item(anchorView.snp.dsl, $0) }
    case .safeArea: target = anchorView.safeAreaLayoutGuide
    case .marginsGuide: target = anchorView.layoutMarginsGuide
    case .contentGuide: target = (anchorView as? ScrollView)?.contentLayoutGuide
    case .frameGuide: target = (anchorView as? ScrollView)?.frameLayoutGuide
    case .sibling(let sibling): target = self.view(sibling)
    }
    if let second = spec.second, spec.target != .superview {
      switch target {
      case let view as View: target = Self.item(view.snp.dsl, second)
      case let guide as LayoutGuide: target = Self.item(guide.snp, second)
      default: break
      }
    }
    var editable: ConstraintMakerEditable
    switch (spec.relation, target) {
    case (.equal, let target?): editable = start.equalTo(target)
    case (.lessThanOrEqual, let target?): editable = start.lessThanOrEqualTo(target)
    case (.greaterThanOrEqual, let target?): editable = start.greaterThanOrEqualTo(target)
    case (.equal, nil): editable = start.equalToSuperview()
    case (.lessThanOrEqual, nil): editable = start.lessThanOrEqualToSuperview()
    case (.greaterThanOrEqual, nil): editable = start.greaterThanOrEqualToSuperview()
    }
    if spec.multiplier != 1 { editable = editable.multipliedBy(spec.multiplier) }
    if spec.target != .constant {
      editable = spec.usesInset ? editable.inset(spec.constant) : editable.offset(spec.constant)
    }
    if spec.priority < 1000 { return editable.priority(spec.priority).constraint }
    return editable.constraint
  }

  static func start(_ make: ConstraintMaker, _ attribute: SceneConstraint.Attribute)
    -> ConstraintMakerExtendable
  {
    switch attribute {
    case .left: make.left
    case .right: make.right
    case .top: make.top
    case .bottom: make.bottom
    case .leading: make.leading
    case .trailing: make.trailing
    case .centerX: make.centerX
    case .centerY: make.centerY
    case .width: make.width
    case .height: make.height
    case .firstBaseline: make.firstBaseline
    case .lastBaseline: make.lastBaseline
    case .leftMargin: make.leftMargin
    case .rightMargin: make.rightMargin
    case .topMargin: make.topMargin
    case .bottomMargin: make.bottomMargin
    case .leadingMargin: make.leadingMargin
    case .trailingMargin: make.trailingMargin
    case .horizontalEdges: make.horizontalEdges
    case .verticalEdges: make.verticalEdges
    case .directionalHorizontalEdges: make.directionalHorizontalEdges
    case .edges: make.edges
    case .size: make.size
    case .center: make.center
    }
  }

  /// The item for a single attribute of a target (composites only start chains).
  static func item(_ dsl: ConstraintDSL, _ attribute: SceneConstraint.Attribute)
    -> ConstraintItem
  {
    switch attribute {
    case .left: dsl.left
    case .right: dsl.right
    case .top: dsl.top
    case .bottom: dsl.bottom
    case .leading: dsl.leading
    case .trailing: dsl.trailing
    case .centerX: dsl.centerX
    case .centerY: dsl.centerY
    case .width: dsl.width
    case .height: dsl.height
    case .firstBaseline: dsl.firstBaseline
    case .lastBaseline: dsl.lastBaseline
    case .leftMargin: dsl.leftMargin
    case .rightMargin: dsl.rightMargin
    case .topMargin: dsl.topMargin
    case .bottomMargin: dsl.bottomMargin
    case .leadingMargin: dsl.leadingMargin
    case .trailingMargin: dsl.trailingMargin
    case .horizontalEdges, .verticalEdges, .directionalHorizontalEdges, .edges, .size, .center:
      preconditionFailure("\(attribute) is not a target attribute in these scenes")
    }
  }
}
