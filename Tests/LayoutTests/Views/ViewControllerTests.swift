import Foundation
import Layout
import Testing

/// A controller that writes down what it is told, in order.
private class RecordingController: ViewController {
  var log: [String] = []
  let box = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
    view.addSubview(box)
    box.snp.makeConstraints { make in
      make.top.left.equalTo(view.safeAreaLayoutGuide)
      make.size.equalTo(100)
    }
  }

  /// The box's width while the controller is told to update constraints.
  var boxWidth: CGFloat = 100

  override func updateViewConstraints() {
    log.append("updateViewConstraints")
    box.snp.updateConstraints { make in make.width.equalTo(boxWidth) }
    super.updateViewConstraints()
  }

  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
  override func viewSafeAreaInsetsDidChange() {
    log.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets)")
  }
  override func willMove(toParent parent: ViewController?) {
    log.append("willMove \(parent == nil ? "nil" : "parent")")
  }
  override func didMove(toParent parent: ViewController?) {
    log.append("didMove \(parent == nil ? "nil" : "parent")")
  }
  override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("viewWillTransition \(size) from \(view.frame.size)")
    coordinator.animate(
      alongsideTransition: { _ in self.log.append("alongside at \(self.view.frame.size)") },
      completion: { _ in self.log.append("completion") })
  }
}

/// A view that counts its `updateConstraints()` calls.
private final class CountingView: View {
  var updates = 0
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

/// A recording controller whose view counts its constraint updates.
private final class CountingController: RecordingController {
  override func loadView() { view = CountingView() }
}

/// A controller whose `loadView` makes its own view.
private final class CustomViewController: ViewController {
  override func loadView() {
    let label = Label(text: "Hi")
    view = label
  }
}

/// `ViewController` (UIKit's `UIViewController`) and the window, scene and application calls
/// an iOS app starts with.
@Suite struct ViewControllerTests {
  @Test func theViewIsLoadedOnFirstUseAndViewDidLoadRunsOnce() {
    let controller = RecordingController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    let view = controller.view
    #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(controller.log == ["viewDidLoad"])
    // The default view has the main screen's size, as UIKit's.
    #expect(view?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(CustomViewController().view is Label)
  }

  /// As a window's root, the view fills the window; the first pass tells the controller of
  /// its safe area, then lays it out around the view's `layoutSubviews`.
  @Test func theRootViewFillsTheWindowAndHearsTheLayoutCallbacksInUIKitsOrder() {
    let window = Window(screen: .iPhone15)
    let controller = RecordingController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.view.frame == window.bounds)
    #expect(controller.box.frame == CGRect(x: 0, y: 59, width: 100, height: 100))
    #expect(
      controller.log == [
        "viewDidLoad", "updateViewConstraints",
        "viewSafeAreaInsetsDidChange \(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
    // Nothing changed: no callbacks.
    controller.log = []
    window.layoutIfNeeded()
    #expect(controller.log.isEmpty)
    // Replaced: the old view leaves the window.
    let next = RecordingController()
    window.rootViewController = next
    #expect(controller.view.superview == nil && next.view.superview === window)
  }

