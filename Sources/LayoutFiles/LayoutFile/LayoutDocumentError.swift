/// Every problem ``LayoutDocument`` found in a layout file, in file order, up to its error
/// limit.
///
/// ```swift
/// do {
///   let document = try LayoutDocument(data: data, name: "login.layout.json")
/// } catch {
///   for problem in error.errors {
///     print(problem)  // login.layout.json:12:19: windows[0].views[2].alpha (view 'badge'): …
///   }
/// }
/// ```
///
/// A JSON syntax error is reported alone (the file's structure is unknown past it);
/// otherwise each key of the top level, of a window and of a view is checked on its own,
/// and every constraint string, so one mistake does not hide the next; inside one value (a
/// font, insets, a screen) each part is read on its own as well.
public struct LayoutDocumentError: Error, Equatable, CustomStringConvertible {
  /// The file's name, as given to ``LayoutDocument``.
  public var fileName: String
  /// The problems, in file order (by line and column).
  public var errors: [LayoutFileError]
  /// Whether the file has more problems than ``errors`` holds: reading stopped at the
  /// limit.
  public var isTruncated: Bool

  /// `login.layout.json: too many errors; stopped after 20`, or nil when every problem
  /// is in ``errors``.
  public var truncationMessage: String? {
    isTruncated ? "\(fileName): too many errors; stopped after \(errors.count)" : nil
  }

  /// One line per problem, then ``truncationMessage`` if there is one.
  public var description: String {
    (errors.map(\.description) + (truncationMessage.map { [$0] } ?? [])).joined(separator: "\n")
  }
}
