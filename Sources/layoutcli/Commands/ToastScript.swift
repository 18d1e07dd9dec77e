import Foundation
import Layout

/// What `layoutcli toast` does over time: the messages of `--then MESSAGE@T` and the
/// touches of `--actions`, as steps in time order, run on a presenter as its clock reaches
/// them.
struct ToastScript {
  /// One thing that happens at a time.
  enum Step: Equatable {
    /// A toast is asked for.
    case show(String)
    /// A tap on the centre of the newest toast's drawn box.
    case tap
    /// A swipe from the centre of the newest toast, ``swipeDistance`` points up or down in
    /// ``swipeDuration`` seconds (past both of the presenter's thresholds).
    case swipe(up: Bool)
    /// A finger comes down on the centre of the newest toast and stays.
    case holdBegin
    /// The holding finger lifts.
    case holdEnd
    /// The keyboard comes up (true) or goes down, with its own motion, in every window of
    /// the scene: toasts at the bottom or centre move with it.
    case keyboard(shown: Bool)
  }

  /// How far a scripted swipe moves, in points.
  static let swipeDistance: CGFloat = 100
  /// How long a scripted swipe lasts, in seconds (100 points in 0.1 s: 1000 pt/s).
  static let swipeDuration: TimeInterval = 0.1
  /// The action names `--actions` takes.
  static let actionNames = [
    "tap", "swipe-up", "swipe-down", "hold", "keyboard-up", "keyboard-down",
  ]
  /// The grammar, as error messages state it.
  static let actionGrammar =
    "tap@T, swipe-up@T, swipe-down@T, hold@T:SECONDS, keyboard-up@T or keyboard-down@T"

  /// The steps in time order (stable: at one time, messages first, in the order given).
  var steps: [(time: TimeInterval, step: Step)] = []

  /// The time of the last step, if any.
  var end: TimeInterval? { steps.last?.time }

  /// No steps.
  init() {}

  /// Reads `--then MESSAGE@T` (each occurrence) and `--actions A@T,…`.
  /// - Throws: ``CLIError`` (64) for a malformed entry, naming it and the grammar.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    var steps: [(time: TimeInterval, step: Step)] = []
    for occurrence in parsed.occurrences where occurrence.name == .then {
      let text = occurrence.values.first ?? ""
      guard let at = text.lastIndex(of: "@"), let t = Self.time(text[text.index(after: at)...])
      else {
        throw parsed.error(
          "--then needs MESSAGE@SECONDS (seconds from 0 to 86400), got '\(text)'")
      }
      steps.append((t, .show(String(text[..<at]))))
    }
    if let text = parsed.value(.actions) {
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        steps += try Self.action(String(item), parsed)
      }
    }
    self.steps = steps.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
    }.map(\.element)
  }

  /// One `--actions` entry as steps (a hold is two: down and up).
  private static func action(_ item: String, _ parsed: ParsedArguments) throws(CLIError)
    -> [(time: TimeInterval, step: Step)]
  {
    let parts = item.split(separator: "@", omittingEmptySubsequences: false)
    let name = parts.first.map(String.init) ?? ""
    guard Self.actionNames.contains(name) else {
      throw parsed.error(
        "--actions: unknown action '\(name)' in '\(item)'"
          + ParsedArguments.didYouMean(name, among: Self.actionNames) + "; expected "
          + Self.actionGrammar)
    }
    let bad = parsed.error(
      "--actions needs \(Self.actionGrammar) (seconds from 0 to 86400), got '\(item)'")
    guard parts.count == 2 else { throw bad }
    if name == "hold" {
      let times = parts[1].split(separator: ":", omittingEmptySubsequences: false)
      guard times.count == 2, let t = Self.time(times[0]), let length = Self.time(times[1]),
        length > 0
      else { throw bad }
      return [(t, .holdBegin), (t + length, .holdEnd)]
    }
    guard let t = Self.time(parts[1]) else { throw bad }
    switch name {
    case "tap": return [(t, .tap)]
    case "keyboard-up": return [(t, .keyboard(shown: true))]
    case "keyboard-down": return [(t, .keyboard(shown: false))]
    default: return [(t, .swipe(up: name == "swipe-up"))]
    }
  }

  /// A time in seconds from 0 to 86400, if `text` is one.
  private static func time(_ text: Substring) -> TimeInterval? {
    guard let t = Double(text), t.isFinite, t >= 0, t <= 86_400 else { return nil }
    return t
  }

  /// Runs a step on a presenter (its clock already at the step's time); `show` asks for a
  /// toast with the command's style and position.
  static func run(_ step: Step, on presenter: ToastPresenter, show: (String) -> Void) {
    let target = presenter.current.flatMap { presenter.drawnFrame(of: $0.request.id) }
    let centre = target.map { CGPoint(x: $0.midX, y: $0.midY) }
    switch step {
    case .show(let message): show(message)
    case .tap:
      if let centre { presenter.tap(at: centre) }
    case .swipe(let up):
      guard let centre else { return }
      let end = CGPoint(x: centre.x, y: centre.y + (up ? -swipeDistance : swipeDistance))
      presenter.swipe(from: centre, to: end, duration: swipeDuration)
    case .holdBegin:
      if let centre { presenter.beginHold(at: centre) }
    case .holdEnd: presenter.endHold()
    case .keyboard(let shown):
      if shown {
        presenter.animator.showKeyboard(in: presenter.scene)
      } else {
        presenter.animator.hideKeyboard(in: presenter.scene)
      }
    }
  }
}
