import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

extension ViewsTests {
  /// Gesture recognizers and touches: what each recognizer recognizes, how they compete,
  /// and how they take touches from controls, as UIKit's do.
  @Suite("Gesture recognizers")
  struct GestureRecognizerTests {
    /// A window with a 200 × 200 card at (100, 100) and a 100 × 40 button at (100, 400).
    final class Screen {
      let scene = Scene()
      let window = Window(screen: .iPhone15)
      let card = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
      let button = Button(frame: CGRect(x: 100, y: 400, width: 100, height: 40))
      var log: [String] = []

      init() {
        window.addSubview(card)
        window.addSubview(button)
        scene.show(window)
        button.addAction(Action { [unowned self] _ in log.append("button") }, for: .touchUpInside)
        button.addAction(Action { [unowned self] _ in log.append("cancel") }, for: .touchCancel)
      }
    }

    /// A target whose methods record the recognizer's state, as a view controller's would.
    final class Handler {
      var states: [GestureRecognizer.State] = []
      var locations: [CGPoint] = []
      var plain = 0

      func handle(_ sender: GestureRecognizer) {
        states.append(sender.state)
        locations.append(sender.location(in: sender.view))
      }

      func handleTap(_ sender: TapGestureRecognizer) { states.append(sender.state) }
      func ping() { plain += 1 }
    }

    @Test func aTapIsRecognizedWhereItLands() {
      let screen = Screen()
      let handler = Handler()
      let tap = TapGestureRecognizer(target: handler, action: Handler.handle)
      screen.card.addGestureRecognizer(tap)
      #expect(tap.view === screen.card && screen.card.gestureRecognizers?.count == 1)
      #expect(screen.scene.tap(at: CGPoint(x: 130, y: 150)) == nil)
      #expect(handler.states == [.recognized])
      #expect(handler.locations == [CGPoint(x: 30, y: 50)])
      #expect(tap.state == .possible)
      screen.scene.tap(at: CGPoint(x: 20, y: 20))
      #expect(handler.states.count == 1)
    }

    @Test func targetsAreMethodsWithOrWithoutTheSender() {
      let screen = Screen()
      let handler = Handler()
      let tap = TapGestureRecognizer(target: handler, action: Handler.handleTap)
      tap.addTarget(handler, action: Handler.ping)
      screen.card.addGestureRecognizer(tap)
      screen.scene.tap(at: CGPoint(x: 150, y: 150))
      #expect(handler.states == [.ended] && handler.plain == 1)
      tap.removeTarget(handler)
      screen.scene.tap(at: CGPoint(x: 150, y: 150))
      #expect(handler.plain == 1)
    }

