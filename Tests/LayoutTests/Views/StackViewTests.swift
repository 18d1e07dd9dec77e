import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// `StackView` as `UIStackView`: every distribution and alignment on both axes with frames
/// derived by hand, hidden views, custom spacing, margins, baselines, nesting, and the
/// constraints it makes (UIKit's identifiers) in reports.
///
/// Most tests use the three views of kean's "Let's Build UIStackView" (intrinsic sizes
/// 160 × 200, 80 × 100 and 40 × 50, hugging 250, compression resistance 750) in a stack at
/// (10, 20) of a 500 × 500 window, spacing 10.
@Suite struct StackViewTests {
  let sizes = [
    CGSize(width: 160, height: 200), CGSize(width: 80, height: 100), CGSize(width: 40, height: 50),
  ]

  /// A window holding a stack of the three views, placed at (10, 20); `width` and `height`
  /// fix its size when given.
  func makeStack(
    _ axis: LayoutAxis = .horizontal, width: CGFloat? = nil, height: CGFloat? = nil,
    configure: (StackView) -> Void = { _ in }
  ) -> (Window, StackView, [FixedSizeView]) {
    let window = Window(screen: .custom(width: 500, height: 500))
    let views = sizes.map { FixedSizeView(intrinsic: $0) }
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = 10
    configure(stack)
    window.addSubview(stack)
    stack.snp.makeConstraints { make in
      make.left.equalToSuperview().offset(10)
      make.top.equalToSuperview().offset(20)
      if let width { make.width.equalTo(width) }
      if let height { make.height.equalTo(height) }
    }
    window.layoutIfNeeded()
    return (window, stack, views)
  }

  func expectFrames(
    _ views: [View], _ frames: [CGRect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, (view, frame)) in zip(views, frames).enumerated() {
      #expect(
        view.frame.isClose(to: frame), "view \(index): \(view.frame) is not \(frame)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: The API

  @Test func arrangedSubviewsAreSubviewsThatStopTranslatingTheirMasks() {
    let a = View()
    let b = View()
    let stack = StackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(stack.subviews.count == 2)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(StackView.Distribution.equalCentering.rawValue == 4)
    #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    #expect(StackView.Alignment.lastBaseline.rawValue == 5)
  }

  @Test func insertingMovesAnArrangedViewAndRemovingKeepsItAsASubview() {
    let a = View()
    let b = View()
    let c = View()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.insertArrangedSubview(c, at: 0)
    stack.insertArrangedSubview(a, at: 99)  // clamped; moves a to the end
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    #expect(stack.subviews.count == 3)
    stack.setCustomSpacing(12, after: b)
    #expect(stack.customSpacing(after: b) == 12)
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(b.superview === stack)
    #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
  }

  @Test func customSpacingIsOnlyForArrangedViews() {
    let stack = StackView()
    let stranger = View()
    stack.setCustomSpacing(20, after: stranger)
    #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
  }

  // MARK: Distribution, horizontal

  /// 300 of content in 400: the view with the lowest hugging priority takes the 100 left.
  @Test func fillStretchesTheViewThatHugsLeast() {
    let (_, stack, views) = makeStack(width: 400) { stack in
      stack.arrangedSubviews[1].contentHuggingPriority.horizontal = 249
    }
    expectFrames(
      views,
      [
        CGRect(x: 0, y: 0, width: 160, height: 200), CGRect(x: 170, y: 0, width: 180, height: 200),
        CGRect(x: 360, y: 0, width: 40, height: 200),
      ])
    // Fill alignment: the stack is as high as the tallest view can make it (200).
    #expect(stack.frame.isClose(to: CGRect(x: 10, y: 20, width: 400, height: 200)))
  }

  /// 300 of content in 250: the view with the lowest compression resistance gives 50.
  @Test func fillShrinksTheViewThatResistsLeast() {
    let (_, _, views) = makeStack(width: 250) { stack in
      stack.arrangedSubviews[0].contentCompressionResistancePriority.horizontal = 749
    }
    #expect(views.map(\.frame.minX) == [0, 120, 210])
    #expect(views.map(\.frame.width) == [110, 80, 40])
  }

  /// Equal priorities: the first arranged view takes the room (UIKit resolves the tie by
  /// index; three labels of equal hugging in a pinned stack stretch the first), whatever
  /// order the views became subviews in.
  @Test(arguments: [false, true])
  func fillBreaksTiesByArrangedIndex(arrangedBeforeAdding: Bool) {
    for width: CGFloat in [400, 270] {
      let (_, stack, views) = makeStack(width: width) { stack in
        guard arrangedBeforeAdding else { return }
        // The last subview becomes the first arranged view.
        stack.insertArrangedSubview(stack.arrangedSubviews[2], at: 0)
      }
      let first = stack.arrangedSubviews[0]
      let intrinsic = (first as? FixedSizeView)?.intrinsicContentSize.width ?? 0
      // 400: 100 more than the content; 270: 30 less.
      #expect(first.frame.width.isClose(to: intrinsic + width - 300), "width \(width)")
      for view in views where view !== first {
        #expect(view.frame.width.isClose(to: view.intrinsicContentSize.width))
      }
    }
  }

  /// The tie-break holds at every priority, the lowest included (a raise by index that the
  /// solver's round-off could lose would leave the choice to history).
  @Test(arguments: [1, 2, 10, 50, 100, 249, 251, 500, 749, 751, 999] as [Float])
  func fillBreaksTiesByArrangedIndexAtEveryPriority(priority: Float) {
    // Hugging and compression both at the priority; then only the one that acts (stretched:
    // hugging, squeezed: compression), the other at UIKit's default.
    for (width, both) in [(400, true), (270, true), (400, false), (270, false)] as [(CGFloat, Bool)]
    {
      let (window, stack, views) = makeStack(width: width) { stack in
        for view in stack.arrangedSubviews {
          if both || width > 300 { view.contentHuggingPriority.horizontal = priority }
          if both || width < 300 { view.contentCompressionResistancePriority.horizontal = priority }
        }
      }
      let first = stack.arrangedSubviews[0]
      #expect(
        first.frame.width.isClose(to: 160 + width - 300),
        "priority \(priority), width \(width), both \(both): \(views.map(\.frame.width))")
      for view in views.dropFirst() {
        #expect(view.frame.width.isClose(to: view.intrinsicContentSize.width))
      }
      // Incrementally: the last view moved to the front takes the room instead.
      stack.insertArrangedSubview(views[2], at: 0)
      window.layoutIfNeeded()
      #expect(
        views[2].frame.width.isClose(to: 40 + width - 300),
        "moved, priority \(priority), width \(width), both \(both): \(views.map(\.frame.width))")
      #expect(views[0].frame.width.isClose(to: 160) && views[1].frame.width.isClose(to: 80))
    }
  }

