import Foundation

/// A layout file loaded: its windows and views built, their constraints made, ready to lay
/// out; the file format `layoutcli solve` reads (see `Docs/LayoutFiles.md`).
///
/// ```swift
/// let data = Data(#"""
///   {"device": "iPhone 15", "windows": [{"id": "app", "views": [
///     {"id": "box", "backgroundColor": "#FF0000",
///      "constraints": ["$0.center.equalToSuperview()", "$0.size.equalTo(100)"]}]}]}
///   """#.utf8)
/// let document = try LayoutDocument(data: data, name: "box.layout.json")
/// document.layoutIfNeeded()
/// let box = document.view(id: "box")!
/// print(box.frame.minX, box.frame.minY, box.frame.width)  // 146.5 376.0 100.0
/// print(document.diagnostics.isEmpty)  // true: no conflict, ambiguity or left-out constraint
/// ```
///
/// Loading checks every key, value and constraint string before any constraint is made; a
/// file with mistakes throws a ``LayoutDocumentError`` that lists each one (up to
/// `errorLimit`) with its line and column, JSON path, view id and a suggestion where a valid
/// name is close. The windows and views are reference types: copies of a document share
/// them.
public struct LayoutDocument {
  /// How many problems loading reports before it stops reading.
  public static let defaultErrorLimit = 20

  /// The file's name, as messages give it.
  public let name: String
  /// The screen the windows cover: the file's device or screen, or the one given to
  /// the initializer.
  public let screen: Screen
  /// The screen's orientation.
  public let orientation: Screen.Orientation
  /// The windows in file order, their constraints made, not yet laid out.
  public let windows: [Window]
  /// Every window and view in file order, parents before their subviews (a stack view's
  /// arranged views first).
  public let views: [View]
  private let viewsByID: [String: View]
  /// The constraint strings by the line and column of their opening quotes.
  private let chains: [LayoutBuilder.Place: String]

  /// Loads a layout file from its bytes (UTF-8 JSON).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - name: The file's name in messages (`login.layout.json`).
  ///   - screen: A screen to lay out on instead of the file's `device` or `screen`.
  ///   - orientation: An orientation instead of the file's.
  ///   - errorLimit: How many problems to report before reading stops (at least 1).
  /// - Throws: ``LayoutDocumentError`` with every problem found, in file order.
  public init(
    data: Data, name: String = "layout.json", screen: Screen? = nil,
    orientation: Screen.Orientation? = nil, errorLimit: Int = LayoutDocument.defaultErrorLimit
  ) throws(LayoutDocumentError) {
    try self.init(
      bytes: [UInt8](data), name: name, screen: screen, orientation: orientation,
      errorLimit: errorLimit)
  }

  /// Loads the layout file at a URL; messages name it by its path.
  ///
  /// - Throws: The error of reading the file (Foundation's), or ``LayoutDocumentError``
  ///   with every problem in it.
  public init(
    contentsOf url: URL, screen: Screen? = nil, orientation: Screen.Orientation? = nil,
    errorLimit: Int = LayoutDocument.defaultErrorLimit
  ) throws {
    let data = try Data(contentsOf: url)
    try self.init(
      data: data, name: url.isFileURL ? url.relativePath : url.absoluteString, screen: screen,
      orientation: orientation, errorLimit: errorLimit)
  }

  /// Loads a layout file from its bytes (the CLI's input as read).
  package init(
    bytes: [UInt8], name: String, screen: Screen? = nil, orientation: Screen.Orientation? = nil,
    errorLimit: Int = LayoutDocument.defaultErrorLimit
  ) throws(LayoutDocumentError) {
    let json: JSONValue
    let positions: JSONPositions
    do throws(JSONParser.SyntaxError) {
      (json, positions) = try JSONParser.parseRecordingPositions(bytes)
    } catch {
      throw LayoutDocumentError(
        fileName: name, errors: [LayoutFileError(fileName: name, syntax: error)],
        isTruncated: false)
    }
    var (file, problems) = LayoutFileReader.read(json, limit: errorLimit)
    if let screen { file.screen = screen }
    if let orientation { file.orientation = orientation }
    let lines = LineStarts(bytes)
    let (windows, views, chains) = LayoutBuilder.build(file, problems: &problems) { path in
      let (line, column) = lines.lineAndColumn(of: positions[path: path]?.value ?? 0)
      return CallSite(file: name, line: UInt(line), column: column)
    }
    guard problems.isEmpty else {
      let located = problems.errors.enumerated().map { index, error in
        var error = error
        error.locate(in: positions, bytes: bytes, lines: lines, fileName: name)
        return (index, error)
      }
      throw LayoutDocumentError(
        fileName: name,
        errors: located.sorted { ($0.1.offset, $0.0) < ($1.1.offset, $1.0) }.map(\.1),
        isTruncated: problems.isFull)
    }
    self.name = name
    self.screen = file.screen
    self.orientation = file.orientation
    self.windows = windows
    self.views = views.map(\.view)
    viewsByID = Dictionary(views.map { ($0.id, $0.view) }) { first, _ in first }
    self.chains = chains
  }

  /// The constraint string at a line and column of the file (its opening quote's, where
  /// the constraints it made say they were made), or nil.
  package func constraintText(line: Int, column: Int) -> String? {
    chains[LayoutBuilder.Place(line: line, column: column)]
  }

  /// The window or view with an id, or nil when the file has none.
  public func view(id: String) -> View? {
    viewsByID[id]
  }

  /// Lays out every window, in file order (as `layoutIfNeeded()` on each).
  public func layoutIfNeeded() {
    for window in windows { window.layoutIfNeeded() }
  }

  /// What layout reported, window after window: conflicts resolved by breaking a
  /// constraint, ambiguous frames, constraints across windows, constraints left out (a
  /// number beyond ±1e15). Empty until the windows are laid out.
  public var diagnostics: [LayoutDiagnostic] {
    windows.flatMap(\.layoutDiagnostics)
  }
}
