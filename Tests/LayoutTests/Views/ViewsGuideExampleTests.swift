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

extension ViewsTests {
  /// The autoresizing table and the self-sizing example of Docs/Views.md.
  @Suite("Docs/Views.md layout examples")
  struct ViewsGuideLayoutExampleTests {
    /// Each row: the horizontal mask, then the x and width the table gives when the
    /// superview grows from 200 to 300 wide with the subview at x 20, width 100.
    static let rows: [(View.AutoresizingMask, CGFloat, CGFloat)] = [
      ([], 20, 100),
      (.flexibleRightMargin, 20, 100),
      (.flexibleLeftMargin, 120, 100),
      (.flexibleWidth, 20, 200),
      ([.flexibleLeftMargin, .flexibleWidth], 20 + 100.0 * 20 / 120, 100 + 100.0 * 100 / 120),
      ([.flexibleLeftMargin, .flexibleRightMargin], 40, 100),
      ([.flexibleWidth, .flexibleRightMargin], 20, 100 + 100.0 * 100 / 180),
      ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 30, 150),
    ]

    @Test(arguments: 0..<rows.count)
    func autoresizingTableRow(_ row: Int) {
      let (mask, x, width) = Self.rows[row]
      let window = Window(screen: .custom(width: 400, height: 400))
      let superview = View()
      window.addSubview(superview)
      var superWidth: Constraint?
      superview.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(100)
        superWidth = make.width.equalTo(200).constraint
      }
      // The mask is measured against the superview's size when the frame is set: 200 here
      // (set before the superview is laid out, it would be 0, in UIKit as here).
      window.layoutIfNeeded()
      let subview = View(frame: CGRect(x: 20, y: 10, width: 100, height: 30))
      subview.autoresizingMask = mask
      superview.addSubview(subview)
      window.layoutIfNeeded()
      #expect(subview.frame.isClose(to: CGRect(x: 20, y: 10, width: 100, height: 30)))
      superWidth?.update(offset: 300)
      window.layoutIfNeeded()
      #expect(subview.frame.minX.isClose(to: x), "\(mask): x \(subview.frame.minX)")
      #expect(subview.frame.width.isClose(to: width), "\(mask): width \(subview.frame.width)")
    }

    @Test func selfSizingExampleWrapsAtTheRequiredWidth() {
      let card = View()
      let text = Label(text: "A message long enough to wrap over several lines of the card")
      text.numberOfLines = 0
      card.addSubview(text)
      text.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
      let size = card.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      let wrapped = text.sizeThatFits(CGSize(width: 184, height: 0))
      #expect(size.width.isClose(to: 200))
      #expect(size.height.isClose(to: wrapped.height + 16))
      // More than one line: the width limited it.
      #expect(wrapped.height > text.font.lineHeight * 1.5)
    }
  }
}
