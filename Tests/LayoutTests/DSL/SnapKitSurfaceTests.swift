import Foundation
import Testing

@testable import Layout

extension DSLTests {
  /// SnapKit 5.7.1's names that code around the `snp` blocks writes: its typealiases and
  /// target protocols, the non-optional `.constraint`, `NSLayoutConstraint`'s fields on layout
  /// constraints, the directional edges as targets, and Auto Layout's refusal to pair
  /// leading/trailing with left/right. A 400 × 400 window with a container filling it.
  @Suite struct SnapKitSurfaceTests {
    let window = Window(screen: .custom(width: 400, height: 400))
    let container = View()
    let box = View()

    init() {
      window.addSubview(container)
      container.snp.setLabel("container")
      container.snp.makeConstraints { make in make.edges.equalToSuperview() }
      container.addSubview(box)
      box.snp.setLabel("box")
    }

    /// A view at (40, 50) sized 100 × 60 in the container, placed with absolute edges.
    func anchor() -> View {
      let anchor = View()
      anchor.snp.setLabel("anchor")
      container.addSubview(anchor)
      anchor.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(40)
        make.top.equalToSuperview().offset(50)
        make.size.equalTo(CGSize(width: 100, height: 60))
      }
      return anchor
    }

    // MARK: Directional edges as targets

