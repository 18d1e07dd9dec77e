/// One solver's map from the dense ids of ``Variable``s or ``LinearConstraint``s to its own
/// numbers for them (a tableau symbol, a record slot): what lets those objects stay
/// immutable, and so shareable between solvers on different threads. (The layout engine
/// finds its state for the DSL's constraints the same way.)
///
/// Ids are handed out process-wide in creation order, so the ones a solver sees mostly come
/// in runs. They are kept in a flat window of slots, `window[id - base]`, grown on demand in
/// both directions: a lookup is a subtraction, a bounds test and a load. An id that would make
/// the window sparse (more than about sixteen slots per entry, past a thousand slots) goes to
/// a dictionary instead, so a solver that sees a few variables made far apart in a
/// long-running process does not allocate a slot for every id in between. (Four slots an
/// entry was too few for the order a layout pass first names its variables in: each card's
/// position first, then the rest, six slots an entry until the pass has named them all, so
/// that every lookup of an id set aside hashed.) The dictionary holds only ids outside the
/// window: entries move into the window when it grows over them.
package final class DenseIDMap {
  /// The id of `window[0]`.
  @exclusivity(unchecked) private var base = 0
  /// The value of each id in `base..<base + window.count`, or -1.
  @exclusivity(unchecked) private var window = PodBuffer<Int32>()
  /// Entries whose id is outside the window.
  @exclusivity(unchecked) private var overflow: [Int: Int32] = [:]
  /// The smallest and largest id ever put in `overflow` since it was last empty (a bound:
  /// ids moved out or removed since are not taken off), so that growing the window looks
  /// the entries over only when some may have come inside it.
  @exclusivity(unchecked) private var overflowBounds = (low: Int.max, high: Int.min)
  /// How many ids have a value.
  @exclusivity(unchecked) package private(set) var count = 0
  /// Slots in the window (what the map's memory is proportional to, with `count`).
  package var windowSize: Int { window.count }

  package init() {}

  /// Forgets every id.
  package func removeAll() {
    base = 0
    window = PodBuffer<Int32>()
    overflow = [:]
    overflowBounds = (Int.max, Int.min)
    count = 0
  }

  /// The value of `id`, or -1.
  @inline(__always)
  package subscript(_ id: Int) -> Int32 {
    let k = id &- base
    if UInt(bitPattern: k) < UInt(window.count) { return window[k] }
    return overflow.isEmpty ? -1 : overflow[id] ?? -1
  }

  /// Gives `id` the value `value` (≥ 0), replacing any it had.
  package func set(_ id: Int, _ value: Int32) {
    precondition(id >= 0 && value >= 0, "DenseIDMap.set(\(id), \(value))")
    var k = id &- base
    if UInt(bitPattern: k) >= UInt(window.count) {
      if !overflow.isEmpty && overflow[id] != nil {
        overflow[id] = value
        return
      }
      guard cover(id) else {
        overflow[id] = value
        overflowBounds = (Swift.min(overflowBounds.low, id), Swift.max(overflowBounds.high, id))
        count += 1
        return
      }
      k = id - base
    }
    if window[k] < 0 { count += 1 }
    window[k] = value
  }

  /// Forgets the value of `id`, if any.
  package func remove(_ id: Int) {
    let k = id &- base
    if UInt(bitPattern: k) < UInt(window.count) {
      if window[k] >= 0 { count -= 1 }
      window[k] = -1
    } else if overflow.removeValue(forKey: id) != nil {
      count -= 1
    }
  }

  /// Grows the window to cover `id` if it stays dense enough; false if it would not.
  private func cover(_ id: Int) -> Bool {
    let span = Swift.max(base + window.count, id + 1) - Swift.min(base, id)
    let limit = 16 * (count + 1) + 1_024
    if window.count == 0 {
      base = id
      window.append(-1)
      return true
    }
    guard span <= limit else { return false }
    if id >= base + window.count {
      // Upward: to `id` and, within the limit, as far again as the window is long, so that
      // ids arriving in increasing order come here only each time the window doubles (and
      // the set-aside ids are looked over as rarely).
      let end = Swift.max(id + 1, Swift.min(base + 2 * window.count, base + limit))
      // Through a local: appending to the stored buffer one slot at a time retained and
      // released it for each slot.
      let slots = window
      let first = slots.count
      slots.extend(by: end - base - first)
      for k in first..<slots.count { slots[k] = -1 }
    } else {
      // Downward: a new buffer, with as much room again below (within the limit) so that
      // ids arriving in decreasing order do not copy the window each time.
      let room = Swift.min(window.count, limit - span, id)
      let newBase = id - Swift.max(room, 0)
      let grown = PodBuffer<Int32>(capacity: window.count + (base - newBase))
      for _ in newBase..<base { grown.append(-1) }
      for k in window.indices { grown.append(window[k]) }
      window = grown
      base = newBase
    }
    let end = base + window.count
    if overflow.isEmpty {
      overflowBounds = (Int.max, Int.min)
    } else if overflowBounds.low < end && overflowBounds.high >= base {
      let inside = overflow.filter { $0.key >= base && $0.key < end }
      for (other, value) in inside {
        window[other - base] = value
        overflow[other] = nil
      }
    }
    return true
  }
}
