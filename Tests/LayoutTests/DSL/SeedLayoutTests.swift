import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension DSLTests {
  /// The seed documents' layouts, with frames worked out by hand.
  @Suite struct SeedLayoutTests {
    /// Seed 000: a box 1.5 × and 2 × a 100 × 16 label, centred horizontally, its bottom 200
    /// above the bottom of an alert-level window on an iPhone 15 (393 × 852); the label
    /// centred in the box.
    @Test func toastBoxAroundItsLabel() {
      let (window, backView, messageLabel) = SeedToastScene(
        label: FixedSizeView(intrinsic: CGSize(width: 100, height: 16))
      ).parts
      window.layoutIfNeeded()
      // width 150, height 32; x = (393 - 150) / 2 = 121.5, 364.5 pixels at 3x, written as 365
      // (121⅔); y = 852 - 200 - 32.
      #expect(backView.frame.isClose(to: CGRect(x: 365.0 / 3, y: 620, width: 150, height: 32)))
      #expect(messageLabel.frame.isClose(to: CGRect(x: 25, y: 8, width: 100, height: 16)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// Seed 001: a label centred horizontally, top 40 below the safe area, 0.6 × the
    /// superview's width, 35 high, in a view filling the window.
    @Test(arguments: [
      (Screen.iPhone15, CGRect(x: 236.0 / 3, y: 99, width: 707.0 / 3, height: 35)),
      (Screen.iPhoneSE3, CGRect(x: 75, y: 60, width: 225, height: 35)),
    ])
    func toastLabelUnderTheSafeArea(screen: Screen, expected: CGRect) {
      let window = Window(screen: screen)
      let root = View()
      window.addSubview(root)
      root.snp.makeConstraints { make in make.edges.equalToSuperview() }
      let label = View()
      root.addSubview(label)
      label.snp.makeConstraints { make in
        make.centerX.equalToSuperview()
        make.top.equalTo(root.safeAreaLayoutGuide.snp.top).offset(40)
        make.width.equalToSuperview().multipliedBy(0.6)
        make.height.equalTo(35)
      }
      window.layoutIfNeeded()
      // iPhone 15: safe top 59, width 393: 0.6 × 393 = 235.8, x = (393 - 235.8) / 2 = 78.6;
      // at 3x the edges 235.8 and 943.2 pixels are written as 236 and 943 (78⅔ to 314⅓).
      // iPhone SE: safe top 20, width 375: 225, x = 75.
      #expect(label.frame.isClose(to: expected), "\(label.frame)")
      #expect(root.safeAreaInsets == screen.safeAreaInsets(in: .portrait))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// Seed 001's next step: the bottom position, 40 above the safe area's bottom.
    @Test func toastLabelAboveTheBottomSafeArea() {
      let window = Window(screen: .iPhone15)
      let label = View()
      window.addSubview(label)
      label.snp.makeConstraints { make in
        make.centerX.equalToSuperview()
        make.bottom.equalTo(window.safeAreaLayoutGuide.snp.bottom).offset(-40)
        make.width.equalToSuperview().multipliedBy(0.6)
        make.height.equalTo(35)
      }
      window.layoutIfNeeded()
      // 852 - 34 - 40 - 35 = 743; 78.6 to 314.4 written as 78⅔ to 314⅓ (3x).
      #expect(label.frame.isClose(to: CGRect(x: 236.0 / 3, y: 743, width: 707.0 / 3, height: 35)))
      #expect(label.solvedFrame.isClose(to: CGRect(x: 78.6, y: 743, width: 235.8, height: 35)))
    }
  }
}

extension DSLTests.SeedLayoutTests {
  /// Seed 003: an image in a scroll view, and a container pinned left, right and bottom to
  /// the scroll view's frame guide, 100 high: it keeps its place on screen while the content
  /// scrolls and zooms; a view pinned to the content guide moves.
  @Test func floatingContainerStaysWhileTheContentScrolls() {
    let window = Window(screen: .iPhone15)
    let scrollView = ScrollView()
    window.addSubview(scrollView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    let imageView = ImageView(imageSize: CGSize(width: 1000, height: 800))
    scrollView.addSubview(imageView)
    imageView.snp.makeConstraints { make in make.edges.equalTo(scrollView.contentLayoutGuide) }
    let container = View()
    scrollView.addSubview(container)
    container.snp.makeConstraints { make in
      make.left.right.bottom.equalTo(scrollView.frameLayoutGuide)
      make.height.equalTo(100)
    }
    window.layoutIfNeeded()
    let onScreen = CGRect(x: 0, y: 752, width: 393, height: 100)
    #expect(container.convert(container.bounds, to: nil).isClose(to: onScreen))
    #expect(scrollView.contentSize.isClose(to: CGSize(width: 1000, height: 800)))
    #expect(imageView.frame.isClose(to: CGRect(x: 0, y: 0, width: 1000, height: 800)))

    scrollView.contentOffset = CGPoint(x: 200, y: 150)
    scrollView.zoomScale = 2
    window.layoutIfNeeded()
    // In the scroll view's coordinates the container follows the offset; on screen it stays.
    #expect(container.frame.isClose(to: CGRect(x: 200, y: 902, width: 393, height: 100)))
    #expect(container.convert(container.bounds, to: nil).isClose(to: onScreen))
    // The image stays at the content's origin and so moves on screen.
    #expect(imageView.convert(CGPoint.zero, to: nil).isClose(to: CGPoint(x: -200, y: -150)))
    #expect(scrollView.contentSize.isClose(to: CGSize(width: 2000, height: 1600)))
    // Scrolling moved two constants in the live solver; nothing was rebuilt.
    #expect(window.layoutEngine?.lastChanges.added == 0)
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }
}
