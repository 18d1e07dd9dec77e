import Foundation

/// Turns touches into a gesture, as `UIGestureRecognizer`: attached to a view
/// (``View/addGestureRecognizer(_:)``), it receives the touches that come down on the view
/// or below it before the view does, moves through ``State-swift.enum`` as the gesture
/// goes, and calls its targets at each step.
///
/// ```swift
/// let tap = TapGestureRecognizer(target: self, action: CardViewController.didTap)
/// card.addGestureRecognizer(tap)
/// scene.tap(at: card.convert(CGPoint(x: 10, y: 10), to: nil))   // didTap(tap) runs
/// ```
///
/// Discrete gestures (``TapGestureRecognizer``, ``SwipeGestureRecognizer``) go from
/// ``State-swift.enum/possible`` to ``State-swift.enum/recognized`` or
/// ``State-swift.enum/failed``; continuous ones (``PanGestureRecognizer``,
/// ``LongPressGestureRecognizer``) go through `began`, `changed` and `ended` (or
/// `cancelled`). Several recognizers on one touch compete as in UIKit: the first to begin
/// or recognize fails the others unless a delegate lets them run together
/// (``GestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``),
/// one that ``require(toFail:)`` another waits for it to fail, and one that recognizes
/// cancels the touch in the view (``cancelsTouchesInView``). A subclass sets ``state``
/// from its touch methods, as a `UIGestureRecognizerSubclass` does.
open class GestureRecognizer {
  /// Where a gesture is, as `UIGestureRecognizer.State` (UIKit's raw values).
  public enum State: Int, Sendable, CaseIterable {
    /// Not recognized yet (the state between gestures).
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture moved on.
    case changed = 2
    /// A continuous gesture finished, or a discrete one was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The touches were not this gesture.
    case failed = 5

    /// A discrete gesture was recognized (the same value as ``ended``).
    public static let recognized = State.ended

    /// Whether the gesture is over for these touches (ended, cancelled or failed).
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the gesture has begun or been recognized.
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
  }

  /// One target and its method, kept weakly as UIKit keeps targets.
  struct Target {
    weak var object: AnyObject?
    let invoke: (AnyObject, GestureRecognizer) -> Void
  }

  /// The state as the recognizer last set it.
  var storedState = State.possible
  /// The state a recognizer that waits for others to fail will take once they have.
  var pendingState: State?
  var targets: [Target] = []
  /// The recognizers this one waits for to fail (``require(toFail:)``).
  var requiredToFail: [WeakRecognizer] = []
  /// The touches delivered since the last reset, in order.
  var trackedTouches: [Touch] = []
  /// The touches and timers of the scene whose touches this recognizer receives now.
  weak var arena: TouchArena?
  /// Bumped at each reset, so timers a subclass scheduled before it do nothing.
  var generation = 0

  /// A recognizer that calls nothing yet (add targets with `addTarget(_:action:)`).
  public init() {}

  /// A recognizer that calls a method of `target` at each step of the gesture: the Linux
  /// form of UIKit's `init(target:action:)`, with the method itself instead of a selector.
  ///
  /// ```swift
  /// // iOS:   UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
  /// PanGestureRecognizer(target: self, action: CardViewController.didPan)
  /// ```
  ///
  /// `didPan(_ sender: PanGestureRecognizer)` gets the recognizer; a recognizer that is not
  /// a `Sender` calls nothing.
  public init<Owner: AnyObject, Sender: GestureRecognizer>(
    target: Owner, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    addTarget(target, action: action)
  }

  /// A recognizer that calls a method of `target` that takes no sender.
  public init<Owner: AnyObject>(target: Owner, action: @escaping (Owner) -> () -> Void) {
    addTarget(target, action: action)
  }

