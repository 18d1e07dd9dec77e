import Foundation
import Testing

@testable import Layout

extension ViewsTests {
  /// `minimumTouchTargetSize`: a view drawn smaller than its touch target takes touches in
  /// the whole target, and the render tree reports that rectangle.
  @Suite struct TouchTargetTests {
    /// A window with a 40 × 40 button at (100, 200), its target grown to 44 × 44.
    static func stage() -> (Window, Button) {
      let window = Window(screen: .iPhone15)
      let button = Button(type: .system)
      button.snp.setLabel("small")
      button.frame = CGRect(x: 100, y: 200, width: 40, height: 40)
      button.minimumTouchTargetSize = View.recommendedMinimumTouchTargetSize
      window.addSubview(button)
      return (window, button)
    }

    @Test func aSmallViewsTargetGrowsAboutItsCentre() {
      let (_, button) = Self.stage()
      #expect(button.touchTargetBounds.isClose(to: CGRect(x: -2, y: -2, width: 44, height: 44)))
      button.minimumTouchTargetSize = CGSize(width: 30, height: 60)
      #expect(button.touchTargetBounds.isClose(to: CGRect(x: 0, y: -10, width: 40, height: 60)))
      button.minimumTouchTargetSize = .zero
      #expect(button.touchTargetBounds == button.bounds)
    }

    @Test(arguments: [CGFloat.nan, -44, .infinity])
    func aMinimumThatIsNotAPositiveNumberCountsAsZero(_ bad: CGFloat) {
      let (_, button) = Self.stage()
      button.minimumTouchTargetSize = CGSize(width: bad, height: bad)
      #expect(button.touchTargetBounds == button.bounds)
    }

    /// Every point of a half-point grid around the target's edges: hit-testing finds the
    /// button exactly inside the reported touch frame (left and top edges in, right and
    /// bottom out, as `CGRect.contains`).
    @Test func hitTestingFindsTheButtonExactlyInItsReportedTouchFrame() throws {
      let (window, button) = Self.stage()
      let node = RenderTree(windows: [window], screen: .iPhone15).windows[0].views[0]
      let touch = try #require(node.touchFrame)
      #expect(touch.isClose(to: CGRect(x: 98, y: 198, width: 44, height: 44)))
      #expect(node.absoluteFrame.isClose(to: CGRect(x: 100, y: 200, width: 40, height: 40)))
      var checked = 0
      for i in 0...100 {
        for j in 0...100 {
          let p = CGPoint(x: 96 + CGFloat(i) * 0.5, y: 196 + CGFloat(j) * 0.5)
          let hit = window.hitTest(p) === button
          #expect(hit == touch.contains(p), "\(p)")
          checked += hit ? 1 : 0
        }
      }
      #expect(checked == 88 * 88)
    }

