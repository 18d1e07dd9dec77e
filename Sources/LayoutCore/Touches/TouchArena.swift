import Foundation

/// A scene's fingers and the gesture recognizers they reach: it delivers each change of a
/// touch to the recognizers first and then to the touched view, settles which recognizer
/// wins, and holds back or cancels the view's touches as the recognizers say.
///
/// The rules follow UIKit's: a touch reaches the enabled recognizers of its view and of
/// every view above it up to the window, deepest first. The first recognizer to begin or
/// be recognized fails the others still possible, unless either's delegate lets them run
/// together; one that must wait for another to fail keeps the state it asked for until
/// the other fails (and fails if the other wins). A recognized gesture with
/// ``GestureRecognizer/cancelsTouchesInView`` cancels the view's touches. A single-tap
/// recognizer above a button, switch, segmented control or page control fails when the
/// touch is on the control: the control's own tap wins, as UIKit's controls do.
final class TouchArena {
  private weak var scene: Scene?
  let event = Event()
  /// The touches down now, in the order they came down.
  private(set) var down: [Touch] = []
  /// Lifted touches whose last events wait for a recognizer before the view gets them.
  private var lifted: [Touch] = []
  /// The recognizers of this gesture (since every touch last lifted), in the order reached.
  private var recognizers: [GestureRecognizer] = []
  /// Where and when the last touch lifted, and its tap count (for the next ``Touch/tapCount``).
  private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
  /// The scene's own time, used while no animator's clock is attached.
  private let timeline = SceneTimeline()
  /// The animator's clock that watches the scene, if any.
  weak var attachedClock: (any SceneClock)?

  init(scene: Scene) {
    self.scene = scene
  }

  /// The clock timers and timestamps use.
  var clock: any SceneClock { attachedClock ?? timeline }

  // MARK: Fingers

  func touchDown(at point: CGPoint) -> Touch {
    let now = clock.now
    let touch = Touch(at: point, time: now)
    event.timestamp = now
    event.touches = down + [touch]
    if let hit = scene?.hitTest(point, with: event), !isExcluded(hit) {
      touch.view = hit
      touch.window = hit.window
    }
    if let last = lastTap, now - last.time <= Scene.multiTapInterval,
      hypot(point.x - last.location.x, point.y - last.location.y) <= Scene.multiTapDistance
    {
      touch.tapCount = last.count + 1
    }
    var current = touch.view
    while let view = current {
      for recognizer in view.gestureRecognizerList where accepts(recognizer, touch) {
        recognizer.arena = self
        recognizer.trackedTouches.append(touch)
        touch.recognizers.append(recognizer)
        if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
      }
      current = view.superview
    }
    down.append(touch)
    send(.began, touch)
    return touch
  }

  /// Whether a finger coming down on `view` is kept from it by exclusive touch, as UIKit
  /// keeps it: another view of the same window has a finger down, and either of the two is
  /// ``View/isExclusiveTouch``.
  private func isExcluded(_ view: View) -> Bool {
    let window = view.window
    return down.contains { other in
      guard let touched = other.view, touched !== view, touched.window === window else {
        return false
      }
      return touched.isExclusiveTouch || view.isExclusiveTouch
    }
  }

  func touchMove(_ touch: Touch, to point: CGPoint) {
    guard down.contains(where: { $0 === touch }) else { return }
    touch.previousScreenLocation = touch.screenLocation
    touch.screenLocation = point
    touch.phase = point == touch.previousScreenLocation ? .stationary : .moved
    guard touch.phase == .moved else {
      touch.timestamp = clock.now
      return
    }
    send(.moved, touch)
  }

  func touchUp(_ touch: Touch) {
    guard down.contains(where: { $0 === touch }) else { return }
    touch.previousScreenLocation = touch.screenLocation
    lastTap = (touch.screenLocation, clock.now, touch.tapCount)
    send(.ended, touch)
    down.removeAll { $0 === touch }
    if !touch.delivery.queue.isEmpty { lifted.append(touch) }
    settle()
  }

  func touchCancel(_ touch: Touch) {
    guard down.contains(where: { $0 === touch }) else { return }
    touch.phase = .cancelled
    touch.timestamp = clock.now
    event.timestamp = touch.timestamp
    event.touches = down
    for recognizer in touch.recognizers where isReceiving(recognizer) {
      recognizer.touchesCancelled([touch], with: event)
    }
    cancelInView(touch)
    down.removeAll { $0 === touch }
    settle()
  }

  /// Sends one phase of a touch to its recognizers, then queues it for the view.
  private func send(_ phase: Touch.Phase, _ touch: Touch) {
    touch.phase = phase
    touch.timestamp = clock.now
    event.timestamp = touch.timestamp
    event.touches = down
    let set: Set<Touch> = [touch]
    for recognizer in touch.recognizers where isReceiving(recognizer) {
      switch phase {
      case .began: recognizer.touchesBegan(set, with: event)
      case .moved: recognizer.touchesMoved(set, with: event)
      default: recognizer.touchesEnded(set, with: event)
      }
    }
    guard !touch.delivery.isCancelled else { return }
    touch.delivery.queue.append(phase)
    flush()
  }

