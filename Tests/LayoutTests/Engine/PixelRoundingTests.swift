import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// Frames as UIKit writes them from the engine's solution: each edge rounded to the
  /// nearest pixel (halves away from zero) in window coordinates, the size the difference of
  /// the rounded edges; autoresizing views and frames set in code unrounded; the exact
  /// solution in `solvedFrame`.
  @Suite struct PixelRoundingTests {
    /// A view placed by constraints at `x` and `width` in a window of `scale`.
    private func placed(
      x: CGFloat, width: CGFloat, scale: CGFloat, windowWidth: CGFloat = 1000
    ) -> (Window, View) {
      let window = Window(screen: .custom(width: windowWidth, height: 400, scale: scale))
      let box = View()
      window.addSubview(box)
      box.snp.makeConstraints { make in
        make.left.equalTo(x)
        make.width.equalTo(width)
        make.top.equalTo(0)
        make.height.equalTo(10)
      }
      window.layoutIfNeeded()
      return (window, box)
    }

    /// What was reported from devices: at 2x, 950.25 is written as 950.5 and 950.2 as 950.
    @Test func halvesRoundAwayFromZeroAndTheRestToTheNearestPixel() {
      #expect(placed(x: 950.25, width: 20, scale: 2).1.frame.minX == 950.5)
      #expect(placed(x: 950.2, width: 20, scale: 2).1.frame.minX == 950)
      #expect(placed(x: 950.24, width: 20, scale: 2).1.frame.minX == 950)
      #expect(placed(x: -0.25, width: 20, scale: 2).1.frame.minX == -0.5)
      // At 3x the grid is a third of a point: 10.1 is 30.3 pixels, 30 of them.
      #expect(placed(x: 10.1, width: 20, scale: 3).1.frame.minX == 10)
      #expect(placed(x: 10.2, width: 20, scale: 3).1.frame.minX.isClose(to: 31.0 / 3))
    }

    /// Edges are rounded, not origin and size: a width can gain or lose a pixel.
    @Test func theSizeIsTheDifferenceOfTheRoundedEdges() {
      let (_, box) = placed(x: 0.25, width: 35.5, scale: 2)
      // Edges 0.25 → 0.5 and 35.75 → 36: 35.5 wide stays 35.5, moved.
      #expect(box.frame == CGRect(x: 0.5, y: 0, width: 35.5, height: 10))
      let (window, narrow) = placed(x: 0.2, width: 35.7, scale: 2)
      // Edges 0.2 → 0 and 35.9 → 36: 36 wide, where the size alone would round to 35.5.
      #expect(narrow.frame == CGRect(x: 0, y: 0, width: 36, height: 10))
      #expect(narrow.solvedFrame.isClose(to: CGRect(x: 0.2, y: 0, width: 35.7, height: 10)))
      #expect(window.layoutDiagnostics.isEmpty)
    }

    /// Three equal thirds of 100 points at 2x: the edges 33.33 and 66.67 round to 33.5 and
    /// 66.5, so the views are 33.5, 33 and 33.5 wide and still touch.
    @Test func neighboursThatShareAnEdgeStillShareIt() {
      let window = Window(screen: .custom(width: 100, height: 100, scale: 2))
      let views = [View(), View(), View()]
      for view in views { window.addSubview(view) }
      for (i, view) in views.enumerated() {
        view.snp.makeConstraints { make in
          make.top.bottom.equalToSuperview()
          make.width.equalToSuperview().dividedBy(3)
          if i == 0 {
            make.left.equalToSuperview()
          } else {
            make.left.equalTo(views[i - 1].snp.right)
          }
        }
      }
      window.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
      #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
      #expect(views[2].frame.maxX == 100)
    }

    /// A centred 80-point box on an iPhone 15 (393 wide, 3x): 156.5 is 469.5 pixels.
    @Test func aCentredBoxOnAnIPhone15() {
      let window = Window(screen: .iPhone15)
      let box = View()
      window.addSubview(box)
      box.snp.makeConstraints { make in
        make.center.equalToSuperview()
        make.size.equalTo(80)
      }
      window.layoutIfNeeded()
      #expect(box.solvedFrame.isClose(to: CGRect(x: 156.5, y: 386, width: 80, height: 80)))
      #expect(box.frame.isClose(to: CGRect(x: 470.0 / 3, y: 386, width: 80, height: 80)))
      #expect(box.center.x.isClose(to: 470.0 / 3 + 40))
    }

    /// A subview's frame is its rounded window edges less its superview's rounded window
    /// origin, so it lands on the grid on screen.
    @Test func aSubviewIsRoundedInWindowCoordinates() {
      let window = Window(screen: .custom(width: 400, height: 400, scale: 2))
      let outer = View()
      let inner = View()
      window.addSubview(outer)
      outer.addSubview(inner)
      outer.snp.makeConstraints { make in
        make.left.top.equalTo(10.3)
        make.size.equalTo(100)
      }
      inner.snp.makeConstraints { make in
        make.left.top.equalToSuperview().offset(0.3)
        make.size.equalTo(20)
      }
      window.layoutIfNeeded()
      // outer: 10.3 → 10.5; inner at 10.6 in the window → 10.5: 0 inside outer, where
      // rounding its own 0.3 would give 0.5.
      #expect(outer.frame.origin == CGPoint(x: 10.5, y: 10.5))
      #expect(inner.frame.origin == CGPoint(x: 0, y: 0))
      #expect(inner.solvedFrame.origin.x.isClose(to: 0.3))
    }

    /// Views placed by their autoresizing mask and frames set in code are not rounded (UIKit
    /// lays them out by hand), nor is the top of the hierarchy.
    @Test func autoresizingViewsKeepTheirFrames() {
      let window = Window(screen: .custom(width: 400, height: 400, scale: 2))
      let box = View(frame: CGRect(x: 10.3, y: 20.1, width: 50.7, height: 10.2))
      window.addSubview(box)
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 10.3, y: 20.1, width: 50.7, height: 10.2)))
      #expect(box.solvedFrame == box.frame)
    }

    /// A layout guide's frame is rounded as a view's is.
    @Test func guidesAreRoundedToo() {
      let window = Window(screen: .custom(width: 400, height: 400, scale: 2))
      let guide = LayoutGuide()
      window.addLayoutGuide(guide)
      guide.snp.makeConstraints { make in
        make.left.equalTo(1.2)
        make.width.equalTo(10.1)
        make.top.height.equalTo(1)
      }
      window.layoutIfNeeded()
      // 1.2 → 1 and 11.3 → 11.5.
      #expect(guide.layoutFrame == CGRect(x: 1, y: 1, width: 10.5, height: 1))
    }

    /// Moving the window to a screen of another scale writes every frame again on the new
    /// grid (the solution itself does not change), and the change report says so.
    @Test func aNewScaleRewritesTheFrames() {
      let (window, box) = placed(x: 10.4, width: 20, scale: 3, windowWidth: 400)
      _ = window.takeLayoutChanges()
      #expect(box.frame.minX.isClose(to: 31.0 / 3))
      window.screen = .custom(width: 400, height: 400, scale: 2)
      window.layoutIfNeeded()
      #expect(box.frame.minX == 10.5)
      #expect(window.takeLayoutChanges().change(of: box)?.frame.minX == 10.5)
      window.screen = .custom(width: 400, height: 400, scale: 1)
      window.layoutIfNeeded()
      #expect(box.frame.minX == 10 && box.frame.width == 20)
    }
  }
}
