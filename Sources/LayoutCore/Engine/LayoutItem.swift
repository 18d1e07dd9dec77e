import Foundation

/// What constraints attach to: a view or a layout guide. Everything the layout engine reads
/// of an item goes through this protocol, so the engine never asks what type an item is.
protocol LayoutItem: AnyObject {
  /// The item's reference once made (``itemReference`` makes it).
  var referenceStorage: ItemReference? { get set }
  /// What the layout engine keeps on the item.
  var layoutNode: LayoutNode { get }
  /// The view a constant target is relative to: a view's superview, a guide's owning view.
  var layoutSuperview: View? { get }
  /// The view whose hierarchy the item is in (the view itself, a guide's owner).
  var hostView: View? { get }
  /// The name in messages, made when a message needs it.
  var itemName: String { get }
  /// The active layout constraints with this item first, in the order activated: what the
  /// engine lays out for the item.
  var activeConstraints: [LayoutConstraint] { get set }
  /// The active SnapKit constraints made on this item, in the order made
  /// (``ConstraintDSL/constraints``).
  var snapKitConstraints: [Constraint] { get set }
  /// DSL calls on this item that could not make a constraint.
  var constraintDiagnostics: [ConstraintError] { get set }
  /// The insets of the margin attributes (`leftMargin` …): a view's layout margins, zero
  /// for a guide.
  var attributeMargins: EdgeInsets { get }
  /// The first baseline's distance from the top, or nil for an item without text (its
  /// first baseline is then its top).
  var firstBaselineFromTop: CGFloat? { get }
  /// The last baseline's distance from the top, or nil for an item without text (its last
  /// baseline is then its bottom).
  var lastBaselineFromTop: CGFloat? { get }
  /// Writes the item's own implicit constraints (see `LayoutEngine+Implicit.swift`).
  func writeImplicitConstraints(in context: LayoutContext, into writer: inout ImplicitWriter)
  /// The item as a view (nil for a guide): only views lay out subviews and update
  /// constraints.
  var viewItem: View? { get }
  /// Whether `layoutSubviews` or `updateConstraints` may do something: false for guides and
  /// for the package's own view classes (whose callbacks are empty), so a pass skips them.
  var hasLayoutCallbacks: Bool { get }
  /// Called by the write-back after the engine read the item's new window rectangle (see
  /// `LayoutEngine+WriteBack.swift`).
  func noteLayout(
    in engine: LayoutEngine, moved: Bool, from old: CGRect, frames: inout [View],
    guides: inout [LayoutGuide])
}

/// What implicit constraints depend on besides the item: which view is the top of the
/// hierarchy, safe areas, intrinsic sizes. The layout engine is one; self-sizing
/// (`systemLayoutSizeFitting`) measures a subtree in another.
protocol LayoutContext: AnyObject {
  /// The top of the hierarchy: it keeps its frame.
  var rootID: ObjectIdentifier { get }
  /// How far the safe area reaches into a view.
  func safeAreaInsets(of view: View) -> EdgeInsets
  /// Records the insets a safe-area guide's constraints were made with.
  func noteSafeArea(_ insets: EdgeInsets, of guide: LayoutGuide)
  /// A view's intrinsic size as this context measures it.
  func intrinsicContentSize(of view: View) -> CGSize
  /// The widest a view's readable-content guide may be.
  func readableWidth(of view: View) -> CGFloat
  /// The height of a view's keyboard guide: the part of it the keyboard covers.
  func keyboardHeight(of view: View) -> CGFloat
}

extension View: LayoutItem {
  var layoutSuperview: View? { superview }
  var hostView: View? { self }
  var itemName: String { displayName }
  var attributeMargins: EdgeInsets { effectiveLayoutMargins }
  var viewItem: View? { self }
  var hasLayoutCallbacks: Bool {
    !type(of: self).hasEmptyLayoutCallbacks || owningController != nil
  }
  /// Whether the view's first layout calls `updateConstraints()`: a view placed by
  /// constraints, one that says it needs them, or a view controller's view (UIKit calls
  /// `updateViewConstraints` before the first `viewWillLayoutSubviews`).
  var wantsUpdateConstraintsOnJoin: Bool {
    !translatesAutoresizingMaskIntoConstraints || type(of: self).requiresConstraintBasedLayout
      || owningController != nil
  }
}

extension LayoutGuide: LayoutItem {
  var layoutSuperview: View? { owningView }
  var hostView: View? { owningView }
  var itemName: String { identifier }
  var attributeMargins: EdgeInsets { .zero }
  var firstBaselineFromTop: CGFloat? { nil }
  var lastBaselineFromTop: CGFloat? { nil }
  var viewItem: View? { nil }
  var hasLayoutCallbacks: Bool { false }
}

extension View {
  /// Calls `body` with this view and every view and guide below it, parents before
  /// children, a view before its guides, back to front (no recursion: hierarchies may be
  /// 100,000 deep).
  func forEachLayoutItem(_ body: (any LayoutItem) -> Void) {
    var stack = [self]
    while let view = stack.popLast() {
      body(view)
      for guide in view.allLayoutGuides { body(guide) }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }
}

/// An item and some of its attributes: `view.snp.left`, `guide.snp.edges`.
public final class ConstraintItem {
  @Unretained var item: (any LayoutItem)?
  /// The attributes.
  public let attributes: ConstraintAttributes

  init(item: (any LayoutItem)?, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// The view or guide (nil for a constant).
  public var target: AnyObject? { item }
}
