import Foundation

/// What constraints attach to: a view or a layout guide.
protocol LayoutItem: AnyObject {
  /// The solver unknowns of the item's rectangle in window coordinates.
  var variables: FrameVariables { get }
  /// The view a constant target is relative to: a view's superview, a guide's owning view.
  var layoutSuperview: View? { get }
  /// The view whose hierarchy the item is in (the view itself, a guide's owner).
  var hostView: View? { get }
  /// The name in messages.
  var itemName: String { get }
  /// The SnapKit constraints made with this item first.
  var madeConstraints: [Constraint] { get set }
  /// DSL calls on this item that could not make a constraint.
  var constraintDiagnostics: [ConstraintError] { get set }
}

extension View: LayoutItem {
  var layoutSuperview: View? { superview }
  var hostView: View? { self }
  var itemName: String { displayName }
  var madeConstraints: [Constraint] {
    get { constraints }
    set { constraints = newValue }
  }
}

extension LayoutGuide: LayoutItem {
  var layoutSuperview: View? { owningView }
  var hostView: View? { owningView }
  var itemName: String { identifier }
  var madeConstraints: [Constraint] {
    get { constraints }
    set { constraints = newValue }
  }
}

/// An item and some of its attributes: `view.snp.left`, `guide.snp.edges`.
public final class ConstraintItem {
  weak var target: AnyObject?
  /// The attributes.
  public let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    self.target = target
    self.attributes = attributes
  }

  var item: LayoutItem? { target as? LayoutItem }
}
