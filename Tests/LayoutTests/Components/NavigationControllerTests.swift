import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

/// A navigation stack as apps build one: the bar's height joins the children's safe area,
/// pushes and pops swap the top view, the bar shows the top item, and an animated push
/// slides on the virtual clock.
@Suite("Navigation controller")
struct NavigationControllerTests {
  final class ListController: ViewController {
    let header = View()
    var log: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(header)
      header.snp.makeConstraints { make in
        make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
        make.height.equalTo(40)
      }
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
  }

  static func stack(_ root: ViewController, screen: Screen = .iPhone15) -> (
    Window, NavigationController
  ) {
    let window = Window(screen: screen)
    let navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @Test func theBarSitsUnderTheStatusBarAndPushesTheSafeAreaDown() {
    let inbox = ListController()
    inbox.title = "Inbox"
    let (window, navigation) = Self.stack(inbox)
    defer { withExtendedLifetime(window) {} }
    // 59 (the notch) + 44 (the bar).
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(inbox.view.safeAreaInsets.top == 103)
    #expect(inbox.header.frame == CGRect(x: 0, y: 103, width: 393, height: 40))
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")
    #expect(navigation.navigationBar.backButton.isHidden)
    #expect(inbox.navigationController === navigation)
    #expect(inbox.log == ["willAppear", "didAppear"])
  }

  @Test func aPushShowsTheNewTopWithABackButtonAndAPopReturns() {
    let inbox = ListController()
    inbox.title = "Inbox"
    let (window, navigation) = Self.stack(inbox)
    let message = ListController()
    message.navigationItem.title = "Message"
    message.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
    navigation.pushViewController(message, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.topViewController === message)
    #expect(message.view.superview === navigation.view)
    #expect(inbox.view.superview == nil)
    #expect(message.header.frame.minY == 103)
    let bar = navigation.navigationBar
    #expect(bar.titleLabel.text == "Message")
    #expect(!bar.backButton.isHidden)
    #expect(bar.backButton.currentTitle == "\u{2039} Inbox")
    // The Done button at the trailing edge, 16 in.
    let done = bar.itemViews.first as? Button
    #expect(done?.currentTitle == "Done")
    #expect(done.map { $0.frame.maxX.isClose(to: 393 - 16) } == true)
    #expect(inbox.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(message.log == ["willAppear", "didAppear"])
    #expect(navigation.popViewController(animated: false) === message)
    window.layoutIfNeeded()
    #expect(navigation.viewControllers.count == 1)
    #expect(inbox.view.superview === navigation.view)
    #expect(message.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil)
  }

  @Test func aLargeTitleMakesTheBar96High() {
    let inbox = ListController()
    inbox.title = "Inbox"
    let window = Window(screen: .iPhone15)
    let navigation = NavigationController(rootViewController: inbox)
    navigation.navigationBar.prefersLargeTitles = true
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(inbox.header.frame.minY.isClose(to: 59 + 96))
    #expect(navigation.navigationBar.titleLabel.isHidden)
    #expect(!navigation.navigationBar.largeTitleLabel.isHidden)
  }

  @Test func inLandscapeThePhonesBarIs32High() {
    let inbox = ListController()
    let (window, navigation) = Self.stack(inbox)
    window.orientation = .landscape
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(inbox.view.safeAreaInsets.top == 32)
  }

  @Test func aHiddenBarLeavesTheSafeArea() {
    let inbox = ListController()
    let (window, navigation) = Self.stack(inbox)
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(inbox.header.frame.minY == 59)
  }

  @Test func anAnimatedPushSlidesOnTheVirtualClock() {
    let inbox = ListController()
    let (window, navigation) = Self.stack(inbox)
    let scene = Scene(screen: .iPhone15)
    scene.show(window)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    let message = ListController()
    Animator.withCurrent(animator) {
      navigation.pushViewController(message, animated: true)
    }
    window.layoutIfNeeded()
    // Both are in the container while the new one slides in.
    #expect(message.view.superview === navigation.view && inbox.view.superview === navigation.view)
    #expect(message.view.frame.minX == 0)
    clock.advance(to: NavigationController.transitionDuration / 2)
    let halfway = animator.presentation(of: message.view).frame.minX
    #expect(halfway > 0 && halfway < 393)
    clock.advance(to: 1)
    #expect(inbox.view.superview == nil)
    #expect(animator.presentation(of: message.view).frame.minX == 0)
  }
}

/// Tabs as apps build them: the bar along the bottom, its height in the children's safe
/// area, selection swapping the view.
@Suite("Tab bar controller")
struct TabBarControllerTests {
  final class Page: ViewController {
    let footer = View()
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(footer)
      footer.snp.makeConstraints { make in
        make.bottom.leading.trailing.equalTo(view.safeAreaLayoutGuide)
        make.height.equalTo(20)
      }
    }
  }

  @Test func theBarIs83HighOnAnIPhone15AndLiftsTheSafeArea() {
    let home = Page()
    home.title = "Home"
    let settings = Page()
    settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gear"), tag: 1)
    let tabs = TabBarController()
    tabs.viewControllers = [home, settings]
    let window = Window(screen: .iPhone15)
    window.rootViewController = tabs
    window.layoutIfNeeded()
    #expect(tabs.tabBar.frame == Screen.iPhone15.tabBarFrame(in: .portrait))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(home.view.safeAreaInsets.bottom == 83)
    #expect(home.footer.frame == CGRect(x: 0, y: 749, width: 393, height: 20))
    #expect(tabs.tabBar.itemButtons.map(\.currentTitle) == ["Home", "Settings"])
    #expect(tabs.tabBar.itemButtons[1].frame.minX == 196.5)
    #expect(home.tabBarController === tabs)
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(settings.view.superview === tabs.view && home.view.superview == nil)
    #expect(settings.footer.frame.maxY == 769)
    #expect(tabs.tabBar.selectedItem === settings.tabBarItem)
  }
}
