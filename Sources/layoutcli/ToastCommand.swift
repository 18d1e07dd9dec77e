import Foundation
import Layout

/// `layoutcli toast MESSAGE`: the seed toasts, laid out and printed.
struct ToastCommand {
  static let usage = """
    USAGE: layoutcli toast MESSAGE [--device NAME] [--orientation portrait|landscape]
                           [--style capsule|banner] [--position top|bottom] [--offset N]
                           [--format text|json|svg] [--debug] [--strict]
                           [--at T | --timeline START:END:STEP [--filmstrip]]

    ARGUMENTS:
      MESSAGE              The toast's text (any script; long text wraps).

    OPTIONS:
      --device NAME        A device profile (default iPhone 15; see `layoutcli devices`).
      --orientation O      portrait (default) or landscape.
      --style S            capsule (seed 000, default) or banner (seed 001).
      --position P         bottom or top (default: bottom for a capsule, top for a banner).
      --offset N           Points from the edge (default 200 for a bottom capsule, from the
                           window's bottom; 40 otherwise, from the safe area).
      --format F           text (default), json or svg.
      --debug              With svg: outline every frame with its id.
      --strict             Exit 1 if the layout reports a conflict or an ambiguity.
      --at T               Show the toast at t = 0 with the seeds' timing and print the scene
                           at T seconds (capsule: visible at once, 1 s ease-in fade after
                           1.5 s; banner: 0.5 s ease-in fade in, 2 s, 0.5 s ease-out out).
      --timeline A:B:S     Print the scene every S seconds from A to B: text blocks, one JSON
                           object per line, or an SVG that plays them (--filmstrip: side by
                           side).

    EXAMPLES:
      layoutcli toast "Hello, Toast!"
      layoutcli toast "Hello, Toast!" --at 1.8
      layoutcli toast "Hi" --style banner --timeline 0:3:0.25 --format svg > toast.svg
      layoutcli toast "저장되었습니다" --style banner --device "iPhone SE" --format svg

    """

  var message = ""
  var screen = Screen.iPhone15
  var orientation = Screen.Orientation.portrait
  var style = ToastStyle.capsule
  var top: Bool?
  var offset: CGFloat?
  var output = RenderOutput()
  var timeline = Timeline()

  init(arguments: [String]) throws(CLIError) {
    var rest = arguments[...]
    var message: String?
    let usageLine = "usage: layoutcli toast MESSAGE [options] (see layoutcli toast --help)"
    func value(_ flag: String) throws(CLIError) -> String {
      guard let next = rest.popFirst() else {
        throw CLIError.usage("\(flag) needs a value", usageLine)
      }
      return next
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
      case "--style":
        let v = try value(argument)
        guard let s = ToastStyle(rawValue: v) else {
          throw CLIError.usage("unknown style '\(v)'; expected capsule or banner", usageLine)
        }
        style = s
      case "--position":
        let v = try value(argument)
        guard v == "top" || v == "bottom" else {
          throw CLIError.usage("unknown position '\(v)'; expected top or bottom", usageLine)
        }
        top = v == "top"
      case "--offset":
        let v = try value(argument)
        guard let number = Double(v), number.isFinite, abs(number) <= 10_000 else {
          throw CLIError.usage("--offset needs a number of points, got '\(v)'", usageLine)
        }
        offset = CGFloat(number)
      default:
        guard !argument.hasPrefix("--"), message == nil else {
          throw CLIError.usage("unknown argument '\(argument)' for toast", usageLine)
        }
        message = argument
      }
    }
    guard let message else { throw CLIError.usage("missing MESSAGE", usageLine) }
    self.message = message
  }

  func run(console: Console) -> Int32 {
    let standard = ToastPosition.standard(for: style)
    let isTop = top ?? (standard != .bottom(200))
    let defaultOffset: CGFloat = (!isTop && style == .capsule) ? 200 : 40
    let distance = offset ?? defaultOffset
    let position: ToastPosition = isTop ? .top(distance) : .bottom(distance)
    let app = Window(screen: screen, orientation: orientation)
    app.snp.setLabel("app")
    app.backgroundColor = .white
    if timeline.isRequested {
      // Shown at t = 0 by a presenter, with the seeds' timing, and sampled on its clock.
      let clock = AnimationClock()
      let scene = Scene()
      scene.show(app)
      app.layoutIfNeeded()
      let animator = Animator(clock: clock, scene: scene)
      let presenter = ToastPresenter(
        scene: scene, animator: animator, screen: screen, orientation: orientation)
      presenter.show(message, position: position, style: style)
      return timeline.emit(output, console: console) { t in
        clock.advance(to: t)
        return RenderTree(
          presentationOf: animator, scene: scene, screen: screen, orientation: orientation)
      }
    }
    let toast = Toast(
      message: message, screen: screen, orientation: orientation, style: style,
      position: position)
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    let diagnostics = (app.layoutDiagnostics + toast.window.layoutDiagnostics).map(\.message)
    let tree = RenderTree(windows: [app, toast.window], screen: screen, orientation: orientation)
    return output.emit(tree, diagnostics: diagnostics, console: console)
  }
}