  /// Whether a recognizer takes a touch that comes down.
  private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
    guard recognizer.isEnabled, recognizer.pendingState == nil,
      !recognizer.storedState.isFinished
    else { return false }
    if recognizer.arena != nil && recognizer.arena !== self { return false }
    if let delegate = recognizer.delegate,
      !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    {
      return false
    }
    return true
  }

  /// Whether a recognizer still gets the touches' changes (not finished, not waiting with
  /// its state decided).
  private func isReceiving(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.arena === self && recognizer.isEnabled && recognizer.pendingState == nil
      && !recognizer.storedState.isFinished
  }

  // MARK: The view's side

  /// Sends the touched views what no recognizer holds back any more.
  private func flush() {
    for touch in down + lifted {
      while let phase = touch.delivery.queue.first, !touch.delivery.isCancelled,
        !isHeld(touch, phase)
      {
        touch.delivery.queue.removeFirst()
        deliver(phase, touch)
      }
    }
    lifted.removeAll { $0.delivery.queue.isEmpty || $0.delivery.isCancelled }
  }

  /// Whether a recognizer that delays touches is still undecided about this one.
  private func isHeld(_ touch: Touch, _ phase: Touch.Phase) -> Bool {
    touch.recognizers.contains { recognizer in
      guard recognizer.storedState == .possible, recognizer.arena === self else { return false }
      return phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded
    }
  }

  private func deliver(_ phase: Touch.Phase, _ touch: Touch) {
    guard let view = touch.view else { return }
    let set: Set<Touch> = [touch]
    switch phase {
    case .began:
      touch.delivery.hasBegun = true
      view.touchesBegan(set, with: event)
    case .moved: view.touchesMoved(set, with: event)
    default: view.touchesEnded(set, with: event)
    }
  }

  /// Takes a touch away from its view: a view that got it gets `touchesCancelled`.
  private func cancelInView(_ touch: Touch) {
    guard !touch.delivery.isCancelled else { return }
    touch.delivery.isCancelled = true
    touch.delivery.queue = []
    if touch.delivery.hasBegun, let view = touch.view {
      view.touchesCancelled([touch], with: event)
    }
  }

  // MARK: Recognizers

  /// A recognizer leaves `possible` for `began` or `recognized`: the checks, the wait for
  /// others to fail, then the others fail.
  func recognizer(_ recognizer: GestureRecognizer, wantsToEnter state: GestureRecognizer.State) {
    guard recognizer.shouldBegin(), !controlKeepsTap(from: recognizer),
      !recognizers.contains(where: { prevents($0, recognizer) })
    else {
      recognizer.enter(.failed)
      return
    }
    if isWaiting(recognizer) {
      recognizer.pendingState = state
      flush()
      return
    }
    recognizer.storedState = state
    recognizer.pendingState = nil
    for other in recognizers where other !== recognizer && other.storedState == .possible {
      if requires(other, recognizer) || prevents(recognizer, other) { other.enter(.failed) }
    }
    if recognizer.cancelsTouchesInView {
      for touch in recognizer.trackedTouches { cancelInView(touch) }
    }
    recognizer.enter(state)
  }

  /// After a recognizer's state changed: those that waited for it to fail go on, held
  /// touches go to their views, and a gesture over with every finger up is reset.
  func recognizerDidChange(_ recognizer: GestureRecognizer) {
    if recognizer.storedState == .failed || recognizer.storedState == .cancelled {
      for other in recognizers where other.pendingState != nil && !isWaiting(other) {
        guard let state = other.pendingState else { continue }
        other.pendingState = nil
        self.recognizer(other, wantsToEnter: state)
      }
    }
    flush()
    settle()
  }

  /// Whether `winner`, begun or recognized, fails `other`.
  private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    guard winner !== other, winner.storedState.hasRecognized, winner.arena === self else {
      return false
    }
    guard !simultaneous(winner, other) else { return false }
    return winner.canPrevent(other) && other.canBePrevented(by: winner)
  }

  private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if let delegate = a.delegate,
      delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b)
    {
      return true
    }
    if let delegate = b.delegate,
      delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a)
    {
      return true
    }
    return false
  }

  /// Whether `a` must wait for `b` to fail.
  private func requires(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if a.requiredToFail.contains(where: { $0.recognizer === b }) { return true }
    if a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a) { return true }
    if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRequireFailureOf: b) {
      return true
    }
    if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldBeRequiredToFailBy: a) {
      return true
    }
    return false
  }

  /// Whether a recognizer waits for one still possible to fail.
  private func isWaiting(_ recognizer: GestureRecognizer) -> Bool {
    recognizers.contains { other in
      other !== recognizer && other.storedState == .possible && other.arena === self
        && requires(recognizer, other)
    }
  }

  /// A single-finger single tap above a control whose default action is a tap (a button,
  /// switch, segmented control, page control) fails: the control takes the tap.
  private func controlKeepsTap(from recognizer: GestureRecognizer) -> Bool {
    guard let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1
    else { return false }
    return tap.trackedTouches.contains { touch in
      guard let control = touch.trackingControl, control !== tap.view else { return false }
      return control.takesSingleTaps
    }
  }

  /// Once every finger is up: recognizers whose gesture is over go back to `possible`
  /// (those still waiting, as a double tap between taps, stay).
  private func settle() {
    guard down.isEmpty else { return }
    let finished = recognizers.filter { $0.storedState.isFinished }
    recognizers.removeAll { $0.storedState.isFinished }
    for recognizer in finished { recognizer.resetForNextGesture() }
    if !finished.isEmpty { flush() }
  }
}
