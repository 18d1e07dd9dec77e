import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// Screens/PlainViewControllerScreen.swift: an ordinary view-controller screen, started as a
/// scene delegate starts it, inside a current application whose scene is on an iPhone 15.
@Suite struct PlainViewControllerScreenTests {
  @Test func theScreenLaysOutAsOnIOSAndItsButtonTakesTaps() throws {
    let scene = UIWindowScene(screen: .iPhone15)
    let window = UIApplication.withCurrent(UIApplication(scenes: [scene])) { startHomeScreen() }
    #expect(scene.keyWindow === window && window.frame.size == CGSize(width: 393, height: 852))
    window.layoutIfNeeded()
    let controller = try #require(window.rootViewController as? HomeViewController)
    let root = try #require(controller.viewIfLoaded)
    #expect(root.frame == window.bounds && root.backgroundColor == .white)
    let box = root.subviews[0]
    let title = try #require(root.subviews[1] as? UILabel)
    let button = try #require(root.subviews[2] as? UIButton)
    // The box: 24 below the safe area's top (59), 20 in from each side, half as high as wide
    // (176.5, to 259.5: 778.5 pixels at 3x, written as 779, so 176⅔ high).
    #expect(box.solvedFrame.isClose(to: CGRect(x: 20, y: 83, width: 353, height: 176.5)))
    #expect(box.frame.isClose(to: CGRect(x: 20, y: 83, width: 353, height: 530.0 / 3)))
    // The title 16 below it (275.5: pixel 826.5, written 827) and the button 12 below the
    // title, both centred.
    #expect(title.solvedFrame.minY == 275.5 && title.solvedFrame.midX.isClose(to: 196.5))
    #expect(title.frame.minY.isClose(to: 827.0 / 3))
    #expect(button.solvedFrame.minY.isClose(to: title.solvedFrame.maxY + 12))
    #expect(button.solvedFrame.midX.isClose(to: 196.5) && button.frame.width > 0)
    for view in [title, button] {
      #expect(view.frame.isPixelRounding(of: view.solvedFrame, scale: 3))
    }
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    #expect(scene.tap(at: button.center) === button && controller.taps == 1)
  }
}
