import Foundation
import Layout

/// `layoutcli floating`: seed 003's screen, laid out and printed.
struct FloatingCommand: CLICommand {
  static let signature = CommandSignature(
    name: "layoutcli floating",
    abstract: "Lay out the seed floating-button screen and print it.",
    discussion: "Seed 003: an image in a scroll view under a row of action buttons (copy, wifi,"
      + " share) and a \"+\" button that opens and closes them.",
    options: RenderOutput.screenOptions(device: Screen.iPhone15.name, orientation: .portrait)
      + [
        .choice(
          .state, of: FloatingMenu.State.self, default: .closed,
          help: "Where the action buttons are: closed (hidden, moved away) or open."),
        .choice(
          .layout, of: FloatingMenu.ItemLayout.self, default: .seed,
          help: "seed: seed 003's row; vertical, horizontal or circular: a 56-point \"+\" in"
            + " the bottom trailing corner with 42-point items (44-point touch targets) in a"
            + " column, a row or on a quarter circle, opening with staggered springs."),
        .flag(
          .tabBar,
          help: "Add a tab bar (49 points above the home indicator, 32 on most iPhones in"
            + " landscape) and keep the buttons above it."),
        .flag(
          .rtl,
          help: "Lay the screen out right to left, as for Arabic or Hebrew: the row reads"
            + " from the right, a corner \"+\" sits bottom left."),
        .value(
          .contentOffset, "y", default: "0",
          help: "Scroll the image down by y points (the buttons stay put)."),
        .value(.zoom, "scale", default: "1", help: "The scroll view's zoom scale."),
      ] + RenderOutput.options
      + [
        .value(
          .actions, "toggle@t,…",
          help: "Taps on \"+\" at these times (toggle@0,toggle@0.35): seed 003's animation"
            + " (or the layout's staggered springs) opens or closes the menu; taps while it"
            + " moves are ignored.")
      ]
      + Timeline.options(
        at: "Print the scene at t seconds.",
        timeline: "Print it every step seconds from start to end: text blocks, one JSON object"
          + " per line, or an SVG that plays them."),
    examples: [
      "layoutcli floating --state open",
      "layoutcli floating --actions toggle@0 --at 0.15",
      "layoutcli floating --layout circular --tab-bar --state open",
      "layoutcli floating --layout vertical --rtl --state open",
      "layoutcli floating --content-offset 300 --zoom 2 --format json",
    ])

  var screen = Screen.iPhone15
  var orientation = Screen.Orientation.portrait
  var state = FloatingMenu.State.closed
  var layout = FloatingMenu.ItemLayout.seed
  var tabBar = false
  /// `--rtl`: the window lays out right to left.
  var rightToLeft = false
  var contentOffset: CGFloat = 0
  var zoom: CGFloat = 1
  var output = RenderOutput()
  var timeline = Timeline()
  /// `--actions toggle@T,…`: taps on "+" at those times.
  var toggles: [TimeInterval] = []

  /// Reads the command's arguments.
  /// - Throws: ``CLIError`` (64) for a bad number, action list or time.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    func number(_ flag: OptionName) throws(CLIError) -> CGFloat? {
      guard let v = parsed.value(flag) else { return nil }
      guard let x = Double(v), x.isFinite, abs(x) <= 100_000 else {
        throw parsed.error("\(flag) needs a number, got '\(v)'")
      }
      return CGFloat(x)
    }
    screen = try parsed.device() ?? screen
    orientation = try parsed.choice(.orientation, as: Screen.Orientation.self) ?? orientation
    state = try parsed.choice(.state, as: FloatingMenu.State.self) ?? state
    layout = try parsed.choice(.layout, as: FloatingMenu.ItemLayout.self) ?? layout
    tabBar = parsed.contains(.tabBar)
    rightToLeft = parsed.contains(.rtl)
    contentOffset = try number(.contentOffset) ?? contentOffset
    if let zoom = try number(.zoom) {
      guard zoom > 0 else { throw parsed.error("--zoom must be positive") }
      self.zoom = zoom
    }
    if let text = parsed.value(.actions) {
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = item.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "toggle", let t = Double(parts[1]), t.isFinite,
          t >= 0, t <= 86_400
        else {
          throw parsed.error("--actions needs toggle@SECONDS,…, got '\(item)'")
        }
        toggles.append(t)
      }
      toggles.sort()
    }
    output = try RenderOutput(parsed)
    timeline = try Timeline(parsed)
  }

  func run(console: Console) -> Int32 {
    let menu = FloatingMenu(
      screen: screen, orientation: orientation, layout: layout, tabBar: tabBar,
      layoutDirection: rightToLeft ? .rightToLeft : nil)
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
      let renderer = PresentationRenderer(
        animator: animator, windows: [window], screen: screen, orientation: orientation)
      return sampling.emit(
        output, console: console, title: "layoutcli floating", windows: { [window] }
      ) { t in
        // Taps up to t happen at their times (a tap while the buttons move is ignored).
        while let tap = pending.first, tap <= t {
          clock.advance(to: tap)
          menu.toggle(using: animator)
          pending.removeFirst()
        }
        clock.advance(to: t)
        return renderer.render()
      }
    }
    let diagnostics = menu.window.layoutDiagnostics.map(\.message)
    let tree = RenderTree(windows: [menu.window], screen: screen, orientation: orientation)
    return output.emit(
      tree, windows: [menu.window], title: "layoutcli floating", diagnostics: diagnostics,
      console: console)
  }
}
