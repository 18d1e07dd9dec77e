import Foundation

/// Shows toasts one after another in an alert-level window, with the seeds' timelines, on
/// an ``Animator`` the caller owns (seed 000's singleton, without the singleton).
///
/// ```swift
/// let presenter = ToastPresenter(scene: scene, animator: animator, screen: .iPhone15)
/// presenter.show("Saved", style: .banner)    // 0.5 s in, 2 s, 0.5 s out
/// presenter.show("Copied", style: .banner)   // queued: starts at 3.0 s
/// clock.advance(to: 6)
/// ```
///
/// Timelines:
/// - **banner** (seed 001): the banner fades in over 0.5 s (ease-in), holds `duration`
///   (2 s by default), fades out over 0.5 s (ease-out); then the window is hidden.
/// - **capsule** (seed 000): the capsule shows at once, holds `duration` (1.5 s by
///   default), then the window fades out over 1 s (ease-in); then the window is hidden and
///   its alpha reset to 1.
///
/// One window per style and position is made on first use and reused (the label's text
/// changes), as seed 000 reuses its window. What happens when a toast is asked for while
/// one is showing is the ``Policy``.
public final class ToastPresenter {
  /// What ``show(_:duration:position:style:)`` does while a toast is showing.
  public enum Policy: Sendable, Hashable {
    /// Wait for the toasts before it (seed 001's suggested queue).
    case queue
    /// Hide the one showing at once and show the new one.
    case replace
    /// As `.queue`, but drop a message that is showing or already waiting.
    case dropDuplicates
  }

  /// A toast asked for.
  public struct Request: Sendable, Equatable {
    /// The message.
    public var message: String
    /// How long it stays fully visible, in seconds.
    public var duration: TimeInterval
    /// Where it sits (nil: the style's standard place).
    public var position: ToastPosition?
    /// Its look.
    public var style: ToastStyle
  }

  /// The scene the windows are shown in.
  public let scene: Scene
  /// The animator the fades run on.
  public let animator: Animator
  /// The screen the toasts are laid out for.
  public let screen: Screen
  /// The screen's orientation.
  public let orientation: Screen.Orientation
  /// What happens to a toast asked for while one is showing.
  public let policy: Policy
  /// The toast showing, if any.
  public private(set) var current: (request: Request, toast: Toast)?
  /// The toasts waiting, first to show first.
  public private(set) var pending: [Request] = []

  private var made: [(style: ToastStyle, position: ToastPosition?, toast: Toast)] = []
  private var generation = 0

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
  }

  /// Shows a toast now, or when the ones before it are done (see ``Policy``).
  ///
  /// `duration` is how long it stays fully visible: 2 s for a banner, 1.5 s for a capsule
  /// by default, as in the seeds.
  public func show(
    _ message: String, duration: TimeInterval? = nil, position: ToastPosition? = nil,
    style: ToastStyle = .capsule
  ) {
    let request = Request(
      message: message, duration: duration ?? (style == .banner ? 2 : 1.5), position: position,
      style: style)
    guard let showing = current else { return present(request) }
    switch policy {
    case .queue:
      pending.append(request)
    case .dropDuplicates:
      let waiting = pending.contains { $0.message == message }
      if showing.request.message != message && !waiting { pending.append(request) }
    case .replace:
      animator.removeAllAnimations(of: showing.toast.box)
      animator.removeAllAnimations(of: showing.toast.window)
      hide(showing.toast)
      present(request)
    }
  }

  private func present(_ request: Request) {
    generation += 1
    let token = generation
    let toast = self.toast(style: request.style, position: request.position)
    toast.label.text = request.message
    toast.window.alpha = 1
    toast.box.alpha = 1
    scene.show(toast.window)
    toast.window.layoutIfNeeded()
    current = (request, toast)
    switch request.style {
    case .banner, .pill:  // the pill plays the banner's fades until it has its own timeline
      let box = toast.box
      box.alpha = 0
      animator.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) {
        box.alpha = 1
      } completion: { [weak self] _ in
        guard let self, self.generation == token else { return }
        self.animator.animate(
          withDuration: 0.5, delay: request.duration, options: .curveEaseOut
        ) {
          box.alpha = 0
        } completion: { [weak self] _ in
          self?.finish(token)
        }
      }
    case .capsule:
      let window = toast.window
      animator.animate(withDuration: 1, delay: request.duration, options: .curveEaseIn) {
        window.alpha = 0
      } completion: { [weak self] _ in
        self?.finish(token)
      }
    }
  }

  private func finish(_ token: Int) {
    guard token == generation, let showing = current else { return }
    hide(showing.toast)
    current = nil
    if !pending.isEmpty { present(pending.removeFirst()) }
  }

  private func hide(_ toast: Toast) {
    toast.window.isHidden = true
    toast.window.alpha = 1
    toast.box.alpha = 1
  }

  private func toast(style: ToastStyle, position: ToastPosition?) -> Toast {
    if let found = made.first(where: { $0.style == style && $0.position == position }) {
      return found.toast
    }
    let toast = Toast(
      message: "", screen: screen, orientation: orientation, style: style, position: position)
    made.append((style, position, toast))
    return toast
  }
}
