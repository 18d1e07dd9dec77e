import Foundation
import Layout

/// One change to a stack scene through the public API, as ``StackSceneLive`` applies it
/// (the model has taken it already).
enum StackSceneEdit: CustomStringConvertible {
  case axis(stack: Int, LayoutAxis)
  case distribution(stack: Int, StackView.Distribution)
  case alignment(stack: Int, StackView.Alignment)
  case spacing(stack: Int, CGFloat)
  /// `setCustomSpacing(_:after:)` (`spacingUseDefault` clears it).
  case customSpacing(stack: Int, CGFloat, after: Int)
  case baselineRelative(stack: Int, Bool)
  case marginsRelative(stack: Int, Bool)
  case layoutMargins(stack: Int, EdgeInsets)
  /// `isHidden`, inside an `animations` block when `animated` (then the clock runs to the
  /// end of the animation).
  case hidden(Int, Bool, animated: Bool)
  /// `insertArrangedSubview(_:at:)`, or `addArrangedSubview` without an index, of an item
  /// that exists or is one of `made` (a new item with its subtree).
  case insert(Int, stack: Int, at: Int?, made: [StackSceneItem] = [])
  case removeArranged(Int, stack: Int)
  case removeFromSuperview(Int)
  /// `addSubview` of a new plain item (`made`, pinned) to a stack without arranging it.
  case addOther(Int, stack: Int, made: [StackSceneItem])
  /// Constraints on a subview of a stack that is not arranged.
  case pin(Int, StackSceneItem.Pin)
  case text(Int, String?)
  case font(Int, CGFloat)
  case lines(Int, Int)
  case priorities(Int, hugging: AxisPriorities, resistance: AxisPriorities)
  /// `update(offset:)` of a length or `update(inset:)` of an edge inset.
  case updateWidth(CGFloat)
  case updateHeight(CGFloat)
  /// `remakeConstraints` of the root stack.
  case remakeSize(width: StackSceneModel.SizeRule?, height: StackSceneModel.SizeRule?)
  case orientation(Screen.Orientation)
  case rightToLeft(Bool)
  case screen(StackSceneModel.ScreenChoice)

  var description: String {
    switch self {
    case .axis(let stack, let axis): "#\(stack).axis = .\(axis)"
    case .distribution(let stack, let value): "#\(stack).distribution = .\(value)"
    case .alignment(let stack, let value): "#\(stack).alignment = .\(value)"
    case .spacing(let stack, let value):
      "#\(stack).spacing = \(StackSceneStack.spacingName(value))"
    case .customSpacing(let stack, let value, let after):
      "#\(stack).setCustomSpacing("
        + (value == StackView.spacingUseDefault
          ? "useDefault" : StackSceneStack.spacingName(value)) + ", after: #\(after))"
    case .baselineRelative(let stack, let on): "#\(stack).isBaselineRelativeArrangement = \(on)"
    case .marginsRelative(let stack, let on):
      "#\(stack).isLayoutMarginsRelativeArrangement = \(on)"
    case .layoutMargins(let stack, let margins): "#\(stack).layoutMargins = \(margins)"
    case .hidden(let id, let hidden, let animated):
      (animated ? "animated " : "") + "#\(id).isHidden = \(hidden)"
    case .insert(let id, let stack, let index, let made):
      (index.map { "#\(stack).insertArrangedSubview(#\(id), at: \($0))" }
        ?? "#\(stack).addArrangedSubview(#\(id))") + Self.describe(made)
    case .removeArranged(let id, let stack): "#\(stack).removeArrangedSubview(#\(id))"
    case .removeFromSuperview(let id): "#\(id).removeFromSuperview()"
    case .addOther(let id, let stack, let made):
      "#\(stack).addSubview(#\(id))" + Self.describe(made)
    case .pin(let id, let pin): "#\(id) pinned \(pin)"
    case .text(let id, let text): "#\(id).text = \(text.map { "\"\($0)\"" } ?? "nil")"
    case .font(let id, let size): "#\(id).font = \(size)pt"
    case .lines(let id, let lines): "#\(id).numberOfLines = \(lines)"
    case .priorities(let id, let hugging, let resistance):
      "#\(id) hug \(hugging.horizontal)/\(hugging.vertical) "
        + "cr \(resistance.horizontal)/\(resistance.vertical)"
    case .updateWidth(let value): "width.update(\(value))"
    case .updateHeight(let value): "height.update(\(value))"
    case .remakeSize(let width, let height):
      "remake width \(width?.description ?? "free"), height \(height?.description ?? "free")"
    case .orientation(let orientation): "window.orientation = .\(orientation)"
    case .rightToLeft(let on): "window.layoutDirection = \(on ? ".rightToLeft" : ".leftToRight")"
    case .screen(let screen): "window.screen = \(screen)"
    }
  }

  private static func describe(_ made: [StackSceneItem]) -> String {
    made.isEmpty ? "" : " (new: " + made.map(\.description).joined(separator: "; ") + ")"
  }
}
