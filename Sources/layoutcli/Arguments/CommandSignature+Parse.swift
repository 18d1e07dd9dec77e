import Layout

/// Reading a command line against the declared arguments and options.
extension CommandSignature {
  /// Reads `arguments` (the words after the command's name): options anywhere, as
  /// `--name value` or `--name=value`; positional arguments in order; everything after `--`
  /// positional. `-` (standard input) and negative numbers are positional.
  ///
  /// Errors name the argument and, when a declared name is close, suggest it:
  /// `unknown option '--formt' (did you mean '--format'?)`.
  /// - Throws: ``CLIError`` (64, with the usage lines) for an unknown option, a missing or
  ///   unexpected value, a value an option does not accept, a missing or extra argument.
  func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments(signature: self)
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      let start = index
      index += 1
      if onlyPositional || !Self.isOptionLike(argument) {
        guard parsed.arguments.count < self.arguments.count else {
          throw parsed.error("unexpected extra argument '\(argument)'")
        }
        parsed.arguments.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let option = option(named: name) else {
        throw parsed.error(
          "unknown option '\(name)'"
            + ParsedArguments.didYouMean(name, among: allOptions.map(\.name.text)))
      }
      var values: [String] = []
      if option.isFlag {
        if inline != nil { throw parsed.error("option '\(option.name)' takes no value") }
      } else {
        if let inline { values.append(inline) }
        while values.count < option.valueNames.count {
          guard index < arguments.count else {
            throw parsed.error("missing value for '\(option.synopsis)'")
          }
          values.append(arguments[index])
          index += 1
        }
      }
      try check(values.first, of: option, parsed)
      parsed.occurrences.append(.init(name: option.name, values: values, position: start))
    }
    let given = parsed.arguments.count
    if let missing = self.arguments.dropFirst(given).first(where: { !$0.isOptional }) {
      throw parsed.error("missing expected argument '<\(missing.name)>'")
    }
    return parsed
  }

  /// Whether `argument` is read as an option: it starts with `-`, but is not `-` alone or a
  /// negative number.
  static func isOptionLike(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    let next = argument.dropFirst().first
    return !(next?.isNumber ?? false) && next != "."
  }

  /// Checks an option's value against its ``CommandOption/Check``.
  private func check(_ value: String?, of option: CommandOption, _ parsed: ParsedArguments)
    throws(CLIError)
  {
    guard let value else { return }
    switch option.check {
    case .any: return
    case .oneOf(let names):
      guard names.contains(value) else {
        throw parsed.error(ParsedArguments.unknown(option, value, among: names))
      }
    case .device:
      guard Screen.profile(named: value) != nil else {
        throw parsed.error(ParsedArguments.unknownDevice(value))
      }
    }
  }
}
