import Foundation

extension ToastPresenter {
  /// A toast on screen and where it is in its timeline.
  struct Showing {
    /// Where a toast is in its timeline.
    enum Phase: Equatable {
      /// Fading in (a banner's first 0.5 s).
      case entering
      /// Fully visible, counting down its duration (or paused by a hold).
      case holding
      /// Fading (or sliding) out.
      case leaving
    }

    /// What was asked for.
    var request: Request
    /// Its window and views.
    let toast: Toast
    /// The phase.
    var phase: Phase
    /// Changes whenever the phase or its schedule changes: a completion or timer made for an
    /// older token finds the toast moved on and does nothing.
    var token: Int
    /// When the hold ends, in clock nanoseconds (while holding and not held).
    var holdEnd: Int64 = 0
    /// What is left of the hold while a finger holds the toast, in nanoseconds.
    var remaining: Int64?
    /// Whether a finger holds it.
    var isHeld = false
  }

  /// Shows waiting toasts while there is room (not during a pause between toasts): room in
  /// the count (``capacity``) and on the screen (``fitsInItsStack(_:_:)``). The first
  /// waiting toast that does not fit waits, and the ones behind it with it (the order
  /// holds), until a toast leaves, as SwiftMessages queues what does not fit.
  func fill() {
    while !isPausing, showing.count < capacity, let next = pending.first {
      let toast = layOut(next)
      guard fitsInItsStack(next, toast) else {
        release(toast)
        return
      }
      pending.removeFirst()
      present(next, toast)
    }
  }

  /// A free window with the request's message, shown and laid out at the toast's place.
  func layOut(_ request: Request) -> Toast {
    let toast = takeToast(style: request.style, position: request.position)
    toast.label.text = request.message
    toast.window.alpha = 1
    toast.box.alpha = 1
    toast.box.transform = .identity
    scene.show(toast.window)
    toast.window.layoutIfNeeded()
    return toast
  }

  /// Whether a toast laid out at its place joins its edge's stack with every toast of the
  /// stack inside the safe area and above the keyboard once they have moved up (or down)
  /// to make room. A toast alone on its edge always fits (its own constraints keep it in).
  func fitsInItsStack(_ request: Request, _ toast: Toast) -> Bool {
    let edge = Self.stackEdge(request)
    let stacked = showing.filter { $0.phase != .leaving && Self.stackEdge($0.request) == edge }
    guard !stacked.isEmpty else { return true }
    let extent = stacked.reduce(0) { $0 + $1.toast.box.bounds.height + Self.stackSpacing }
    return Self.fits(toast, movedBy: extent, from: edge)
  }

  /// Whether a toast laid out at its place, moved `offset` points away from its stack's
  /// edge (down at the top, up at the bottom and the centre), stays inside the safe area and
  /// above the keyboard.
  static func fits(_ toast: Toast, movedBy offset: CGFloat, from edge: StackEdge) -> Bool {
    let window = toast.window
    let safe = window.bounds.inset(by: window.safeAreaInsets)
    let floor = Swift.min(safe.maxY, window.keyboardFrame.minY)
    let box = toast.box.frame
    let tolerance: CGFloat = 1e-6
    switch edge {
    case .top: return box.maxY + offset <= floor + tolerance
    case .center, .bottom: return box.minY - offset >= safe.minY - tolerance
    }
  }

  /// Takes a toast's window off the screen and frees it for the next toast.
  func release(_ toast: Toast) {
    toast.window.isHidden = true
    toast.window.alpha = 1
    toast.box.alpha = 1
    toast.box.transform = .identity
    if let slot = made.firstIndex(where: { $0.toast === toast }) { made[slot].inUse = false }
  }

