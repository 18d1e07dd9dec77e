import Foundation
import Testing

@testable import Layout

extension EngineTests {
  /// `systemLayoutSizeFitting`, `sizeThatFits` and `sizeToFit`, as UIKit's. Labels outside a
  /// window are measured at 2x: "Hello" at 17 points is 38.77 × 20.29, so 39 × 20.5.
  @Suite struct SelfSizingTests {
    let hello = CGSize(width: 39, height: 20.5)
    let wrapping = "This is a test string"

    /// A card measured by the label pinned inside it with insets 12 / 16.
    private func card(_ label: Label) -> View {
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
      label.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(EdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
      }
      return card
    }

    // MARK: systemLayoutSizeFitting

    /// Seed 000: the box is 1.5 × as wide and 2 × as high as its label (100 × 16 here).
    @Test func theToastBoxFitsOneAndAHalfByTwiceItsLabel() {
      let backView = SeedToastScene(
        label: FixedSizeView(intrinsic: CGSize(width: 100, height: 16))
      ).backView
      let fitted = backView.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(fitted.isClose(to: CGSize(width: 150, height: 32)), "\(fitted)")
      #expect(backView.frame == .zero)  // measuring does not lay out
    }

    /// The Toast component: the fitted size is 1.5 × / 2 × the measured label, and what
    /// layout gives the box; the box keeps its frame.
    @Test func theToastComponentsBoxFitsItsMeasuredLabel() {
      let toast = Toast(message: "Hello, Toast!", screen: .iPhone15)
      let label = toast.label.intrinsicContentSize
      let expected = CGSize(width: 1.5 * label.width, height: 2 * label.height)
      // "Hello, Toast!" in the 13-point system font at 3x: 74 × 47/3 (as measured).
      #expect(label.isClose(to: CGSize(width: 74, height: 47.0 / 3)), "\(label)")
      let beforeLayout = toast.box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(beforeLayout.isClose(to: expected), "\(beforeLayout)")
      toast.window.layoutIfNeeded()
      let frame = toast.box.frame
      #expect(frame.size.isClose(to: expected), "\(frame)")
      let fitted = toast.box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(fitted.isClose(to: expected), "\(fitted)")
      #expect(toast.box.frame == frame)
    }

    /// A message that wraps (the label wraps at its preferred width, 240⅔ on an iPhone 15):
    /// measuring gives what layout gives.
    @Test func aWrappedToastMessageFitsWhatLayoutGives() {
      let message = "Your changes were saved and will reach your other devices in a moment."
      let toast = Toast(message: message, screen: .iPhone15)
      let fitted = toast.box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      toast.window.layoutIfNeeded()
      #expect(toast.label.frame.height > 2 * 15, "\(toast.label.frame)")  // two lines or more
      #expect(fitted.isClose(to: toast.box.frame.size), "\(fitted) vs \(toast.box.frame)")
    }

    /// Seed 000 with a real 17-point "Hello" in a 3x window: 39 × 61/3, the box pixel-granular.
    @Test func theToastBoxFitsAMeasuredLabel() {
      let window = Window(screen: .iPhone15, level: .alert)
      let backView = View()
      let messageLabel = Label(text: "Hello")
      window.addSubview(backView)
      backView.addSubview(messageLabel)
      messageLabel.snp.makeConstraints { make in make.center.equalToSuperview() }
      backView.snp.makeConstraints { make in
        make.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
        make.height.equalTo(messageLabel.snp.height).multipliedBy(2)
      }
      let fitted = backView.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      // 1.5 × 39 = 58.5, the size 175.5 pixels at 3x, read back rounded to 176 (58⅔);
      // 2 × 61/3 = 122/3.
      #expect(fitted.isClose(to: CGSize(width: 176.0 / 3, height: 122.0 / 3)), "\(fitted)")
    }

