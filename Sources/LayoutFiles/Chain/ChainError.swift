/// A malformed or meaningless chain: the column in the string and what is wrong.
struct ChainError: Error, Equatable {
  /// 1-based column in the constraint string.
  var column: Int
  /// What is wrong, with a suggestion where one is close.
  var message: String
  /// The closest valid name (or text) to what the chain says, if one is close.
  var suggestion: String?

  /// A problem at a column.
  init(column: Int, message: String, suggestion: String? = nil) {
    self.column = column
    self.message = message
    self.suggestion = suggestion
  }

  /// `unknown attribute 'centreX' (did you mean 'centerX'?)`: the closest of `candidates`,
  /// if one is close.
  init(column: Int, unknown what: String, _ name: String, among candidates: [String]) {
    let close = LayoutSuggestion.closest(to: name, among: candidates)
    self.init(
      column: column,
      message: "unknown \(what) '\(name)'" + (close.map { " (did you mean '\($0)'?)" } ?? ""),
      suggestion: close)
  }
}
