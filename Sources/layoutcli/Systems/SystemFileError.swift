/// A problem in a constraint system file, located by a JSON path such as
/// `constraints[12].terms[0]`.
struct SystemFileError: Error, Equatable {
  /// Where in the file: a JSON path, or `top level`.
  var path: String
  /// What is wrong and what was expected.
  var message: String

  /// `constraints[12].terms[0]: expected [number, string]`.
  var description: String { path + ": " + message }
}