  /// The tie-break follows the arranged order when it changes.
  @Test func fillTieBreakFollowsARearrangement() {
    let (window, stack, views) = makeStack(width: 400)
    #expect(views[0].frame.width.isClose(to: 260))
    stack.insertArrangedSubview(views[1], at: 0)
    window.layoutIfNeeded()
    #expect(views[0].frame.width.isClose(to: 160))
    #expect(views[1].frame.width.isClose(to: 180))
    #expect(views[1].frame.minX.isClose(to: 0))
  }

  /// Unconstrained along the axis, the stack is its content: 160 + 80 + 40 + 2 × 10.
  @Test func anUnconstrainedStackHugsItsViews() {
    let (_, stack, views) = makeStack()
    #expect(stack.frame.size.isClose(to: CGSize(width: 300, height: 200)))
    #expect(views.map(\.frame.minX) == [0, 170, 260])
  }

  @Test func fillEquallyGivesEveryViewTheSameLength() {
    let (window, _, views) = makeStack(width: 400) { $0.distribution = .fillEqually }
    defer { withExtendedLifetime(window) {} }
    let third: CGFloat = 380.0 / 3
    for (index, view) in views.enumerated() {
      #expect(view.solvedFrame.width.isClose(to: third))
      #expect(view.solvedFrame.minX.isClose(to: CGFloat(index) * (third + 10)))
    }
  }

  /// Each view's width is its share of (intrinsic widths + spacing): 160, 80 and 40 of 300.
  @Test func fillProportionallyAtTheContentsLengthKeepsTheIntrinsicWidths() {
    let (_, stack, views) = makeStack { $0.distribution = .fillProportionally }
    #expect(stack.frame.width.isClose(to: 300))
    #expect(views.map(\.frame.width) == [160, 80, 40])
  }

