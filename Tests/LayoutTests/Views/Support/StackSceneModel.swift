import Foundation
import Layout

/// A stack view configuration as plain values: a window, a root stack placed in it with its
/// own size constraints, and the items below it (fixed-size views, labels, one level of
/// nested stacks, subviews that are not arranged). Random edits change the model and a live
/// hierarchy together (``StackSceneLive``); a fresh build of the model, laid out once, is
/// the oracle for the live one.
struct StackSceneModel: CustomStringConvertible {
  /// A device profile (an index into `Screen.profiles`) or a custom screen.
  enum ScreenChoice: Equatable, CustomStringConvertible {
    case profile(Int)
    case custom(width: CGFloat, height: CGFloat)

    var screen: Screen {
      switch self {
      case .profile(let index): Screen.profiles[index]
      case .custom(let width, let height): .custom(width: width, height: height)
      }
    }

    var description: String { screen.name }
  }

  /// A size constraint of the root stack: a length, or the far edge inset from the
  /// window's (trailing or bottom).
  enum SizeRule: Equatable, CustomStringConvertible {
    case length(CGFloat)
    case inset(CGFloat)

    var value: CGFloat {
      switch self {
      case .length(let value), .inset(let value): value
      }
    }

    var description: String {
      switch self {
      case .length(let value): "== \(value)"
      case .inset(let value): "edge inset \(value)"
      }
    }
  }

  var screen: ScreenChoice
  var orientation: Screen.Orientation
  var rightToLeft: Bool
  /// The root stack's leading and top offsets from the window.
  var leading: CGFloat
  var top: CGFloat
  var width: SizeRule?
  var height: SizeRule?
  /// Every item ever made, by id (removed ones stay, detached, to be added back); item 0
  /// is the root stack.
  var items: [Int: StackSceneItem]

  subscript(id: Int) -> StackSceneItem {
    get {
      guard let item = items[id] else { preconditionFailure("no item #\(id)") }
      return item
    }
    set { items[id] = newValue }
  }

  /// The arrangement of the stack item `id`.
  subscript(stack id: Int) -> StackSceneStack {
    get {
      guard let stack = self[id].stack else { preconditionFailure("#\(id) is no stack") }
      return stack
    }
    set { self[id].stack = newValue }
  }

  /// The id the next new item gets.
  var nextID: Int { (items.keys.max() ?? -1) + 1 }

  /// The ids of the items in the window, parents before children.
  var attachedIDs: [Int] {
    var out: [Int] = []
    var pending = [0]
    while let id = pending.popLast() {
      out.append(id)
      if let stack = self[id].stack {
        pending.append(contentsOf: (stack.arranged + stack.others).reversed())
      }
    }
    return out
  }

  /// The ids of the stacks in the window.
  var attachedStacks: [Int] { attachedIDs.filter { self[$0].stack != nil } }

  /// Whether an item is a subview of a stack in the window.
  func isAttached(_ id: Int) -> Bool {
    var current = id
    while current != 0 {
      guard let parent = items[current]?.parent else { return false }
      current = parent
    }
    return true
  }

  /// Whether an item is a subview of its stack without being arranged.
  func isLoose(_ id: Int) -> Bool {
    guard let parent = items[id]?.parent else { return false }
    return self[stack: parent].others.contains(id)
  }

  // MARK: Edits, with UIKit's semantics

  /// `insertArrangedSubview(_:at:)` (`addArrangedSubview` with no index): a view already
  /// arranged there moves; one that is a subview of another stack leaves it first; a
  /// subview that is not arranged becomes arranged.
  mutating func insertArranged(_ id: Int, into stackID: Int, at index: Int?) {
    if self[id].parent != stackID { detach(id) }
    var stack = self[stack: stackID]
    stack.arranged.removeAll { $0 == id }
    stack.others.removeAll { $0 == id }
    stack.arranged.insert(id, at: min(max(index ?? stack.arranged.count, 0), stack.arranged.count))
    self[stackID].stack = stack
    self[id].parent = stackID
    self[id].pin = nil
  }

  /// `removeArrangedSubview`: the view stays a subview, unpinned, and its custom spacing
  /// goes.
  mutating func removeArranged(_ id: Int) {
    guard let stackID = self[id].parent else { return }
    guard let index = self[stack: stackID].arranged.firstIndex(of: id) else { return }
    self[stack: stackID].arranged.remove(at: index)
    self[stack: stackID].customSpacings[id] = nil
    self[stack: stackID].others.append(id)
  }

