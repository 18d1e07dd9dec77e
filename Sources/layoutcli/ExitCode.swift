/// The exit codes of `layoutcli` (sysexits.h where one fits).
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
}