  /// In 600, the shares (×600: 320, 160, 80) and the spacing (20) come to 580: the last
  /// view's share, at the lowest priority (997), gives way and takes the 20 left over.
  @Test func fillProportionallyInALongerStackBreaksTheLastShare() {
    let (_, _, views) = makeStack(width: 600) { $0.distribution = .fillProportionally }
    #expect(views.map(\.frame.width) == [320, 160, 100])
    #expect(views.map(\.frame.minX) == [0, 330, 500])
  }

  /// The views keep their widths; the 120 left over is split between the two gaps.
  @Test func equalSpacingSharesTheRoomBetweenTheGaps() {
    let (_, _, views) = makeStack(width: 400) { $0.distribution = .equalSpacing }
    #expect(views.map(\.frame.width) == [160, 80, 40])
    #expect(views.map(\.frame.minX) == [0, 220, 360])
  }

  /// Unconstrained, equal spacing shrinks to the least spacing.
  @Test func equalSpacingWithoutAWidthUsesTheLeastSpacing() {
    let (_, stack, views) = makeStack { $0.distribution = .equalSpacing }
    #expect(stack.frame.width.isClose(to: 300))
    #expect(views.map(\.frame.minX) == [0, 170, 260])
  }

  /// Centres at 80 and 380 (the ends) and 230 between them: the middle view starts at 190.
  @Test func equalCenteringSpacesTheCentresEvenly() {
    let (_, _, views) = makeStack(width: 400) { $0.distribution = .equalCentering }
    #expect(views.map(\.frame.midX) == [80, 230, 380])
    #expect(views.map(\.frame.width) == [160, 80, 40])
  }

  // MARK: Alignment, horizontal (the stack's height left free, then fixed at 300)

  @Test func leadingAlignsTopsAndTheStackIsAsHighAsTheTallest() {
    let (_, stack, views) = makeStack { $0.alignment = .top }
    #expect(views.map(\.frame.minY) == [0, 0, 0])
    #expect(views.map(\.frame.height) == [200, 100, 50])
    #expect(stack.frame.height.isClose(to: 200))
  }

  @Test func trailingAlignsBottoms() {
    let (_, stack, views) = makeStack { $0.alignment = .bottom }
    #expect(views.map(\.frame.maxY) == [200, 200, 200])
    #expect(stack.frame.height.isClose(to: 200))
  }

  @Test func centerAlignsCentres() {
    let (_, stack, views) = makeStack { $0.alignment = .center }
    #expect(views.map(\.frame.midY) == [100, 100, 100])
    #expect(stack.frame.height.isClose(to: 200))
  }

