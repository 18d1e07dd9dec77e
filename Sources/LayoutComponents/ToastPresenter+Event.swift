import Foundation

extension ToastPresenter {
  /// Something that happened to a toast, at a time on the clock: what the timeline output
  /// of `layoutcli toast` lists as its events.
  public struct Event: Sendable, Equatable {
    /// Why a toast left.
    public enum Reason: String, Sendable, CaseIterable {
      /// Its duration ran out.
      case timeout
      /// A tap on it (``ToastPresenter/tap(at:)``).
      case tap
      /// A swipe towards its edge (``ToastPresenter/swipe(from:to:duration:)``).
      case swipe
      /// ``ToastPresenter/hide(id:animated:)`` or ``ToastPresenter/hideAll(animated:)``.
      case hidden
      /// A newer toast replaced it (``Policy/replace``).
      case replaced
    }

    /// What happened.
    public enum Kind: Sendable, Equatable {
      /// The toast appeared and posted its text as an announcement, as
      /// `UIAccessibility.post(notification: .announcement, argument: text)` does: VoiceOver
      /// (when running) speaks it without moving its focus (unlike `.screenChanged`, which
      /// Toast-Swift posts and which takes the user's place away).
      case announcement(String)
      /// The toast began to leave.
      case dismissed(Reason)
      /// A finger began to hold it: its duration stopped counting.
      case paused
      /// The finger let go: its duration counts on from where it stopped.
      case resumed
      /// The keyboard came up and took the room the toast had in its stack: it left (a
      /// fade of ``ToastPresenter/dismissDuration``) and waits at the front of the queue to
      /// show again, from the start, when there is room.
      case requeued
    }

    /// When, in seconds on the clock.
    public var time: TimeInterval
    /// Which toast.
    public var toast: ID
    /// What happened.
    public var kind: Kind

    /// An event.
    public init(time: TimeInterval, toast: ID, kind: Kind) {
      self.time = time
      self.toast = toast
      self.kind = kind
    }
  }
}
