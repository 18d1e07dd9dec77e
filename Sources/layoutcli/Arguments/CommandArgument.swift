/// A positional argument of a command (`<file>`).
struct CommandArgument: Sendable, Equatable {
  /// The value name, shown as `<file>`.
  var name: String
  /// One sentence or two for the help.
  var help: String
  /// Whether it may be left out.
  var isOptional = false

  /// `<file>`, or `[<file>]` when optional.
  var synopsis: String { isOptional ? "[<\(name)>]" : "<\(name)>" }
}
