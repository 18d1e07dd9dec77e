import Layout

/// A command line read against a ``CommandSignature``: which options were given, with
/// which values, and the positional arguments. Every value already passed its option's
/// ``CommandOption/Check``.
///
/// An option given twice keeps its last value, as argument-parser does for an option that
/// is not an array (`--format json --format svg` is svg).
struct ParsedArguments {
  /// One option as it was given.
  struct Occurrence {
    /// The option's long name.
    var name: OptionName
    /// Its values (none for a flag).
    var values: [String]
    /// Where it was in the command line (for "the later of two options wins").
    var position: Int
  }

  /// The signature the command line was read against (for the usage line of errors).
  var signature: CommandSignature
  /// The options, in the order given.
  var occurrences: [Occurrence] = []
  /// The positional arguments, in order.
  var arguments: [String] = []

  /// Whether the option was given.
  func contains(_ name: OptionName) -> Bool { last(name) != nil }

  /// The values of the option's last occurrence, if it was given.
  func values(_ name: OptionName) -> [String]? { last(name)?.values }

  /// The (first) value of the option's last occurrence, if it was given.
  func value(_ name: OptionName) -> String? { last(name)?.values.first }

  /// Where the option's last occurrence was, if it was given.
  func position(of name: OptionName) -> Int? { last(name)?.position }

  /// The positional argument at `index`, if given.
  func argument(_ index: Int) -> String? {
    index < arguments.count ? arguments[index] : nil
  }

  /// The option's last occurrence. Asking for an option the signature does not declare is
  /// a programmer error (the answer would always be nil).
  private func last(_ name: OptionName) -> Occurrence? {
    precondition(signature.option(name) != nil, "\(signature.name) has no option \(name)")
    return occurrences.last { $0.name == name }
  }

  /// A usage error (exit code 64) with this command's usage lines.
  func error(_ message: String) -> CLIError {
    CLIError.usage(message, signature.errorUsage)
  }

  /// The case of `Value` the option names (declared with ``CommandOption/choice(_:of:valueName:default:help:)``),
  /// or nil when the option was not given.
  /// - Throws: ``CLIError`` (64) if the value is not one of the cases.
  func choice<Value: CaseIterable>(_ name: OptionName, as type: Value.Type) throws(CLIError)
    -> Value?
  {
    guard let text = value(name) else { return nil }
    let names = signature.option(name)?.listedValues ?? []
    let cases = Array(type.allCases)
    guard let index = names.firstIndex(of: text), index < cases.count else {
      throw error(Self.unknown(signature.option(name), text, among: names))
    }
    return cases[index]
  }

  /// The device profile the option names, or nil when it was not given.
  /// - Throws: ``CLIError`` (64) for an unknown device, with the closest name.
  func device(_ name: OptionName = .device) throws(CLIError) -> Screen? {
    guard let text = value(name) else { return nil }
    guard let screen = Screen.profile(named: text) else {
      throw error(Self.unknownDevice(text))
    }
    return screen
  }

  /// `unknown device 'iPhone 51' (did you mean 'iPhone 15'?); `layoutcli devices` lists them`.
  static func unknownDevice(_ name: String) -> String {
    "unknown device '\(name)'"
      + didYouMean(name, among: Screen.profiles.map(\.name))
      + "; `layoutcli devices` lists them"
  }

  /// `unknown format 'jsn' (did you mean 'json'?); expected text, json or svg`.
  static func unknownValue(_ noun: String, _ value: String, among names: [String]) -> String {
    "unknown \(noun) '\(value)'" + didYouMean(value, among: names)
      + "; expected " + list(names)
  }

  /// ` (did you mean '--format'?)` for the closest of `candidates`, or the empty string.
  ///
  /// The layout files' suggestion (``LayoutSuggestion``: 2 edits or a prefix), but two
  /// edits only between names of four letters or more, so that a short word does not
  /// suggest an unrelated one (`png` is not `svg`; `jsn` is `json`, `gird` is `grid`).
  static func didYouMean(_ name: String, among candidates: [String]) -> String {
    guard let close = LayoutSuggestion.closest(to: name, among: candidates) else { return "" }
    let a = Array(name.lowercased())
    let b = Array(close.lowercased())
    let edits = LayoutSuggestion.distance(a, b, limit: 2)
    let isPrefix = a.starts(with: b) || b.starts(with: a)
    guard isPrefix || edits <= 1 || max(a.count, b.count) >= 4 else { return "" }
    return " (did you mean '\(close)'?)"
  }

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    let rest = names.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  static func unknown(_ option: CommandOption?, _ value: String, among names: [String])
    -> String
  {
    unknownValue(option?.noun ?? option?.valueNames.first ?? "value", value, among: names)
  }
}
