/// A `layoutcli` subcommand: what it accepts, how it is made from a parsed command line,
/// and how it runs.
///
/// The CLI finds the command by the last word of its signature's name, answers `--help`
/// from the signature, parses the rest with it and hands the result to ``init(_:)``.
protocol CLICommand {
  /// The command's arguments, options and help.
  static var signature: CommandSignature { get }

  /// Makes the command from its parsed arguments, converting and checking their values.
  /// - Throws: ``CLIError`` (64) for a value the command does not accept.
  init(_ parsed: ParsedArguments) throws(CLIError)

  /// Runs the command and returns its exit code.
  /// - Throws: ``CLIError`` for a failure that ends the command (unreadable input…).
  func run(console: Console) throws(CLIError) -> Int32
}

extension CLICommand {
  /// Parses `arguments` (the words after the command's name) and makes the command.
  /// - Throws: ``CLIError`` (64) for arguments the signature or the command rejects.
  init(arguments: [String]) throws(CLIError) {
    try self.init(try Self.signature.parse(arguments))
  }

  /// The word that names the command: `solve`.
  static var commandName: String {
    String(signature.name.split(separator: " ").last ?? "")
  }
}