  /// Puts a toast, laid out on screen by ``fill()``, in the stack and starts its timeline.
  /// When the toasts already on its edge must move to make room, it waits out their move
  /// (``slideDuration``) unseen, then comes in: no toast is drawn over another while a stack
  /// changes, except one still fading out (see ``restack()``).
  func present(_ request: Request, _ toast: Toast) {
    let token = makeToken()
    showing.append(Showing(request: request, toast: toast, phase: .entering, token: token))
    record(.announcement(request.message), request.id)
    let id = request.id
    guard restack() else { return enter(request, toast, token: token) }
    toast.window.alpha = 0
    animator.schedule(after: Self.slideDuration) { [weak self] in
      guard let self, self.index(of: id, token: token) != nil else { return }
      toast.window.alpha = 1
      self.enter(request, toast, token: token)
    }
  }

  /// Runs a toast's show transition (or starts its hold at once, for a toast shown at once).
  func enter(_ request: Request, _ toast: Toast, token: Int) {
    let id = request.id
    let show = request.style.timing.show
    guard show.duration > 0 else { return beginHolding(id, token: token) }
    let view = show.target == .box ? toast.box : toast.window
    let slide = slideOffset(of: request, toast: toast, slides: show.slides)
    if show.fades { view.alpha = 0 }
    // From its place in the stack (its transform), not from the edge's: a toast that waited
    // while a newer one was asked for has been moved away from the edge already.
    let box = toast.box
    let place = box.transform
    if let slide {
      box.transform = place.concatenating(CGAffineTransform(translationX: 0, y: slide))
    }
    play(show) {
      if show.fades { view.alpha = 1 }
      if slide != nil { box.transform = place }
    } completion: { [weak self] _ in
      self?.beginHolding(id, token: token)
    }
  }

  /// How far a sliding transition moves a toast's box: its own height beyond its edge (up
  /// for a top toast, down for a bottom one); nil when it does not slide (a centred toast,
  /// Reduce Motion, a transition that only fades) or when a newer toast of its edge is on
  /// screen: the slide would cross that toast's place (a newer toast sits between it and
  /// the edge), so it fades where it is, as a capsule or a banner does.
  func slideOffset(of request: Request, toast: Toast, slides: Bool) -> CGFloat? {
    guard slides, !scene.accessibility.isReduceMotionEnabled else { return nil }
    let edge = Self.stackEdge(request)
    let newer = showing.drop { $0.request.id != request.id }.dropFirst()
    guard !newer.contains(where: { Self.stackEdge($0.request) == edge }) else { return nil }
    let position = request.position ?? .standard(for: request.style)
    let height = toast.box.frame.height
    switch position {
    case .top: return -height
    case .bottom: return height
    case .center: return nil
    }
  }

  /// Runs a style's transition on the animator, along its curve or spring.
  func play(
    _ transition: ToastStyle.Timing.Transition, animations: () -> Void,
    completion: @escaping (Bool) -> Void
  ) {
    switch transition.curve {
    case .timingCurve(let curve):
      animator.animate(
        withDuration: transition.duration, timingCurve: curve, animations: animations,
        completion: completion)
    case .spring(let spring):
      animator.run(
        duration: transition.duration, delay: 0, options: [], timing: .spring(spring),
        animations: animations, completion: completion)
    }
  }

  /// The toast's hold starts: its duration (VoiceOver's, if running) counts down, unless a
  /// finger holds it.
  func beginHolding(_ id: ID, token: Int) {
    guard let i = index(of: id, token: token) else { return }
    let hold = AnimationClock.nanoseconds(
      scene.accessibility.holdDuration(for: showing[i].request.duration))
    showing[i].phase = .holding
    showing[i].token = makeToken()
    if showing[i].isHeld {
      showing[i].remaining = hold
      return
    }
    scheduleExit(i, after: hold)
  }

  /// The exit begins `nanoseconds` from now, unless the token changes first.
  func scheduleExit(_ i: Int, after nanoseconds: Int64) {
    let id = showing[i].request.id
    let token = showing[i].token
    showing[i].holdEnd =
      animator.clock.nanoseconds.addingReportingOverflow(nanoseconds)
        .overflow ? Int64.max : animator.clock.nanoseconds + nanoseconds
    animator.schedule(after: AnimationClock.seconds(nanoseconds)) { [weak self] in
      self?.beginExit(id, token: token)
    }
  }

