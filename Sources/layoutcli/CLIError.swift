/// A failure that ends a command: the message for stderr and the exit code.
struct CLIError: Error, Equatable {
  /// The message, without the `layoutcli: ` prefix.
  var message: String
  /// The process exit code (sysexits values).
  var code: Int32
  /// A usage line printed after the message, for argument errors.
  var usage: String?

  /// Wrong command-line arguments (64, `EX_USAGE`), with the command's usage line.
  static func usage(_ message: String, _ usage: String) -> CLIError {
    CLIError(message: message, code: ExitCode.usage, usage: usage)
  }
}
