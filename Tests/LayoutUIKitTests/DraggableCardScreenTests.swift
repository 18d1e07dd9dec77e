import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// Screens/DraggableCardScreen.swift: gestures drive an iOS-style screen.
@Suite struct DraggableCardScreenTests {
  func start() -> (UIWindowScene, DraggableCardViewController) {
    let scene = UIWindowScene(screen: .iPhone15)
    let window = UIWindow(windowScene: scene)
    let controller = DraggableCardViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (scene, controller)
  }

  @Test func aPanDragsTheCardAndADoubleTapPutsItBack() {
    let (scene, controller) = start()
    scene.drag(from: CGPoint(x: 196, y: 360), to: CGPoint(x: 246, y: 460), duration: 0.3)
    #expect(controller.card.frame == CGRect(x: 146, y: 400, width: 200, height: 120))
    scene.tap(at: CGPoint(x: 246, y: 460))
    scene.advanceTime(by: 0.1)
    scene.tap(at: CGPoint(x: 246, y: 460))
    #expect(controller.resets == 1)
    #expect(controller.card.frame == CGRect(x: 96, y: 300, width: 200, height: 120))
  }

  @Test func aLongPressLiftsTheCardWhileItIsDragged() {
    let (scene, controller) = start()
    let finger = scene.touchDown(at: CGPoint(x: 196, y: 360))
    scene.advanceTime(by: 0.45)
    #expect(controller.lifted && controller.card.transform.a == 1.05)
    scene.touchMove(finger, to: CGPoint(x: 196, y: 400))
    scene.touchUp(finger)
    #expect(!controller.lifted && controller.card.transform == .identity)
    #expect(controller.card.center == CGPoint(x: 196, y: 400))
  }

  @Test func aTapOutsideTheFieldEndsEditing() {
    let (scene, controller) = start()
    scene.tap(at: CGPoint(x: 100, y: 137))
    #expect(controller.note.isFirstResponder)
    scene.tap(at: CGPoint(x: 50, y: 250))  // above the keyboard, off the card
    #expect(!controller.note.isFirstResponder)
  }
}
