/// A growable buffer of plain values with unchecked element access: the tableau's storage.
///
/// The simplex loops index cells, rows and columns millions of times; a Swift `Array` held in
/// a struct inside the solver pays a uniqueness check and a bounds check on every write.
/// This is the one type in the package that uses unsafe pointers (measured in
/// `Docs/Performance.md`). It is a reference, held by the ``Tableau`` (itself a class, so
/// no copy of a tableau can alias its buffers unseen). Bounds are checked in builds with
/// `LAYOUT_INVARIANTS`.
final class PodBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int = 16) {
    self.capacity = Swift.max(capacity, 1)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// The element at `i`, read and written in place (a field of a struct element can be
  /// set without copying the element).
  subscript(_ i: Int) -> Element {
    @inline(__always) unsafeAddress {
      #if LAYOUT_INVARIANTS
        precondition(i >= 0 && i < count, "PodBuffer index \(i) out of 0..<\(count)")
      #endif
      return UnsafePointer(base + i)
    }
    @inline(__always) unsafeMutableAddress {
      #if LAYOUT_INVARIANTS
        precondition(i >= 0 && i < count, "PodBuffer index \(i) out of 0..<\(count)")
      #endif
      return base + i
    }
  }

  @inline(__always)
  func append(_ value: Element) {
    if count == capacity { grow(to: capacity * 2) }
    base[count] = value
    count += 1
  }

  /// Appends into room the caller made sure of (``reserveCapacity(_:)``): no capacity test,
  /// for the tableau's per-symbol and per-row buffers, which it grows together.
  @inline(__always)
  func appendInRoom(_ value: Element) {
    #if LAYOUT_INVARIANTS
      precondition(count < capacity, "PodBuffer.appendInRoom past its capacity \(capacity)")
    #endif
    base[count] = value
    count += 1
  }

  /// Adds `n` elements without writing them: their values are undefined until set. The
  /// memory is not touched, so pages the tableau never uses do not become resident.
  func extend(by n: Int) {
    if count + n > capacity { grow(to: Swift.max(capacity * 2, count + n)) }
    count += n
  }

  /// Makes room for `n` elements in all without growing again on the way (the memory is
  /// not touched).
  func reserveCapacity(_ n: Int) {
    if n > capacity { grow(to: n) }
  }

  func removeLast(_ n: Int = 1) {
    precondition(n >= 0 && n <= count, "PodBuffer.removeLast(\(n)) with \(count) elements")
    count -= n
  }

  func removeAll() { count = 0 }

  private func grow(to newCapacity: Int) {
    let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    fresh.initialize(from: base, count: count)
    base.deallocate()
    base = fresh
    capacity = newCapacity
  }
}

extension PodBuffer: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { count }
}
