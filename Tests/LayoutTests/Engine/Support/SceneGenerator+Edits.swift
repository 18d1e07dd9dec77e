import Foundation
import Layout

extension SceneGenerator {
  /// A random edit that the model allows, already applied to the model (the live scene
  /// applies it with ``LiveScene/apply(_:_:)``). Every edit changes what it sets (a new
  /// value, never the same one), so it is reported.
  mutating func edit(_ model: inout SceneModel) -> SceneEdit {
    while true {
      if let edit = tryEdit(&model) { return edit }
    }
  }

  private mutating func tryEdit(_ model: inout SceneModel) -> SceneEdit? {
    let attached = model.attachedIDs
    let subviews = Array(attached.dropFirst())
    switch int(0...99) {
    case 0..<13: return constant(&model, attached, viaUpdateConstraints: false)
    case 13..<19: return constant(&model, attached, viaUpdateConstraints: true)
    case 19..<22: return addBack(&model)
    case 22..<30: return switchGroup(&model, attached)
    case 30..<36: return toggleOrPriority(&model, attached, priority: false)
    case 36..<40: return toggleOrPriority(&model, attached, priority: true)
    case 40..<44: return remake(&model, subviews)
    case 44..<49: return add(&model)
    case 49..<53: return remove(&model, subviews)
    case 53..<56: return addBack(&model)
    case 56..<58: return reorder(&model, subviews)
    case 58..<70: return labelEdit(&model, subviews)
    case 70..<73:
      let id = pick(attached)
      model.views[id].isHidden.toggle()
      return .hidden(view: id, isHidden: model.views[id].isHidden)
    case 73..<76:
      let id = pick(attached)
      let alpha = pick([0, 0.5, 1].filter { $0 != model.views[id].alpha })
      model.views[id].alpha = alpha
      return .alpha(view: id, alpha: alpha)
    case 76..<82:
      let scrolls = subviews.filter { model.views[$0].kind == .scroll }
      guard let id = pickOptional(scrolls) else { return nil }
      let offset = CGPoint(x: number(0...2, step: 20), y: number(0...6, step: 25))
      guard offset != model.views[id].contentOffset else { return nil }
      model.views[id].contentOffset = offset
      return .contentOffset(view: id, offset: offset)
    case 82..<86:
      let id = pick(attached)
      let margins = margins()
      guard margins != model.views[id].layoutMargins else { return nil }
      model.views[id].layoutMargins = margins
      return .margins(view: id, margins: margins)
    case 86..<89:
      let id = pick(attached)
      let options: [LayoutDirection?] = [nil, .leftToRight, .rightToLeft]
      let direction = pick(options.filter { $0 != model.views[id].layoutDirection })
      model.views[id].layoutDirection = direction
      return .direction(view: id, direction: direction)
    case 89..<94:
      let autoresizing = subviews.filter { model.views[$0].kind == .autoresizing }
      guard let id = pickOptional(autoresizing) else { return nil }
      let frame = autoresizingFrame()
      model.views[id].frame = frame
      return .frame(view: id, frame: frame)
    case 94..<97:
      let old = model.windowSize
      batch.windowResized = true
      model.orientation = model.orientation == .portrait ? .landscape : .portrait
      model.windowDidResize(from: old)
      return .orientation(model.orientation)
    default:
      let old = model.windowSize
      let screens = Screen.profiles.indices.filter { $0 != model.screenIndex }
      guard let index = pickOptional(Array(screens)) else { return nil }
      batch.windowResized = true
      model.screenIndex = index
      model.windowDidResize(from: old)
      return .screen(index)
    }
  }

  mutating func pickOptional<T>(_ options: [T]) -> T? {
    options.isEmpty ? nil : pick(options)
  }

  /// A new constant for a constraint of an attached view (through `update(offset:)` or
  /// `update(inset:)`, or `snp.updateConstraints` when one chain matches it alone).
  private mutating func constant(
    _ model: inout SceneModel, _ attached: [Int], viaUpdateConstraints: Bool
  ) -> SceneEdit? {
    guard let id = pickOptional(attached.filter { !model.views[$0].constraints.isEmpty }) else {
      return nil
    }
    let specs = model.views[id].constraints
    var index = int(0...specs.count - 1)
    if viaUpdateConstraints {
      let candidates = specs.indices.filter { i in
        specs[i].isActive
          && specs.filter { $0.isActive && $0.matchKey == specs[i].matchKey }.count == 1
      }
      guard let chosen = pickOptional(candidates) else { return nil }
      index = chosen
    }
    let spec = specs[index]
    var value = spec.constant + pick([-30, -15, -5, 5, 10, 25, 40])
    if spec.target == .constant { value = max(value, 10) }
    model.views[id].constraints[index].constant = value
    return viaUpdateConstraints
      ? .updateConstraints(view: id, constraint: spec.id, value: value)
      : .constant(view: id, constraint: spec.id, value: value)
  }

  /// Another alternative of a group becomes the active one.
  private mutating func switchGroup(_ model: inout SceneModel, _ attached: [Int]) -> SceneEdit? {
    var choices: [(Int, Int, Int)] = []
    for id in attached {
      let specs = model.views[id].constraints
      for from in specs.indices where specs[from].isActive && specs[from].group != nil {
        for to in specs.indices where to != from && specs[to].group == specs[from].group {
          choices.append((id, from, to))
        }
      }
    }
    guard let (id, from, to) = pickOptional(choices) else { return nil }
    model.views[id].constraints[from].isActive = false
    model.views[id].constraints[to].isActive = true
    let specs = model.views[id].constraints
    return .switchGroup(
      view: id, from: specs[from].id, to: specs[to].id, activateFirst: chance(0.5))
  }

