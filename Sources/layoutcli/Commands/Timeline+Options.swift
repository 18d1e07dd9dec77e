import Foundation
import Layout

/// `--at`, `--timeline` and `--filmstrip`, as declared and as read.
extension Timeline {
  /// The three options; `at` and `timeline` are their help texts (what the command shows).
  static func options(at: String, timeline: String) -> [CommandOption] {
    [
      .value(.at, "t", help: at),
      .value(.timeline, "start:end:step", help: timeline),
      .flag(
        .filmstrip,
        help: "With --timeline and svg: the samples side by side instead of an SVG that plays"
          + " them."),
    ]
  }

  /// Reads `--at`, `--timeline` and `--filmstrip`; of `--at` and `--timeline`, the one
  /// given last counts.
  /// - Throws: ``CLIError`` (64) for a malformed time or range, or too many samples.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    filmstrip = parsed.contains(.filmstrip)
    let at = parsed.value(.at)
    let range = parsed.value(.timeline)
    let rangeIsLater =
      (parsed.position(of: .timeline) ?? -1) > (parsed.position(of: .at) ?? -1)
    if let range, rangeIsLater {
      times = try Self.times(range, parsed)
      isTimeline = true
      if times.count > Self.maxPageSamples,
        try parsed.choice(.format, as: RenderOutput.Format.self) == .html
      {
        throw parsed.error(
          "--timeline asks for \(times.count) samples; an html page holds at most"
            + " \(Self.maxPageSamples) (use a larger STEP)")
      }
    } else if let at {
      guard let t = Double(at), t.isFinite, t >= 0, t <= 86_400 else {
        throw parsed.error("--at needs a time in seconds from 0 to 86400")
      }
      times = [t]
    }
  }

  /// The sample times of `START:END:STEP`.
  private static func times(_ text: String, _ parsed: ParsedArguments) throws(CLIError)
    -> [TimeInterval]
  {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map {
      Double($0)
    }
    guard parts.count == 3, let start = parts[0], let end = parts[1], let step = parts[2],
      start.isFinite, end.isFinite, step.isFinite, start >= 0, end >= start, step > 0,
      end <= 86_400
    else {
      throw parsed.error(
        "--timeline needs START:END:STEP in seconds (0 <= START <= END, STEP > 0), got '\(text)'")
    }
    let count = Int(((end - start) / step + 1e-9).rounded(.down)) + 1
    guard count <= maxSamples else {
      throw parsed.error("--timeline asks for \(count) samples; at most \(maxSamples)")
    }
    // Times from the index, not by adding steps, so that they do not drift.
    // Rounded to the nanosecond (the clock's unit), so 0.1 × 3 is 0.3, not 0.30000000000000004.
    return (0..<count).map { NumberFormat.rounded(start + Double($0) * step) }
  }
}
