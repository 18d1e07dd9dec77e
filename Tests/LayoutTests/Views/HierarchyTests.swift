import Foundation
import Testing

@testable import Layout

extension ViewsTests {
  /// Subviews, coordinate conversion, safe areas, windows and hit-testing.
  @Suite struct HierarchyTests {
    @Test func subviewsKeepTheirOrderAndMoveBetweenSuperviews() {
      let a = View()
      let b = View()
      let c = View()
      let x = View()
      a.addSubview(x)
      a.addSubview(b)
      a.insertSubview(c, at: 0)
      #expect(a.subviews.map { ObjectIdentifier($0) } == [c, x, b].map { ObjectIdentifier($0) })
      a.bringSubviewToFront(c)
      #expect(a.subviews.last === c)
      a.sendSubviewToBack(b)
      #expect(a.subviews.first === b)
      b.addSubview(x)
      #expect(x.superview === b && !a.subviews.contains { $0 === x })
      // A view cannot become its own ancestor.
      x.addSubview(a)
      #expect(a.superview == nil)
      x.removeFromSuperview()
      #expect(x.superview == nil && b.subviews.isEmpty)
    }

    @Test func pointsConvertThroughFramesBoundsOriginsAndTransforms() {
      let window = Window(screen: .custom(width: 400, height: 400))
      let outer = View(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
      let inner = View(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
      window.addSubview(outer)
      outer.addSubview(inner)
      #expect(inner.convert(CGPoint(x: 1, y: 2), to: nil).isClose(to: CGPoint(x: 111, y: 72)))
      #expect(window.convert(CGPoint(x: 111, y: 72), to: inner).isClose(to: CGPoint(x: 1, y: 2)))
      outer.boundsOrigin = CGPoint(x: 0, y: 30)  // scrolled by 30
      #expect(inner.convert(CGPoint.zero, to: window).isClose(to: CGPoint(x: 110, y: 40)))
      // Rotated a quarter turn about its centre (130, 60 in outer's space):
      // its top-left corner (0, 0) lands at (130 + 20, 60 - 20).
      inner.transform = CGAffineTransform(rotationAngle: .pi / 2)
      #expect(inner.convert(CGPoint.zero, to: outer).isClose(to: CGPoint(x: 50, y: 20)))
      #expect(outer.convert(CGPoint(x: 50, y: 20), to: inner).isClose(to: .zero))
    }

    @Test func rectanglesConvertFromAnotherViewsCoordinates() {
      let window = Window(screen: .custom(width: 400, height: 400))
      let card = View(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
      let content = View(frame: CGRect(x: 20, y: 10, width: 300, height: 300))
      window.addSubview(card)
      window.addSubview(content)
      let button = CGRect(x: 10, y: 20, width: 40, height: 30)  // in card's coordinates
      #expect(
        content.convert(button, from: card).isClose(to: CGRect(x: 90, y: 60, width: 40, height: 30))
      )
      #expect(
        card.convert(button, to: content).isClose(to: CGRect(x: 90, y: 60, width: 40, height: 30)))
      // nil is the window (the top of the hierarchy).
      #expect(
        card.convert(CGRect(x: 110, y: 70, width: 40, height: 30), from: nil).isClose(to: button))
      // A quarter turn of the card about its centre (200, 150): the box of the turned corners.
      card.transform = CGAffineTransform(rotationAngle: .pi / 2)
      let turned = window.convert(CGRect(x: 0, y: 0, width: 40, height: 30), from: card)
      #expect(turned.isClose(to: CGRect(x: 270, y: 50, width: 30, height: 40)))
    }

    @Test func settingBoundsResizesAboutTheCentreAndMovesTheOrigin() {
      let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
      box.bounds.size = CGSize(width: 40, height: 20)
      // The centre (60, 50) stays, as UIKit's bounds does.
      #expect(box.frame.isClose(to: CGRect(x: 40, y: 40, width: 40, height: 20)))
      box.bounds = CGRect(x: 0, y: 15, width: 40, height: 20)
      #expect(box.boundsOrigin.isClose(to: CGPoint(x: 0, y: 15)))
      #expect(box.frame.isClose(to: CGRect(x: 40, y: 40, width: 40, height: 20)))
      box.bounds = CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)
      #expect(box.bounds.isClose(to: CGRect(x: 0, y: 15, width: 40, height: 20)))
    }

    @Test func safeAreaInsetsArePartOfTheWindowsUnsafeMarginsTheViewOverlaps() {
      let window = Window(screen: .iPhone15)  // insets 59 top, 34 bottom
      let full = View(frame: window.bounds)
      let lowered = View(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
      let middle = View(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
      window.addSubview(full)
      full.addSubview(lowered)
      full.addSubview(middle)
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(full.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(lowered.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
      #expect(middle.safeAreaInsets == .zero)
      #expect(View().safeAreaInsets == .zero)
      let landscape = Window(screen: .iPhone15, orientation: .landscape)
      #expect(landscape.bounds.size == CGSize(width: 852, height: 393))
      #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func aSafeAreaGuideFollowsItsViewThroughLayout() {
      let window = Window(screen: .iPhone15)
      let panel = View()
      window.addSubview(panel)
      panel.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.top.equalToSuperview().offset(20)
        make.height.equalTo(300)
      }
      let content = View()
      panel.addSubview(content)
      content.snp.makeConstraints { make in
        make.edges.equalTo(panel.safeAreaLayoutGuide)
      }
      window.layoutIfNeeded()
      // The panel starts 20 down: 39 of the window's 59-point top inset reach into it.
      #expect(content.frame.isClose(to: CGRect(x: 0, y: 39, width: 393, height: 261)))
      #expect(
        panel.safeAreaLayoutGuide.layoutFrame.isClose(
          to: CGRect(x: 0, y: 39, width: 393, height: 261)))
    }

    @Test func touchesPassThroughANonInteractiveToastWindow() {
      let scene = Scene()
      let app = Window(screen: .iPhone15)
      let button = View(frame: CGRect(x: 100, y: 600, width: 200, height: 50))
      app.addSubview(button)
      let toastWindow = Window(screen: .iPhone15, level: .alert)
      toastWindow.isUserInteractionEnabled = false
      let toast = View(frame: CGRect(x: 50, y: 580, width: 300, height: 100))
      toastWindow.addSubview(toast)
      scene.show(toastWindow)
      scene.show(app)
      // Levels order the windows whatever the order shown.
      #expect(scene.windows.last === toastWindow)
      #expect(scene.hitTest(CGPoint(x: 150, y: 620)) === button)
      #expect(scene.hitTest(CGPoint(x: 10, y: 10)) === app)
      toastWindow.isUserInteractionEnabled = true
      #expect(scene.hitTest(CGPoint(x: 150, y: 620)) === toast)
      toast.alpha = 0.005
      #expect(scene.hitTest(CGPoint(x: 150, y: 620)) === toastWindow)
      toastWindow.isHidden = true
      #expect(scene.hitTest(CGPoint(x: 150, y: 620)) === button)
    }

    @Test func hiddenViewsAndPointsOutsideTheParentAreNotHit() {
      let window = Window(screen: .custom(width: 100, height: 100))
      let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let child = View(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
      window.addSubview(parent)
      parent.addSubview(child)
      #expect(window.hitTest(CGPoint(x: 45, y: 45)) === child)
      // Outside the parent's bounds the child is not reached, as in UIKit.
      #expect(window.hitTest(CGPoint(x: 60, y: 60)) === window)
      child.isHidden = true
      #expect(window.hitTest(CGPoint(x: 45, y: 45)) === parent)
    }
  }
}
