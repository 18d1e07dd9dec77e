import Foundation
import Testing

@testable import Layout

/// The presenter plays the pill's timing (``ToastStyle/timing``): in on a 0.75 s spring of
/// damping 0.8, sliding from its own height above its place while it fades in; 2 s; out
/// over 0.25 s (ease-in), sliding back up while it fades. Centred toasts stack on their own.
@Suite struct ToastPresenterPillTests {
  /// "Sent" in Drops' pill on an iPhone 15: 48 high, its top 5 below the safe area (59).
  static let top: CGFloat = 64
  static let height: CGFloat = 48

  @Test func thePillSlidesInOnItsSpringAndOutOverAQuarterSecond() throws {
    let h = ToastHarness()
    let id = h.presenter.show("Sent", style: .pill)
    let spring = Spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.75)
    // From 48 above its place towards it, along the spring.
    let start = try #require(h.frame(of: id, at: 0))
    #expect(start.minY.isClose(to: Self.top - Self.height))
    let mid = try #require(h.frame(of: id, at: 0.2))
    let progress = spring.value(atTime: 0.2)
    #expect(mid.minY.isClose(to: Self.top - Self.height * (1 - progress)))
    #expect(try #require(h.alpha(of: id, at: 0.2)).isClose(to: progress))
    #expect(try #require(h.frame(of: id, at: 0.75)).minY.isClose(to: Self.top))
    // Held 2 s (Drops' recommended duration), from 0.75 to 2.75; then out over 0.25 s.
    #expect(try #require(h.frame(of: id, at: 2.75)).minY.isClose(to: Self.top))
    let leaving = try #require(h.frame(of: id, at: 2.875))
    let out = TimingCurve.easeIn.value(at: 0.5)
    #expect(leaving.minY.isClose(to: Self.top - Self.height * out))
    #expect(try #require(h.alpha(of: id, at: 2.875)).isClose(to: 1 - out))
    #expect(h.frame(of: id, at: 3.01) == nil)
  }

  @Test func withReduceMotionThePillOnlyFades() throws {
    let h = ToastHarness { $0.accessibility.isReduceMotionEnabled = true }
    let id = h.presenter.show("Sent", style: .pill)
    #expect(try #require(h.frame(of: id, at: 0)).minY.isClose(to: Self.top))
    #expect(try #require(h.frame(of: id, at: 0.2)).minY.isClose(to: Self.top))
    #expect(try #require(h.alpha(of: id, at: 0.2)) < 1)
    #expect(try #require(h.frame(of: id, at: 2.875)).minY.isClose(to: Self.top))
  }

  @Test func centredToastsStackApartFromBottomOnes() throws {
    let h = ToastHarness(.stack(3))
    let bottom = h.presenter.show("A", duration: 5)
    let centre = h.presenter.show("B", duration: 5, position: .center)
    h.clock.advance(to: 0.5)
    // A bottom toast is not pushed by a newer centred one, nor the reverse.
    let a = try #require(h.frame(of: bottom, at: 1))
    #expect(a.maxY.isClose(to: 852 - 200))
    let b = try #require(h.frame(of: centre, at: 1))
    // Centred in the safe area, within a pixel: the frame is on the 3x grid.
    #expect(abs(b.midY - (59 + (852 - 34 - 59) / 2)) <= 1.0 / 3)
    let newer = h.presenter.show("C", duration: 5, position: .center)
    let b2 = try #require(h.frame(of: centre, at: 1.5))
    let c = try #require(h.frame(of: newer, at: 1.5))
    #expect(b2.maxY.isClose(to: c.minY - 8))
    #expect(try #require(h.frame(of: bottom, at: 1.5)).maxY.isClose(to: 852 - 200))
  }

  @Test func thePresentersOptionsReachTheToastsItMakes() throws {
    let h = ToastHarness()
    h.presenter.toastOptions = Toast.Options(maximumWidth: 200, numberOfLines: 1)
    let id = h.presenter.show(
      "A very long message that goes on and on and on and on and on and on")
    let toast = try #require(h.presenter.visible.first { $0.request.id == id }?.toast)
    #expect(toast.options.numberOfLines == 1)
    #expect(try #require(h.frame(of: id, at: 0.1)).width.isClose(to: 200))
  }
}
