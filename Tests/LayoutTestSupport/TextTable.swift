/// The text table `layoutcli` prints, parsed once for every suite that reads it: a header,
/// then one row per view, `path x y width height` (on screen), the `frame` in the
/// superview (four numbers) and `alpha`, columns padded with spaces.
///
/// ```swift
/// let table = TextTable(CLI.run(arguments: ["toast", "Hello"]).stdout)
/// table.screenRect("toastWindow/backView")   // ["136.5", "612", "120", "40"]
/// ```
public struct TextTable {
  /// Every row after the header, split on runs of spaces.
  public let rows: [[String]]

  /// The table in `text`.
  public init(_ text: String) {
    rows = text.split(separator: "\n").dropFirst().map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
  }

  /// The row of the view at `path`, or nil.
  public func row(_ path: String) -> [String]? {
    rows.first { $0.first == path }
  }

  /// The first row whose path ends with `suffix`, or nil.
  public func row(endingWith suffix: String) -> [String]? {
    rows.first { $0.first?.hasSuffix(suffix) == true }
  }

  /// The on-screen `x y width height` of the view at `path` (empty when there is none).
  public func screenRect(_ path: String) -> [String] {
    row(path).map { Array($0.dropFirst().prefix(4)) } ?? []
  }

  /// The `frame` column (in the superview) of the view at `path`, as one string
  /// (`"20 40 360 60"`), or nil.
  public func frame(_ path: String) -> String? {
    row(path).flatMap { $0.count >= 10 ? $0[5...8].joined(separator: " ") : nil }
  }

  /// The last column (`alpha`) of the first row whose path ends with `suffix`, or nil.
  public func alpha(endingWith suffix: String) -> String? {
    row(endingWith: suffix)?.last
  }
}