    @Test func theJSONCarriesTheTouchFrameOnlyWhereTheTargetIsGrown() throws {
      let (window, button) = Self.stage()
      let big = Button(type: .system)
      big.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
      big.minimumTouchTargetSize = View.recommendedMinimumTouchTargetSize
      window.addSubview(big)
      let tree = try RenderJSONSchemaTests.decode([window])
      let views = RenderJSONSchemaTests.views(tree)
      #expect(tree["schemaVersion"] as? Int == 3)
      #expect(
        RenderJSONSchemaTests.rect(views[0]["touchFrame"])?.isClose(
          to: CGRect(x: 98, y: 198, width: 44, height: 44)) == true)
      #expect(views[1]["touchFrame"] == nil)
      button.minimumTouchTargetSize = .zero
      #expect(
        RenderJSONSchemaTests.views(try RenderJSONSchemaTests.decode([window]))[0]["touchFrame"]
          == nil)
    }

    @Test func thePresentationTreeMovesTheTouchFrameWithTheView() throws {
      let (window, button) = Self.stage()
      let clock = AnimationClock()
      let animator = Animator(clock: clock, watching: [window])
      animator.animate(withDuration: 1, options: .curveLinear) {
        button.transform = CGAffineTransform(translationX: 100, y: 0)
      }
      clock.advance(to: 0.5)
      let tree = RenderTree(
        presentation: animator.presentationSnapshot(), windows: [window], screen: .iPhone15)
      let touch = try #require(tree.windows[0].views[0].touchFrame)
      #expect(touch.isClose(to: CGRect(x: 148, y: 198, width: 44, height: 44)))
    }
  }

  /// `isAccessibilityElement`, `accessibilityLabel`, `accessibilityFrame`, and the JSON's
  /// `accessibility`.
  @Suite struct AccessibilityTests {
    /// UIKit's defaults: a label and a button are elements read by their text or title, a
    /// plain view and an image view are not; a label and an image view ignore touches.
    @Test func labelsAndButtonsAreElementsAsInUIKit() {
      let label = Label(text: "Hi")
      let button = Button(type: .system)
      let image = ImageView(imageSize: CGSize(width: 10, height: 10))
      #expect(!View().isAccessibilityElement && View().isUserInteractionEnabled)
      #expect(label.isAccessibilityElement && label.accessibilityLabel == "Hi")
      #expect(!label.isUserInteractionEnabled)
      #expect(button.isAccessibilityElement && button.accessibilityLabel == nil)
      #expect(button.isUserInteractionEnabled)
      button.setTitle("Go", for: .normal)
      #expect(button.accessibilityLabel == "Go")
      button.accessibilityLabel = "Send"
      #expect(button.accessibilityLabel == "Send")
      label.accessibilityLabel = "Greeting"
      label.text = "Bye"
      #expect(label.accessibilityLabel == "Greeting")
      label.accessibilityLabel = nil
      #expect(label.accessibilityLabel == "Bye")
      #expect(!image.isAccessibilityElement && !image.isUserInteractionEnabled)
    }

    /// A label over a button does not block the button's taps (UILabel's interaction is
    /// off), which it did while labels took touches.
    @Test func aLabelOverAButtonLetsTheTapThrough() {
      let window = Window(screen: .iPhone15)
      let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
      let badge = Label(text: "New")
      badge.frame = CGRect(x: 20, y: 15, width: 40, height: 20)
      window.addSubview(button)
      window.addSubview(badge)
      #expect(window.hitTest(CGPoint(x: 30, y: 25)) === button)
    }

    @Test func theAccessibilityFrameIsOnScreenThroughTransforms() {
      let window = Window(screen: .iPhone15)
      let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      let inner = View(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
      window.addSubview(box)
      box.addSubview(inner)
      box.transform = CGAffineTransform(translationX: 7, y: -3)
      #expect(inner.accessibilityFrame.isClose(to: CGRect(x: 22, y: 22, width: 20, height: 10)))
      #expect(window.accessibilityFrame.isClose(to: window.frame))
    }

    @Test func theJSONDescribesElementsOnly() throws {
      let window = Window(screen: .iPhone15)
      let copy = Button(type: .system)
      copy.frame = CGRect(x: 30, y: 40, width: 42, height: 42)
      copy.isAccessibilityElement = true
      copy.accessibilityLabel = "Copy"
      let unnamed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      unnamed.isAccessibilityElement = true
      let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      for view in [copy, unnamed, plain] { window.addSubview(view) }
      let views = RenderJSONSchemaTests.views(try RenderJSONSchemaTests.decode([window]))
      let element = try #require(views[0]["accessibility"] as? [String: Any])
      #expect(element["label"] as? String == "Copy")
      #expect(
        RenderJSONSchemaTests.rect(element["frame"])?.isClose(
          to: CGRect(x: 30, y: 40, width: 42, height: 42)) == true)
      let nameless = try #require(views[1]["accessibility"] as? [String: Any])
      #expect(nameless["label"] is NSNull)
      #expect(views[2]["accessibility"] == nil)
    }
  }
}
