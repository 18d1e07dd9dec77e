import Foundation

/// The model values of every view in some hierarchies, in tree order: what an ``Animator``
/// compares before and after an `animations` block to find what the block changed (layout
/// run inside the block included).
struct HierarchySnapshot {
  /// The views, roots first, each tree parents before children, back to front.
  private(set) var views: [View] = []
  /// Their states, index for index.
  private(set) var states: [AnimatableState] = []
  private var index: [ObjectIdentifier: Int] = [:]

  /// The states of every view under `roots` (a view under two roots once).
  init(roots: [View]) {
    for root in roots {
      for view in root.subtree where index[ObjectIdentifier(view)] == nil {
        index[ObjectIdentifier(view)] = views.count
        views.append(view)
        states.append(AnimatableState(of: view))
      }
    }
  }

  /// The state recorded for a view, if it was in the hierarchies.
  func state(of view: View) -> AnimatableState? {
    index[ObjectIdentifier(view)].map { states[$0] }
  }

  /// Replaces one property of a recorded view's state (nothing if it was not recorded).
  mutating func set(
    _ property: AnimatableProperty, of view: View, from source: AnimatableState
  ) {
    guard let i = index[ObjectIdentifier(view)] else { return }
    states[i].setComponents(source.components(property), of: property)
    if property == .backgroundColor { states[i].backgroundColor = source.backgroundColor }
  }
}
