/// One problem in a layout file: where it is (the file's line and column, the JSON path,
/// the view's id) and what is wrong, with the closest valid name where one is close.
///
/// ``LayoutDocument`` reports every problem of a file (up to a limit) in a
/// ``LayoutDocumentError``; each prints as a compiler's diagnostic does:
///
/// ```
/// login.layout.json:12:19: windows[0].views[2].alpha (view 'badge'): expected a number, got a string
/// login.layout.json:14:26: windows[0].views[2].constraints[0] (view 'badge'), column 4: unknown attribute 'centreX' (did you mean 'centerX'?)
/// ```
public struct LayoutFileError: Error, Equatable, CustomStringConvertible {
  /// The file's name, as given to ``LayoutDocument`` (`login.layout.json`, `<stdin>`).
  public var fileName: String
  /// The JSON path of the value at fault (`windows[0].views[2].alpha`; `top level` for the
  /// file's root object), or nil for a JSON syntax error.
  public var path: String?
  /// The 1-based line in the file.
  public var line: Int
  /// The 1-based column in the line, in bytes of UTF-8 (as compilers count columns).
  public var column: Int
  /// The 0-based byte offset in the file.
  public var offset: Int
  /// The id of the view (or window) the value belongs to, if it has one.
  public var viewID: String?
  /// For a problem inside a constraint string, the 1-based column in that string
  /// (counting characters); ``column`` is the same place in the file.
  public var constraintColumn: Int?
  /// What is wrong. A suggestion, when there is one, is part of it: `unknown attribute
  /// 'centreX' (did you mean 'centerX'?)`.
  public var message: String
  /// The valid name (or text) closest to what the file says, as a fix would write it
  /// (`centerX`), or nil when nothing is close.
  public var suggestion: String?

  /// Whether ``viewID`` is a window's (messages then say `window`).
  var isWindow = false
  /// More problems found in the same value (its other parts: a font's weight after its
  /// size), reported after this one; see `ValueParts`.
  var others: [LayoutFileError] = []
  /// Whether the problem is the key of ``path`` rather than its value (an unknown key):
  /// the line and column are then the key's.
  var isAtKey = false

  /// A problem at a JSON path, located later (see `locate(in:bytes:)`).
  init(
    path: String, constraintColumn: Int? = nil, message: String, suggestion: String? = nil,
    isAtKey: Bool = false
  ) {
    self.fileName = ""
    self.path = path
    self.line = 0
    self.column = 0
    self.offset = 0
    self.constraintColumn = constraintColumn
    self.message = message
    self.suggestion = suggestion
    self.isAtKey = isAtKey
  }

  /// A JSON syntax error.
  init(fileName: String, syntax error: JSONParser.SyntaxError) {
    self.init(path: "", message: error.message)
    self.fileName = fileName
    path = nil
    line = error.line
    column = error.column
    offset = error.offset
  }

  /// `login.layout.json:12:19: windows[0].views[2].alpha (view 'badge'): expected a
  /// number, got a string`; a syntax error reads `file:line:column: invalid JSON: …`.
  public var description: String {
    let location = "\(fileName):\(line):\(column): "
    guard let path else { return location + "invalid JSON: " + message }
    var text = location + path
    if let viewID { text += " (\(isWindow ? "window" : "view") '\(viewID)')" }
    if let constraintColumn { text += ", column \(constraintColumn)" }
    return text + ": " + message
  }

  /// Sets the file name, line, column and offset from the positions the parser recorded
  /// (the nearest recorded ancestor's when the path itself was not recorded), with the
  /// file's line starts.
  mutating func locate(
    in positions: JSONPositions, bytes: [UInt8], lines: LineStarts, fileName: String
  ) {
    self.fileName = fileName
    guard let path else { return }
    let entry = positions.nearest(path == "top level" ? "" : path)
    var at = entry.map { (isAtKey ? $0.key : nil) ?? $0.value } ?? 0
    if let constraintColumn, let entry, positions[path: path] != nil,
      bytes.indices.contains(entry.value), bytes[entry.value] == UInt8(ascii: "\"")
    {
      at = JSONParser.offset(
        ofCharacter: constraintColumn - 1, inStringAt: entry.value, of: bytes)
    }
    offset = at
    (line, column) = lines.lineAndColumn(of: at)
  }
}