  /// The style's exit (``ToastStyle/timing``): a banner fades out over 0.5 s (ease-out); a
  /// capsule's window over 1 s (ease-in); a pill slides off its edge and fades over 0.25 s,
  /// or only fades, where it is, when newer toasts sit between it and its edge.
  func beginExit(_ id: ID, token: Int) {
    guard let i = index(of: id, token: token) else { return }
    let exit = makeToken()
    showing[i].phase = .leaving
    showing[i].token = exit
    record(.dismissed(.timeout), id)
    let toast = showing[i].toast
    let done: (Bool) -> Void = { [weak self] _ in self?.finish(id, token: exit) }
    let request = showing[i].request
    let hide = request.style.timing.hide
    let view = hide.target == .box ? toast.box : toast.window
    let slide = slideOffset(of: request, toast: toast, slides: hide.slides)
    let box = toast.box
    play(
      hide,
      animations: {
        if hide.fades { view.alpha = 0 }
        if let slide {
          box.transform = box.transform.concatenating(
            CGAffineTransform(translationX: 0, y: slide))
        }
      }, completion: done)
  }

  /// A dismissal (a tap, a swipe, `hide`): the toast's animations stop where they are, and
  /// its window fades out over ``dismissDuration``; `slide` (a swipe's offset) moves it
  /// off its edge too, unless Reduce Motion is on.
  func dismiss(_ id: ID, reason: Event.Reason, slide: CGFloat?) {
    guard let i = showing.firstIndex(where: { $0.request.id == id }) else { return }
    let exit = makeToken()
    showing[i].phase = .leaving
    showing[i].token = exit
    if heldToast == id { heldToast = nil }
    record(.dismissed(reason), id)
    let moves = slide.map { _ in !scene.accessibility.isReduceMotionEnabled } ?? false
    fadeOut(showing[i].toast, slide: moves ? slide : nil) { [weak self] in
      self?.finish(id, token: exit)
    }
  }

  /// Stops a toast where it is drawn and fades its window out over ``dismissDuration``
  /// (ease-in), moving its box by `slide` points down (up when negative) on the way; then
  /// `completion`.
  func fadeOut(
    _ toast: Toast, slide: CGFloat?, over duration: TimeInterval = dismissDuration,
    completion: @escaping () -> Void
  ) {
    freeze(toast.box)
    freeze(toast.window)
    let box = toast.box
    let window = toast.window
    animator.animate(withDuration: duration, delay: 0, options: .curveEaseIn) {
      window.alpha = 0
      if let slide {
        box.transform = box.transform.concatenating(CGAffineTransform(translationX: 0, y: slide))
      }
    } completion: { _ in
      completion()
    }
  }

  /// Stops a view's animations where they are drawn now: the presentation becomes the
  /// model. Its alpha and transform take their drawn values, and a move of its position
  /// (a layout animated with the keyboard, say) stops where it is drawn, held there by its
  /// transform until the view is laid out or reset again.
  func freeze(_ view: View) {
    let drawn = animator.presentation(of: view)
    animator.removeAllAnimations(of: view)
    view.alpha = drawn.alpha
    view.transform = drawn.transform.concatenating(
      CGAffineTransform(
        translationX: drawn.center.x - view.center.x, y: drawn.center.y - view.center.y))
  }

  /// The end of an exit, if the toast is still in it.
  func finish(_ id: ID, token: Int) {
    guard index(of: id, token: token) != nil else { return }
    finish(id)
  }

  /// Takes a toast off screen at once: its window hidden and reset, the others slide into
  /// place, and a waiting one shows (after the pause between toasts, if any).
  func finish(_ id: ID) {
    guard let i = showing.firstIndex(where: { $0.request.id == id }) else { return }
    let toast = showing.remove(at: i).toast
    if heldToast == id { heldToast = nil }
    animator.removeAllAnimations(of: toast.box)
    animator.removeAllAnimations(of: toast.window)
    release(toast)
    restack()
    let pause = pauseBetweenToasts.isNaN ? 0 : pauseBetweenToasts
    guard pause > 0, !pending.isEmpty, !isPausing else { return fill() }
    isPausing = true
    animator.schedule(after: pause) { [weak self] in
      self?.isPausing = false
      self?.fill()
    }
  }

