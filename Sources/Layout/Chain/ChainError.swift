/// A malformed or meaningless chain: the column in the string and what is wrong.
struct ChainError: Error, Equatable {
  /// 1-based column in the constraint string.
  var column: Int
  /// What is wrong, with a suggestion where one is close.
  var message: String
}
