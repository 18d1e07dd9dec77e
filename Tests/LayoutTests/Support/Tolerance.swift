extension Double {
  /// Whether two computed values agree within `tolerance`, relative to the larger of 1 and
  /// their magnitudes.
  func isClose(to other: Double, tolerance: Double = 1e-7) -> Bool {
    abs(self - other) <= tolerance * Swift.max(1, abs(self), abs(other))
  }
}
