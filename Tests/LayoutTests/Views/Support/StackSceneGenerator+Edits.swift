import Foundation
import Layout

extension StackSceneGenerator {
  /// A random edit that applies to `model` (the caller applies it to the model and the
  /// live scene).
  mutating func edit(_ model: StackSceneModel) -> StackSceneEdit {
    while true {
      if let edit = tryEdit(model) {
        var probe = model
        if probe.apply(edit) { return edit }
      }
    }
  }

  /// An edit of a random kind, or nil if the scene has nothing it could apply to.
  private mutating func tryEdit(_ model: StackSceneModel) -> StackSceneEdit? {
    let attached = Array(model.attachedIDs.dropFirst())
    // Loose views are pinned soon, mostly (unpinned, their positions are ambiguous); the
    // root keeps a visible arranged view, mostly (empty, its size is).
    let loose = attached.filter { model.isLoose($0) && model[$0].pin == nil }
    if !loose.isEmpty && chance(0.5) {
      let id = pick(loose)
      return .pin(id, pin(for: id, model))
    }
    let shown = model[stack: 0].arranged.filter { !model[$0].isHidden }
    func emptiesRoot(_ id: Int) -> Bool { shown == [id] && chance(0.8) }
    switch int(0...99) {
    case 0..<30: return stackEdit(model)
    case 30..<45:
      let candidates = attached.filter { model[$0].kind != .plain }
      guard !candidates.isEmpty else { return nil }
      let id = pick(candidates)
      guard !emptiesRoot(id) else { return nil }
      return .hidden(id, !model[id].isHidden, animated: chance(0.3))
    case 45..<58: return insertEdit(model)
    case 58..<64:
      let arranged = model.attachedStacks.flatMap { model[stack: $0].arranged }
      guard !arranged.isEmpty else { return nil }
      let id = pick(arranged)
      guard !emptiesRoot(id), let stack = model[id].parent else { return nil }
      return .removeArranged(id, stack: stack)
    case 64..<70:
      guard !attached.isEmpty else { return nil }
      let id = pick(attached)
      guard !emptiesRoot(id) else { return nil }
      return .removeFromSuperview(id)
    case 70..<73:
      guard !loose.isEmpty else { return nil }
      let id = pick(loose)
      return .pin(id, pin(for: id, model))
    case 73..<75:
      var scratch = model
      let id = newItem(in: &scratch, kind: .plain)
      scratch[id].pin = pin(for: id, scratch)
      return .addOther(id, stack: pick(model.attachedStacks), made: [scratch[id]])
    case 75..<81: return labelEdit(model)
    case 81..<85:
      let items = model.items.values.filter { $0.kind != .plain }.map(\.id).sorted()
      return .priorities(
        pick(items),
        hugging: AxisPriorities(horizontal: pick(Self.huggings), vertical: pick(Self.huggings)),
        resistance: AxisPriorities(
          horizontal: pick(Self.resistances), vertical: pick(Self.resistances)))
    case 85..<93: return sizeEdit(model)
    case 93..<96: return .orientation(model.orientation == .portrait ? .landscape : .portrait)
    case 96..<98: return .rightToLeft(!model.rightToLeft)
    default: return .screen(screenChoice())
    }
  }

  /// A stack to edit: one in the window, now and then a detached one.
  private mutating func anyStack(_ model: StackSceneModel) -> Int {
    let detached = model.items.values.filter { $0.stack != nil && !model.isAttached($0.id) }
      .map(\.id).sorted()
    if !detached.isEmpty && chance(0.1) { return pick(detached) }
    return pick(model.attachedStacks)
  }

  private mutating func stackEdit(_ model: StackSceneModel) -> StackSceneEdit? {
    let id = anyStack(model)
    let stack = model[stack: id]
    switch int(0...7) {
    case 0: return .axis(stack: id, stack.axis == .horizontal ? .vertical : .horizontal)
    case 1: return .distribution(stack: id, pick(StackView.Distribution.allCases))
    case 2: return .alignment(stack: id, pick(StackView.Alignment.allCases))
    case 3: return .spacing(stack: id, pick(Self.spacings))
    case 4:
      guard !stack.arranged.isEmpty else { return nil }
      return .customSpacing(
        stack: id, pick(Self.spacings + [20, StackView.spacingUseDefault]),
        after: pick(stack.arranged))
    case 5: return .baselineRelative(stack: id, !stack.isBaselineRelative)
    case 6: return .marginsRelative(stack: id, !stack.isMarginsRelative)
    default: return .layoutMargins(stack: id, margins())
    }
  }

  /// An arranged view inserted or added: a new one, a detached one, a subview of the stack
  /// that is not arranged, one arranged elsewhere, or one moved within its stack.
  private mutating func insertEdit(_ model: StackSceneModel) -> StackSceneEdit? {
    let stackID = pick(model.attachedStacks)
    let stack = model[stack: stackID]
    let id: Int
    var made: [StackSceneItem] = []
    switch int(0...9) {
    case 0...3:
      var scratch = model
      id = newItem(in: &scratch, nested: stackID == 0 && chance(0.2))
      made = scratch.items.values.filter { model.items[$0.id] == nil }.sorted { $0.id < $1.id }
    case 4...5:
      let detached = model.items.values.filter {
        $0.id != 0 && $0.parent == nil && $0.kind != .plain && (stackID == 0 || $0.kind != .stack)
      }.map(\.id).sorted()
      guard !detached.isEmpty else { return nil }
      id = pick(detached)
    case 6:
      let loose = stack.others.filter { model[$0].kind != .plain }
      guard !loose.isEmpty else { return nil }
      id = pick(loose)
    case 7:
      let elsewhere = model.attachedStacks.filter { $0 != stackID }
        .flatMap { model[stack: $0].arranged }
        .filter { model[$0].kind != .stack }
      guard !elsewhere.isEmpty else { return nil }
      id = pick(elsewhere)
    default:
      guard stack.arranged.count > 1 else { return nil }
      return .insert(
        pick(stack.arranged), stack: stackID, at: int(0...stack.arranged.count - 1))
    }
    return .insert(
      id, stack: stackID, at: chance(0.5) ? nil : int(0...stack.arranged.count), made: made)
  }

  private mutating func labelEdit(_ model: StackSceneModel) -> StackSceneEdit? {
    let labels = model.items.values.filter { $0.kind == .label }.map(\.id).sorted()
    guard !labels.isEmpty else { return nil }
    let id = pick(labels)
    switch int(0...5) {
    case 0...3: return .text(id, pick(Self.texts))
    case 4: return .font(id, pick([13, 17, 22]))
    default: return .lines(id, pick([1, 0, 2]))
    }
  }

  private mutating func sizeEdit(_ model: StackSceneModel) -> StackSceneEdit {
    if let width = model.width, chance(0.35) {
      switch width {
      case .length: return .updateWidth(number(12...40, step: 10))
      case .inset: return .updateWidth(number(0...4, step: 10))
      }
    }
    if let height = model.height, chance(0.35) {
      switch height {
      case .length: return .updateHeight(number(8...30, step: 10))
      case .inset: return .updateHeight(number(0...10, step: 10))
      }
    }
    return .remakeSize(width: widthRule(), height: heightRule())
  }
}
