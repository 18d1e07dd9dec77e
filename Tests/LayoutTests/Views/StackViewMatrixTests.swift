import Foundation
import Testing

@testable import Layout

/// Every distribution × alignment × axis: three views (160, 80 and 40 long along the axis;
/// 200, 100 and 50 thick across it; hugging 250, compression resistance 750), spacing 10,
/// in a stack fixed at 400 along the axis and 300 across it. Along the axis the
/// distribution alone decides, across it the alignment alone, so each frame is one row of
/// each table below, worked out by hand from the constraints of `Docs/Views.md`.
@Suite struct StackViewMatrixTests {
  /// Positions and lengths along the axis (content 280 + 2 × 10 spacing = 300 of 400).
  static let along: [StackView.Distribution: (positions: [CGFloat], lengths: [CGFloat])] = [
    // The first view (equal hugging: the first by index) takes the 100 left over.
    .fill: ([0, 270, 360], [260, 80, 40]),
    // (400 − 20) / 3 each.
    .fillEqually: (
      [0, 136.666666667, 273.333333333], [126.666666667, 126.666666667, 126.666666667]
    ),
    // 160, 80, 40 of 300 of the 400: 213.3, 106.7, 53.3 (and 20 spacing) leave 6.7; the
    // last share (priority 997) gives way and takes it.
    .fillProportionally: ([0, 223.333333333, 340], [213.333333333, 106.666666667, 60]),
    // Intrinsic lengths; the 120 left over split between the two gaps.
    .equalSpacing: ([0, 220, 360], [160, 80, 40]),
    // Centres at 80 and 380 (the ends) and 230: the middle view starts at 190.
    .equalCentering: ([0, 190, 360], [160, 80, 40]),
  ]

  /// Positions and thicknesses across the axis in 300.
  static func across(_ alignment: StackView.Alignment, horizontal: Bool)
    -> (positions: [CGFloat], thicknesses: [CGFloat])
  {
    switch alignment {
    case .fill: return ([0, 0, 0], [300, 300, 300])
    case .leading: return ([0, 0, 0], [200, 100, 50])
    case .center: return ([50, 100, 125], [200, 100, 50])
    case .trailing: return ([100, 200, 250], [200, 100, 50])
    case .firstBaseline:
      // Vertical: acts as leading. Horizontal, no text: first baselines are tops; the
      // stack's top is only ≤ the spanner's, its bottom the spanner's, and the spanner as
      // short as it can be (@51): the tops sit 100 down, the tallest view at the bottom.
      return horizontal ? ([100, 100, 100], [200, 100, 50]) : ([0, 0, 0], [200, 100, 50])
    case .lastBaseline:
      // Vertical: acts as trailing. Horizontal, no text: last baselines are bottoms; the
      // stack's top is the spanner's and the spanner as short as it can be: bottoms at 200.
      return horizontal ? ([0, 100, 150], [200, 100, 50]) : ([100, 200, 250], [200, 100, 50])
    }
  }

  static let cases: [(LayoutAxis, StackView.Distribution, StackView.Alignment)] =
    LayoutAxis.allCases.flatMap { axis in
      StackView.Distribution.allCases.flatMap { distribution in
        StackView.Alignment.allCases.map { (axis, distribution, $0) }
      }
    }

  @Test(arguments: cases)
  func framesMatchTheTables(
    axis: LayoutAxis, distribution: StackView.Distribution, alignment: StackView.Alignment
  ) throws {
    let horizontal = axis == .horizontal
    let window = Window(screen: .custom(width: 500, height: 500))
    let views = [(160, 200), (80, 100), (40, 50)].map { length, thickness in
      FixedSizeView(
        intrinsic: horizontal
          ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length))
    }
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    window.addSubview(stack)
    stack.snp.makeConstraints { make in
      make.left.equalToSuperview().offset(10)
      make.top.equalToSuperview().offset(20)
      make.width.equalTo(horizontal ? 400 : 300)
      make.height.equalTo(horizontal ? 300 : 400)
    }
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.filter { !$0.description.contains("ambiguous") }.isEmpty)

    let along = try #require(Self.along[distribution])
    let across = Self.across(alignment, horizontal: horizontal)
    for index in views.indices {
      let expected =
        horizontal
        ? CGRect(
          x: along.positions[index], y: across.positions[index], width: along.lengths[index],
          height: across.thicknesses[index])
        : CGRect(
          x: across.positions[index], y: along.positions[index],
          width: across.thicknesses[index], height: along.lengths[index])
      #expect(
        views[index].solvedFrame.isClose(to: expected),
        "view \(index): \(views[index].solvedFrame) is not \(expected)")
      #expect(views[index].frame.isPixelRounding(of: views[index].solvedFrame, scale: 2))
    }
    #expect(
      stack.frame.size.isClose(
        to: horizontal ? CGSize(width: 400, height: 300) : CGSize(width: 300, height: 400)))
  }
}