  /// Moves every toast that is not leaving to its place in its edge's stack: the newest at
  /// the edge, each older one further from it by the newer ones' heights plus
  /// ``stackSpacing``. The move slides (0.3 s, ease-in-out) or, with Reduce Motion, fades
  /// out and back in at the new place (a cross-fade of 0.3 s). A leaving toast stays where
  /// it is and keeps its room from the older ones, not from the newer ones: a toast that
  /// arrives during its exit takes the edge, and the toasts between move onto the leaving
  /// one's place while it fades.
  ///
  /// - Returns: Whether any toast moves.
  @discardableResult
  func restack() -> Bool {
    var moves: [(view: View, to: CGAffineTransform)] = []
    var offsets: [StackEdge: CGFloat] = [:]
    for entry in showing.reversed() {
      let edge = Self.stackEdge(entry.request)
      let isTop = edge == .top
      let offset = offsets[edge] ?? 0
      let target = CGAffineTransform(translationX: 0, y: isTop ? offset : -offset)
      let box = entry.toast.box
      if entry.phase != .leaving && box.transform != target { moves.append((box, target)) }
      offsets[edge] = offset + box.frame.height + Self.stackSpacing
    }
    guard !moves.isEmpty else { return false }
    guard scene.accessibility.isReduceMotionEnabled else {
      animator.animate(withDuration: Self.slideDuration) {
        for move in moves { move.view.transform = move.to }
      }
      return true
    }
    let animator = self.animator
    animator.animateKeyframes(withDuration: Self.slideDuration, options: .curveLinear) {
      for move in moves {
        let alpha = move.view.alpha
        animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          move.view.alpha = 0
        }
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
          move.view.transform = move.to
        }
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          move.view.alpha = alpha
        }
      }
    }
    return true
  }

  /// Whether a request's toast sits at the top (else at the bottom or the centre).
  static func isTop(_ request: Request) -> Bool {
    stackEdge(request) == .top
  }

  /// The stack a toast joins: top toasts stack downwards, bottom ones upwards, centred ones
  /// upwards from the centre, each stack on its own.
  enum StackEdge: Hashable {
    case top, center, bottom
  }

  /// The stack a request's toast joins (after its position, or its style's standard one).
  static func stackEdge(_ request: Request) -> StackEdge {
    switch request.position ?? .standard(for: request.style) {
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    }
  }

  /// A free window for a style and position, made if there is none (the first is labelled
  /// `toastWindow`, as ``Toast`` labels it; later ones `toastWindow2`, `toastWindow3`, …).
  func takeToast(style: ToastStyle, position: ToastPosition?) -> Toast {
    if let i = made.firstIndex(where: {
      !$0.inUse && $0.style == style && $0.position == position
        && $0.toast.options == toastOptions && $0.toast.window.layoutDirection == layoutDirection
    }) {
      made[i].inUse = true
      return made[i].toast
    }
    let toast = Toast(
      message: "", screen: screen, orientation: orientation, style: style, position: position,
      options: toastOptions)
    toast.window.layoutDirection = layoutDirection
    // Windows after the first are told apart in renderers' paths: toastWindow2, 3, ….
    if !made.isEmpty { toast.window.snp.setLabel("toastWindow\(made.count + 1)") }
    made.append((style, position, toast, true))
    return toast
  }

  /// The index of a toast on screen still at the phase token, if any.
  func index(of id: ID, token: Int) -> Int? {
    showing.firstIndex { $0.request.id == id && $0.token == token }
  }

  /// A new phase token.
  func makeToken() -> Int {
    nextToken += 1
    return nextToken
  }

  /// Adds an event at the clock's time.
  func record(_ kind: Event.Kind, _ id: ID) {
    events.append(Event(time: animator.clock.now, toast: id, kind: kind))
  }
}
