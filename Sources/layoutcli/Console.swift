/// Where a command writes: standard output and standard error as closures, so the CLI runs
/// in-process in tests and streams to the terminal from `main.swift`.
struct Console {
  /// Writes text to standard output (no newline added).
  var out: (String) -> Void
  /// Writes text to standard error (no newline added).
  var err: (String) -> Void
  /// Reads standard input to its end, or up to the given number of bytes.
  var readStdin: (_ limit: Int) -> [UInt8]
}
