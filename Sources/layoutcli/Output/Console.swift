/// Where a command writes: standard output and standard error as closures, so the CLI runs
/// in-process in tests and streams to the terminal from `main.swift`.
struct Console {
  /// Writes text to standard output (no newline added).
  var out: (String) -> Void
  /// Writes text to standard error (no newline added).
  var err: (String) -> Void
  /// Reads standard input to its end, or up to the given number of bytes.
  var readStdin: (_ limit: Int) -> [UInt8]
  /// Writes UTF-8 bytes to standard output as they are (the process's console: one
  /// `write(2)` for a large output); nil: through ``out``.
  var outBytes: (([UInt8]) -> Void)? = nil
  /// Takes what a command no longer needs but would take long to free (a large system's
  /// solver): the process's console keeps it until the process exits, right after the
  /// command; nil (the tests' console): it is freed as usual.
  var keepUntilExit: ((AnyObject) -> Void)? = nil

  /// Writes UTF-8 bytes to standard output, through ``outBytes`` or else as text.
  func write(_ bytes: [UInt8]) {
    if let outBytes { outBytes(bytes) } else { out(String(decoding: bytes, as: UTF8.self)) }
  }
}