  /// The tallest view is not the first: the stack still holds every view.
  @Test func centerHoldsATallerLaterView() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let short = FixedSizeView(intrinsic: CGSize(width: 20, height: 30))
    let tall = FixedSizeView(intrinsic: CGSize(width: 20, height: 90))
    let stack = StackView(arrangedSubviews: [short, tall])
    stack.alignment = .center
    window.addSubview(stack)
    stack.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    window.layoutIfNeeded()
    #expect(stack.frame.height.isClose(to: 90))
    #expect(short.frame.minY.isClose(to: 30) && tall.frame.minY.isClose(to: 0))
  }

  @Test func alignmentsInATallerStack() {
    let expected: [(StackView.Alignment, [CGFloat], [CGFloat])] = [
      (.fill, [0, 0, 0], [300, 300, 300]),
      (.leading, [0, 0, 0], [200, 100, 50]),
      (.center, [50, 100, 125], [200, 100, 50]),
      (.trailing, [100, 200, 250], [200, 100, 50]),
    ]
    for (alignment, ys, heights) in expected {
      let (_, _, views) = makeStack(width: 300, height: 300) { $0.alignment = alignment }
      #expect(views.map(\.frame.minY) == ys, "\(alignment)")
      #expect(views.map(\.frame.height) == heights, "\(alignment)")
    }
  }

  /// Two labels of different sizes: first baselines on one line, the stack around both.
  @Test func firstBaselineAlignsTheLabelsBaselines() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let big = Label(text: "Big")
    big.font = .systemFont(ofSize: 34)
    let small = Label(text: "small")
    let stack = StackView(arrangedSubviews: [small, big])
    stack.alignment = .firstBaseline
    window.addSubview(stack)
    stack.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    window.layoutIfNeeded()
    let smallBaseline = small.solvedFrame.minY + small.font.ascender
    let bigBaseline = big.solvedFrame.minY + big.font.ascender
    #expect(smallBaseline.isClose(to: bigBaseline))
    #expect(big.frame.minY.isClose(to: 0))
    #expect(stack.frame.height.isClose(to: max(big.frame.maxY, small.frame.maxY)))
  }

  /// A wrapping label in a horizontal fill stack gets an even share of the width at its
  /// compression resistance + 10 (760), above the other view's hugging (250): both are
  /// (300 − 10) / 2 wide, as rdar://39275811 reports of UIKit. Hugging the other view at
  /// 761 gives the label the rest (240).
  @Test(arguments: [(Float(250), CGFloat(145)), (761, 240)])
  func aWrappingLabelTakesAnEvenShareOfAFillRow(hugging: Float, labelWidth: CGFloat) {
    let window = Window(screen: .custom(width: 500, height: 500))
    let label = Label(text: String(repeating: "A long line of text that wraps. ", count: 6))
    label.numberOfLines = 0
    let toggle = FixedSizeView(intrinsic: CGSize(width: 50, height: 30))
    toggle.contentHuggingPriority.horizontal = hugging
    let stack = StackView(arrangedSubviews: [label, toggle])
    stack.spacing = 10
    stack.alignment = .top
    window.addSubview(stack)
    stack.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(300)
    }
    window.layoutIfNeeded()
    #expect(label.frame.width.isClose(to: labelWidth))
    #expect(toggle.frame.width.isClose(to: 290 - labelWidth))
    #expect(label.frame.height > 3 * label.font.lineHeight)
    let ids = stack.generatedConstraints.compactMap(\.label)
    #expect(ids.filter { $0 == "UISV-text-width-disambiguation" }.count == 1)
    // One line: the label hugs its text again, and the constraint goes.
    label.numberOfLines = 1
    window.layoutIfNeeded()
    #expect(!stack.generatedConstraints.contains { $0.label == "UISV-text-width-disambiguation" })
  }

  // MARK: Vertical

  @Test func verticalFillEquallyAndAlignments() {
    let (window, stack, views) = makeStack(.vertical, height: 400) {
      $0.distribution = .fillEqually
    }
    defer { withExtendedLifetime(window) {} }
    let third: CGFloat = 380.0 / 3
    #expect(views.map(\.solvedFrame.height).allSatisfy { $0.isClose(to: third) })
    #expect(views[2].solvedFrame.minY.isClose(to: 2 * (third + 10)))
    // Fill alignment across: every view as wide as the widest can make the stack.
    #expect(views.map(\.frame.width) == [160, 160, 160])
    #expect(stack.frame.width.isClose(to: 160))

    let (_, _, centred) = makeStack(.vertical) { $0.alignment = .center }
    #expect(centred.map(\.frame.midX) == [80, 80, 80])
    #expect(centred.map(\.frame.minY) == [0, 210, 320])
    let (_, _, trailing) = makeStack(.vertical) { $0.alignment = .trailing }
    #expect(trailing.map(\.frame.maxX) == [160, 160, 160])
  }

  /// Right to left, a horizontal stack runs from the right and leading alignment of a
  /// vertical one is the right edge.
  @Test func rightToLeftStacksFromTheRight() {
    let window = Window(screen: .custom(width: 500, height: 500))
    window.layoutDirection = .rightToLeft
    let views = sizes.map { FixedSizeView(intrinsic: $0) }
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    window.addSubview(stack)
    stack.snp.makeConstraints { make in make.right.top.equalToSuperview() }
    window.layoutIfNeeded()
    #expect(views.map(\.frame.maxX) == [300, 130, 40])
    stack.axis = .vertical
    stack.alignment = .leading
    window.layoutIfNeeded()
    #expect(views.map(\.frame.maxX) == [160, 160, 160])
  }

  // MARK: Hidden views, custom spacing, margins

  /// The hidden view collapses to zero width and the spacing on each side halves, so the
  /// two visible views are 10 apart and the hidden one sits in the middle of the gap.
  @Test func aHiddenViewCollapsesWithItsSpacing() {
    let (window, _, views) = makeStack(width: 400) { $0.distribution = .fillEqually }
    views[1].isHidden = true
    window.layoutIfNeeded()
    expectFrames(
      views,
      [
        CGRect(x: 0, y: 0, width: 195, height: 200), CGRect(x: 200, y: 0, width: 0, height: 200),
        CGRect(x: 205, y: 0, width: 195, height: 200),
      ])
    views[1].isHidden = false
    window.layoutIfNeeded()
    #expect(views[1].solvedFrame.width.isClose(to: 380.0 / 3))
  }

  /// Hidden at the ends: no spacing before the first visible view or after the last.
  @Test func hiddenViewsAtTheEndsTakeNoSpacing() {
    let (window, stack, views) = makeStack()
    views[0].isHidden = true
    views[2].isHidden = true
    window.layoutIfNeeded()
    #expect(stack.frame.width.isClose(to: 80))
    #expect(views[1].frame.minX.isClose(to: 0))
    #expect(views[0].frame.width == 0 && views[2].frame.width == 0)
  }

  @Test func customSpacingReplacesTheSpacingAfterAView() {
    let (window, stack, views) = makeStack(width: 400) { stack in
      stack.arrangedSubviews[1].contentHuggingPriority.horizontal = 249
    }
    stack.setCustomSpacing(30, after: views[0])
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 190, 360])
    #expect(views[1].frame.width.isClose(to: 160))
    stack.setCustomSpacing(StackView.spacingUseSystem, after: views[0])
    window.layoutIfNeeded()
    #expect(views[1].frame.minX.isClose(to: 168))
    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
    window.layoutIfNeeded()
    #expect(views[1].frame.minX.isClose(to: 170))
  }

  @Test func marginsRelativeArrangementInsetsTheViews() {
    let (window, stack, views) = makeStack(width: 400, height: 300) { stack in
      stack.distribution = .fillEqually
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 4)
    }
    defer { withExtendedLifetime(window) {} }
    let width: CGFloat = (400 - 16 - 20) / 3
    #expect(views[0].frame.minX.isClose(to: 12))
    #expect(views[2].frame.maxX.isClose(to: 396))
    #expect(views.allSatisfy { $0.solvedFrame.width.isClose(to: width) })
    #expect(views.allSatisfy { $0.frame.minY.isClose(to: 8) && $0.frame.height.isClose(to: 284) })
    #expect(stack.frame.height == 300)
  }

  /// Vertical, baseline relative: 10 from each label's last baseline to the next one's
  /// first.
  @Test func baselineRelativeArrangementMeasuresFromBaselines() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let first = Label(text: "One")
    let second = Label(text: "Two")
    second.font = .systemFont(ofSize: 30)
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 10
    stack.isBaselineRelativeArrangement = true
    window.addSubview(stack)
    stack.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    window.layoutIfNeeded()
    let lastBaseline = first.solvedFrame.minY + first.font.ascender
    let nextBaseline = second.solvedFrame.minY + second.font.ascender
    #expect((nextBaseline - lastBaseline).isClose(to: 10))
  }

  // MARK: Nesting and baselines

  /// A vertical stack of two rows, each a horizontal fill-equally stack of two views.
  @Test func nestedStacksLayOutRowsAndColumns() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let cells = (0..<4).map { _ in FixedSizeView(intrinsic: CGSize(width: 10, height: 40)) }
    let rows = [
      StackView(arrangedSubviews: [cells[0], cells[1]]),
      StackView(arrangedSubviews: [cells[2], cells[3]]),
    ]
    for row in rows {
      row.distribution = .fillEqually
      row.spacing = 4
    }
    let column = StackView(arrangedSubviews: rows)
    column.axis = .vertical
    column.spacing = 8
    window.addSubview(column)
    column.snp.makeConstraints { make in
      make.left.top.equalToSuperview().offset(20)
      make.width.equalTo(204)
    }
    window.layoutIfNeeded()
    #expect(column.frame.isClose(to: CGRect(x: 20, y: 20, width: 204, height: 88)))
    #expect(rows[1].frame.isClose(to: CGRect(x: 0, y: 48, width: 204, height: 40)))
    #expect(cells[3].frame.isClose(to: CGRect(x: 104, y: 0, width: 100, height: 40)))
    rows[0].isHidden = true
    window.layoutIfNeeded()
    #expect(rows[1].frame.minY.isClose(to: 0))
    #expect(column.frame.height.isClose(to: 40))
  }

  /// A vertical stack's first baseline is its first visible view's: a label beside it
  /// lines up with the stack's top label, and follows when that label is hidden.
  @Test func aStacksBaselineIsItsArrangedViewsBaseline() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let top = Label(text: "Title")
    top.font = .systemFont(ofSize: 24)
    let below = Label(text: "Subtitle")
    let column = StackView(arrangedSubviews: [top, below])
    column.axis = .vertical
    let side = Label(text: "Side")
    let row = StackView(arrangedSubviews: [side, column])
    row.alignment = .firstBaseline
    window.addSubview(row)
    row.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(10) }
    window.layoutIfNeeded()
    #expect(column.forFirstBaselineLayout === top)
    func baseline(_ label: Label) -> CGFloat {
      label.solvedFrameInWindow.minY + label.font.ascender
    }
    #expect(baseline(side).isClose(to: baseline(top)))
    top.isHidden = true
    window.layoutIfNeeded()
    #expect(column.forFirstBaselineLayout === below)
    #expect(baseline(side).isClose(to: baseline(below)))
  }

  // MARK: The constraints it makes

  @Test func theConstraintsCarryUIKitsIdentifiers() {
    let (window, stack, views) = makeStack(width: 400) { $0.distribution = .fillEqually }
    views[1].isHidden = true
    window.layoutIfNeeded()
    let identifiers = Set(stack.generatedConstraints.compactMap(\.label))
    #expect(
      identifiers == [
        "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-hiding",
        "UISV-alignment",
      ])
    // The DSL does not see them: remaking an arranged view's constraints keeps the stack's.
    #expect(views[0].snp.constraints.isEmpty)
    views[0].snp.remakeConstraints { make in make.height.equalTo(10).priority(.low) }
    window.layoutIfNeeded()
    #expect(views[0].frame.width.isClose(to: 195))
  }

  /// A hidden nested stack whose views have fixed widths cannot collapse: the report names
  /// the stack's constraints (UIKit's famous `UISV-hiding` conflict).
  @Test func aConflictReportNamesTheStacksConstraints() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let a = View()
    let b = View()
    for view in [a, b] { view.snp.makeConstraints { make in make.width.height.equalTo(40) } }
    let inner = StackView(arrangedSubviews: [a, b])
    inner.spacing = 10
    let other = FixedSizeView(intrinsic: CGSize(width: 30, height: 30))
    let outer = StackView(arrangedSubviews: [inner, other])
    window.addSubview(outer)
    outer.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    window.layoutIfNeeded()
    #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    inner.isHidden = true
    window.layoutIfNeeded()
    let report = window.layoutDiagnostics.filter { $0.kind == .unsatisfiable }
      .map(\.message).joined(separator: "\n")
    #expect(report.contains("'UISV-hiding'") || report.contains("'UISV-spacing'"), "\(report)")
    #expect(report.contains("@StackView"))
  }

  /// Changing the spacing moves constants in place; the constraints are the same objects.
  @Test func aSpacingChangeKeepsTheConstraints() {
    let (window, stack, views) = makeStack()
    let before = stack.generatedConstraints.map(ObjectIdentifier.init)
    stack.spacing = 20
    window.layoutIfNeeded()
    #expect(stack.generatedConstraints.map(ObjectIdentifier.init) == before)
    #expect(views.map(\.frame.minX) == [0, 180, 280])
  }

  /// A view taken out of the stack leaves with none of the stack's constraints.
  @Test func aRemovedViewTakesNoneOfTheStacksConstraints() {
    let (window, stack, views) = makeStack()
    views[1].removeFromSuperview()
    window.addSubview(views[1])
    views[1].snp.makeConstraints { make in make.left.top.equalToSuperview() }
    window.layoutIfNeeded()
    #expect(views[1].frame.isClose(to: CGRect(x: 0, y: 0, width: 80, height: 100)))
    #expect(stack.frame.width.isClose(to: 210))
    #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
  }

  /// Self-sizing sees the stack's constraints (they are made by `updateConstraints`).
  @Test func systemLayoutSizeFittingMeasuresAStack() {
    let stack = StackView(arrangedSubviews: sizes.map { FixedSizeView(intrinsic: $0) })
    stack.spacing = 10
    stack.axis = .vertical
    stack.alignment = .center
    let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size.isClose(to: CGSize(width: 160, height: 370)))
  }
}
