import Foundation
import Testing

@testable import Layout

/// The render tree and its text and JSON forms.
@Suite struct RenderTreeTests {
  func toastScene() -> (Window, Window, View, View) {
    let app = Window(screen: .iPhone15)
    app.snp.setLabel("app")
    let scene = SeedToastScene(label: FixedSizeView(intrinsic: CGSize(width: 100, height: 16)))
    let (toastWindow, backView, label) = scene.parts
    toastWindow.snp.setLabel("toastWindow")
    toastWindow.isUserInteractionEnabled = false
    backView.backgroundColor = .black.withAlphaComponent(0.7)
    backView.layer.cornerRadius = 15
    backView.alpha = 0.5
    toastWindow.layoutIfNeeded()
    return (app, toastWindow, backView, label)
  }

  @Test func windowsGoBackToFrontAndAlphaMultipliesDown() {
    let (app, toastWindow, _, _) = toastScene()
    let tree = RenderTree(windows: [toastWindow, app], screen: .iPhone15)
    #expect(tree.windows.map(\.id) == ["app", "toastWindow"])
    let back = tree.windows[1].views[0]
    #expect(back.path == "toastWindow/backView")
    #expect(back.subviews[0].path == "toastWindow/backView/messageLabel")
    #expect(back.subviews[0].effectiveAlpha.isClose(to: 0.5))
    #expect(back.absoluteFrame.isClose(to: CGRect(x: 365.0 / 3, y: 620, width: 150, height: 32)))
    #expect(tree.windows[1].safeArea.isClose(to: CGRect(x: 0, y: 59, width: 393, height: 759)))
  }

  @Test func aTransformMovesTheAbsoluteFrameButNotTheFrame() {
    let (_, toastWindow, backView, label) = toastScene()
    backView.transform = CGAffineTransform(translationX: 0, y: 100)
    let node = RenderTree(windows: [toastWindow], screen: .iPhone15).windows[0].views[0]
    #expect(node.frame.isClose(to: CGRect(x: 365.0 / 3, y: 620, width: 150, height: 32)))
    #expect(node.absoluteFrame.isClose(to: CGRect(x: 365.0 / 3, y: 720, width: 150, height: 32)))
    #expect(
      node.subviews[0].absoluteFrame.isClose(to: label.convert(label.bounds, to: nil)))
    #expect(node.transformToScreen.ty.isClose(to: 720))
  }

  @Test func theTextTableHasOneAlignedRowPerView() {
    let (_, toastWindow, _, _) = toastScene()
    let table = RenderTree(windows: [toastWindow], screen: .iPhone15).textTable()
    #expect(
      table == """
        path                                           x    y  width  height  frame                     alpha
        toastWindow                                    0    0    393     852  0 0 393 852                   1
        toastWindow/backView               121.666666667  620    150      32  121.666666667 620 150 32    0.5
        toastWindow/backView/messageLabel  146.666666667  628    100      16  25 8 100 16                 0.5

        """)
  }

  @Test func theJSONFormIsStableAndComplete() {
    let (_, toastWindow, _, _) = toastScene()
    let json = RenderTree(windows: [toastWindow], screen: .iPhone15).json(diagnostics: ["x"])
    let screenAndFirstWindow = [
      "{\"schemaVersion\":3,\"screen\":{\"name\":\"iPhone 15\",\"width\":393,\"height\":852,",
      "\"scale\":3,\"orientation\":\"portrait\",\"safeArea\":{\"insets\":{\"top\":59,",
      "\"left\":0,\"bottom\":34,\"right\":0},\"rect\":{\"x\":0,\"y\":59,\"width\":393,",
      "\"height\":759}}},\"windows\":[{\"id\":\"toastWindow\",\"zIndex\":0,",
      "\"level\":\"alert\",",
    ].joined()
    #expect(json.hasPrefix(screenAndFirstWindow))
    let backViewUpToItsSubviews = [
      "{\"id\":\"backView\",\"path\":\"toastWindow/backView\",\"type\":\"view\",\"zIndex\":0,",
      "\"frame\":{\"x\":121.666666667,\"y\":620,\"width\":150,\"height\":32},",
      "\"bounds\":{\"x\":0,\"y\":0,\"width\":150,\"height\":32},",
      "\"windowFrame\":{\"x\":121.666666667,\"y\":620,\"width\":150,\"height\":32},",
      "\"screenFrame\":{\"x\":121.666666667,\"y\":620,\"width\":150,\"height\":32},",
      "\"transform\":[1,0,0,1,0,0],\"transformToScreen\":[1,0,0,1,121.666666667,620],",
      "\"alpha\":0.5,\"effectiveAlpha\":0.5,\"hidden\":false,\"backgroundColor\":\"#000000B3\",",
      "\"cornerRadius\":15,\"drawnCornerRadius\":15,\"clipsToBounds\":false,",
      "\"border\":null,\"shadow\":null,\"subviews\":[",
    ].joined()
    #expect(json.contains(backViewUpToItsSubviews))
    #expect(json.hasSuffix("\"diagnostics\":[\"x\"]}"))
    let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(decoded != nil)
  }
}
