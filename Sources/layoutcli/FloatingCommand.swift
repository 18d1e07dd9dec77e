import Foundation
import Layout

/// `layoutcli floating`: seed 003's screen, laid out and printed.
struct FloatingCommand {
  static let usage = """
    USAGE: layoutcli floating [--device NAME] [--orientation portrait|landscape]
                              [--state open|closed] [--content-offset Y] [--zoom S]
                              [--format text|json|svg] [--debug] [--strict]

    OPTIONS:
      --device NAME        A device profile (default iPhone 15; see `layoutcli devices`).
      --orientation O      portrait (default) or landscape.
      --state S            closed (default) or open: where the action buttons are.
      --content-offset Y   Scroll the image down by Y points (the buttons stay put).
      --zoom S             The scroll view's zoom scale (default 1).
      --format F           text (default), json or svg.
      --debug              With svg: outline every frame with its id.
      --strict             Exit 1 if the layout reports a conflict or an ambiguity.

    EXAMPLES:
      layoutcli floating --state open
      layoutcli floating --content-offset 300 --zoom 2 --format json

    """

  var screen = Screen.iPhone15
  var orientation = Screen.Orientation.portrait
  var state = FloatingMenu.State.closed
  var contentOffset: CGFloat = 0
  var zoom: CGFloat = 1
  var output = RenderOutput()

  init(arguments: [String]) throws(CLIError) {
    var rest = arguments[...]
    let usageLine = "usage: layoutcli floating [options] (see layoutcli floating --help)"
    func value(_ flag: String) throws(CLIError) -> String {
      guard let next = rest.popFirst() else {
        throw CLIError.usage("\(flag) needs a value", usageLine)
      }
      return next
    }
    func number(_ flag: String) throws(CLIError) -> CGFloat {
      let v = try value(flag)
      guard let x = Double(v), x.isFinite, abs(x) <= 100_000 else {
        throw CLIError.usage("\(flag) needs a number, got '\(v)'", usageLine)
      }
      return CGFloat(x)
    }
    while let argument = rest.popFirst() {
      if try output.parse(argument, &rest, usage: usageLine) { continue }
      if try RenderOutput.parseScreen(
        argument, &rest, screen: &screen, orientation: &orientation, usage: usageLine)
      {
        continue
      }
      switch argument {
      case "--state":
        let v = try value(argument)
        guard let s = FloatingMenu.State(rawValue: v) else {
          throw CLIError.usage("unknown state '\(v)'; expected open or closed", usageLine)
        }
        state = s
      case "--content-offset": contentOffset = try number(argument)
      case "--zoom":
        zoom = try number(argument)
        guard zoom > 0 else { throw CLIError.usage("--zoom must be positive", usageLine) }
      default:
        throw CLIError.usage("unknown argument '\(argument)' for floating", usageLine)
      }
    }
  }

  func run(console: Console) -> Int32 {
    let menu = FloatingMenu(screen: screen, orientation: orientation)
    menu.scrollView.contentOffset = CGPoint(x: 0, y: contentOffset)
    menu.scrollView.zoomScale = zoom
    menu.setState(state)
    menu.window.layoutIfNeeded()
    let diagnostics = menu.window.layoutDiagnostics.map(\.message)
    let tree = RenderTree(windows: [menu.window], screen: screen, orientation: orientation)
    return output.emit(tree, diagnostics: diagnostics, console: console)
  }
}
