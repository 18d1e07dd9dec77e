import Foundation
import Layout

/// Builds random ``StackSceneModel``s and edits from a seed.
///
/// Nothing it makes conflicts: arranged views have no required sizes of their own (only
/// intrinsic sizes, at random hugging and compression priorities, ties included), so any
/// stack size can be met, if need be with negative lengths; subviews that are not arranged
/// are pinned without bounding the stack's size. What a tie leaves undetermined the oracle
/// skips (see ``StackSceneRun``).
struct StackSceneGenerator: SeededDraws {
  var rng: SplitMix64

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  mutating func number(_ range: ClosedRange<Int>, step: CGFloat = 1) -> CGFloat {
    CGFloat(int(range)) * step
  }

  static let texts: [String?] = [
    nil, "", "OK", "Hello", "Saved to Photos", "Tap to retry",
    "A longer line of text that wraps when the label is narrow",
  ]
  static let spacings: [CGFloat] = [0, 0, 4, 8, 10, 12.5, StackView.spacingUseSystem]
  /// Content priorities, ties included. None below 100: there the thousandth of a priority
  /// that breaks arranged views' ties by index weighs about 3·10⁻⁸ (priority 1 is a weight
  /// of 0.001), near the solver's epsilon, and which of two tied views grows depends on the
  /// pivots taken before (a known limit of the tie-break, left as it is).
  static let huggings: [Float] = [250, 250, 251, 249, 200, 750, 100]
  static let resistances: [Float] = [750, 750, 749, 751, 500, 250, 999]

  // MARK: Scenes

  /// A window with a root stack of 1–5 arranged items (sometimes a nested stack among them,
  /// sometimes a pinned subview that is not arranged).
  mutating func scene() -> StackSceneModel {
    var model = StackSceneModel(
      screen: screenChoice(), orientation: chance(0.3) ? .landscape : .portrait,
      rightToLeft: chance(0.15), leading: pick([0, 10, 20]), top: pick([0, 20, 64]),
      width: widthRule(), height: heightRule(),
      items: [0: StackSceneItem(id: 0, kind: .stack, stack: stackConfig())])
    for _ in 0..<int(1...5) {
      let id = newItem(in: &model, nested: chance(0.15))
      model.insertArranged(id, into: 0, at: nil)
    }
    if chance(0.2) {
      let id = newItem(in: &model, kind: .plain)
      model.addOther(id, to: 0)
      model[id].pin = pin(for: id, model)
    }
    for id in model.attachedStacks { randomCustomSpacings(&model, stack: id) }
    return model
  }

  mutating func screenChoice() -> StackSceneModel.ScreenChoice {
    chance(0.8)
      ? .profile(int(0...Screen.profiles.count - 1))
      : .custom(width: number(32...60, step: 10), height: number(50...100, step: 10))
  }

  mutating func widthRule() -> StackSceneModel.SizeRule? {
    switch int(0...9) {
    case 0...3: nil
    case 4...6: .length(number(12...40, step: 10))
    default: .inset(number(0...4, step: 10))
    }
  }

  mutating func heightRule() -> StackSceneModel.SizeRule? {
    switch int(0...9) {
    case 0...3: nil
    case 4...6: .length(number(8...30, step: 10))
    default: .inset(number(0...10, step: 10))
    }
  }

  mutating func stackConfig() -> StackSceneStack {
    var stack = StackSceneStack()
    stack.axis = chance(0.5) ? .horizontal : .vertical
    stack.distribution = pick(StackView.Distribution.allCases)
    stack.alignment = pick(StackView.Alignment.allCases)
    stack.spacing = pick(Self.spacings)
    stack.isBaselineRelative = chance(0.2)
    stack.isMarginsRelative = chance(0.25)
    if chance(0.5) { stack.layoutMargins = margins() }
    return stack
  }

  mutating func margins() -> EdgeInsets {
    EdgeInsets(
      top: number(0...4, step: 4), left: number(0...4, step: 4),
      bottom: number(0...4, step: 4), right: number(0...4, step: 4))
  }

  mutating func randomCustomSpacings(_ model: inout StackSceneModel, stack id: Int) {
    for child in model[stack: id].arranged where chance(0.15) {
      model[stack: id].customSpacings[child] = pick(Self.spacings + [20])
    }
  }

  /// A new detached item (not a stack unless `nested`; a nested stack gets 0–3 arranged
  /// items of its own).
  mutating func newItem(
    in model: inout StackSceneModel, nested: Bool = false, kind: StackSceneItem.Kind? = nil
  ) -> Int {
    let id = model.nextID
    let kind = kind ?? (nested ? .stack : (chance(0.6) ? .fixed(fixedSize()) : .label))
    var item = StackSceneItem(id: id, kind: kind)
    item.hugging = AxisPriorities(
      horizontal: pick(Self.huggings), vertical: pick(Self.huggings))
    item.resistance = AxisPriorities(
      horizontal: pick(Self.resistances), vertical: pick(Self.resistances))
    item.isHidden = kind != .plain && chance(0.12)
    if kind == .label {
      item.text = pick(Self.texts)
      item.fontSize = pick([13, 17, 22])
      item.numberOfLines = pick([1, 1, 1, 0, 2])
    }
    if kind == .stack { item.stack = stackConfig() }
    model[id] = item
    if kind == .stack {
      for _ in 0..<int(0...3) {
        let child = newItem(in: &model)
        model.insertArranged(child, into: id, at: nil)
      }
    }
    return id
  }

  mutating func fixedSize() -> CGSize {
    var size = CGSize(width: number(2...16, step: 10), height: number(2...12, step: 10))
    if chance(0.08) {
      if chance(0.5) {
        size.width = View.noIntrinsicMetric
      } else {
        size.height = View.noIntrinsicMetric
      }
    }
    return size
  }

  /// How a subview that is not arranged is pinned: a plain view by its edges or at the top
  /// leading corner with a size, any other at the corner with its own size.
  mutating func pin(for id: Int, _ model: StackSceneModel) -> StackSceneItem.Pin {
    if model[id].kind == .plain && chance(0.5) {
      return .edges(inset: number(0...3, step: 4))
    }
    return .topLeading(
      offset: number(0...3, step: 5),
      size: model[id].kind == .plain ? number(1...4, step: 10) : nil)
  }
}
