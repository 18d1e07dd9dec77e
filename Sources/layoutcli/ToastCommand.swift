import Foundation
import Layout

/// `layoutcli toast MESSAGE`: the seed toasts, laid out and printed.
struct ToastCommand: CLICommand {
  /// `--position`: the edge of the window the toast is placed from.
  enum Edge: String, CaseIterable {
    case top
    case bottom
  }

  static let signature = CommandSignature(
    name: "layoutcli toast",
    abstract: "Lay out a seed toast with a message and print it.",
    discussion: "The toast sits in an alert-level window that lets touches through, over an"
      + " empty app window: a capsule (seed 000) or a banner (seed 001).",
    arguments: [
      CommandArgument(name: "message", help: "The toast's text (any script; long text wraps).")
    ],
    options: RenderOutput.screenOptions(device: Screen.iPhone15.name, orientation: .portrait)
      + [
        .choice(
          "--style", of: ToastStyle.self, default: .capsule,
          help: "A capsule (seed 000) or a banner (seed 001)."),
        .choice(
          "--position", of: Edge.self, default: nil,
          help: "The edge it is placed from: bottom for a capsule, top for a banner unless"
            + " given."),
        .value(
          "--offset", "points",
          help: "Points from the edge: 200 for a bottom capsule (from the window's bottom), 40"
            + " otherwise (from the safe area) unless given."),
      ] + RenderOutput.options
      + Timeline.options(
        at: "Show the toast at t = 0 with the seeds' timing and print the scene at t seconds"
          + " (capsule: visible at once, 1 s ease-in fade after 1.5 s; banner: 0.5 s ease-in"
          + " fade in, 2 s, 0.5 s ease-out fade out).",
        timeline: "Print the scene every step seconds from start to end: text blocks, one JSON"
          + " object per line, or an SVG that plays them."),
    examples: [
      "layoutcli toast \"Hello, Toast!\"",
      "layoutcli toast \"Hello, Toast!\" --at 1.8",
      "layoutcli toast \"Hi\" --style banner --timeline 0:3:0.25 --format svg > toast.svg",
      "layoutcli toast \"저장되었습니다\" --style banner --device \"iPhone SE\" --format svg",
    ])

  var message = ""
  var screen = Screen.iPhone15
  var orientation = Screen.Orientation.portrait
  var style = ToastStyle.capsule
  var top: Bool?
  var offset: CGFloat?
  var output = RenderOutput()
  var timeline = Timeline()

  /// Reads the command's arguments.
  /// - Throws: ``CLIError`` (64) for a bad offset or time.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    message = parsed.argument(0) ?? ""
    screen = try parsed.device() ?? screen
    orientation = try parsed.choice("--orientation", as: Screen.Orientation.self) ?? orientation
    style = try parsed.choice("--style", as: ToastStyle.self) ?? style
    top = try parsed.choice("--position", as: Edge.self).map { $0 == .top }
    if let v = parsed.value("--offset") {
      guard let number = Double(v), number.isFinite, abs(number) <= 10_000 else {
        throw parsed.error("--offset needs a number of points, got '\(v)'")
      }
      offset = CGFloat(number)
    }
    output = try RenderOutput(parsed)
    timeline = try Timeline(parsed)
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
      return timeline.emit(
        output, console: console, title: "layoutcli toast", windows: { scene.windows }
      ) { t in
        clock.advance(to: t)
        return RenderTree(
          presentation: animator.presentationSnapshot(), scene: scene, screen: screen,
          orientation: orientation)
      }
    }
    let toast = Toast(
      message: message, screen: screen, orientation: orientation, style: style,
      position: position)
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    let diagnostics = (app.layoutDiagnostics + toast.window.layoutDiagnostics).map(\.message)
    let tree = RenderTree(windows: [app, toast.window], screen: screen, orientation: orientation)
    return output.emit(
      tree, windows: [app, toast.window], title: "layoutcli toast", diagnostics: diagnostics,
      console: console)
  }
}
