import Foundation

/// Shows toasts in alert-level windows, with the seeds' timelines, on an ``Animator`` the
/// caller owns (seed 000's singleton, without the singleton): one after another, or several
/// at once stacked from their edge.
///
/// ```swift
/// let presenter = ToastPresenter(scene: scene, animator: animator, screen: .iPhone15)
/// let saved = presenter.show("Saved", style: .banner)    // 0.5 s in, 2 s, 0.5 s out
/// presenter.show("Copied", style: .banner)               // queued: starts at 3.0 s
/// clock.advance(to: 1)
/// presenter.hide(id: saved)                              // "Copied" comes 0.2 s later
/// ```
///
/// Timelines:
/// - **banner** (seed 001): the banner fades in over 0.5 s (ease-in), holds `duration`
///   (2 s by default), fades out over 0.5 s (ease-out); then the window is hidden.
/// - **capsule** (seed 000): the capsule shows at once, holds `duration` (1.5 s by
///   default), then the window fades out over 1 s (ease-in); then the window is hidden and
///   its alpha reset to 1.
/// - **dismissed** (``hide(id:animated:)``, ``hideAll(animated:)``, a tap or a swipe): the
///   window fades out over 0.2 s (ease-in: Toast-Swift's fade and SwiftMessages' hide
///   last 0.2 s); a swipe also slides it off its edge, unless Reduce Motion is on.
///
/// With VoiceOver on (``Scene/accessibility``) the hold lasts
/// ``AccessibilitySettings/holdDuration(for:)`` (10 s at least, Android's rule), and each
/// toast posts an announcement (``events``), as `UIAccessibility.post(notification:
/// .announcement, argument:)`, which does not move VoiceOver's focus.
///
/// Windows are made on first use and reused (the label's text changes), as seed 000 reuses
/// its window: one per style and position while toasts show one at a time, one per toast
/// on screen when they stack. What happens when a toast is asked for while one is showing is
/// the ``Policy``; touches are ``tap(at:)``, ``swipe(from:to:duration:)`` and
/// ``beginHold(at:)``.
public final class ToastPresenter {
  /// What ``show(_:duration:position:style:priority:)`` does while a toast is showing.
  public enum Policy: Sendable, Hashable {
    /// Wait for the toasts before it (seed 001's suggested queue).
    case queue
    /// Hide the one showing at once and show the new one.
    case replace
    /// As `.queue`, but drop a message that is showing or already waiting.
    case dropDuplicates
    /// Up to this many on screen at once (less than 1 counts as 1), newest nearest its
    /// edge; the others slide away from the edge by the newer ones' heights plus
    /// ``ToastPresenter/stackSpacing`` over 0.3 s (ease-in-out), and back when one leaves.
    /// More wait, as with `.queue`.
    case stack(Int)
  }

  /// A toast's identity: what ``show(_:duration:position:style:priority:)`` returns and
  /// ``hide(id:animated:)`` takes. Ids count up from 1 in the order asked for.
  public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number.
    public let rawValue: Int

