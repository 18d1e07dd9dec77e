import Foundation
import Testing

@testable import Layout

/// The seed toasts as a component: frames, and long messages that never leave the screen.
@Suite struct ToastTests {
  @Test func aCapsuleIsOneAndAHalfByTwiceItsLabel200AboveTheBottom() {
    let toast = Toast(message: "Hello, Toast!", screen: .iPhone15)
    toast.window.layoutIfNeeded()
    let label = toast.label.solvedFrame
    let box = toast.box.solvedFrame
    #expect(box.width.isClose(to: 1.5 * label.width))
    #expect(box.height.isClose(to: 2 * label.height))
    #expect(box.midX.isClose(to: 393 / 2))
    #expect(box.maxY.isClose(to: 852 - 200))
    #expect(label.midX.isClose(to: box.width / 2) && label.midY.isClose(to: box.height / 2))
    #expect(!toast.window.isUserInteractionEnabled && toast.window.windowLevel == .alert)
    #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
  }

  @Test(arguments: [
    // 78.6 to 314.4 at 3x: the pixels 235.8 and 943.2, written as 236 and 943.
    (Screen.iPhone15, CGRect(x: 236.0 / 3, y: 99, width: 707.0 / 3, height: 35)),
    (Screen.iPhoneSE3, CGRect(x: 75, y: 60, width: 225, height: 35)),
  ])
  func aBannerIsSeed001(screen: Screen, expected: CGRect) {
    let toast = Toast(message: "저장되었습니다", screen: screen, style: .banner)
    toast.window.layoutIfNeeded()
    #expect(toast.box.frame.isClose(to: expected), "\(toast.box.frame)")
    #expect(toast.window.layoutDiagnostics.isEmpty, "\(toast.window.layoutDiagnostics)")
  }

  @Test func aBannerAtTheBottomSits40AboveTheSafeArea() {
    let toast = Toast(message: "Saved", screen: .iPhone15, style: .banner, position: .bottom(40))
    toast.window.layoutIfNeeded()
    #expect(toast.box.frame.maxY.isClose(to: 852 - 34 - 40))
  }

  @Test(arguments: [ToastStyle.capsule, .banner])
  func aLongMessageWrapsAndStaysOnScreen(style: ToastStyle) {
    let message = String(repeating: "토스트 메시지가 아주 길어요. ", count: 30)
    let toast = Toast(message: message, screen: .iPhoneSE3, style: style)
    toast.window.layoutIfNeeded()
    let box = toast.box.convert(toast.box.bounds, to: nil)
    let safe = CGRect(x: 0, y: 20, width: 375, height: 647)
    #expect(box.minX >= 16 - 1e-9 || style == .banner)
    #expect(box.minX >= 0 && box.maxX <= 375 + 1e-9)
    #expect(box.minY >= safe.minY - 1e-9 && box.maxY <= safe.maxY + 1e-9, "\(box)")
    #expect(toast.label.frame.height > 40)
    #expect(toast.window.layoutDiagnostics.allSatisfy { $0.kind != .unsatisfiable })
  }
}
