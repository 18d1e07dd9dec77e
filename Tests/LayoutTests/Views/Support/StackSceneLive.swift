import Foundation

@testable import Layout

/// A live window hierarchy made from a ``StackSceneModel`` through the public API, keeping
/// each view by its item id; edits are applied to it one by one (``apply(_:_:)``), and a
/// fresh one built from the model is the oracle.
final class StackSceneLive {
  let window: Window
  let clock = AnimationClock()
  let animator: Animator
  private(set) var views: [Int: View] = [:]
  private var ids: [ObjectIdentifier: Int] = [:]
  /// The handles of the root stack's size constraints.
  private var width: Constraint?
  private var height: Constraint?
  /// Whether the last edit ran an animation (its presentation is checked at the end).
  private(set) var animated = false

  init(_ model: StackSceneModel) {
    window = Window(screen: model.screen.screen, orientation: model.orientation)
    window.layoutDirection = model.rightToLeft ? .rightToLeft : .leftToRight
    animator = Animator(clock: clock, watching: [window])
    let root = build(0, model)
    window.addSubview(root)
    root.snp.makeConstraints { make in makeRootConstraints(make, model) }
  }

  func view(_ id: Int) -> View {
    guard let view = views[id] else { preconditionFailure("no live view #\(id)") }
    return view
  }

  func stack(_ id: Int) -> StackView {
    guard let stack = views[id] as? StackView else { preconditionFailure("#\(id) is no stack") }
    return stack
  }

  func id(of view: View) -> Int? { ids[ObjectIdentifier(view)] }

  // MARK: Building

  /// The view of an item, made with its subtree the first time.
  @discardableResult
  func build(_ id: Int, _ model: StackSceneModel) -> View {
    if let view = views[id] { return view }
    let item = model[id]
    let view: View
    switch item.kind {
    case .fixed(let size): view = FixedSizeView(intrinsic: size)
    case .label:
      let label = Label(text: item.text)
      label.font = .systemFont(ofSize: item.fontSize)
      label.numberOfLines = item.numberOfLines
      view = label
    case .stack: view = StackView()
    case .plain: view = View()
    }
    view.debugName = "#\(id)"
    view.contentHuggingPriority = item.hugging
    view.contentCompressionResistancePriority = item.resistance
    view.isHidden = item.isHidden
    views[id] = view
    ids[ObjectIdentifier(view)] = id
    if let spec = item.stack, let stack = view as? StackView {
      stack.axis = spec.axis
      stack.distribution = spec.distribution
      stack.alignment = spec.alignment
      stack.spacing = spec.spacing
      stack.isBaselineRelativeArrangement = spec.isBaselineRelative
      stack.isLayoutMarginsRelativeArrangement = spec.isMarginsRelative
      stack.layoutMargins = spec.layoutMargins
      for child in spec.arranged { stack.addArrangedSubview(build(child, model)) }
      for (child, value) in spec.customSpacings.sorted(by: { $0.key < $1.key }) {
        stack.setCustomSpacing(value, after: self.view(child))
      }
      for child in spec.others {
        let subview = build(child, model)
        // Arranged once (or pinned by the DSL): placed by constraints.
        subview.translatesAutoresizingMaskIntoConstraints = false
        stack.addSubview(subview)
        if let pin = model[child].pin { Self.pin(subview, pin) }
      }
    }
    return view
  }

  private func makeRootConstraints(_ make: ConstraintMaker, _ model: StackSceneModel) {
    make.leading.equalToSuperview().offset(model.leading)
    make.top.equalToSuperview().offset(model.top)
    width = model.width.map { rule in
      switch rule {
      case .length(let value): make.width.equalTo(value).constraint
      case .inset(let value): make.trailing.equalToSuperview().inset(value).constraint
      }
    }
    height = model.height.map { rule in
      switch rule {
      case .length(let value): make.height.equalTo(value).constraint
      case .inset(let value): make.bottom.equalToSuperview().inset(value).constraint
      }
    }
  }

