import Foundation
import Layout

/// `layoutcli devices`: the device profiles.
struct DevicesCommand: CLICommand {
  /// How the profiles are printed.
  enum Format: String, CaseIterable {
    /// One aligned row per device.
    case text
    /// A JSON array.
    case json
  }

  static let signature = CommandSignature(
    name: "layoutcli devices",
    abstract: "List the device profiles: sizes, scales, safe areas.",
    discussion: "--device takes these names, case-insensitively and ignoring spaces and"
      + " punctuation (iphone15, \"iPhone SE\").",
    options: [
      .choice(
        .format, of: Format.self, default: .text,
        help: "One aligned row per device (text) or a JSON array (json).")
    ],
    examples: ["layoutcli devices", "layoutcli devices --format json"])

  var json = false

  /// Reads the command's arguments.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    json = try parsed.choice(.format, as: Format.self) == .json
  }

  func run(console: Console) -> Int32 {
    func n(_ x: CGFloat) -> String { NumberFormat.string(Double(x)) }
    func insets(_ i: EdgeInsets) -> String {
      [i.top, i.left, i.bottom, i.right].map(n).joined(separator: " ")
    }
    if json {
      let items = Screen.profiles.map { s in
        let i = s.portraitSafeAreaInsets
        let l = s.landscapeSafeAreaInsets
        return "{\"name\":\"\(s.name)\",\"width\":\(n(s.portraitSize.width)),"
          + "\"height\":\(n(s.portraitSize.height)),\"scale\":\(n(s.scale)),"
          + "\"safeArea\":{\"top\":\(n(i.top)),\"left\":\(n(i.left)),\"bottom\":\(n(i.bottom)),"
          + "\"right\":\(n(i.right))},\"landscapeSafeArea\":{\"top\":\(n(l.top)),"
          + "\"left\":\(n(l.left)),\"bottom\":\(n(l.bottom)),\"right\":\(n(l.right))}}"
      }
      console.out("[" + items.joined(separator: ",") + "]\n")
      return ExitCode.success
    }
    var rows = [["device", "points", "scale", "safe area (t l b r)", "landscape safe area"]]
    for s in Screen.profiles {
      rows.append([
        s.name, "\(n(s.portraitSize.width))×\(n(s.portraitSize.height))", "\(n(s.scale))x",
        insets(s.portraitSafeAreaInsets), insets(s.landscapeSafeAreaInsets),
      ])
    }
    let widths = (0..<5).map { c in rows.map { $0[c].count }.max() ?? 0 }
    for row in rows {
      let line = row.enumerated().map { c, cell in
        cell + String(repeating: " ", count: widths[c] - cell.count)
      }.joined(separator: "  ")
      console.out(
        line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n")
    }
    return ExitCode.success
  }
}
