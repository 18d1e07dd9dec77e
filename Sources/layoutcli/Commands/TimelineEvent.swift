import Foundation
import Layout

/// Something that happened during a timeline (a toast's announcement, a dismissal, a hold),
/// as the timeline output lists it after the sample it happened by.
struct TimelineEvent: Equatable {
  /// When, in seconds.
  var time: TimeInterval
  /// The toast it happened to (its id).
  var toast: Int
  /// What: `announcement`, `dismissed`, `paused`, `resumed` or `requeued`.
  var kind: String
  /// The announced text, for an announcement.
  var text: String?
  /// Why the toast left, for a dismissal: `timeout`, `tap`, `swipe`, `hidden` or `replaced`.
  var reason: String?

  /// A presenter's event.
  init(_ event: ToastPresenter.Event) {
    time = event.time
    toast = event.toast.rawValue
    switch event.kind {
    case .announcement(let text):
      kind = "announcement"
      self.text = text
    case .dismissed(let reason):
      kind = "dismissed"
      self.reason = reason.rawValue
    case .paused: kind = "paused"
    case .resumed: kind = "resumed"
    case .requeued: kind = "requeued"
    }
  }

  /// One line of the text output: `event 0.5 toast 2 announcement "Copied"`.
  var textLine: String {
    var line = "event \(NumberFormat.roundedString(time)) toast \(toast) \(kind)"
    if let text { line += " " + JSONText.quoted(text) }
    if let reason { line += " " + reason }
    return line
  }

  /// The JSON object: `{"t":0.5,"toast":2,"event":"announcement","text":"Copied"}`.
  var json: String {
    var out = "{\"t\":\(NumberFormat.roundedString(time)),\"toast\":\(toast),\"event\":\"\(kind)\""
    if let text { out += ",\"text\":" + JSONText.quoted(text) }
    if let reason { out += ",\"reason\":\"\(reason)\"" }
    return out + "}"
  }

  /// A caption for the SVG output: `0.5 s toast 2: announcement “Copied”`.
  var caption: String {
    var line = "\(NumberFormat.roundedString(time)) s toast \(toast): \(kind)"
    if let text { line += " \u{201C}" + text + "\u{201D}" }
    if let reason { line += " (" + reason + ")" }
    return line
  }
}
