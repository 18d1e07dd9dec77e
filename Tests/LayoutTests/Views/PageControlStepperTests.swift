import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

extension ViewsTests {
  /// `UIPageControl` and `UIStepper`: their sizes, their dots and signs, and what a tap on
  /// either side does.
  @Suite("Page controls and steppers")
  struct PageControlStepperTests {
    func screen(_ control: View, rightToLeft: Bool = false) -> Scene {
      let scene = Scene()
      let window = Window(screen: .iPhone15)
      if rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
      window.addSubview(control)
      control.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(100)
        make.centerX.equalToSuperview()
      }
      scene.show(window)
      window.layoutIfNeeded()
      return scene
    }

    @Test func aPageControlIsAsWideAsItsDots() {
      let dots = PageControl()
      #expect(dots.intrinsicContentSize == CGSize(width: 0, height: 26))
      dots.numberOfPages = 3
      #expect(dots.intrinsicContentSize == CGSize(width: 58, height: 26))
      #expect(dots.size(forNumberOfPages: 5).width == 90)
      _ = screen(dots)
      // Centred: (393 - 58) / 2 = 167.5, which a 3x screen writes as 503 / 3 (the pixel
      // edge 502.5 rounds away from zero).
      #expect(dots.frame.isClose(to: CGRect(x: 503.0 / 3, y: 100, width: 58, height: 26)))
      #expect(dots.subviews.map(\.frame.midX) == [13, 29, 45])
      #expect(dots.subviews.map(\.backgroundColor) == [.label, .tertiaryLabel, .tertiaryLabel])
      dots.currentPage = 7
      #expect(dots.currentPage == 2)
      dots.numberOfPages = 2
      #expect(dots.currentPage == 1)
      dots.numberOfPages = 1
      dots.hidesForSinglePage = true
      dots.layoutIfNeeded()
      #expect(dots.subviews.isEmpty)
    }

    @Test func aTapOnEitherSideOfTheCurrentDotMovesOnePage() {
      let dots = PageControl()
      dots.numberOfPages = 3
      var changes: [Int] = []
      dots.addAction(Action { _ in changes.append(dots.currentPage) }, for: .valueChanged)
      let scene = screen(dots)
      let y: CGFloat = 113
      #expect(scene.tap(at: CGPoint(x: 220, y: y)) === dots)
      scene.tap(at: CGPoint(x: 220, y: y))
      scene.tap(at: CGPoint(x: 220, y: y))  // already on the last page
      scene.tap(at: CGPoint(x: 170, y: y))
      #expect(changes == [1, 2, 1])
    }

    @Test func pagesRunFromTheRightInARightToLeftLayout() {
      let dots = PageControl()
      dots.numberOfPages = 3
      _ = screen(dots, rightToLeft: true)
      // Page 0 (the current one, solid) is the leading dot: on the right.
      #expect(dots.subviews.map(\.frame.midX) == [45, 29, 13])
      #expect(dots.subviews.map(\.backgroundColor) == [.label, .tertiaryLabel, .tertiaryLabel])
    }

    @Test func aStepperIsItsOwnSizeAndStepsByTheHalfTapped() {
      let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      #expect(stepper.frame.size == CGSize(width: 94, height: 32))
      stepper.maximumValue = 3
      stepper.stepValue = 2
      var values: [Double] = []
      stepper.addAction(Action { _ in values.append(stepper.value) }, for: .valueChanged)
      let scene = screen(stepper)
      // (393 - 94) / 2 = 149.5, written on the 3x pixel grid as 449 / 3.
      #expect(stepper.frame.isClose(to: CGRect(x: 449.0 / 3, y: 100, width: 94, height: 32)))
      let plus = CGPoint(x: 230, y: 116)
      let minus = CGPoint(x: 160, y: 116)
      scene.tap(at: plus)
      scene.tap(at: plus)
      scene.tap(at: plus)  // at the maximum: nothing
      scene.tap(at: minus)
      #expect(values == [2, 3, 1])
      stepper.wraps = true
      scene.tap(at: minus)
      scene.tap(at: minus)
      #expect(values == [2, 3, 1, 0, 3])
    }

    @Test func aStepperRefusesBoundsThatCross() {
      let stepper = Stepper()
      stepper.value = 50
      stepper.minimumValue = 100
      #expect(stepper.minimumValue == 0)
      stepper.maximumValue = 10
      #expect(stepper.maximumValue == 10 && stepper.value == 10)
      stepper.value = .nan
      stepper.stepValue = -1
      #expect(stepper.value == 10 && stepper.stepValue == 1)
      stepper.value = -5
      #expect(stepper.value == 0)
    }

    @Test func feedbackGeneratorsRecordWhatTheyPlay() {
      let impact = ImpactFeedbackGenerator(style: .rigid)
      impact.prepare()
      impact.impactOccurred()
      impact.impactOccurred(intensity: 3)
      #expect(impact.played == [.impact(.rigid, intensity: 1), .impact(.rigid, intensity: 1)])
      #expect(impact.preparedCount == 1 && ImpactFeedbackGenerator().style == .medium)
      let selection = SelectionFeedbackGenerator()
      selection.selectionChanged()
      let outcome = NotificationFeedbackGenerator()
      outcome.notificationOccurred(.warning)
      #expect(selection.played == [.selection] && outcome.played == [.notification(.warning)])
    }
  }
}

extension ViewsTests {
  /// `semanticContentAttribute` sets the layout direction, as UIKit's.
  @Suite struct SemanticContentAttributeTests {
    @Test func theAttributeSetsTheDirection() {
      let view = View()
      #expect(view.semanticContentAttribute == .unspecified)
      view.semanticContentAttribute = .forceRightToLeft
      #expect(view.layoutDirection == .rightToLeft)
      view.semanticContentAttribute = .playback
      #expect(view.layoutDirection == .leftToRight && view.semanticContentAttribute == .playback)
      view.layoutDirection = .rightToLeft
      #expect(view.semanticContentAttribute == .forceRightToLeft)
      view.semanticContentAttribute = .unspecified
      #expect(view.layoutDirection == nil)
    }
  }
}
