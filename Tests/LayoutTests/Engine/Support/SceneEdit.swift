import Foundation
import Layout

/// One change made through the public API, to a ``SceneModel`` and to a ``LiveScene`` alike.
/// An edit that makes views or constraints (`add`, `remake`) names them by id; their
/// description is in the model once the edit is applied to it.
enum SceneEdit: CustomStringConvertible {
  /// `update(offset:)` (or `update(inset:)`) on one constraint, active or not.
  case constant(view: Int, constraint: Int, value: Double)
  /// `snp.updateConstraints` with the constraint's chain and a new constant.
  case updateConstraints(view: Int, constraint: Int, value: Double)
  /// Deactivates one constraint of a group and activates another (in either order).
  case switchGroup(view: Int, from: Int, to: Int, activateFirst: Bool)
  /// Activates or deactivates an optional constraint.
  case toggle(view: Int, constraint: Int, isActive: Bool)
  /// `update(priority:)` on an optional constraint.
  case priority(view: Int, constraint: Int, value: Float)
  /// `snp.remakeConstraints` with new constraints (those not active are prepared after).
  case remake(view: Int)
  /// New views under an attached view: `views[0]` is the top of the new subtree. With
  /// `attachFirst` false the subtree is built and constrained before its top is added.
  case add(views: [Int], parent: Int, index: Int, attachFirst: Bool)
  /// `removeFromSuperview()`.
  case remove(view: Int)
  /// `insertSubview(_:at:)` of a removed view back into its old superview.
  case addBack(view: Int, index: Int)
  /// `insertSubview(_:at:)` of a subview already there (a new place among its siblings).
  case reorder(view: Int, index: Int)
  case text(view: Int, text: String?)
  case font(view: Int, size: CGFloat)
  case lines(view: Int, lines: Int)
  case hidden(view: Int, isHidden: Bool)
  case alpha(view: Int, alpha: CGFloat)
  case contentOffset(view: Int, offset: CGPoint)
  case margins(view: Int, margins: EdgeInsets)
  case direction(view: Int, direction: LayoutDirection?)
  /// A frame set in code on a view that translates its autoresizing mask.
  case frame(view: Int, frame: CGRect)
  case orientation(Screen.Orientation)
  case screen(Int)

  /// The view whose report an edit marks, and with what (alpha, hidden, text, bounds,
  /// order); nil for edits that only move frames.
  var reportedKind: (view: Int, kind: LayoutChange.Kind)? {
    switch self {
    case .text(let view, _), .font(let view, _), .lines(let view, _): (view, .text)
    case .hidden(let view, _): (view, .hidden)
    case .alpha(let view, _): (view, .alpha)
    case .contentOffset(let view, _): (view, .bounds)
    case .reorder(let view, _): (view, .order)
    default: nil
    }
  }

  var description: String {
    switch self {
    case .constant(let view, let c, let value): "#\(view) c\(c) constant \(value)"
    case .updateConstraints(let view, let c, let value):
      "#\(view) updateConstraints c\(c) constant \(value)"
    case .switchGroup(let view, let from, let to, let activateFirst):
      "#\(view) switch c\(from) -> c\(to)" + (activateFirst ? " (activate first)" : "")
    case .toggle(let view, let c, let isActive):
      "#\(view) c\(c) " + (isActive ? "activate" : "deactivate")
    case .priority(let view, let c, let value): "#\(view) c\(c) priority \(value)"
    case .remake(let view): "#\(view) remakeConstraints"
    case .add(let views, let parent, let index, let attachFirst):
      "add \(views) to #\(parent) at \(index)" + (attachFirst ? "" : " (built detached)")
    case .remove(let view): "#\(view) removeFromSuperview"
    case .addBack(let view, let index): "#\(view) added back at \(index)"
    case .reorder(let view, let index): "#\(view) moved to index \(index)"
    case .text(let view, let text): "#\(view) text \(text.map { "\"\($0)\"" } ?? "nil")"
    case .font(let view, let size): "#\(view) font \(size)"
    case .lines(let view, let lines): "#\(view) numberOfLines \(lines)"
    case .hidden(let view, let isHidden): "#\(view) isHidden \(isHidden)"
    case .alpha(let view, let alpha): "#\(view) alpha \(alpha)"
    case .contentOffset(let view, let offset): "#\(view) contentOffset \(offset)"
    case .margins(let view, let margins): "#\(view) layoutMargins \(margins)"
    case .direction(let view, let direction):
      "#\(view) layoutDirection \(direction.map { "\($0)" } ?? "nil")"
    case .frame(let view, let frame): "#\(view) frame \(frame)"
    case .orientation(let orientation): "window orientation \(orientation)"
    case .screen(let index): "window screen \(Screen.profiles[index].name)"
    }
  }
}