  /// Additional insets narrow the safe area of the controller's view and of the views in it.
  @Test func additionalSafeAreaInsetsMoveTheSafeAreaGuide() {
    let window = Window(screen: .iPhone15)
    let controller = RecordingController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    controller.log = []
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 20, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 69, left: 20, bottom: 34, right: 0))
    #expect(controller.box.frame == CGRect(x: 20, y: 69, width: 100, height: 100))
    // A subview's safe area is the part of its controller view's it overlaps.
    #expect(controller.box.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(
      controller.log.first
        == "viewSafeAreaInsetsDidChange \(EdgeInsets(top: 69, left: 20, bottom: 34, right: 0))")
    controller.additionalSafeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(controller.box.frame == CGRect(x: 0, y: 59, width: 100, height: 100))
  }

  @Test func childrenAreToldWhenTheyMoveAsInUIKit() {
    let parent = ViewController()
    let child = RecordingController()
    parent.addChild(child)
    #expect(parent.children.count == 1 && child.parent === parent)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
    #expect(
      child.log == [
        "willMove parent", "viewDidLoad", "didMove parent", "willMove nil", "didMove nil",
      ])
  }

  /// A rotation tells the root controller (and through it its children) before the size
  /// changes; the coordinator's work runs after, then its completion.
  @Test func aRotationTellsTheControllersBeforeTheSizeChanges() {
    let window = Window(screen: .iPhone15)
    let root = RecordingController()
    let child = RecordingController()
    window.rootViewController = root
    root.addChild(child)
    window.layoutIfNeeded()
    root.log = []
    child.log = []
    window.orientation = .landscape
    let size = CGSize(width: 852, height: 393)
    // Told at the old size; laid out at the new one before the coordinator's work runs.
    #expect(root.log.first == "viewWillTransition \(size) from \(CGSize(width: 393, height: 852))")
    #expect(root.log.suffix(2) == ["alongside at \(size)", "completion"])
    #expect(root.log.contains("viewWillLayoutSubviews"))
    #expect(child.log.contains { $0.hasPrefix("viewWillTransition \(size)") })
    #expect(root.view.frame.size == size)
    root.log = []
    window.orientation = .landscape  // no change: nothing told
    #expect(root.log.isEmpty)
  }

  @Test func theApplicationListsEveryScenesWindowsAndFindsTheKeyOne() {
    let phone = Scene(screen: .iPhone15)
    let pad = Scene(screen: .iPad10)
    let app = Window(windowScene: phone)
    let alert = Window(screen: .iPhone15, level: .alert)
    phone.show(alert)
    let board = Window(windowScene: pad)
    let application = Application(scenes: [phone, pad])
    #expect(
      application.windows.map(ObjectIdentifier.init)
        == [app, alert, board].map(ObjectIdentifier.init))
    #expect(application.keyWindow == nil)
    board.makeKey()
    #expect(application.keyWindow === board)
    app.makeKeyAndVisible()
    // Each scene has its own key window; the first scene's comes first.
    #expect(application.keyWindow === app && board.isKeyWindow)
    let found = Application.withCurrent(application) {
      Application.shared.windows.first { $0.isKeyWindow }
    }
    #expect(found === app)
    #expect(Application.shared.windows.isEmpty && Application.shared.keyWindow == nil)
  }

  @Test func aMemoryWarningOverrideCompilesAndIsNeverCalled() {
    final class Cache: ViewController {
      var warnings = 0
      override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
      }
    }
    let controller = Cache()
    let window = Window(screen: .iPhone15)
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.warnings == 0)
    controller.didReceiveMemoryWarning()
    #expect(controller.warnings == 1)
  }

  /// An app's start as a scene delegate writes it, inside a current application.
  @Test func windowsAreMadeAsIOSMakesThem() throws {
    let scene = Scene(screen: .iPhoneSE3)
    #expect(Screen.main == .iPhone15 && Application.shared.connectedScenes.isEmpty)
    let (window, found) = Application.withCurrent(Application(scenes: [scene])) {
      let found = Application.shared.connectedScenes.first as? Scene
      let window = Window(frame: Screen.main.bounds)
      window.makeKeyAndVisible()
      return (window, found)
    }
    #expect(found === scene)
    #expect(window.screen == .iPhoneSE3 && window.frame == Screen.iPhoneSE3.bounds)
    #expect(window.windowScene === scene && window.isKeyWindow && !window.isHidden)
    // A window made in a scene is in it at once, hidden: `windows` lists it,
    // `visibleWindows` does not.
    let second = Window(windowScene: scene)
    #expect(second.isHidden && second.screen == .iPhoneSE3)
    #expect(scene.windows.count == 2 && scene.visibleWindows.count == 1)
    second.makeKeyAndVisible()
    #expect(scene.keyWindow === second && !window.isKeyWindow)
    #expect(scene.visibleWindows.count == 2)
    scene.remove(second)
    #expect(scene.keyWindow == nil)
    // Outside the closure the binding is gone.
    #expect(Application.current == nil)
  }

  /// `setNeedsUpdateConstraints()` on the controller's view reaches the controller's
  /// `updateViewConstraints()` before the next solve; its `super` calls the view's own
  /// `updateConstraints()`.
  @Test func updateViewConstraintsRunsInTheConstraintPass() {
    let window = Window(screen: .iPhone15)
    let controller = CountingController()
    window.rootViewController = controller
    let view = controller.view as! CountingView
    window.layoutIfNeeded()
    #expect(view.updates == 1)
    controller.log = []
    controller.boxWidth = 150
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    window.layoutIfNeeded()
    #expect(
      controller.log == [
        "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
    #expect(controller.box.frame.width == 150)
    #expect(view.updates == 2)
    // Outside a pass, as UIKit's `updateConstraintsIfNeeded()`.
    controller.log = []
    view.setNeedsUpdateConstraints()
    view.updateConstraintsIfNeeded()
    #expect(controller.log == ["updateViewConstraints"])
    #expect(view.updates == 3)
  }
}
