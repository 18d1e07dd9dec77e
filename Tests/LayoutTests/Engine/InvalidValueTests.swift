import Foundation
import Layout
import Testing

/// Values UIKit would refuse or clamp, given through the Swift API: reported through
/// `layoutDiagnostics` (kind `.invalidValue`), never a trap, and laid out as the report says.
@Suite struct InvalidValueTests {
  private func invalid(_ window: Window) -> [String] {
    window.layoutDiagnostics.filter { $0.kind == .invalidValue }.map(\.message)
  }

  @Test func aNegativeFontSizeIsReportedAndTheLabelMeasuredEmpty() {
    let window = Window(screen: .iPhone15)
    let label = Label(text: "Hello")
    label.font = .systemFont(ofSize: -12)
    label.snp.setLabel("title")
    window.addSubview(label)
    label.snp.makeConstraints { $0.center.equalToSuperview() }
    window.layoutIfNeeded()
    #expect(label.intrinsicContentSize == .zero)
    // Empty, centred at 196.5: pixel 589.5 at 3x, written as 590.
    #expect(label.frame.size == .zero && label.frame.origin.x.isClose(to: 590.0 / 3))
    #expect(
      invalid(window) == [
        "title: font size -12 is not a size (UIKit needs a positive one); the text is measured empty"
      ])
    label.font = .systemFont(ofSize: CGFloat.nan)
    window.layoutIfNeeded()
    #expect(invalid(window).first?.contains("font size nan") == true)
    label.font = .systemFont(ofSize: 12)
    window.layoutIfNeeded()
    #expect(invalid(window).isEmpty && label.frame.width > 0)
  }

  @Test func aFrameWithNaNIsReportedAndIgnored() {
    let window = Window(screen: .iPhone15)
    let box = View()
    box.snp.setLabel("box")
    window.addSubview(box)
    box.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    box.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50)
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      invalid(window) == [
        "box: frame (nan, 0.0, 50.0, 50.0) is not a rectangle (NaN or infinite); the view keeps (10.0, 20.0, 30.0, 40.0)"
      ])
  }

  @Test func boundsWithInfinityIsReportedAndIgnored() {
    let window = Window(screen: .iPhone15)
    let box = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    box.snp.setLabel("box")
    window.addSubview(box)
    box.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40)
    window.layoutIfNeeded()
    #expect(box.frame.isClose(to: CGRect(x: 10, y: 20, width: 30, height: 40)))
    #expect(
      invalid(window) == [
        "box: bounds (0.0, 0.0, inf, 40.0) is not a rectangle (NaN or infinite); the view keeps (0.0, 0.0, 30.0, 40.0)"
      ])
  }

  @Test func aNegativeSizeConstantIsReported() {
    let window = Window(screen: .iPhone15)
    let box = View()
    box.snp.setLabel("box")
    window.addSubview(box)
    box.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.width.equalTo(-10)
      make.height.equalTo(20)
    }
    window.layoutIfNeeded()
    #expect(invalid(window).count == 1)
    #expect(invalid(window).first?.hasPrefix("box.width == -10") == true)
  }
}
