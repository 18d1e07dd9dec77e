import Layout

/// The options the layout commands share, as declared and as read.
extension RenderOutput {
  /// `--format`, `--debug` and `--strict`.
  static let options: [CommandOption] = [
    .choice(
      .format, of: Format.self, default: .text,
      help: "The output format (\"Output\" in Docs/CLI.md describes each)."),
    .flag(.debug, help: "With svg: outline every frame and name it by its id."),
    .flag(.strict, help: "Exit 1 if the layout reports a conflict or an ambiguity."),
  ]

  /// Reads `--format`, `--debug` and `--strict`.
  /// - Throws: ``CLIError`` (64) for an unknown format.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    format = try parsed.choice(.format, as: Format.self) ?? .text
    debug = parsed.contains(.debug)
    strict = parsed.contains(.strict)
  }

  /// `--device` and `--orientation`, with the defaults the help shows (nil: none shown, for
  /// a command that takes them from a file); `instead` ends their help (` instead of the
  /// file's`).
  static func screenOptions(
    device: String?, orientation: Screen.Orientation?, instead: String = ""
  ) -> [CommandOption] {
    [
      .device(
        default: device,
        help: "The device profile to lay out on\(instead) (`layoutcli devices` lists them)."),
      .choice(
        .orientation, of: Screen.Orientation.self, default: orientation,
        help: "The orientation to lay out in\(instead)."),
    ]
  }
}
