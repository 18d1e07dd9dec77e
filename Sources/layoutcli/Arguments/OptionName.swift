/// The long name of an option, `--format` as ``format``: what a ``CommandOption`` is
/// declared with and what a command reads its value by (`parsed.value(.offset)`), so a
/// misspelt name does not compile.
///
/// Every option name of the tool is one constant below; a name can mean different things
/// to different commands (`--layout` is a view count for `bench` and an item layout for
/// `floating`), and each command's signature says what.
struct OptionName: Hashable, Sendable, CustomStringConvertible {
  /// The name as typed, with its dashes: `--format`.
  let text: String

  /// The option called `text` (with its dashes).
  init(_ text: String) { self.text = text }

  /// The name as typed: `--format`.
  var description: String { text }
}

extension OptionName {
  static let actions = OptionName("--actions")
  static let allSteps = OptionName("--all-steps")
  static let appearance = OptionName("--appearance")
  static let at = OptionName("--at")
  static let contentOffset = OptionName("--content-offset")
  static let debug = OptionName("--debug")
  static let device = OptionName("--device")
  static let emit = OptionName("--emit")
  static let emitSystem = OptionName("--emit-system")
  static let families = OptionName("--families")
  static let filmstrip = OptionName("--filmstrip")
  static let format = OptionName("--format")
  static let help = OptionName("--help")
  static let json = OptionName("--json")
  static let keyboard = OptionName("--keyboard")
  static let layout = OptionName("--layout")
  static let lines = OptionName("--lines")
  static let maxWidth = OptionName("--max-width")
  static let memory = OptionName("--memory")
  static let offset = OptionName("--offset")
  static let orientation = OptionName("--orientation")
  static let output = OptionName("--output")
  static let parallel = OptionName("--parallel")
  static let pause = OptionName("--pause")
  static let position = OptionName("--position")
  static let reduceMotion = OptionName("--reduce-motion")
  static let removeReadd = OptionName("--remove-readd")
  static let rtl = OptionName("--rtl")
  static let runs = OptionName("--runs")
  static let screen = OptionName("--screen")
  static let sizes = OptionName("--sizes")
  static let stack = OptionName("--stack")
  static let state = OptionName("--state")
  static let strict = OptionName("--strict")
  static let style = OptionName("--style")
  static let tabBar = OptionName("--tab-bar")
  static let then = OptionName("--then")
  static let timeline = OptionName("--timeline")
  static let version = OptionName("--version")
  static let voiceover = OptionName("--voiceover")
  static let zoom = OptionName("--zoom")
}
