import Foundation

extension ToastPresenter {
  /// A swipe dismisses when it moves towards the toast's edge at least this fast, in points
  /// per second: SwiftMessages' and Drops' pan-to-hide velocity (750 pt/s).
  public static let swipeVelocityThreshold: CGFloat = 750
  /// A swipe dismisses when it moves towards the toast's edge at least this far, in points:
  /// Drops' absolute distance (75 pt; SwiftMessages uses a third of the way off screen).
  public static let swipeDistanceThreshold: CGFloat = 75
  /// The least drawn alpha a toast takes touches at: UIKit's hit-testing skips views whose
  /// alpha is below 0.01.
  public static let minimumTouchAlpha: CGFloat = 0.01

  /// A tap at a point in window coordinates (the toast windows fill the screen, so these
  /// are the scene's screen coordinates too).
  ///
  /// On a toast (the front-most whose box is drawn under the point, see
  /// ``toast(at:)``) the tap dismisses it when ``dismissesOnTap`` is on; anywhere else it
  /// passes through to the scene (``Scene/tap(at:)``), as seed 000's toast window lets
  /// touches through to the app.
  ///
  /// ```swift
  /// let id = presenter.show("Saved")
  /// presenter.tap(at: CGPoint(x: 196, y: 636))   // id: on the capsule, it fades in 0.2 s
  /// presenter.tap(at: CGPoint(x: 20, y: 20))     // nil: the app's tap
  /// ```
  ///
  /// - Returns: The toast the tap dismissed (or that was already leaving); nil when the tap
  ///   went through to the scene.
  @discardableResult
  public func tap(at point: CGPoint) -> ID? {
    guard dismissesOnTap, let i = toast(at: point) else {
      scene.tap(at: point)
      return nil
    }
    let id = showing[i].request.id
    if showing[i].phase != .leaving { dismiss(id, reason: .tap, slide: nil) }
    return id
  }

  /// A swipe from `start` to `end` (window coordinates) lasting `duration` seconds, taken
  /// as a whole when the finger lifts (the drag itself is not drawn).
  ///
  /// It dismisses the toast it started on when it moves towards that toast's edge (up for
  /// a toast at the top, down for one at the bottom: a swipe the other way or sideways does
  /// nothing) by at least ``swipeDistanceThreshold`` points, or at least
  /// ``swipeVelocityThreshold`` points per second on average. The toast then slides off its
  /// edge while its window fades out over ``dismissDuration`` (only fades with Reduce
  /// Motion). A duration that is not positive, or NaN, counts as a swipe too quick to time:
  /// only its distance decides.
  ///
  /// - Returns: The toast dismissed, if any.
  @discardableResult
  public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval) -> ID? {
    guard dismissesOnSwipe, let i = toast(at: start), showing[i].phase != .leaving else {
      return nil
    }
    let isTop = Self.isTop(showing[i].request)
    let towardsEdge = isTop ? start.y - end.y : end.y - start.y
    guard towardsEdge.isFinite, towardsEdge > 0 else { return nil }
    let fast = duration > 0 && towardsEdge / duration >= Self.swipeVelocityThreshold
    guard fast || towardsEdge >= Self.swipeDistanceThreshold else { return nil }
    let id = showing[i].request.id
    let drawn = drawnFrame(of: showing[i].toast)
    let height = screen.size(in: orientation).height
    let slide = isTop ? -drawn.maxY : height - drawn.minY
    dismiss(id, reason: .swipe, slide: slide)
    return id
  }

  /// A finger comes down on a toast and stays: its duration stops counting until
  /// ``endHold()`` (the hold time does not count towards it), as JDStatusBarNotification's
  /// `canTapToHold`. A hold while the toast fades in pauses it from the start of its
  /// duration; one that lands while it is leaving does not stop the exit.
  ///
  /// ```swift
  /// presenter.show("Saved")                          // would leave at 1.5 s
  /// clock.advance(to: 1)
  /// presenter.beginHold(at: CGPoint(x: 196, y: 636))
  /// clock.advance(to: 3)
  /// presenter.endHold()                              // leaves at 3.5 s
  /// ```
  ///
  /// - Returns: The toast held; nil when the point is on no toast (or on a leaving one),
  ///   or a finger already holds one.
  @discardableResult
  public func beginHold(at point: CGPoint) -> ID? {
    guard heldToast == nil, let i = toast(at: point), showing[i].phase != .leaving else {
      return nil
    }
    let id = showing[i].request.id
    heldToast = id
    showing[i].isHeld = true
    if showing[i].phase == .holding {
      let now = animator.clock.nanoseconds
      showing[i].remaining = Swift.max(0, showing[i].holdEnd - now)
      showing[i].token = makeToken()
    }
    record(.paused, id)
    return id
  }

  /// The holding finger lifts: the toast's duration counts on from where it stopped.
  public func endHold() {
    guard let id = heldToast else { return }
    heldToast = nil
    guard let i = showing.firstIndex(where: { $0.request.id == id }) else { return }
    showing[i].isHeld = false
    record(.resumed, id)
    guard showing[i].phase == .holding, let remaining = showing[i].remaining else { return }
    showing[i].remaining = nil
    showing[i].token = makeToken()
    scheduleExit(i, after: remaining)
  }

  /// The index in ``showing`` of the front-most toast whose box is drawn under a point
  /// (window coordinates), if any.
  ///
  /// The touch area is what is drawn (the box's presentation frame with its transform, a
  /// window and box alpha of at least ``minimumTouchAlpha``), not the model as UIKit's
  /// hit-testing uses: the seeds' fades set the model alpha to 0 when they begin, so a
  /// model hit-test would miss a toast that is plainly on screen.
  func toast(at point: CGPoint) -> Int? {
    for i in showing.indices.reversed() {
      let toast = showing[i].toast
      let window = animator.presentation(of: toast.window)
      let box = animator.presentation(of: toast.box)
      guard !window.isHidden, !box.isHidden,
        window.alpha * box.alpha >= Self.minimumTouchAlpha,
        drawnFrame(of: toast).contains(point)
      else { continue }
      return i
    }
    return nil
  }

  /// Where a toast's box is drawn now (its presentation frame and transform), in window
  /// coordinates: the area its touches hit. Nil when the toast is not on screen.
  public func drawnFrame(of id: ID) -> CGRect? {
    showing.first { $0.request.id == id }.map { drawnFrame(of: $0.toast) }
  }

  /// A toast's box as drawn now, in its window's coordinates (the box is a subview of the
  /// window).
  func drawnFrame(of toast: Toast) -> CGRect {
    let box = animator.presentation(of: toast.box)
    let local = CGRect(
      x: -box.size.width / 2, y: -box.size.height / 2, width: box.size.width,
      height: box.size.height)
    return local.applying(box.transform).offsetBy(dx: box.center.x, dy: box.center.y)
  }
}
