import Foundation
import Testing

@testable import Layout

extension DSLTests {
  /// Cases from SnapKit's own test suite (`Tests/SnapKitTests/Tests.swift`), asserting the
  /// frames they imply rather than constraint counts, plus layout-direction and report text.
  @Suite struct SnapKitPortTests {
    let window = Window(screen: .custom(width: 400, height: 400))
    let container = View()

    init() {
      window.addSubview(container)
      container.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }

    /// `testMakeConstraints`: v1 pinned 50 from v2's edges, v2 to the container.
    @Test func makeConstraintsRelativeToASibling() {
      let v1 = View()
      let v2 = View()
      container.addSubview(v1)
      container.addSubview(v2)
      v2.snp.makeConstraints { make in make.edges.equalToSuperview().inset(100) }
      v1.snp.makeConstraints { make in
        make.top.equalTo(v2.snp.top).offset(50)
        make.left.equalTo(v2.snp.left).offset(50)
        make.width.height.equalTo(v2).offset(-100)
      }
      window.layoutIfNeeded()
      #expect(v1.frame.isClose(to: CGRect(x: 150, y: 150, width: 100, height: 100)))
      #expect(v1.snp.constraints.count == 3)
      #expect(v1.snp.constraints.map(\.layoutConstraints.count) == [1, 1, 2])
    }

    /// `testUpdateConstraints` then `testRemakeConstraints`.
    @Test func updateThenRemake() {
      let v1 = View()
      container.addSubview(v1)
      v1.snp.makeConstraints { make in
        make.top.left.equalToSuperview().offset(50)
        make.size.equalTo(100)
      }
      v1.snp.updateConstraints { make in make.top.equalToSuperview().offset(15) }
      window.layoutIfNeeded()
      #expect(v1.frame.isClose(to: CGRect(x: 50, y: 15, width: 100, height: 100)))
      v1.snp.remakeConstraints { make in make.edges.equalToSuperview() }
      window.layoutIfNeeded()
      #expect(v1.frame.isClose(to: CGRect(x: 0, y: 0, width: 400, height: 400)))
      #expect(v1.snp.constraints.count == 1)
    }

    /// `testPrepareConstraints`: prepared constraints do nothing until activated.
    @Test func preparedConstraintsWaitForActivation() {
      let v1 = View()
      container.addSubview(v1)
      let prepared = v1.snp.prepareConstraints { make in
        make.edges.equalToSuperview().inset(10)
      }
      #expect(v1.snp.constraints.isEmpty && prepared.count == 1)
      prepared.forEach { $0.activate() }
      window.layoutIfNeeded()
      #expect(v1.frame.isClose(to: CGRect(x: 10, y: 10, width: 380, height: 380)))
    }

    /// `testSizeConstraints` / `testCenterConstraints`.
    @Test func sizeAndCentreFromAnotherView() {
      let v1 = View()
      let v2 = View()
      container.addSubview(v1)
      container.addSubview(v2)
      v2.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.size.equalTo(CGSize(width: 50, height: 100))
      }
      v1.snp.makeConstraints { make in
        make.size.equalTo(v2)
        make.center.equalTo(v2.snp.center).offset(5)
      }
      window.layoutIfNeeded()
      #expect(v1.frame.isClose(to: CGRect(x: 5, y: 5, width: 50, height: 100)))
    }

    /// `testLayoutGuideConstraints`: a custom guide between two views.
    @Test func aCustomGuideSpacesTwoViews() {
      let guide = LayoutGuide(identifier: "spacer")
      container.addLayoutGuide(guide)
      let v1 = View()
      let v2 = View()
      container.addSubview(v1)
      container.addSubview(v2)
      guide.snp.makeConstraints { make in
        make.top.equalToSuperview()
        make.width.equalTo(30)
        make.height.equalTo(1)
        make.centerX.equalToSuperview()
      }
      v1.snp.makeConstraints { make in
        make.right.equalTo(guide.snp.left)
        make.top.equalToSuperview()
        make.size.equalTo(10)
      }
      v2.snp.makeConstraints { make in
        make.left.equalTo(guide.snp.right)
        make.top.equalToSuperview()
        make.size.equalTo(10)
      }
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 185, y: 0, width: 30, height: 1)))
      #expect(v1.frame.maxX.isClose(to: 185))
      #expect(v2.frame.minX.isClose(to: 215))
    }

    /// Leading and trailing follow the layout direction; positive constants move toward
    /// the trailing side.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func leadingAndTrailingFollowTheDirection(_ direction: LayoutDirection) {
      window.layoutDirection = direction
      let v1 = View()
      container.addSubview(v1)
      v1.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(10)
        make.top.equalToSuperview()
        make.size.equalTo(50)
      }
      window.layoutIfNeeded()
      let expectedX: CGFloat = direction == .leftToRight ? 10 : 340
      #expect(v1.frame.minX.isClose(to: expectedX), "\(v1.frame)")
    }

    @Test func unnamedViewsAreNamedByTheirPlaceSoReportsRepeat() {
      let v1 = View()
      container.addSubview(View())
      container.addSubview(v1)
      v1.snp.makeConstraints { make in make.top.left.equalToSuperview() }
      window.layoutIfNeeded()
      let reports = window.layoutDiagnostics.filter { $0.kind == .ambiguous }.map(\.message)
      #expect(
        reports.contains(
          "ambiguous layout: View[0.1] has an ambiguous width, height (the constraints allow "
            + "more than one value)"))
      #expect(v1.safeAreaLayoutGuide.identifier == "View[0.1].safeAreaLayoutGuide")
    }

    @Test func anAmbiguousFrameIsReportedByViewAndAttribute() {
      let v1 = View()
      v1.snp.setLabel("floating")
      container.addSubview(v1)
      v1.snp.makeConstraints { make in
        make.top.equalToSuperview()
        make.size.equalTo(10)
      }
      window.layoutIfNeeded()
      let reports = window.layoutDiagnostics.filter { $0.kind == .ambiguous }.map(\.message)
      #expect(
        reports == [
          "ambiguous layout: floating has an ambiguous minX (the constraints allow more than "
            + "one value)"
        ])
    }
  }
}
