import Foundation
import Layout

/// `layoutcli floating`: seed 003's screen, laid out and printed.
struct FloatingCommand {
  static let usage = """
    USAGE: layoutcli floating [--device NAME] [--orientation portrait|landscape]
                              [--state open|closed] [--content-offset Y] [--zoom S]
                              [--format text|json|svg] [--debug] [--strict]
                              [--actions toggle@T,…] [--at T | --timeline A:B:S [--filmstrip]]

    OPTIONS:
      --device NAME        A device profile (default iPhone 15; see `layoutcli devices`).
      --orientation O      portrait (default) or landscape.
      --state S            closed (default) or open: where the action buttons are.
      --content-offset Y   Scroll the image down by Y points (the buttons stay put).
      --zoom S             The scroll view's zoom scale (default 1).
      --format F           text (default), json or svg.
      --debug              With svg: outline every frame with its id.
      --strict             Exit 1 if the layout reports a conflict or an ambiguity.
      --actions LIST       Taps on "+" at these times (toggle@0,toggle@0.35): seed 003's
                           animation opens or closes the menu; taps while it moves are ignored.
      --at T               Print the scene at T seconds.
      --timeline A:B:S     Print it every S seconds from A to B (text blocks, JSON lines, or
                           an SVG that plays them; --filmstrip: side by side).

    EXAMPLES:
      layoutcli floating --state open
      layoutcli floating --actions toggle@0 --at 0.15
      layoutcli floating --content-offset 300 --zoom 2 --format json

    """

  var screen = Screen.iPhone15
  var orientation = Screen.Orientation.portrait
  var state = FloatingMenu.State.closed
  var contentOffset: CGFloat = 0
  var zoom: CGFloat = 1
  var output = RenderOutput()
  var timeline = Timeline()
  /// `--actions toggle@T,…`: taps on "+" at those times.
  var toggles: [TimeInterval] = []

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
      if try timeline.parse(argument, &rest, usage: usageLine) { continue }
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
      case "--actions":
        let text = try value(argument)
        toggles = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
          let parts = item.split(separator: "@", omittingEmptySubsequences: false)
          guard parts.count == 2, parts[0] == "toggle", let t = Double(parts[1]), t.isFinite,
            t >= 0, t <= 86_400
          else {
            throw CLIError.usage(
              "--actions needs toggle@SECONDS,…, got '\(item)'", usageLine)
          }
          toggles.append(t)
        }
        toggles.sort()
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
    if timeline.isRequested || !toggles.isEmpty {
      var sampling = timeline
      if !sampling.isRequested { sampling.times = [toggles.last ?? 0] }
      let clock = AnimationClock()
      let animator = Animator(clock: clock, watching: [menu.window])
      var pending = toggles[...]
      let window = menu.window
      return sampling.emit(output, console: console) { t in
        // Taps up to t happen at their times (a tap while the buttons move is ignored).
        while let tap = pending.first, tap <= t {
          clock.advance(to: tap)
          menu.toggle(using: animator)
          pending.removeFirst()
        }
        clock.advance(to: t)
        return RenderTree(
          presentationOf: animator, windows: [window], screen: screen, orientation: orientation)
      }
    }
    let diagnostics = menu.window.layoutDiagnostics.map(\.message)
    let tree = RenderTree(windows: [menu.window], screen: screen, orientation: orientation)
    return output.emit(tree, diagnostics: diagnostics, console: console)
  }
}
