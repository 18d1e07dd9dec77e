import Foundation
import Layout

/// `layoutcli toast MESSAGE`: the seed toasts, laid out and printed.
struct ToastCommand: CLICommand {
  /// `--position`: the edge of the window the toast is placed from.
  enum Edge: String, CaseIterable {
    case top
    case center
    case bottom
  }

  static let signature = CommandSignature(
    name: "layoutcli toast",
    abstract: "Lay out a seed toast with a message and print it.",
    discussion: "The toast sits in an alert-level window that lets touches through, over an"
      + " empty app window: a capsule (seed 000), a banner (seed 001) or a pill (after"
      + " Drops).",
    arguments: [
      CommandArgument(name: "message", help: "The toast's text (any script; long text wraps).")
    ],
    options: RenderOutput.screenOptions(device: Screen.iPhone15.name, orientation: .portrait)
      + [
        .choice(
          .style, of: ToastStyle.self, default: .capsule,
          help: "A capsule (seed 000), a banner (seed 001) or a pill (after Drops)."),
        .choice(
          .position, of: Edge.self, default: nil,
          help: "Where it is placed: bottom for a capsule, top for a banner or a pill unless"
            + " given; center is the middle of the safe area above the keyboard."),
        .value(
          .offset, "points",
          help: "Points from the edge: 200 for a bottom capsule (from the window's bottom), 5"
            + " for a pill, 40 otherwise (from the safe area) unless given; ignored for"
            + " center."),
        .value(
          .maxWidth, "points",
          help: "The widest the toast may be (default: the readable width on iPad and in"
            + " landscape, 80 % of the width otherwise)."),
        .value(
          .lines, "n",
          help: "The most lines of the message, then \"…\" (default: as many as needed; 1"
            + " for a pill)."),
        .flag(
          .keyboard,
          help: "The keyboard is up from the start: bottom and centre toasts sit above it."),
        .choice(
          .appearance, of: UserInterfaceStyle.self, default: .light,
          help: "Light or dark mode colours."),
        .flag(
          .rtl,
          help: "Lay the app and the toasts out right to left, as for Arabic or Hebrew (the"
            + " built-in styles are centred, so only the text's start moves)."),
      ] + RenderOutput.options
      + [
        .value(
          .then, "message@t",
          help: "Another toast, asked for at t seconds (repeatable: --then \"Copied@0.5\""
            + " --then \"Sent@1\"); it waits, stacks or replaces as the presenter's policy"
            + " says (a queue by default)."),
        .value(
          .stack, "n",
          help: "Show up to n toasts at once (1 to 10), newest nearest the edge; the others"
            + " slide away from it."),
        .value(
          .pause, "seconds", default: "0",
          help: "Seconds between a toast leaving and a waiting one appearing."),
        .value(
          .actions, "action@t,…",
          help: "Touches on the newest toast at these times: tap@t, swipe-up@t, swipe-down@t"
            + " (100 points in 0.1 s), hold@t:seconds (tap@1,hold@2:1.5); and the keyboard:"
            + " keyboard-up@t, keyboard-down@t."),
        .flag(
          .voiceover,
          help: "VoiceOver is running: every toast stays at least 10 s (Android's"
            + " recommended-timeout rule)."),
        .flag(
          .reduceMotion, help: "Reduce Motion is on: slides become cross-fades."),
      ]
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
      "layoutcli toast Saved --then Copied@0.5 --then Sent@1 --stack 3 --timeline 0:2:0.5",
      "layoutcli toast Saved --actions tap@1 --timeline 0:1.5:0.5 --format json",
      "layoutcli toast Sent --style pill --position bottom --keyboard --appearance dark",
      "layoutcli toast Saved --actions keyboard-up@0.2 --timeline 0:1:0.25",
    ])

  var message = ""
  /// `--rtl`: the app's and the toasts' windows lay out right to left.
  var rightToLeft = false
  var screen = Screen.iPhone15
  var orientation = Screen.Orientation.portrait
  var style = ToastStyle.capsule
  var top: Bool?
  var offset: CGFloat?
  var output = RenderOutput()
  var timeline = Timeline()
  /// `--stack N`: how many toasts at once (nil: one at a time, queued).
  var stack: Int?
  /// `--pause`: seconds between toasts.
  var pause: TimeInterval = 0
  /// `--voiceover` and `--reduce-motion`.
  var accessibility = AccessibilitySettings()
  /// `--then` and `--actions`.
  var script = ToastScript()
  /// `--position center`.
  var center = false
  /// `--max-width` and `--lines`.
  var options = Toast.Options()
  /// `--keyboard`: the keyboard is up from t = 0.
  var keyboard = false

  /// Reads the command's arguments.
  /// - Throws: ``CLIError`` (64) for a bad offset or time.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    message = parsed.argument(0) ?? ""
    screen = try parsed.device() ?? screen
    orientation = try parsed.choice(.orientation, as: Screen.Orientation.self) ?? orientation
    style = try parsed.choice(.style, as: ToastStyle.self) ?? style
    let edge = try parsed.choice(.position, as: Edge.self)
    top = edge.map { $0 == .top }
    center = edge == .center
    if let v = parsed.value(.offset) {
      guard let number = Double(v), number.isFinite, abs(number) <= 10_000 else {
        throw parsed.error("--offset needs a number of points, got '\(v)'")
      }
      offset = CGFloat(number)
    }
    if let v = parsed.value(.stack) {
      guard let n = Int(v), (1...10).contains(n) else {
        throw parsed.error("--stack needs a whole number from 1 to 10, got '\(v)'")
      }
      stack = n
    }
    if let v = parsed.value(.pause) {
      guard let seconds = Double(v), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
        throw parsed.error("--pause needs seconds from 0 to 86400, got '\(v)'")
      }
      pause = seconds
    }
    if let v = parsed.value(.maxWidth) {
      guard let number = Double(v), number.isFinite, number > 0, number <= 10_000 else {
        throw parsed.error("--max-width needs points from 0 to 10000, got '\(v)'")
      }
      options.maximumWidth = CGFloat(number)
    }
    if let v = parsed.value(.lines) {
      guard let n = Int(v), (0...1000).contains(n) else {
        throw parsed.error("--lines needs a whole number from 0 to 1000, got '\(v)'")
      }
      options.numberOfLines = n
    }
    keyboard = parsed.contains(.keyboard)
    rightToLeft = parsed.contains(.rtl)
    screen.userInterfaceStyle =
      try parsed.choice(.appearance, as: UserInterfaceStyle.self) ?? .light
    accessibility.isVoiceOverRunning = parsed.contains(.voiceover)
    accessibility.isReduceMotionEnabled = parsed.contains(.reduceMotion)
    script = try ToastScript(parsed)
    output = try RenderOutput(parsed)
    timeline = try Timeline(parsed)
  }

  func run(console: Console) -> Int32 {
    let position = placement()
    let app = Window(screen: screen, orientation: orientation)
    app.snp.setLabel("app")
    // UIKit's systemBackground, as an app's screen behind the toast: white, black in dark
    // mode.
    app.backgroundColor = screen.userInterfaceStyle == .dark ? .black : .white
    let direction: LayoutDirection? = rightToLeft ? .rightToLeft : nil
    app.layoutDirection = direction
    let scene = Scene()
    scene.accessibility = accessibility
    scene.show(app)
    if keyboard { scene.showKeyboard() }
    if timeline.isRequested || script.end != nil {
      // Shown at t = 0 by a presenter, with the seeds' timing, and sampled on its clock;
      // `--then` and `--actions` happen at their times on the way.
      var sampling = timeline
      if !sampling.isRequested { sampling.times = [script.end ?? 0] }
      let clock = AnimationClock()
      app.layoutIfNeeded()
      let animator = Animator(clock: clock, scene: scene)
      let presenter = ToastPresenter(
        scene: scene, animator: animator, screen: screen, orientation: orientation,
        policy: stack.map { .stack($0) } ?? .queue)
      presenter.pauseBetweenToasts = pause
      presenter.toastOptions = options
      presenter.layoutDirection = direction
      let show = { (text: String) in
        _ = presenter.show(text, position: position, style: style)
      }
      let renderer = PresentationRenderer(
        animator: animator, scene: scene, screen: screen, orientation: orientation)
      show(message)
      var steps = script.steps[...]
      return sampling.emit(
        output, console: console, title: "layoutcli toast", windows: { scene.visibleWindows },
        events: { presenter.events.map(TimelineEvent.init) }
      ) { t in
        while let next = steps.first, next.time <= t {
          clock.advance(to: next.time)
          ToastScript.run(next.step, on: presenter) { show($0) }
          steps.removeFirst()
        }
        clock.advance(to: t)
        return renderer.render()
      }
    }
    let toast = Toast(
      message: message, screen: screen, orientation: orientation, style: style,
      position: position, options: options)
    toast.window.layoutDirection = direction
    scene.show(toast.window)
    app.layoutIfNeeded()
    toast.window.layoutIfNeeded()
    let diagnostics = (app.layoutDiagnostics + toast.window.layoutDiagnostics).map(\.message)
    let tree = RenderTree(windows: [app, toast.window], screen: screen, orientation: orientation)
    return output.emit(
      tree, windows: [app, toast.window], title: "layoutcli toast", diagnostics: diagnostics,
      console: console)
  }

  /// The toast's position from `--position` and `--offset`: the style's standard place and
  /// distance unless given (a capsule 200 above the window's bottom, a pill 5 and a banner
  /// 40 from the safe area).
  func placement() -> ToastPosition {
    if center { return .center }
    let standard = ToastPosition.standard(for: style)
    let standardIsTop: Bool
    let standardDistance: CGFloat
    switch standard {
    case .top(let d): (standardIsTop, standardDistance) = (true, d)
    case .bottom(let d): (standardIsTop, standardDistance) = (false, d)
    case .center: (standardIsTop, standardDistance) = (false, 40)
    }
    let isTop = top ?? standardIsTop
    let fallback: CGFloat =
      isTop == standardIsTop ? standardDistance : (style == .pill ? standardDistance : 40)
    let distance = offset ?? fallback
    return isTop ? .top(distance) : .bottom(distance)
  }
}