  /// An optional constraint (not a fallback) turned on or off, or given a priority no other
  /// optional constraint of its view has.
  private mutating func toggleOrPriority(
    _ model: inout SceneModel, _ attached: [Int], priority: Bool
  ) -> SceneEdit? {
    var choices: [(Int, Int)] = []
    for id in attached {
      for (i, spec) in model.views[id].constraints.enumerated() where spec.role == .soft {
        choices.append((id, i))
      }
    }
    guard let (id, index) = pickOptional(choices) else { return nil }
    let spec = model.views[id].constraints[index]
    guard priority else {
      model.views[id].constraints[index].isActive.toggle()
      return .toggle(view: id, constraint: spec.id, isActive: !spec.isActive)
    }
    let used = model.views[id].constraints.filter { $0.role == .soft }.map(\.priority)
    guard let value = pickOptional(Self.softPriorities.filter { !used.contains($0) }) else {
      return nil
    }
    model.views[id].constraints[index].priority = value
    return .priority(view: id, constraint: spec.id, value: value)
  }

  /// New constraints for a view placed by constraints (its content guide's stay).
  private mutating func remake(_ model: inout SceneModel, _ subviews: [Int]) -> SceneEdit? {
    let kinds: [SceneView.Kind] = [.plain, .label, .scroll]
    guard let id = pickOptional(subviews.filter { kinds.contains(model.views[$0].kind) }) else {
      return nil
    }
    let made = constraints(for: id, in: &model)
    model.views[id].constraints = made + model.views[id].constraints.filter(\.onContentGuide)
    return .remake(view: id)
  }

  /// A new subtree of one to three views under an attached view.
  private mutating func add(_ model: inout SceneModel) -> SceneEdit? {
    guard model.views.count < 28 else { return nil }
    let parent = pick(containers(in: model))
    let top = newView(in: &model, parent: parent, allowsAutoresizing: true)
    var made = [top]
    for _ in 0..<int(0...2) {
      let hosts = made.filter { model.views[$0].kind != .label && model.depth(of: $0) <= 3 }
      guard let host = pickOptional(hosts) else { break }
      let id = newView(in: &model, parent: host)
      model.views[host].children.append(id)
      made.append(id)
    }
    let index = int(0...model.views[parent].children.count)
    model.views[parent].children.insert(top, at: index)
    return .add(views: made, parent: parent, index: index, attachFirst: chance(0.5))
  }

  /// Removes a view no other attached view's constraints name (with its subtree).
  private mutating func remove(_ model: inout SceneModel, _ subviews: [Int]) -> SceneEdit? {
    let free = subviews.filter { id in
      // Autoresizing follows a resize at the next pass (UIKit resizes at once): a flexible
      // view removed between a resize and that pass keeps its frame, where the model's
      // has followed.
      !model.dependents(of: id).contains { model.isAttached($0) }
        && !(batch.windowResized && model.isFlexibleWindowSubview(id))
    }
    guard let id = pickOptional(free) else { return nil }
    model.views[id].isInParent = false
    model.views[model.views[id].parent].children.removeAll { $0 == id }
    return .remove(view: id)
  }

  /// Puts a removed view back where its parent is attached and the siblings its
  /// constraints name are in.
  private mutating func addBack(_ model: inout SceneModel) -> SceneEdit? {
    let candidates = model.views.indices.filter { id in
      let view = model.views[id]
      guard id != 0, !view.isInParent, model.isAttached(view.parent) else { return false }
      return view.constraints.allSatisfy { spec in
        guard case .sibling(let sibling) = spec.target else { return true }
        return model.views[sibling].isInParent
      }
    }
    guard let id = pickOptional(candidates) else { return nil }
    let parent = model.views[id].parent
    let index = int(0...model.views[parent].children.count)
    model.views[parent].children.insert(id, at: index)
    model.views[id].isInParent = true
    return .addBack(view: id, index: index)
  }

  /// Moves a subview to another place among its siblings.
  private mutating func reorder(_ model: inout SceneModel, _ subviews: [Int]) -> SceneEdit? {
    guard let id = pickOptional(subviews) else { return nil }
    let parent = model.views[id].parent
    var children = model.views[parent].children
    guard children.count > 1, let old = children.firstIndex(of: id) else { return nil }
    let index = pick(Array(0..<children.count).filter { $0 != old })
    children.remove(at: old)
    children.insert(id, at: index)
    model.views[parent].children = children
    return .reorder(view: id, index: index)
  }

  /// A label's text, font or number of lines (lines only where the width is fixed).
  private mutating func labelEdit(_ model: inout SceneModel, _ subviews: [Int]) -> SceneEdit? {
    guard let id = pickOptional(subviews.filter { model.views[$0].kind == .label }) else {
      return nil
    }
    let view = model.views[id]
    switch int(0...5) {
    case 0...2:
      let text = pick(Self.texts.filter { $0 != view.text })
      model.views[id].text = text
      return .text(view: id, text: text)
    case 3:
      let size = pick([13, 17, 22].filter { $0 != view.fontSize })
      model.views[id].fontSize = size
      return .font(view: id, size: size)
    default:
      // Between wrapping counts only: a label made to wrap after it was laid out on one
      // line does not wrap (see `labelMadeMultilineAfterLayoutWrapsAtItsWidth`).
      guard view.hasFixedWidth, view.numberOfLines != 1 else { return nil }
      let lines = view.numberOfLines == 0 ? 2 : 0
      model.views[id].numberOfLines = lines
      return .lines(view: id, lines: lines)
    }
  }
}