    @Test(arguments: [
      (LayoutDirection.leftToRight, CGRect(x: 50, y: 55, width: 70, height: 50)),
      (.rightToLeft, CGRect(x: 60, y: 55, width: 70, height: 50)),
    ])
    func directionalEdgesAreTargets(direction: LayoutDirection, expected: CGRect) {
      window.layoutDirection = direction
      let anchor = anchor()
      box.snp.makeConstraints { make in
        make.directionalHorizontalEdges.equalTo(anchor.snp.directionalHorizontalEdges)
          .inset(NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20))
        make.directionalVerticalEdges.equalTo(anchor.snp.directionalVerticalEdges).inset(5)
      }
      window.layoutIfNeeded()
      #expect(box.snp.diagnostics.isEmpty, "\(box.snp.diagnostics)")
      #expect(anchor.frame.isClose(to: CGRect(x: 40, y: 50, width: 100, height: 60)))
      #expect(box.frame.isClose(to: expected), "\(box.frame)")
      let pairs = box.snp.constraints.flatMap(\.layoutConstraints).map {
        "\($0.firstAttribute)=\($0.secondAttribute)"
      }
      #expect(pairs == ["leading=leading", "trailing=trailing", "top=top", "bottom=bottom"])
    }

    /// A chain of four attributes makes four layout constraints in SnapKit's order (the
    /// constraint keeps the first apart from the rest: the order must survive that).
    @Test func aChainsLayoutConstraintsKeepSnapKitsOrder() throws {
      var made: Constraint?
      box.snp.makeConstraints { make in made = make.edges.equalToSuperview().constraint }
      let edges = try #require(made)
      #expect(edges.layoutConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
      #expect(edges.layoutConstraints.allSatisfy { $0.isActive })
      edges.deactivate()
      #expect(edges.layoutConstraints.allSatisfy { !$0.isActive })
      #expect(!edges.isActive)
    }

    @Test func leadingAndTrailingTakeTheDirectionalHorizontalEdgesOneByOne() {
      window.layoutDirection = .rightToLeft
      let anchor = anchor()
      box.snp.makeConstraints { make in
        make.leading.trailing.equalTo(anchor.snp.directionalHorizontalEdges)
        make.top.bottom.equalTo(anchor.snp.directionalVerticalEdges)
      }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: anchor.frame), "\(box.frame)")
    }

    // MARK: Typealiases and target protocols

    @Test func aConstraintLayoutGuideMakesConstraintsAndIsATarget() {
      let guide: ConstraintLayoutGuide = ConstraintLayoutGuide()
      container.addLayoutGuide(guide)
      let dsl: ConstraintLayoutGuideDSL = guide.snp
      let insets: ConstraintInsets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      dsl.makeConstraints { make in make.edges.equalToSuperview().inset(insets) }
      box.snp.makeConstraints { make in make.edges.equalTo(guide) }
      window.layoutIfNeeded()
      let expected = CGRect(x: 20, y: 10, width: 340, height: 360)
      #expect(guide.layoutFrame.isClose(to: expected), "\(guide.layoutFrame)")
      #expect(box.frame.isClose(to: expected), "\(box.frame)")
    }

    @Test func constraintDirectionalInsetsInsetByTheReadingDirection() {
      window.layoutDirection = .rightToLeft
      let insets: ConstraintDirectionalInsets = NSDirectionalEdgeInsets(
        top: 1, leading: 2, bottom: 3, trailing: 4)
      let target: ConstraintDirectionalInsetTarget = insets
      box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(target) }
      window.layoutIfNeeded()
      // Right to left, leading is the right edge: 2 from the right, 4 from the left.
      #expect(box.frame.isClose(to: CGRect(x: 4, y: 1, width: 394, height: 396)), "\(box.frame)")
    }

    /// A helper as SnapKit users write them, typed with SnapKit's protocols.
    static func place(
      _ view: ConstraintView, in target: ConstraintRelatableTarget,
      top: ConstraintOffsetTarget, sides: ConstraintInsetTarget,
      height: ConstraintConstantTarget, widthRatio: ConstraintMultiplierTarget,
      priority: ConstraintPriorityTarget
    ) {
      view.snp.makeConstraints { make in
        make.top.equalTo(target).offset(top)
        make.left.equalTo(target).inset(sides)
        make.width.equalTo(target).multipliedBy(widthRatio).priority(priority)
        make.height.equalTo(height)
      }
    }

    @Test func snapKitsTargetProtocolsTypeHelpers() {
      Self.place(
        box, in: container, top: 30, sides: 12, height: CGSize(width: 0, height: 44),
        widthRatio: 0.5, priority: UILayoutPriority.defaultHigh)
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 12, y: 30, width: 200, height: 44)), "\(box.frame)")
      #expect(box.snp.constraints.map(\.priority.value) == [1000, 1000, 750, 1000])
      let width = box.snp.constraints[2]
      width.update(priority: UILayoutPriority(300))
      #expect(width.priority == .init(300))
      width.update(priority: 400 as Double)
      #expect(width.priority == .init(400))
    }

    /// An app's own number type, conformed to SnapKit's protocols: a number inset on every
    /// side, a constant of its own on `equalTo`.
    struct Points: ConstraintNumber, ConstraintInsetTarget {
      var value: Double
      var constraintValue: CGFloat { CGFloat(value) }
    }

    /// An app's own constant: a height on `height`, nothing elsewhere.
    struct Row: ConstraintConstantTarget {
      func constraintConstant(for attribute: LayoutAttribute, direction: LayoutDirection)
        -> CGFloat
      {
        attribute == .height ? 44 : 0
      }
    }

    @Test func targetTypesOfTheAppsOwnWorkAsNumbersAndConstants() {
      #expect(Points(value: 3).constraintNumber == 3)
      #expect((3 as Int).constraintNumber == 3)
      #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).constraintNumber == nil)
      #expect(Row().constraintConstantTarget != nil)
      #expect(box.constraintConstantTarget == nil)
      box.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(Points(value: 20))
        make.top.equalToSuperview().inset(Points(value: 10))
        make.height.equalTo(Row())
      }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 20, y: 10, width: 360, height: 44)), "\(box.frame)")
    }

    @Test func itemsAndTargetsCompareAsSnapKitsDo() {
      let target: AnyObject? = box.snp.target
      #expect(target === box)
      #expect(box.snp.top == box.snp.top)
      #expect(box.snp.edges == box.snp.edges)
      #expect(box.snp.top != box.snp.bottom)
      #expect(box.snp.top != container.snp.top)
    }

    // MARK: `.constraint`

    @Test func constraintIsNonOptionalAsInSnapKit() {
      var top: Constraint?
      var height: Constraint?
      box.snp.makeConstraints { make in
        let made: Constraint = make.top.equalToSuperview().offset(10).constraint
        top = made
        height = make.height.equalTo(20).priority(.high).labeled("height").constraint
        make.left.width.equalTo(100)
      }
      window.layoutIfNeeded()
      #expect(box.frame.minY.isClose(to: 10))
      top?.update(offset: 60)
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 100, y: 60, width: 100, height: 20)), "\(box.frame)")
      #expect(height?.label == "height" && height?.isActive == true)
    }

    @Test func anInvalidChainsConstraintIsAStandInThatNeverActivates() {
      let orphan = View()
      orphan.snp.setLabel("orphan")
      var handle: Constraint?
      orphan.snp.makeConstraints { make in handle = make.top.equalToSuperview().constraint }
      #expect(orphan.snp.diagnostics.count == 1)
      #expect(handle?.layoutConstraints.isEmpty == true)
      handle?.activate()
      handle?.update(offset: 10)
      #expect(handle?.isActive == false)
      #expect(orphan.snp.constraints.isEmpty)
    }

    // MARK: Layout constraints

    @Test func layoutConstraintsShowNSLayoutConstraintsFields() throws {
      box.snp.makeConstraints { make in
        make.width.equalTo(container.snp.width).multipliedBy(0.5).offset(-10).priority(.high)
          .labeled("half")
        make.height.lessThanOrEqualTo(40)
      }
      let half = try #require(box.snp.constraints.first?.layoutConstraints.first)
      #expect(half.identifier == "half" && half.label == "half")
      #expect(half.firstItem === box && half.secondItem === container)
      #expect(half.firstAttribute == .width && half.secondAttribute == .width)
      #expect(half.relation == .equal)
      #expect(Double(half.multiplier).isClose(to: 0.5))
      #expect(Double(half.constant).isClose(to: -10))
      #expect(half.priority == .defaultHigh)
      let height = try #require(box.snp.constraints.last?.layoutConstraints.first)
      #expect(height.identifier == nil)
      #expect(height.firstItem === box && height.secondItem == nil)
      #expect(height.firstAttribute.rawValue == 8 && height.secondAttribute == .notAnAttribute)
      #expect(height.relation.rawValue == -1)
      #expect(Double(height.constant).isClose(to: 40))
    }

    // MARK: Leading/trailing against left/right

    @Test(arguments: [
      ("leading to left", "box.leading and anchor.left"),
      ("right to trailing", "box.right and anchor.trailing"),
      ("leadingMargin to rightMargin", "box.leadingMargin and anchor.rightMargin"),
      ("left.leading to leading", "box.left and anchor.leading"),
      ("left to the superview's leading", "box.left and container.leading"),
    ])
    func leadingOrTrailingAgainstLeftOrRightIsRefusedAsAutoLayoutDoes(
      chain: String, pair: String
    ) {
      let anchor = anchor()
      box.snp.makeConstraints { make in
        switch chain {
        case "leading to left": make.leading.equalTo(anchor.snp.left)
        case "right to trailing": make.right.equalTo(anchor.snp.trailing).offset(8)
        case "leadingMargin to rightMargin":
          make.leadingMargin.equalTo(anchor.snp.rightMargin)
        case "left.leading to leading": make.left.leading.equalTo(anchor.snp.leading)
        default: make.left.equalToSuperview { $0.snp.leading }
        }
        make.size.equalTo(10)
      }
      #expect(box.snp.constraints.count == 1, "only the size is made")
      #expect(
        box.snp.diagnostics.map(\.message) == [
          pair + ": A constraint cannot be made between a leading/trailing attribute and a"
            + " right/left attribute. Use leading/trailing for both or neither."
        ])
    }

    @Test func leadingAndTrailingPairWithCentresViewsAndTheirOwnKind() {
      let anchor = anchor()
      box.snp.makeConstraints { make in
        make.leading.equalTo(anchor.snp.centerX)
        make.trailing.equalTo(anchor)
        make.left.equalTo(anchor.snp.leftMargin).priority(.low)
        make.directionalEdges.equalTo(anchor.snp.directionalMargins).priority(.low)
        make.top.height.equalTo(anchor)
      }
      window.layoutIfNeeded()
      #expect(box.snp.diagnostics.isEmpty, "\(box.snp.diagnostics)")
      #expect(box.frame.isClose(to: CGRect(x: 90, y: 50, width: 50, height: 60)), "\(box.frame)")
    }

    /// Docs/DSL.md's example.
    static func pin(
      _ view: ConstraintView, to guide: ConstraintLayoutGuide, padding: ConstraintInsets
    ) {
      view.snp.makeConstraints { make in
        make.edges.equalTo(guide).inset(padding)
      }
    }

    @Test func theDocsExampleRuns() {
      let toast = View()
      container.addSubview(toast)
      Self.pin(
        box, to: container.safeAreaLayoutGuide,
        padding: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      var bottom: Constraint!
      toast.snp.makeConstraints { make in
        make.left.width.height.equalTo(10)
        bottom = make.bottom.equalToSuperview().inset(200).labeled("bottom").constraint
      }
      window.layoutIfNeeded()
      #expect(bottom.layoutConstraints[0].identifier == "bottom")
      #expect(toast.frame.maxY.isClose(to: 200))
      #expect(box.frame.isClose(to: CGRect(x: 2, y: 1, width: 394, height: 396)), "\(box.frame)")
    }

    // MARK: Deprecated names

    @available(*, deprecated, message: "uses SnapKit's deprecated `baseline`")
    @Test func theDeprecatedBaselineIsTheLastBaseline() {
      box.snp.makeConstraints { make in
        make.baseline.equalTo(container.snp.baseline).offset(-20)
        make.left.size.equalTo(10)
      }
      window.layoutIfNeeded()
      #expect(box.frame.maxY.isClose(to: 380), "\(box.frame)")
    }
  }
}
