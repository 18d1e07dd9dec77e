import Foundation

extension Animator {
  /// The earliest time something happens: now if a completion is due, else the earliest
  /// end of a running animation; nil when there is nothing left.
  var nextEventTime: Int64? {
    if groups.contains(where: { $0.running == 0 }) { return clock.nanoseconds }
    let ends = animations.map(\.end) + propertyAnimators.compactMap(\.endTime)
    return ends.min()
  }

  /// Ends the animations due by `now`, then runs the completions that no longer wait for
  /// anything, in the order their `animate` calls were made. The clock calls this at each
  /// event time, in time order.
  func processEvents(at now: Int64) {
    var ended: [Int] = []
    animations.removeAll { animation in
      guard animation.end <= now else { return false }
      ended.append(animation.group)
      return true
    }
    for group in ended {
      if let g = groups.firstIndex(where: { $0.id == group }) { groups[g].running -= 1 }
    }
    if !deferredHides.isEmpty {
      deferredHides.removeAll { hide in
        !animations.contains { $0.view === hide.view && $0.group == hide.group }
      }
    }
    let due = groups.filter { $0.running == 0 }
    groups.removeAll { $0.running == 0 }
    for group in due { group.completion?(!group.cancelled) }
    for driven in propertyAnimators {
      if let end = driven.endTime, end <= now { driven.reachEnd() }
    }
  }

  /// Removes the animations that match (presentation jumps to the model for them); their
  /// groups will report `false`.
  func cancel(where matches: (PropertyAnimation) -> Bool) {
    var removed: [Int] = []
    animations.removeAll { animation in
      guard matches(animation) else { return false }
      removed.append(animation.group)
      return true
    }
    for group in removed {
      guard let g = groups.firstIndex(where: { $0.id == group }) else { continue }
      groups[g].running -= 1
      groups[g].cancelled = true
    }
  }
}
