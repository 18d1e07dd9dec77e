/// A problem in a layout file, located by a JSON path such as
/// `windows[1].views[0].constraints[2]` and, inside a constraint string, a column.
package struct LayoutFileError: Error, Equatable {
  /// Where in the file: a JSON path, or `top level`.
  var path: String
  /// The 1-based column inside a constraint string, if the problem is in one.
  var column: Int?
  /// What is wrong, and a suggestion where one is close.
  var message: String

  /// A problem at a JSON path.
  init(path: String, column: Int? = nil, message: String) {
    self.path = path
    self.column = column
    self.message = message
  }

  /// `windows[0].views[1].constraints[2], column 6: unknown attribute 'centreX' (did you
  /// mean 'centerX'?)`.
  package var description: String {
    path + (column.map { ", column \($0)" } ?? "") + ": " + message
  }
}
