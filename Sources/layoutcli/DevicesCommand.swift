import Foundation
import Layout

/// `layoutcli devices`: the device profiles.
struct DevicesCommand {
  static let usage = """
    USAGE: layoutcli devices [--format text|json]

    OPTIONS:
      --format F   text (default): one aligned row per device; json: an array.

    EXAMPLES:
      layoutcli devices

    """

  var json = false

  init(arguments: [String]) throws(CLIError) {
    var rest = arguments[...]
    let usageLine = "usage: layoutcli devices [--format text|json]"
    while let argument = rest.popFirst() {
      guard argument == "--format", let value = rest.popFirst(), value == "text" || value == "json"
      else {
        throw CLIError.usage("unknown argument '\(argument)' for devices", usageLine)
      }
      json = value == "json"
    }
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
