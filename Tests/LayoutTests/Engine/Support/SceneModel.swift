import Foundation
import Layout

/// A plain description of a window's hierarchy and its constraints, from which a live
/// hierarchy is built (``LiveScene``) and which random edits change alongside the live one,
/// so that a fresh layout of the model is the oracle for the incremental one.
struct SceneModel: CustomStringConvertible {
  /// An index into `Screen.profiles`.
  var screenIndex: Int
  var orientation: Screen.Orientation
  /// Every view ever made, by id; `views[0]` is the window. Removed views stay (detached),
  /// so that they can be added back.
  var views: [SceneView]
  var nextConstraintID = 0
  var nextGroupID = 0

  var screen: Screen { Screen.profiles[screenIndex] }
  var windowSize: CGSize { screen.size(in: orientation) }

  /// The ids of the views in the window, parents before children, back to front.
  var attachedIDs: [Int] {
    var out: [Int] = []
    var stack = [0]
    while let id = stack.popLast() {
      out.append(id)
      stack.append(contentsOf: views[id].children.reversed())
    }
    return out
  }

  /// Whether a view is in the window.
  func isAttached(_ id: Int) -> Bool {
    var current = id
    while current != 0 {
      guard views[current].isInParent else { return false }
      current = views[current].parent
    }
    return true
  }

  /// The views of a subtree (the view itself first).
  func subtree(of id: Int) -> [Int] {
    var out: [Int] = []
    var stack = [id]
    while let next = stack.popLast() {
      out.append(next)
      stack.append(contentsOf: views[next].children.reversed())
    }
    return out
  }

  /// The depth of a view below the window.
  func depth(of id: Int) -> Int {
    var n = 0
    var current = id
    while current != 0 {
      n += 1
      current = views[current].parent
    }
    return n
  }

  /// The views whose constraints name `id` as their sibling target.
  func dependents(of id: Int) -> [Int] {
    views.indices.filter { other in
      other != id && views[other].constraints.contains { $0.target == .sibling(id) }
    }
  }

  var description: String {
    var lines = ["screen \(screen.name) \(orientation)"]
    for view in views {
      lines.append(view.description)
      for c in view.constraints { lines.append("    " + c.description) }
    }
    return lines.joined(separator: "\n")
  }
}

/// One view of a ``SceneModel``.
struct SceneView: CustomStringConvertible {
  enum Kind: String {
    case window, plain, label, scroll
    /// Keeps `translatesAutoresizingMaskIntoConstraints`: placed by ``SceneView/frame``.
    case autoresizing
  }

  /// A view's own guide a constraint of a subview uses (made on first use, then kept).
  enum Guide: String {
    case safeArea, margins
  }

  let id: Int
  let kind: Kind
  /// The superview's id (also while detached: where the view goes back to); -1 for the
  /// window.
  var parent: Int
  /// Whether the view is a subview of its parent (the parent itself may be detached).
  var isInParent = true
  /// Subviews that are in, back to front.
  var children: [Int] = []
  var isHidden = false
  var alpha: CGFloat = 1
  var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var layoutDirection: LayoutDirection?
  var guides: Set<Guide> = []

  // Labels
  var text: String?
  var fontSize: CGFloat = 17
  var numberOfLines = 1
  /// Whether the label's width is fixed by required constraints (it may wrap).
  var hasFixedWidth = false

  // Scroll views
  var contentOffset = CGPoint.zero

  // Autoresizing views
  var frame = CGRect.zero
  var autoresizingMask: View.AutoresizingMask = []

  /// The constraints made with this view (or, for a scroll view, its content guide) first,
  /// in the order made.
  var constraints: [SceneConstraint] = []

  var description: String {
    var text = "  #\(id) \(kind.rawValue) in #\(parent)"
    if !isInParent { text += " (removed)" }
    if !children.isEmpty { text += " children \(children)" }
    if isHidden { text += " hidden" }
    if alpha != 1 { text += " alpha \(alpha)" }
    if layoutMargins != EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
      text += " margins \(layoutMargins)"
    }
    if let layoutDirection { text += " \(layoutDirection)" }
    switch kind {
    case .label:
      text += " text \(self.text.map { "\"\($0)\"" } ?? "nil") font \(fontSize)"
      text += " lines \(numberOfLines)" + (hasFixedWidth ? " fixed width" : "")
    case .scroll:
      text += " offset \(contentOffset)"
    case .autoresizing:
      text += " frame \(frame) mask \(autoresizingMask.rawValue)"
    case .window, .plain:
      break
    }
    return text
  }
}

/// One SnapKit chain of a ``SceneModel``: `make.<first>.<relation>(<target>)`, then
/// multiplier, offset or inset, and priority.
struct SceneConstraint: CustomStringConvertible {
  enum Attribute: String {
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case horizontalEdges, verticalEdges, directionalHorizontalEdges, edges, size, center
  }

  enum Relation: String {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  /// What the chain relates to. Guides are those of the first view's superview, or of the
  /// scroll view itself for a constraint on its content guide.
  enum Target: Equatable {
    /// A number (`equalTo(100)`): the constant.
    case constant
    case superview
    case safeArea
    case marginsGuide
    case contentGuide
    case frameGuide
    /// An earlier subview of the same superview.
    case sibling(Int)
  }

  /// What the constraint is for, which decides how edits may change it.
  enum Role: String {
    /// Required, part of what fixes the frame; in a switch group when `group` is set.
    case structural
    /// Optional, on top of a fallback; may be toggled and reprioritized.
    case soft
    /// Optional at the lowest priority: what fixes a size when every soft one is off.
    case fallback
  }

  let id: Int
  /// The first item is the scroll view's content guide, not the view.
  var onContentGuide = false
  var first: Attribute
  var relation = Relation.equal
  var target: Target
  /// The target's attribute; nil relates the same attributes (`equalTo(view)`,
  /// `equalToSuperview()`).
  var second: Attribute?
  var multiplier: Double = 1
  var constant: Double = 0
  /// Whether the constant is set with `inset` (signs per attribute) rather than `offset`.
  var usesInset = false
  var priority: Float = 1000
  var isActive = true
  /// Structural alternatives: exactly one constraint of a group is active.
  var group: Int?
  var role = Role.structural

  var description: String {
    var text = "c\(id) " + (onContentGuide ? "content." : "") + first.rawValue
    text += " \(relation.rawValue) "
    switch target {
    case .constant: text += "\(constant)"
    case .sibling(let id): text += "#\(id)"
    default: text += "\(target)"
    }
    if let second { text += ".\(second.rawValue)" }
    if multiplier != 1 { text += " * \(multiplier)" }
    if target != .constant && constant != 0 {
      text += usesInset ? " inset \(constant)" : " offset \(constant)"
    }
    if priority < 1000 { text += " ^\(priority)" }
    if let group { text += " [group \(group)]" }
    if role != .structural { text += " [\(role.rawValue)]" }
    if !isActive { text += " (inactive)" }
    return text
  }
}
