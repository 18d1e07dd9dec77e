import Foundation
import Layout
import Testing

extension ViewsTests {
  /// The example at the top of Docs/Views.md prints what the guide says.
  @Suite("Docs/Views.md example")
  struct ViewsGuideExampleTests {
    @Test func geometryExamplePrintsWhatTheGuideSays() {
      let screen = Screen.iPhone15
      let safe = screen.safeAreaFrame(in: .portrait)
      #expect("\(safe.minY) \(safe.height)" == "59.0 759.0")
      #expect("\(screen.safeAreaInsets(in: .landscape))" == "{0, 59, 21, 59}")

      let background: UIColor = .black.withAlphaComponent(0.7)
      #expect(background.hexString == "#000000B3")

      let box = CGRect(x: 100, y: 400, width: 193, height: 60)
      let slid = box.applying(CGAffineTransform(translationX: 0, y: 100))
      #expect("\(slid.minY)" == "500.0")

      let margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4)
      #expect("\(margins.edgeInsets(for: .rightToLeft))" == "{8, 4, 8, 16}")

      #expect("\(screen.pixelCeil(20.1))" == "20.333333333333332")
    }
  }
}
