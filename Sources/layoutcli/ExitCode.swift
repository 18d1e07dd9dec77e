/// The exit codes of `layoutcli` (sysexits.h where one fits).
///
/// The top-level help lists them (``meanings``) and Docs/CLI.md explains each; a test keeps
/// the two in step.
enum ExitCode {
  /// Success.
  static let success: Int32 = 0
  /// `--strict` found an unsatisfiable constraint, or bench refused a debug build.
  static let failure: Int32 = 1
  /// Bad command-line arguments (`EX_USAGE`).
  static let usage: Int32 = 64
  /// A malformed input file (`EX_DATAERR`).
  static let dataError: Int32 = 65
  /// A missing or unreadable input file (`EX_NOINPUT`).
  static let noInput: Int32 = 66
  /// An output file that cannot be written (`EX_CANTCREAT`).
  static let cannotCreate: Int32 = 73

  /// Every code with a line on what it means, in order.
  static let meanings: [(code: Int32, meaning: String)] = [
    (success, "Success."),
    (
      failure,
      "A diagnostic (conflict, ambiguity, unsatisfiable constraint) with --strict;"
        + " bench in a debug build."
    ),
    (usage, "Bad arguments: an unknown command or option, a missing or bad value."),
    (dataError, "Malformed input: invalid JSON, a wrong type or value, an input over 64 MiB."),
    (noInput, "Input missing or unreadable (or a directory)."),
    (cannotCreate, "An output file cannot be written (bench --emit --output)."),
  ]
}
