/// Where a command writes: standard output and standard error as closures, so the CLI runs
/// in-process in tests and streams to the terminal from `main.swift`.
struct Console {
  /// Writes text to standard output (no newline added).
  var out: (String) -> Void
  /// Writes text to standard error (no newline added).
  var err: (String) -> Void
  /// Reads all of standard input.
  var readStdin: () -> [UInt8]
}