  static func pin(_ view: View, _ pin: StackSceneItem.Pin) {
    view.snp.makeConstraints { make in
      switch pin {
      case .edges(let inset):
        make.edges.equalToSuperview().inset(inset)
      case .topLeading(let offset, let size):
        make.top.leading.equalToSuperview().offset(offset)
        if let size { make.size.equalTo(size) }
      }
    }
  }

  /// Whether a view is a subview of a stack without being arranged.
  private func isLoose(_ view: View) -> Bool {
    guard let stack = view.superview as? StackView else { return false }
    return !stack.arrangedSubviews.contains { $0 === view }
  }

  // MARK: Edits

  /// Applies an edit the model has taken.
  func apply(_ edit: StackSceneEdit, _ model: StackSceneModel) {
    animated = false
    switch edit {
    case .axis(let id, let axis): stack(id).axis = axis
    case .distribution(let id, let value): stack(id).distribution = value
    case .alignment(let id, let value): stack(id).alignment = value
    case .spacing(let id, let value): stack(id).spacing = value
    case .customSpacing(let id, let value, let after):
      stack(id).setCustomSpacing(value, after: view(after))
    case .baselineRelative(let id, let on): stack(id).isBaselineRelativeArrangement = on
    case .marginsRelative(let id, let on): stack(id).isLayoutMarginsRelativeArrangement = on
    case .layoutMargins(let id, let margins): stack(id).layoutMargins = margins
    case .hidden(let id, let hidden, let animated):
      let view = self.view(id)
      if animated {
        self.animated = true
        animator.animate(withDuration: 0.25) {
          view.isHidden = hidden
          window.layoutIfNeeded()
        }
        clock.advance(by: 0.25)
      } else {
        view.isHidden = hidden
      }
    case .insert(let id, let stackID, let index, _):
      let view = build(id, model)
      if isLoose(view) { view.snp.removeConstraints() }
      if let index {
        stack(stackID).insertArrangedSubview(view, at: index)
      } else {
        stack(stackID).addArrangedSubview(view)
      }
    case .removeArranged(let id, let stackID): stack(stackID).removeArrangedSubview(view(id))
    case .removeFromSuperview(let id):
      let view = self.view(id)
      if isLoose(view) { view.snp.removeConstraints() }
      view.removeFromSuperview()
    case .addOther(let id, let stackID, _):
      let view = build(id, model)
      stack(stackID).addSubview(view)
      if let pin = model[id].pin { Self.pin(view, pin) }
    case .pin(let id, let pin): Self.pin(view(id), pin)
    default: applyOther(edit, model)
    }
  }

  private func applyOther(_ edit: StackSceneEdit, _ model: StackSceneModel) {
    switch edit {
    case .text(let id, let text): label(id).text = text
    case .font(let id, let size): label(id).font = .systemFont(ofSize: size)
    case .lines(let id, let lines): label(id).numberOfLines = lines
    case .priorities(let id, let hugging, let resistance):
      view(id).contentHuggingPriority = hugging
      view(id).contentCompressionResistancePriority = resistance
    case .updateWidth(let value): update(width, model.width, value)
    case .updateHeight(let value): update(height, model.height, value)
    case .remakeSize:
      view(0).snp.remakeConstraints { make in makeRootConstraints(make, model) }
    case .orientation(let orientation): window.orientation = orientation
    case .rightToLeft(let on): window.layoutDirection = on ? .rightToLeft : .leftToRight
    case .screen(let screen): window.screen = screen.screen
    default: preconditionFailure("not an edit of applyOther: \(edit)")
    }
  }

  private func label(_ id: Int) -> Label {
    guard let label = views[id] as? Label else { preconditionFailure("#\(id) is no label") }
    return label
  }

  private func update(
    _ constraint: Constraint?, _ rule: StackSceneModel.SizeRule?, _ value: CGFloat
  ) {
    switch rule {
    case .length: constraint?.update(offset: value)
    case .inset: constraint?.update(inset: value)
    case nil: preconditionFailure("no size constraint to update")
    }
  }
}