    @Test func aTapThatMovesTooFarIsNoTap() {
      let screen = Screen()
      let handler = Handler()
      screen.card.addGestureRecognizer(
        TapGestureRecognizer(target: handler, action: Handler.handle))
      screen.scene.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.1)
      #expect(handler.states.isEmpty)
      screen.scene.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 155, y: 150), duration: 0.1)
      #expect(handler.states == [.recognized])
    }

    @Test func aDoubleTapNeedsTwoTapsInTime() {
      let screen = Screen()
      let handler = Handler()
      let double = TapGestureRecognizer(target: handler, action: Handler.handle)
      double.numberOfTapsRequired = 2
      screen.card.addGestureRecognizer(double)
      let point = CGPoint(x: 150, y: 150)
      screen.scene.tap(at: point)
      #expect(handler.states.isEmpty)
      screen.scene.advanceTime(by: 0.1)
      screen.scene.tap(at: point)
      #expect(handler.states == [.recognized])
      screen.scene.tap(at: point)
      screen.scene.advanceTime(by: 0.5)
      screen.scene.tap(at: point)
      #expect(handler.states == [.recognized])
    }

    @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForIt() {
      let screen = Screen()
      let single = Handler()
      let double = Handler()
      let one = TapGestureRecognizer(target: single, action: Handler.handle)
      let two = TapGestureRecognizer(target: double, action: Handler.handle)
      two.numberOfTapsRequired = 2
      one.require(toFail: two)
      screen.card.addGestureRecognizer(one)
      screen.card.addGestureRecognizer(two)
      let point = CGPoint(x: 150, y: 150)
      screen.scene.tap(at: point)
      #expect(single.states.isEmpty)
      screen.scene.advanceTime(by: 0.2)
      #expect(single.states.isEmpty)
      screen.scene.advanceTime(by: 0.2)
      #expect(single.states == [.recognized] && double.states.isEmpty)
      screen.scene.advanceTime(by: 1)
      screen.scene.tap(at: point)
      screen.scene.tap(at: point)
      #expect(double.states == [.recognized])
      screen.scene.advanceTime(by: 1)
      #expect(single.states == [.recognized])
    }

    @Test func aLongPressBeginsAfterHalfASecondAndEndsOnLift() {
      let screen = Screen()
      let handler = Handler()
      let press = LongPressGestureRecognizer(target: handler, action: Handler.handle)
      screen.card.addGestureRecognizer(press)
      screen.scene.press(at: CGPoint(x: 150, y: 150), forDuration: 0.3)
      #expect(handler.states.isEmpty)
      let finger = screen.scene.touchDown(at: CGPoint(x: 150, y: 150))
      screen.scene.advanceTime(by: 0.49)
      #expect(handler.states.isEmpty)
      screen.scene.advanceTime(by: 0.02)
      #expect(handler.states == [.began])
      screen.scene.touchMove(finger, to: CGPoint(x: 190, y: 150))
      screen.scene.touchUp(finger)
      #expect(handler.states == [.began, .changed, .ended])
      #expect(handler.locations.last == CGPoint(x: 90, y: 50))
    }

    @Test func aLongPressFailsWhenTheFingerWandersFirst() {
      let screen = Screen()
      let handler = Handler()
      screen.card.addGestureRecognizer(
        LongPressGestureRecognizer(target: handler, action: Handler.handle))
      let finger = screen.scene.touchDown(at: CGPoint(x: 150, y: 150))
      screen.scene.touchMove(finger, to: CGPoint(x: 150, y: 165))
      screen.scene.advanceTime(by: 1)
      screen.scene.touchUp(finger)
      #expect(handler.states.isEmpty)
    }

    @Test func aPanTranslatesAndMeasuresVelocity() {
      let screen = Screen()
      let handler = Handler()
      let pan = PanGestureRecognizer(target: handler, action: Handler.handle)
      screen.card.addGestureRecognizer(pan)
      var translations: [CGPoint] = []
      var velocity = CGPoint.zero
      final class Reader {
        let read: (PanGestureRecognizer) -> Void
        init(_ read: @escaping (PanGestureRecognizer) -> Void) { self.read = read }
        func run(_ pan: PanGestureRecognizer) { read(pan) }
      }
      let reader = Reader { pan in
        translations.append(pan.translation(in: nil))
        velocity = pan.velocity(in: nil)
      }
      pan.addTarget(reader, action: Reader.run)
      screen.scene.drag(
        from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.2, steps: 10)
      #expect(handler.states.first == .began && handler.states.last == .ended)
      #expect(handler.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
      #expect(handler.states.count == 11)
      #expect(translations.first == CGPoint(x: 10, y: 0))
      #expect(translations.last == CGPoint(x: 100, y: 0))
      #expect(velocity.x.isClose(to: 500, tolerance: 1e-6) && velocity.y == 0)
    }

    @Test func setTranslationMovesTheOrigin() {
      let screen = Screen()
      let pan = PanGestureRecognizer()
      screen.card.addGestureRecognizer(pan)
      screen.card.transform = CGAffineTransform(scaleX: 2, y: 2)
      let finger = screen.scene.touchDown(at: CGPoint(x: 200, y: 200))
      screen.scene.touchMove(finger, to: CGPoint(x: 240, y: 220))
      #expect(pan.state == .began)
      #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 20))
      #expect(pan.translation(in: screen.card) == CGPoint(x: 20, y: 10))
      pan.setTranslation(.zero, in: screen.card)
      screen.scene.touchMove(finger, to: CGPoint(x: 250, y: 220))
      #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
      screen.scene.touchCancel(finger)
      #expect(pan.state == .possible)
    }

    @Test func aSwipeGoesFarFastAndStraight() {
      let screen = Screen()
      let handler = Handler()
      let swipe = SwipeGestureRecognizer(target: handler, action: Handler.handle)
      swipe.direction = [.left, .up]
      screen.card.addGestureRecognizer(swipe)
      let start = CGPoint(x: 250, y: 200)
      screen.scene.drag(from: start, to: CGPoint(x: 330, y: 200), duration: 0.1)
      screen.scene.drag(from: start, to: CGPoint(x: 170, y: 200), duration: 1)
      screen.scene.drag(from: start, to: CGPoint(x: 200, y: 260), duration: 0.1)
      #expect(handler.states.isEmpty)
      screen.scene.drag(from: start, to: CGPoint(x: 170, y: 210), duration: 0.1)
      screen.scene.drag(from: start, to: CGPoint(x: 250, y: 120), duration: 0.1)
      #expect(handler.states == [.recognized, .recognized])
    }

    /// A delegate that lets every pair run together, or refuses to begin.
    final class Permissive: GestureRecognizerDelegate {
      var begins = true
      func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        begins
      }
      func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
      ) -> Bool { true }
    }

    @Test func theFirstToBeginFailsTheOthersUnlessTheyMayRunTogether() {
      let screen = Screen()
      let panned = Handler()
      let swiped = Handler()
      let pan = PanGestureRecognizer(target: panned, action: Handler.handle)
      let swipe = SwipeGestureRecognizer(target: swiped, action: Handler.handle)
      screen.card.addGestureRecognizer(pan)
      screen.window.addGestureRecognizer(swipe)
      let from = CGPoint(x: 150, y: 150)
      screen.scene.drag(from: from, to: CGPoint(x: 250, y: 150), duration: 0.1)
      #expect(!panned.states.isEmpty && swiped.states.isEmpty)
      let delegate = Permissive()
      swipe.delegate = delegate
      screen.scene.drag(from: from, to: CGPoint(x: 250, y: 150), duration: 0.1)
      #expect(swiped.states == [.recognized])
      delegate.begins = false
      screen.scene.drag(from: from, to: CGPoint(x: 250, y: 150), duration: 0.1)
      #expect(swiped.states == [.recognized])
    }

    @Test func aButtonKeepsItsTapFromASingleTapAbove() {
      let screen = Screen()
      let handler = Handler()
      screen.window.addGestureRecognizer(
        TapGestureRecognizer(target: handler, action: Handler.handle))
      #expect(screen.scene.tap(at: CGPoint(x: 150, y: 420)) === screen.button)
      #expect(screen.log == ["button"] && handler.states.isEmpty)
      screen.scene.tap(at: CGPoint(x: 20, y: 600))
      #expect(handler.states == [.recognized])
    }

    @Test func aLongPressTakesTheTouchFromAButton() {
      let screen = Screen()
      let handler = Handler()
      let press = LongPressGestureRecognizer(target: handler, action: Handler.handle)
      screen.window.addGestureRecognizer(press)
      #expect(screen.scene.press(at: CGPoint(x: 150, y: 420), forDuration: 0.6) == nil)
      #expect(screen.log == ["cancel"] && handler.states == [.began, .ended])
      #expect(!screen.button.isHighlighted && !screen.button.isTracking)
      press.cancelsTouchesInView = false
      #expect(screen.scene.press(at: CGPoint(x: 150, y: 420), forDuration: 0.6) === screen.button)
      #expect(screen.log == ["cancel", "button"])
    }

    @Test func aDoubleTapAboveHoldsTheButtonsTouchUpUntilItFails() {
      let screen = Screen()
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      screen.window.addGestureRecognizer(double)
      #expect(screen.scene.tap(at: CGPoint(x: 150, y: 420)) == nil)
      #expect(screen.log.isEmpty && screen.button.isHighlighted)
      screen.scene.advanceTime(by: 0.4)
      #expect(screen.log == ["button"] && !screen.button.isHighlighted)
      double.delaysTouchesEnded = false
      #expect(screen.scene.tap(at: CGPoint(x: 150, y: 420)) === screen.button)
    }

    @Test func aDisabledRecognizerGetsNothing() {
      let screen = Screen()
      let handler = Handler()
      let tap = TapGestureRecognizer(target: handler, action: Handler.handle)
      tap.isEnabled = false
      screen.card.addGestureRecognizer(tap)
      screen.scene.tap(at: CGPoint(x: 150, y: 150))
      #expect(handler.states.isEmpty)
    }

    @Test func aRecognizerMovesBetweenViews() {
      let screen = Screen()
      let tap = TapGestureRecognizer()
      screen.card.addGestureRecognizer(tap)
      screen.window.addGestureRecognizer(tap)
      #expect(screen.card.gestureRecognizers == nil && tap.view === screen.window)
      screen.window.gestureRecognizers = nil
      #expect(tap.view == nil && screen.window.gestureRecognizers == nil)
    }

    @Test func aControlSendsDragEventsAndTouchUpOutside() {
      let screen = Screen()
      var events: [String] = []
      let names: [(Control.Event, String)] = [
        (.touchDragInside, "inside"), (.touchDragExit, "exit"), (.touchDragOutside, "outside"),
        (.touchUpOutside, "up outside"),
      ]
      for (event, name) in names {
        screen.button.addAction(Action { _ in events.append(name) }, for: event)
      }
      let finger = screen.scene.touchDown(at: CGPoint(x: 150, y: 420))
      screen.scene.touchMove(finger, to: CGPoint(x: 150, y: 480))
      #expect(screen.button.isHighlighted && screen.button.isTouchInside)
      screen.scene.touchMove(finger, to: CGPoint(x: 150, y: 600))
      #expect(!screen.button.isHighlighted)
      screen.scene.touchUp(finger)
      #expect(events == ["inside", "exit", "outside", "up outside"])
      #expect(screen.log.isEmpty && !screen.button.isTracking)
    }

    /// A view that draws with a finger, as iOS code overrides `touchesMoved`.
    final class Sketch: View {
      var points: [CGPoint] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        points.append(touch.location(in: self))
      }
      override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        #expect(touch.previousLocation(in: self) == points.last)
        points.append(touch.location(in: self))
      }
    }

    /// A controller that ends editing when its view is touched, as iOS screens do.
    final class FormController: ViewController {
      let field = TextField()
      var touched = 0
      override func viewDidLoad() {
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 34)
        view.addSubview(field)
      }
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        touched += 1
        view.endEditing(true)
      }
    }

    @Test func touchesGoUpTheResponderChain() {
      let screen = Screen()
      let sketch = Sketch(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      screen.card.addSubview(sketch)
      screen.scene.drag(
        from: CGPoint(x: 110, y: 110), to: CGPoint(x: 130, y: 110), duration: 0.1, steps: 2)
      #expect(
        sketch.points == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10)])

      let scene = Scene()
      let window = Window(screen: .iPhone15)
      let controller = FormController()
      window.rootViewController = controller
      scene.show(window)
      window.layoutIfNeeded()
      scene.tap(at: CGPoint(x: 40, y: 117))
      #expect(controller.field.isEditing && controller.touched == 0)
      scene.tap(at: CGPoint(x: 200, y: 500))
      #expect(!controller.field.isEditing && controller.touched == 1)
    }

    @Test func touchesRunOnTheAnimatorsClock() {
      let screen = Screen()
      let clock = AnimationClock(start: 10)
      let animator = Animator(clock: clock, scene: screen.scene)
      let handler = Handler()
      screen.card.addGestureRecognizer(
        LongPressGestureRecognizer(target: handler, action: Handler.handle))
      let finger = screen.scene.touchDown(at: CGPoint(x: 150, y: 150))
      #expect(finger.timestamp == 10 && screen.scene.touchTime == 10)
      clock.advance(by: 0.5)
      #expect(handler.states == [.began])
      screen.scene.touchUp(finger)
      #expect(finger.timestamp == 10.5 && finger.phase == .ended)
      withExtendedLifetime(animator) {}
    }

    @Test func tapsInARowCountUp() {
      let screen = Screen()
      var repeats = 0
      screen.button.addAction(Action { _ in repeats += 1 }, for: .touchDownRepeat)
      let first = screen.scene.touchDown(at: CGPoint(x: 150, y: 420))
      screen.scene.touchUp(first)
      let second = screen.scene.touchDown(at: CGPoint(x: 152, y: 420))
      screen.scene.touchUp(second)
      screen.scene.advanceTime(by: 1)
      let third = screen.scene.touchDown(at: CGPoint(x: 150, y: 420))
      #expect(first.tapCount == 1 && second.tapCount == 2 && third.tapCount == 1)
      #expect(repeats == 1)
      screen.scene.touchUp(third)
    }
  }
}
