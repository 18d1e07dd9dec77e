import Foundation

/// What is on screen at one moment: the presentation values (``AnimatableState``) of every
/// view an ``Animator`` watches, taken at its clock's time. A plain value: renderers build
/// from it (``RenderTree/init(presentation:windows:screen:orientation:)``) without knowing
/// about animators or clocks.
///
/// ```swift
/// clock.advance(to: 0.25)
/// let snapshot = animator.presentationSnapshot()
/// snapshot.state(of: label).alpha   // ≈ 0.32, as animator.presentation(of: label)
/// let tree = RenderTree(presentation: snapshot, scene: scene, screen: .iPhone15)
/// ```
///
/// Views the snapshot did not record (outside the animator's scene and watched views, or
/// added after it was taken) answer with their model values, read when asked.
public struct PresentationSnapshot {
  /// The clock's time when the snapshot was taken, in seconds (0 for ``init()``).
  public let time: TimeInterval
  /// The recorded views, so their identities stay valid while the snapshot lives.
  private let views: [View]
  /// The recorded states, by view identity.
  private let states: [ObjectIdentifier: AnimatableState]

  /// An empty snapshot: every view answers with its model values (nothing animating).
  public init() {
    time = 0
    views = []
    states = [:]
  }

  /// A snapshot of given states (a view listed twice keeps its last state).
  public init(time: TimeInterval, states: [(view: View, state: AnimatableState)]) {
    self.time = time
    views = states.map(\.view)
    var byID: [ObjectIdentifier: AnimatableState] = [:]
    for entry in states { byID[ObjectIdentifier(entry.view)] = entry.state }
    self.states = byID
  }

  /// The view's presentation values when the snapshot was taken, or its model values now
  /// when the snapshot did not record it.
  public func state(of view: View) -> AnimatableState {
    states[ObjectIdentifier(view)] ?? AnimatableState(of: view)
  }

  /// The number of views recorded.
  public var count: Int { views.count }
}

extension Animator {
  /// The presentation values of every view under the animator's roots (the scene's visible
  /// windows and the watched views) now, as one value to render from.
  ///
  /// ```swift
  /// clock.advance(to: t)
  /// let tree = RenderTree(
  ///   presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
  /// ```
  ///
  /// Each state equals ``presentation(of:)`` at this time.
  ///
  /// - Complexity: O(v + a·p), for v views under the roots, a running animations and p
  ///   animated properties of each animated view.
  public func presentationSnapshot() -> PresentationSnapshot {
    var animated = Set<ObjectIdentifier>()
    for view in animatedViewList { animated.insert(ObjectIdentifier(view)) }
    var seen = Set<ObjectIdentifier>()
    var states: [(view: View, state: AnimatableState)] = []
    for root in roots {
      for view in root.subtree where seen.insert(ObjectIdentifier(view)).inserted {
        let state =
          animated.contains(ObjectIdentifier(view))
          ? presentation(of: view) : AnimatableState(of: view)
        states.append((view, state))
      }
    }
    return PresentationSnapshot(time: clock.now, states: states)
  }
}
