import Foundation
import Testing

@testable import Layout

/// Seed 003's screen as a component.
@Suite struct FloatingMenuTests {
  @Test func theButtonsSitInTheirColumnsAndStayPutWhileTheContentScrolls() {
    let menu = FloatingMenu(screen: .iPhone15)
    menu.setState(.open)
    let w = 393.0
    #expect(menu.gap.isClose(to: w / 3))
    #expect(
      menu.floatingView.convert(menu.floatingView.bounds, to: nil).isClose(
        to: CGRect(x: 0, y: 752, width: 393, height: 100)))
    // Open: copy in the middle of the left third, 28 below the container's top, at
    // w / 6 − 22 = 43.5, the pixel 130.5 at 3x: written at 131 (the "+" at 174.5: 524).
    let copy = menu.copyButton.convert(menu.copyButton.bounds, to: nil)
    #expect(copy.isClose(to: CGRect(x: 131.0 / 3, y: 752 + 28 - 22, width: 44, height: 44)))
    #expect(menu.copyButton.solvedFrameInWindow.minX.isClose(to: w / 6 - 22))
    let plus = menu.centerButton.convert(menu.centerButton.bounds, to: nil)
    #expect(plus.isClose(to: CGRect(x: 524.0 / 3, y: 752 + 76 - 22, width: 44, height: 44)))
    menu.scrollView.contentOffset = CGPoint(x: 300, y: 200)
    menu.scrollView.zoomScale = 2
    menu.window.layoutIfNeeded()
    #expect(menu.copyButton.convert(menu.copyButton.bounds, to: nil).isClose(to: copy))
    #expect(menu.window.layoutDiagnostics.isEmpty, "\(menu.window.layoutDiagnostics)")
  }

  @Test func closedButtonsAreTransparentAndMovedAsTheSeedLeavesThem() {
    let menu = FloatingMenu(screen: .iPhoneSE3)
    #expect(menu.state == .closed)
    let gap = menu.gap
    #expect(gap.isClose(to: 125))
    #expect(menu.copyButton.alpha == 0 && menu.wifiButton.alpha == 0)
    #expect(menu.copyButton.transform == CGAffineTransform(translationX: gap, y: 0))
    #expect(menu.wifiButton.transform == CGAffineTransform(translationX: 0, y: 100))
    #expect(menu.shareButton.transform == CGAffineTransform(translationX: -gap, y: 0))
    // Transparent buttons are not hit: a tap there reaches the column beneath.
    let copyCentre = menu.copyButton.convert(
      CGPoint(x: 22, y: 22), to: nil)
    #expect(!(menu.window.hitTest(copyCentre) === menu.copyButton))
  }
}
