/// Everything a command accepts and says about itself: its arguments and options (what
/// ``parse(_:)`` reads), its summary, usage lines and examples (what ``help`` prints).
///
/// One declaration feeds both, so the help and the parser cannot disagree. The help is laid
/// out as Swift's argument-parser lays out its own: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`,
/// `OPTIONS:` (an aligned label column, with `(values: …)` and `(default: …)`), then
/// `SUBCOMMANDS:` and the other sections, and `EXAMPLES:`.
///
/// ```swift
/// let signature = CommandSignature(
///   name: "layoutcli devices", abstract: "List the device profiles.",
///   options: [.choice(.format, of: DevicesCommand.Format.self, default: .text,
///                     help: "How to print them.")])
/// print(signature.help)
/// ```
struct CommandSignature: Sendable {
  /// One item of a usage line: an option (by long name) or an argument (by name), or text.
  enum UsageItem: Sendable, Equatable {
    /// An option that must be given in this form of the command.
    case required(OptionName)
    /// An option that may be given: printed in brackets.
    case optional(OptionName)
    /// A positional argument, by name: `<file>` (in brackets if it is optional).
    case argument(String)
    /// Text printed as it is (`<subcommand>`).
    case literal(String)
  }

  /// A titled list of rows after `OPTIONS:` (`SUBCOMMANDS:`, `EXIT CODES:`).
  struct Section: Sendable, Equatable {
    /// The title without its colon, in capitals.
    var title: String
    /// The rows: a label and its text, laid out like options.
    var rows: [Row]
  }

  /// A row of a ``Section``.
  struct Row: Sendable, Equatable {
    /// The label in the left column (`solve`).
    var label: String
    /// The text in the right column.
    var text: String
  }

  /// The command as typed: `layoutcli solve`.
  var name: String
  /// One sentence: what the command does.
  var abstract: String
  /// More paragraphs after the abstract (blank lines between paragraphs), if any.
  var discussion = ""
  /// The positional arguments, in order.
  var arguments: [CommandArgument] = []
  /// The options, in the order the help lists them; `-h, --help` is added after them.
  var options: [CommandOption] = []
  /// The forms of the command, one usage line each; empty for one line with every argument
  /// and option, in order.
  var usages: [[UsageItem]] = []
  /// Sections after the options.
  var sections: [Section] = []
  /// Command lines that show typical use.
  var examples: [String] = []
  /// A closing line (`See 'layoutcli help <subcommand>' for detailed help.`), if any.
  var footer: String?

  /// The options with `-h, --help`.
  var allOptions: [CommandOption] { options + [.help] }

  /// The option called `name`.
  func option(_ name: OptionName) -> CommandOption? {
    allOptions.first { $0.name == name }
  }

  /// The option with this long or short name, as typed.
  func option(named name: String) -> CommandOption? {
    allOptions.first { $0.name.text == name || $0.shortName == name }
  }

  /// Whether `arguments` ask for help: `-h` or `--help` anywhere before a `--`, even as
  /// the value of an option (help wins over every other error, as in argument-parser).
  func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }
}