    /// The id with this number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Earlier ids first.
    public static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }

    /// The number, as text.
    public var description: String { String(rawValue) }
  }

  /// A toast asked for.
  public struct Request: Sendable, Equatable {
    /// Its id.
    public var id: ID
    /// The message.
    public var message: String
    /// How long it stays fully visible, in seconds (before VoiceOver's lengthening).
    public var duration: TimeInterval
    /// Where it sits (nil: the style's standard place).
    public var position: ToastPosition?
    /// Its look.
    public var style: ToastStyle
    /// Its place in the queue: a higher priority shows before a lower one asked for
    /// earlier (SwiftMessages' `priority`); equal priorities keep their order.
    public var priority: Int
  }

  /// The gap between stacked toasts, in points (Material's 8 dp snackbar margin).
  public static let stackSpacing: CGFloat = 8
  /// How long stacked toasts take to slide to their new places, in seconds.
  public static let slideDuration: TimeInterval = 0.3
  /// How long a dismissed toast takes to fade out, in seconds.
  public static let dismissDuration: TimeInterval = 0.2

  /// The scene the windows are shown in; its ``Scene/accessibility`` settings apply.
  public let scene: Scene
  /// The animator the fades run on.
  public let animator: Animator
  /// The screen the toasts are laid out for.
  public let screen: Screen
  /// The screen's orientation.
  public let orientation: Screen.Orientation
  /// What happens to a toast asked for while one is showing.
  public let policy: Policy
  /// The width, line and keyboard options of the toasts shown from now on (the defaults
  /// keep the seed layouts).
  public var toastOptions = Toast.Options()
  /// The reading direction of the toasts' windows shown from now on (nil: left to right),
  /// as `UIApplication.userInterfaceLayoutDirection` sets it app-wide.
  public var layoutDirection: LayoutDirection?
  /// Seconds between a toast leaving and a waiting one appearing in its place: 0 by default
  /// (the seeds' timelines); SwiftMessages' `pauseBetweenMessages` is 0.5. NaN or a
  /// negative value counts as 0.
  public var pauseBetweenToasts: TimeInterval = 0
  /// Whether a tap on a toast dismisses it (as Toast-Swift's `tapToDismissEnabled`, on by
  /// default); when off, ``tap(at:)`` passes every tap through to the scene.
  public var dismissesOnTap = true
  /// Whether a swipe towards its edge dismisses a toast (as SwiftMessages' and Drops' pan
  /// to hide, on by default).
  public var dismissesOnSwipe = true
  /// The toasts waiting, first to show first.
  public internal(set) var pending: [Request] = []
  /// What happened, in time order: announcements, dismissals, pauses.
  public internal(set) var events: [Event] = []

  /// The toasts on screen, oldest first (leaving ones too, until their fade ends).
  var showing: [Showing] = []
  /// Windows made so far, with whether a toast is using each.
  var made: [(style: ToastStyle, position: ToastPosition?, toast: Toast, inUse: Bool)] = []
  /// The next id's number.
  var nextID = 1
  /// The next phase token (see ``Showing/token``).
  var nextToken = 0
  /// Whether a pause between toasts is running (nothing new shows until it ends).
  var isPausing = false
  /// The toast a finger holds, if any.
  var heldToast: ID?

  /// A presenter for a scene; its animator should watch that scene.
  public init(
    scene: Scene, animator: Animator, screen: Screen,
    orientation: Screen.Orientation = .portrait, policy: Policy = .queue
  ) {
    self.scene = scene
    self.animator = animator
    self.screen = screen
    self.orientation = orientation
    self.policy = policy
    scene.addKeyboardObserver(self)
  }

  /// The toasts on screen, oldest first, with their windows' views.
  public var visible: [(request: Request, toast: Toast)] {
    showing.map { ($0.request, $0.toast) }
  }

  /// The newest toast on screen, if any.
  public var current: (request: Request, toast: Toast)? {
    showing.last.map { ($0.request, $0.toast) }
  }

  /// How many toasts may be on screen at once.
  public var capacity: Int {
    if case .stack(let n) = policy { return Swift.max(1, n) }
    return 1
  }

  /// Shows a toast now, or when the ones before it are done (see ``Policy``), and returns
  /// its id (under `.dropDuplicates`, a duplicate gets the id of the toast it duplicates).
  ///
  /// `duration` is how long it stays fully visible: 2 s for a banner, 1.5 s for a capsule
  /// by default, as in the seeds; NaN counts as the default, a negative duration as 0, and
  /// an infinite one keeps the toast until it is hidden.
  @discardableResult
  public func show(
    _ message: String, duration: TimeInterval? = nil, position: ToastPosition? = nil,
    style: ToastStyle = .capsule, priority: Int = 0
  ) -> ID {
    let standard = style.timing.duration
    let given = duration.flatMap { $0.isNaN ? nil : Swift.max(0, $0) }
    let request = Request(
      id: ID(rawValue: nextID), message: message, duration: given ?? standard,
      position: position, style: style, priority: priority)
    nextID += 1
    switch policy {
    case .replace:
      for entry in showing {
        record(.dismissed(.replaced), entry.request.id)
        finish(entry.request.id)
      }
      present(request, layOut(request))
      return request.id
    case .dropDuplicates:
      let duplicate =
        showing.first { $0.request.message == message }?.request
        ?? pending.first { $0.message == message }
      if let duplicate { return duplicate.id }
    case .queue, .stack:
      break
    }
    let index = pending.firstIndex { $0.priority < priority } ?? pending.endIndex
    pending.insert(request, at: index)
    fill()
    return request.id
  }

  /// Hides a toast: one on screen fades out (``dismissDuration``, or at once when
  /// `animated` is false), one waiting is dropped.
  ///
  /// - Returns: Whether the id was on screen or waiting.
  @discardableResult
  public func hide(id: ID, animated: Bool = true) -> Bool {
    if let index = pending.firstIndex(where: { $0.id == id }) {
      pending.remove(at: index)
      return true
    }
    guard let entry = showing.first(where: { $0.request.id == id }) else { return false }
    if animated {
      if entry.phase != .leaving { dismiss(id, reason: .hidden, slide: nil) }
    } else {
      record(.dismissed(.hidden), id)
      finish(id)
    }
    return true
  }

  /// Drops every waiting toast and hides every toast on screen (as ``hide(id:animated:)``).
  public func hideAll(animated: Bool = true) {
    pending.removeAll()
    for entry in showing { hide(id: entry.request.id, animated: animated) }
  }
}
