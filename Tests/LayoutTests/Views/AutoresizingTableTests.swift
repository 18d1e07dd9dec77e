import Foundation
import Layout
import Testing

extension ViewsTests {
  /// The autoresizing table of Docs/Views.md (its Swift blocks run as doc-block tests).
  @Suite("Docs/Views.md autoresizing table")
  struct AutoresizingTableTests {
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
  }
}
