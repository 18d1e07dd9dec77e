/// The problems found so far while reading a layout file, up to a limit: the reader and
/// the builder report into it and read on, so a file's mistakes come out together.
struct LayoutFileProblems {
  /// The problems, in the order found.
  private(set) var errors: [LayoutFileError] = []
  /// The most problems kept.
  let limit: Int
  /// Whether a problem past the limit was found (reading may stop then).
  private(set) var isFull = false

  /// Collects up to `limit` problems (at least one).
  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Whether nothing was found.
  var isEmpty: Bool { errors.isEmpty }

  /// Keeps a problem, or notes that there are more than the limit.
  mutating func report(_ error: LayoutFileError) {
    if errors.count < limit { errors.append(error) } else { isFull = true }
  }
}