  /// `removeFromSuperview`.
  mutating func detach(_ id: Int) {
    guard let stackID = self[id].parent else { return }
    self[stack: stackID].arranged.removeAll { $0 == id }
    self[stack: stackID].others.removeAll { $0 == id }
    self[stack: stackID].customSpacings[id] = nil
    self[id].parent = nil
    self[id].pin = nil
  }

  /// Adds a subview that is not arranged (`addSubview`).
  mutating func addOther(_ id: Int, to stackID: Int) {
    detach(id)
    self[stack: stackID].others.append(id)
    self[id].parent = stackID
  }

  var description: String {
    var lines = [
      "screen \(screen) \(orientation)\(rightToLeft ? " RTL" : ""); root stack at leading "
        + "\(leading), top \(top), width \(width?.description ?? "free"), height "
        + "\(height?.description ?? "free")"
    ]
    for (_, item) in items.sorted(by: { $0.key < $1.key }) {
      var line = "  " + item.description
      if item.id != 0 && !isAttached(item.id) { line += " (detached)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

/// One item of a ``StackSceneModel``.
struct StackSceneItem: CustomStringConvertible {
  enum Kind: Equatable {
    /// A ``FixedSizeView`` (an axis may be `View.noIntrinsicMetric`).
    case fixed(CGSize)
    case label
    case stack
    /// A plain `View`, only as a subview that is not arranged (pinned).
    case plain
  }

  /// How a subview that is not arranged is held in its stack.
  enum Pin: Equatable, CustomStringConvertible {
    /// `edges.equalToSuperview().inset(inset)`.
    case edges(inset: CGFloat)
    /// `top.leading.equalToSuperview().offset(offset)`, and `size.equalTo(size)` if given.
    case topLeading(offset: CGFloat, size: CGFloat?)

    var description: String {
      switch self {
      case .edges(let inset): "edges inset \(inset)"
      case .topLeading(let offset, let size):
        "top-leading +\(offset)" + (size.map { " size \($0)" } ?? "")
      }
    }
  }

  let id: Int
  let kind: Kind
  var hugging = AxisPriorities(horizontal: 250, vertical: 250)
  var resistance = AxisPriorities(horizontal: 750, vertical: 750)
  var isHidden = false
  var text: String?
  var fontSize: CGFloat = 17
  var numberOfLines = 1
  /// The arrangement, for a stack.
  var stack: StackSceneStack?
  /// The stack this is a subview of (nil when detached, and for the root).
  var parent: Int?
  /// How a subview that is not arranged is pinned (nil: not at all, or arranged).
  var pin: Pin?

  var description: String {
    var text = "#\(id) "
    switch kind {
    case .fixed(let size): text += "fixed \(size.width)×\(size.height)"
    case .label:
      text += "label \(self.text.map { "\"\($0)\"" } ?? "nil") \(fontSize)pt lines \(numberOfLines)"
    case .stack: text += "stack"
    case .plain: text += "plain"
    }
    if let parent { text += " in #\(parent)" }
    if isHidden { text += " hidden" }
    if kind != .plain {
      text += " hug \(hugging.horizontal)/\(hugging.vertical)"
      text += " cr \(resistance.horizontal)/\(resistance.vertical)"
    }
    if let pin { text += " pinned \(pin)" }
    if let stack { text += " " + stack.description }
    return text
  }
}

/// The arrangement of a stack in a ``StackSceneModel``.
struct StackSceneStack: CustomStringConvertible {
  var axis: LayoutAxis = .horizontal
  var distribution: StackView.Distribution = .fill
  var alignment: StackView.Alignment = .fill
  var spacing: CGFloat = 0
  /// Custom spacing after arranged items, by item id.
  var customSpacings: [Int: CGFloat] = [:]
  var isBaselineRelative = false
  var isMarginsRelative = false
  var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The arranged items, in order.
  var arranged: [Int] = []
  /// Subviews that are not arranged, in the order added.
  var others: [Int] = []

  static func spacingName(_ value: CGFloat) -> String {
    value == StackView.spacingUseSystem ? "system" : "\(value)"
  }

  var description: String {
    var text = "\(axis) \(distribution) \(alignment) spacing \(Self.spacingName(spacing))"
    let custom = customSpacings.sorted { $0.key < $1.key }
      .map { "#\($0.key): \(Self.spacingName($0.value))" }
    if !custom.isEmpty { text += " custom [\(custom.joined(separator: ", "))]" }
    if isBaselineRelative { text += " baseline-relative" }
    if isMarginsRelative { text += " margins-relative \(layoutMargins)" }
    text += " arranged \(arranged)"
    if !others.isEmpty { text += " others \(others)" }
    return text
  }
}
