/// A named option a command accepts (`--format <format>`, `--debug`): what the parser reads
/// and what the help prints, from one declaration.
///
/// ```swift
/// CommandOption.choice(.format, of: RenderOutput.Format.self, default: .text,
///                      help: "How to print the scene.")
/// CommandOption.flag(.strict, help: "Exit 1 if layout reports a diagnostic.")
/// ```
struct CommandOption: Sendable, Equatable {
  /// What a value must be for the parser to accept it (before the command converts it).
  enum Check: Sendable, Equatable {
    /// Any text; the command checks it.
    case any
    /// One of these names, exactly (an enum's raw values); others are errors that name the
    /// closest one and list them all.
    case oneOf([String])
    /// A device profile name, as ``Screen/profile(named:)`` reads it.
    case device
  }

  /// The long name: `--format`.
  var name: OptionName
  /// A short name with its dash (`-h`), if any.
  var shortName: String?
  /// The names of the values that follow the option (`<format>`); empty for a flag.
  var valueNames: [String] = []
  /// One sentence or two for the help.
  var help: String
  /// The value used when the option is absent, as the help shows it (`(default: text)`).
  var defaultValue: String?
  /// What the (first) value must be.
  var check = Check.any
  /// The word for a value in messages (`unknown format 'png'`); the value name by default.
  var noun: String?

  /// Whether the option takes no value.
  var isFlag: Bool { valueNames.isEmpty }

  /// A flag: present or not.
  static func flag(_ name: OptionName, short: String? = nil, help: String) -> CommandOption {
    CommandOption(name: name, shortName: short, help: help)
  }

  /// An option with one value (or several: `--emit <family> <n>`).
  static func value(
    _ name: OptionName, _ valueNames: String..., default defaultValue: String? = nil,
    help: String
  ) -> CommandOption {
    CommandOption(name: name, valueNames: valueNames, help: help, defaultValue: defaultValue)
  }

  /// An option whose value is one of an enum's cases, by raw value: the help lists them and
  /// the parser accepts nothing else, so a new case is one line in the enum.
  static func choice<Value: CaseIterable & RawRepresentable<String>>(
    _ name: OptionName, of type: Value.Type, valueName: String? = nil, default defaultValue: Value?,
    help: String
  ) -> CommandOption {
    let valueName = valueName ?? String(name.text.drop { $0 == "-" })
    return CommandOption(
      name: name, valueNames: [valueName], help: help, defaultValue: defaultValue?.rawValue,
      check: .oneOf(type.allCases.map(\.rawValue)))
  }

  /// An option whose value is one of an enum's cases, by their Swift names (for an enum
  /// without string raw values, such as `Screen.Orientation`).
  static func choice<Value: CaseIterable>(
    _ name: OptionName, of type: Value.Type, valueName: String? = nil, default defaultValue: Value?,
    help: String
  ) -> CommandOption {
    let valueName = valueName ?? String(name.text.drop { $0 == "-" })
    return CommandOption(
      name: name, valueNames: [valueName], help: help,
      defaultValue: defaultValue.map { String(describing: $0) },
      check: .oneOf(type.allCases.map { String(describing: $0) }))
  }

  /// `--device <name>`: a device profile, with "did you mean" for a misspelt name.
  static func device(default defaultValue: String?, help: String) -> CommandOption {
    CommandOption(
      name: .device, valueNames: ["name"], help: help, defaultValue: defaultValue,
      check: .device, noun: "device")
  }

  /// `-h, --help`, which every command has.
  static let help = flag(.help, short: "-h", help: "Show help information.")

  /// `--version`, at the top level.
  static let version = flag(.version, help: "Show the version.")

  /// The values the help lists: the choices of a ``Check/oneOf(_:)`` option.
  var listedValues: [String] {
    if case .oneOf(let names) = check { return names }
    return []
  }

  /// `--format <format>`, as usage and help print the option.
  var synopsis: String {
    ([name.text] + valueNames.map { "<\($0)>" }).joined(separator: " ")
  }

  /// `-h, --help` or `--device <name>`: the option's label in the help.
  var helpLabel: String {
    ((shortName.map { [$0] } ?? []) + [synopsis]).joined(separator: ", ")
  }
}