  /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``).
  public internal(set) weak var view: View?
  /// Tells the recognizer whether to begin and whether to run alongside others.
  public weak var delegate: GestureRecognizerDelegate?
  /// A name to find the recognizer by in a view's ``View/gestureRecognizers``.
  public var name: String?
  /// Whether the recognizer receives touches (true by default). Turning it off in the
  /// middle of a gesture cancels a continuous one and fails a discrete one.
  public var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      if storedState == .began || storedState == .changed {
        state = .cancelled
      } else if storedState == .possible && !trackedTouches.isEmpty {
        state = .failed
      }
    }
  }
  /// Whether a recognized gesture takes its touches away from the view, which then gets
  /// `touchesCancelled` (true by default): a button under a recognized pan does not send
  /// `.touchUpInside`.
  public var cancelsTouchesInView = true
  /// Whether the view gets a touch only once this recognizer has failed (false by
  /// default).
  public var delaysTouchesBegan = false
  /// Whether the view gets a lifted touch only once this recognizer is no longer
  /// possible (true by default): a double-tap recognizer holds a button's touch-up until
  /// its second tap is too late.
  public var delaysTouchesEnded = true
  /// Whether the recognizer takes touches of one type only (every touch is a finger here).
  public var requiresExclusiveTouchType = true

  /// The state of the gesture. A subclass sets it from its touch methods; the scene checks
  /// the delegate and the competing recognizers when it leaves
  /// ``State-swift.enum/possible``, and the targets are called for `began`, `changed`,
  /// `ended` and `cancelled`.
  open var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }

  /// How many touches the recognizer is following.
  public var numberOfTouches: Int { activeTouches.count }

  /// The touches still down.
  var activeTouches: [Touch] {
    trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
  }

  /// The centre of the touches down (once all have lifted, of where they were last), in
  /// screen coordinates.
  var screenCentroid: CGPoint {
    let active = activeTouches
    let touches = active.isEmpty ? trackedTouches : active
    guard !touches.isEmpty else { return .zero }
    let x = touches.reduce(0) { $0 + $1.screenLocation.x }
    let y = touches.reduce(0) { $0 + $1.screenLocation.y }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }

  /// The window the touches are in.
  var touchWindow: Window? { trackedTouches.first?.window }

  /// The centre of the recognizer's touches in a view's coordinates (nil: the window's);
  /// once they have lifted, where they were last.
  open func location(in view: View?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return .zero }
    return Touch.convert(screenCentroid, window: touchWindow, to: view)
  }

  /// One touch's place in a view's coordinates (touches counted in the order they came
  /// down); `.zero` for an index out of range.
  open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return .zero }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Calls a method of `target` at each step of the gesture, as UIKit's
  /// `addTarget(_:action:)`.
  public func addTarget<Owner: AnyObject, Sender: GestureRecognizer>(
    _ target: Owner, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    targets.append(
      Target(object: target) { owner, recognizer in
        guard let owner = owner as? Owner, let sender = recognizer as? Sender else { return }
        action(owner)(sender)
      })
  }

  /// Calls a method of `target` that takes no sender at each step of the gesture.
  public func addTarget<Owner: AnyObject>(
    _ target: Owner, action: @escaping (Owner) -> () -> Void
  ) {
    targets.append(
      Target(object: target) { owner, _ in
        guard let owner = owner as? Owner else { return }
        action(owner)()
      })
  }

  /// Removes the methods of `target` (nil: of every target), as UIKit's
  /// `removeTarget(_:action:)` with a nil action (methods cannot be compared on Linux).
  public func removeTarget(_ target: AnyObject?) {
    targets.removeAll { entry in
      guard let target else { return true }
      return entry.object == nil || entry.object === target
    }
  }

  /// Makes this recognizer wait for `other` to fail before it begins or recognizes, as
  /// UIKit's `require(toFail:)`: a single tap that requires a double tap to fail runs
  /// only when no second tap comes. If `other` recognizes, this one fails.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !requiredToFail.contains(where: { $0.recognizer === other }) else {
      return
    }
    requiredToFail.append(WeakRecognizer(recognizer: other))
  }

  /// Clears what the recognizer keeps between touches; the scene calls it once the gesture
  /// is over and every touch has lifted, then sets the state back to `possible`. A
  /// subclass calls `super`.
  open func reset() {}

  /// Touches came down on the view or below it.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Touches moved.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Touches lifted.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// The system took touches away.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

  /// Stops delivering a touch to this recognizer, as UIKit's `ignore(_:for:)`.
  open func ignore(_ touch: Touch, for event: Event) {
    touch.recognizers.removeAll { $0 === self }
    trackedTouches.removeAll { $0 === touch }
  }

  /// Whether this recognizer, once it begins, fails `preventedGestureRecognizer` (true by
  /// default).
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`, once it begins, fails this one (true by
  /// default).
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default;
  /// as a ``require(toFail:)`` decided per touch).
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }

  /// Runs `action` after `delay` seconds on the scene's clock unless the recognizer is
  /// reset first (a long press's timer, a double tap's wait for the second tap).
  func after(_ delay: TimeInterval, _ action: @escaping () -> Void) {
    guard let arena else { return }
    let generation = generation
    arena.clock.schedule(after: delay) { [weak self] in
      guard let self, self.generation == generation else { return }
      action()
    }
  }

  /// Calls every live target.
  func sendActions() {
    for target in targets {
      if let object = target.object { target.invoke(object, self) }
    }
  }

  /// Moves to `new`: through the scene's checks when it leaves `possible`, straight on
  /// otherwise; then calls the targets.
  func transition(to new: State) {
    let old = storedState
    if new == old && new != .changed { return }
    if old.isFinished && new != .possible { return }
    if old == .possible && (new == .began || new == .ended) {
      if let arena {
        arena.recognizer(self, wantsToEnter: new)
        return
      }
      guard shouldBegin() else {
        storedState = .failed
        return
      }
    }
    enter(new)
  }

  /// Takes a state with no further checks, calls the targets and tells the scene.
  func enter(_ new: State) {
    storedState = new
    pendingState = nil
    if new != .possible && new != .failed { sendActions() }
    arena?.recognizerDidChange(self)
  }

  /// Whether the delegate and the view let the gesture begin.
  func shouldBegin() -> Bool {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    if let view, !view.gestureRecognizerShouldBegin(self) { return false }
    return true
  }

  /// Back to `possible` with nothing tracked, for the next gesture.
  func resetForNextGesture() {
    generation += 1
    storedState = .possible
    pendingState = nil
    for touch in trackedTouches { touch.recognizers.removeAll { $0 === self } }
    trackedTouches = []
    arena = nil
    reset()
  }
}

/// A recognizer kept weakly.
struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
}

/// What a gesture recognizer asks before it begins and when it meets others, as
/// `UIGestureRecognizerDelegate`. Every method is optional: the defaults let the gesture
/// begin, receive every touch, and run alone.
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the gesture may leave `possible` (begin or be recognized); false fails it.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether the two gestures may be recognized together.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the recognizer receives a touch that came down.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
}

extension GestureRecognizerDelegate {
  /// True: the gesture may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// False: the first gesture to begin fails the other.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// False: no wait.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// False: no wait.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// True: every touch.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool { true }
}