    @Test func aCardIsItsLabelPlusItsInsets() {
      let card = card(Label(text: "Hello"))
      // 39 + 16 + 16, 20.5 + 12 + 12.
      let expected = CGSize(width: 71, height: 44.5)
      let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(compressed.isClose(to: expected), "\(compressed)")
      // The fitting level is below content hugging (250): the expanded target does not
      // stretch the label either.
      let expanded = card.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
      #expect(expanded.isClose(to: expected), "\(expanded)")
      #expect(card.frame == .zero)
    }

    @Test func aRequiredWidthStretchesTheCardAndTheFittingLevelLetsTheHeightHug() {
      let card = card(Label(text: "Hello"))
      let fitted = card.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(fitted.isClose(to: CGSize(width: 200, height: 44.5)), "\(fitted)")
    }

    /// A multi-line label pinned 20 from each side: at a required width of 140 it gets 100
    /// and wraps to two lines (2 × 20.29 = 40.57, 41 at 2x); at the fitting level it keeps
    /// its one line.
    @Test func aMultiLineLabelWrapsAtTheRequiredWidth() throws {
      let label = Label(text: wrapping)
      label.numberOfLines = 0
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
      label.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(20)
        make.top.bottom.equalToSuperview()
      }
      let required = card.systemLayoutSizeFitting(
        CGSize(width: 140, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(required.isClose(to: CGSize(width: 140, height: 41)), "\(required)")

      let oneLine = try TextLayout(wrapping, font: label.font).size(roundedToScale: 2)
      #expect(oneLine.width > 100 && oneLine.height.isClose(to: 20.5))
      let free = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(free.isClose(to: CGSize(width: oneLine.width + 40, height: 20.5)), "\(free)")
      #expect(card.frame == .zero && label.frame == .zero)
    }

    /// A multi-line label measured on its own wraps at the width it is held to.
    @Test func aMultiLineLabelMeasuredOnItsOwnWrapsAtTheRequiredWidth() {
      let label = Label(text: wrapping)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      let fitted = label.systemLayoutSizeFitting(
        CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(fitted.isClose(to: CGSize(width: 100, height: 41)), "\(fitted)")
      #expect(label.frame == .zero)
    }

    /// UIKit's documented example: intrinsic 50 × 50 (compression resistance 750), target
    /// 10 × 10, width required, height at 250: (10, 50).
    @Test func theFittingPrioritiesWeighAgainstCompressionResistance() {
      let view = FixedSizeView(intrinsic: CGSize(width: 50, height: 50))
      view.translatesAutoresizingMaskIntoConstraints = false
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .defaultLow)
      #expect(fitted.isClose(to: CGSize(width: 10, height: 50)), "\(fitted)")
    }

    /// The card's own required width (140) beats any target, and its multi-line label wraps
    /// at the 100 it gets from it.
    @Test func aRequiredOwnWidthBeatsTheTarget() {
      let label = Label(text: wrapping)
      label.numberOfLines = 0
      let card = View()
      card.addSubview(label)
      card.snp.makeConstraints { make in make.width.equalTo(140) }
      label.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(20)
        make.top.bottom.equalToSuperview()
      }
      let expected = CGSize(width: 140, height: 41)
      let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(compressed.isClose(to: expected), "\(compressed)")
      let high = card.systemLayoutSizeFitting(
        View.layoutFittingExpandedSize, withHorizontalFittingPriority: .defaultHigh,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(high.isClose(to: expected), "\(high)")
    }

    /// The card is stretched across a window by constraints to it: measuring leaves those
    /// out, keeps the frame, and the live layout is unaffected afterwards.
    @Test func constraintsToOutsideViewsAreLeftOutAndTheFrameIsKept() {
      let window = Window(screen: .custom(width: 400, height: 400))
      let label = Label(text: "Hello")
      let card = card(label)
      window.addSubview(card)
      card.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(10)
        make.top.equalToSuperview().offset(50)
      }
      window.layoutIfNeeded()
      let laidOut = CGRect(x: 10, y: 50, width: 380, height: 44.5)
      #expect(card.frame.isClose(to: laidOut), "\(card.frame)")
      let fitted = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(fitted.isClose(to: CGSize(width: 71, height: 44.5)), "\(fitted)")
      #expect(card.frame.isClose(to: laidOut), "\(card.frame)")
      #expect(label.frame.isClose(to: CGRect(x: 16, y: 12, width: 348, height: 20.5)))

      card.snp.updateConstraints { make in make.top.equalToSuperview().offset(70) }
      window.layoutIfNeeded()
      #expect(card.frame.isClose(to: CGRect(x: 10, y: 70, width: 380, height: 44.5)))
      #expect(label.frame.isClose(to: CGRect(x: 16, y: 12, width: 348, height: 20.5)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// A label pinned to the card's margins (8 on each side by default).
    @Test func aLabelPinnedToTheMarginsAddsThem() {
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      let label = Label(text: "Hello")
      card.addSubview(label)
      label.snp.makeConstraints { make in make.edges.equalTo(card.layoutMarginsGuide) }
      // 39 + 16, 20.5 + 16.
      let fitted = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(fitted.isClose(to: CGSize(width: 55, height: 36.5)), "\(fitted)")
      card.layoutMargins = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
      let tighter = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(tighter.isClose(to: CGSize(width: 47, height: 24.5)), "\(tighter)")
    }

    /// A constraint of a subview to a view outside the measured one is left out too: here
    /// it would squash the label to 4 points high.
    @Test func aSubviewsConstraintToAnOutsideViewIsLeftOut() {
      let window = Window(screen: .custom(width: 400, height: 400))
      let label = Label(text: "Hello")
      let card = card(label)
      window.addSubview(card)
      card.snp.makeConstraints { make in make.left.top.equalToSuperview() }
      label.snp.makeConstraints { make in
        make.height.lessThanOrEqualTo(window.snp.height).multipliedBy(0.01)
      }
      window.layoutIfNeeded()
      #expect(label.frame.height.isClose(to: 4), "\(label.frame)")
      let fitted = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(fitted.isClose(to: CGSize(width: 71, height: 44.5)), "\(fitted)")
    }

    /// Measuring runs pending `updateConstraints()` first, as UIKit's.
    @Test func measuringRunsPendingConstraintUpdatesFirst() {
      let log = CallLog()
      let card = LoggingView("card", log: log)
      card.translatesAutoresizingMaskIntoConstraints = false
      card.onUpdateConstraints = { view in
        view.snp.makeConstraints { make in
          make.width.equalTo(90)
          make.height.equalTo(30)
        }
      }
      card.setNeedsUpdateConstraints()
      let fitted = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(log.entries == ["update card"])
      #expect(fitted.isClose(to: CGSize(width: 90, height: 30)), "\(fitted)")
    }

    // MARK: sizeThatFits and sizeToFit

    @Test func aPlainViewFitsItsCurrentSize() {
      let view = View(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
      #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
      #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
      view.sizeToFit()
      #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
    }

    @Test func aSingleLineLabelFitsItsWholeTextWhateverTheWidth() {
      let label = Label(text: "Hello")
      #expect(label.sizeThatFits(CGSize(width: 10, height: 10)).isClose(to: hello))
      #expect(label.sizeThatFits(.zero).isClose(to: hello))
      label.frame = CGRect(x: 10, y: 20, width: 0, height: 0)
      label.sizeToFit()
      #expect(label.frame.isClose(to: CGRect(x: 10, y: 20, width: 39, height: 20.5)))
      #expect(Label().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsOffered() throws {
      let label = Label(text: wrapping)
      label.numberOfLines = 0
      let atHundred = label.sizeThatFits(CGSize(width: 100, height: 0))
      let twoLines = try TextLayout(wrapping, font: label.font, maxWidth: 100)
      #expect(twoLines.lines.count == 2)
      #expect(atHundred.isClose(to: twoLines.size(roundedToScale: 2)), "\(atHundred)")
      #expect(atHundred.height.isClose(to: 41) && atHundred.width <= 100)
      // No width to wrap at: one line.
      let oneLine = try TextLayout(wrapping, font: label.font).size(roundedToScale: 2)
      #expect(label.sizeThatFits(.zero).isClose(to: oneLine))
      // numberOfLines 1 ignores the width.
      label.numberOfLines = 1
      #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).isClose(to: oneLine))
      // sizeToFit offers the current size: a 100-wide multi-line label keeps two lines.
      label.numberOfLines = 0
      label.frame = CGRect(x: 10, y: 20, width: 100, height: 10)
      label.sizeToFit()
      #expect(label.frame.origin == CGPoint(x: 10, y: 20))
      #expect(label.frame.size.isClose(to: atHundred), "\(label.frame)")
    }

    @Test func aLabelLimitedToTwoLinesFitsAtMostTwo() {
      let label = Label(text: String(repeating: "word ", count: 20))
      label.numberOfLines = 2
      let fitted = label.sizeThatFits(CGSize(width: 100, height: 0))
      // Two lines of 20.29 = 40.57, 41 at 2x.
      #expect(fitted.height.isClose(to: 41), "\(fitted)")
      #expect(fitted.width <= 100)
    }

    @Test func aButtonFitsItsTitleGrownByItsContentInsets() {
      let button = Button(title: "Hello")
      button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
      // The 15-pt title at 2x, 34.5 × 18, plus 24 and 12.
      let expected = CGSize(width: 58.5, height: 30)
      #expect(button.sizeThatFits(.zero).isClose(to: expected))
      button.frame = CGRect(x: 1, y: 2, width: 300, height: 300)
      button.sizeToFit()
      #expect(button.frame.isClose(to: CGRect(x: 1, y: 2, width: 58.5, height: 30)))
    }

    @Test func anImageViewFitsItsImage() {
      let imageView = ImageView(imageSize: CGSize(width: 120, height: 80))
      imageView.frame = CGRect(x: 4, y: 5, width: 10, height: 10)
      #expect(imageView.sizeThatFits(.zero) == CGSize(width: 120, height: 80))
      imageView.sizeToFit()
      #expect(imageView.frame == CGRect(x: 4, y: 5, width: 120, height: 80))
      // Without an image: its current size.
      imageView.imageSize = nil
      #expect(imageView.sizeThatFits(.zero) == CGSize(width: 120, height: 80))
    }

    /// With a transform, sizeToFit changes the bounds: the centre stays.
    @Test func sizeToFitWithATransformKeepsTheCentre() {
      let label = Label(text: "Hello")
      label.frame = CGRect(x: 10, y: 20, width: 100, height: 100)  // centre (60, 70)
      label.transform = CGAffineTransform(rotationAngle: .pi / 4)
      label.sizeToFit()
      #expect(label.center == CGPoint(x: 60, y: 70))
      #expect(label.bounds.size.isClose(to: hello))
      // 60 - 39/2, 70 - 20.5/2.
      #expect(label.frame.isClose(to: CGRect(x: 40.5, y: 59.75, width: 39, height: 20.5)))
    }

    /// A view placed by its frame in a window keeps the size sizeToFit gave it.
    @Test func sizeToFitInAWindowIsKeptByLayout() {
      let window = Window(screen: .custom(width: 400, height: 400, scale: 3))
      let label = Label(text: "Hello")
      label.frame = CGRect(x: 10, y: 20, width: 0, height: 0)
      window.addSubview(label)
      window.layoutIfNeeded()
      label.sizeToFit()
      window.layoutIfNeeded()
      // At 3x: 39 × 61/3.
      #expect(label.frame.isClose(to: CGRect(x: 10, y: 20, width: 39, height: 61.0 / 3)))
    }
  }
}
