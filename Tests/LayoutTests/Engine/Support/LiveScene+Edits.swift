import Foundation
import Layout

extension LiveScene {
  /// Makes an edit through the public API; `model` is the model after the edit.
  func apply(_ edit: SceneEdit, _ model: SceneModel) {
    switch edit {
    case .constant(let id, let c, let value):
      let spec = self.spec(c, of: id, model)
      if spec.usesInset {
        handle(c).update(inset: CGFloat(value))
      } else {
        handle(c).update(offset: CGFloat(value))
      }
    case .updateConstraints(let id, let c, let value):
      let spec = self.spec(c, of: id, model)
      precondition(spec.constant == value)
      subject(of: id, onContentGuide: spec.onContentGuide).updateConstraints { make in
        chain(spec, of: id, make, model)
      }
    case .switchGroup(_, let from, let to, let activateFirst):
      if activateFirst {
        handle(to).activate()
        handle(from).deactivate()
      } else {
        handle(from).deactivate()
        handle(to).activate()
      }
    case .toggle(_, let c, let isActive):
      handle(c).isActive = isActive
    case .priority(_, let c, let value):
      handle(c).update(priority: ConstraintPriority(value))
    case .remake(let id):
      remake(id, model)
    case .add(let ids, let parent, let index, let attachFirst):
      add(ids, to: parent, at: index, attachFirst: attachFirst, model)
    case .remove(let id):
      view(id).removeFromSuperview()
    case .addBack(let id, let index), .reorder(let id, let index):
      view(model.views[id].parent).insertSubview(view(id), at: index)
    case .text(let id, let text): label(id).text = text
    case .font(let id, let size): label(id).font = .systemFont(ofSize: size)
    case .lines(let id, let lines): label(id).numberOfLines = lines
    case .hidden(let id, let isHidden): view(id).isHidden = isHidden
    case .alpha(let id, let alpha): view(id).alpha = alpha
    case .contentOffset(let id, let offset):
      guard let scroll = view(id) as? ScrollView else { preconditionFailure("#\(id)") }
      scroll.contentOffset = offset
    case .margins(let id, let margins): view(id).layoutMargins = margins
    case .direction(let id, let direction): view(id).layoutDirection = direction
    case .frame(let id, let frame): view(id).frame = frame
    case .orientation(let orientation): window.orientation = orientation
    case .screen(let index): window.screen = Screen.profiles[index]
    }
  }

  private func handle(_ c: Int) -> Constraint {
    guard let handle = handles[c] else { preconditionFailure("no handle for c\(c)") }
    return handle
  }

  private func spec(_ c: Int, of id: Int, _ model: SceneModel) -> SceneConstraint {
    guard let spec = model.views[id].constraints.first(where: { $0.id == c }) else {
      preconditionFailure("#\(id) has no c\(c)")
    }
    return spec
  }

  private func label(_ id: Int) -> Label {
    guard let label = view(id) as? Label else { preconditionFailure("#\(id) is no label") }
    return label
  }

  /// `snp.remakeConstraints` with the model's active constraints, then the others prepared.
  private func remake(_ id: Int, _ model: SceneModel) {
    let specs = model.views[id].constraints.filter { !$0.onContentGuide }
    let dsl = subject(of: id, onContentGuide: false)
    makeGuides(of: model.views[id].parent, model)
    dsl.remakeConstraints { make in
      for spec in specs where spec.isActive { handles[spec.id] = chain(spec, of: id, make, model) }
    }
    let inactive = specs.filter { !$0.isActive }
    if !inactive.isEmpty {
      dsl.prepareConstraints { make in
        for spec in inactive { handles[spec.id] = chain(spec, of: id, make, model) }
      }
    }
  }

  /// Adds a new subtree: its top added first and then constrained, or the subtree built and
  /// constrained first and its top added last.
  private func add(
    _ ids: [Int], to parent: Int, at index: Int, attachFirst: Bool, _ model: SceneModel
  ) {
    for id in ids { _ = makeView(model.views[id]) }
    if attachFirst { view(parent).insertSubview(view(ids[0]), at: index) }
    for id in ids.dropFirst() {
      // Within the new subtree, children keep the model's order.
      let host = model.views[id].parent
      view(host).insertSubview(view(id), at: model.views[host].children.firstIndex(of: id) ?? 0)
    }
    let order = attachFirst ? ids : Array(ids.dropFirst()) + [ids[0]]
    for id in order {
      if !attachFirst && id == ids[0] { view(parent).insertSubview(view(id), at: index) }
      makeGuides(of: model.views[id].parent, model)
      makeConstraints(of: id, model, includeInactive: true)
    }
  }
}
