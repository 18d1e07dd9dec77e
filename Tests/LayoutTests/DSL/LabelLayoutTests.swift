import Foundation
import Testing

@testable import Layout

extension DSLTests {
  /// Labels measured with real font metrics, in layout.
  @Suite struct LabelLayoutTests {
    @Test func aLabelsIntrinsicSizeIsItsTextRoundedUpToThePixelGrid() {
      let window = Window(screen: .iPhone15)  // 3x
      let label = Label(text: "Hello")
      window.addSubview(label)
      // 38.77294921875 × 20.287109375 at 17 pt, rounded up to thirds of a point.
      #expect(label.intrinsicContentSize.isClose(to: CGSize(width: 39, height: 61.0 / 3)))
      label.snp.makeConstraints { make in make.center.equalToSuperview() }
      window.layoutIfNeeded()
      #expect(label.frame.size.isClose(to: CGSize(width: 39, height: 61.0 / 3)))
      #expect(Label().intrinsicContentSize == .zero)
    }

    /// Seed 000 with a real label: the box is 1.5 × and 2 × the measured label.
    @Test func toastBoxAroundAMeasuredLabel() {
      let messageLabel = Label(text: "Hello")
      messageLabel.textColor = .white
      messageLabel.font = .systemFont(ofSize: 17)
      let (window, backView, _) = SeedToastScene(label: messageLabel).parts
      window.layoutIfNeeded()
      let h = 2 * 61.0 / 3
      let expected = CGRect(x: (393 - 58.5) / 2, y: 852 - 200 - h, width: 58.5, height: h)
      #expect(backView.solvedFrame.isClose(to: expected), "\(backView.solvedFrame)")
      // At 3x its edges 167.25 and 225.75 are the pixels 501.75 and 677.25, written as 502
      // and 677: 58⅓ wide.
      #expect(
        backView.frame.isClose(
          to: CGRect(x: 502.0 / 3, y: 852 - 200 - h, width: 175.0 / 3, height: h)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aWrappingLabelTakesTheHeightOfItsLinesAtTheWidthLayoutGivesIt() throws {
      let window = Window(screen: .custom(width: 140, height: 400, scale: 2))
      let label = Label(text: "This is a test string")
      label.numberOfLines = 0
      window.addSubview(label)
      label.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(20)  // 100 wide
        make.top.equalToSuperview()
      }
      window.layoutIfNeeded()
      let expected = try TextLayout(label.text ?? "", font: label.font, maxWidth: 100)
      #expect(expected.lines.count == 2)
      #expect(label.frame.width.isClose(to: 100))
      #expect(label.frame.height.isClose(to: expected.size(roundedToScale: 2).height))
      #expect(label.frame.height.isClose(to: 41))  // 2 × 20.287… = 40.57, up to 41 at 2x
    }

    @Test func labelsAlignOnTheirLastBaselines() {
      let window = Window(screen: .custom(width: 400, height: 200, scale: 2))
      let big = Label(text: "Big")
      big.font = .systemFont(ofSize: 34)
      let small = Label(text: "small")
      small.font = .systemFont(ofSize: 13)
      window.addSubview(big)
      window.addSubview(small)
      big.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(10) }
      small.snp.makeConstraints { make in
        make.left.equalTo(big.snp.right).offset(8)
        make.lastBaseline.equalTo(big.snp.lastBaseline)
      }
      window.layoutIfNeeded()
      let bigBaseline = big.solvedFrame.minY + big.font.ascender
      let smallBaseline = small.solvedFrame.minY + small.font.ascender
      #expect(bigBaseline.isClose(to: smallBaseline))
      #expect(small.frame.minY > big.frame.minY)
    }

    @Test func aButtonIsItsTitleGrownByItsContentInsets() {
      let button = Button(title: "Hello")
      button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
      // The title font is 15 pt; not in a window, measured at 2x: "Hello" 34.21 → 34.5,
      // the line 17.90 → 18; plus the insets (set, so UIKit's 6-point padding is off).
      #expect(button.intrinsicContentSize.isClose(to: CGSize(width: 58.5, height: 30)))
    }
  }
}
