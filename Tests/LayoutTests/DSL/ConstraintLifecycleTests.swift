import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension DSLTests {
  /// make / remake / update / remove, constraint handles, and what layout reports.
  @Suite struct ConstraintLifecycleTests {
    let window = Window(screen: .custom(width: 400, height: 400))
    let box = View()

    init() {
      window.addSubview(box)
      box.snp.setLabel("box")
    }

    @Test func updateChangesTheConstantOfTheMatchingConstraintInPlace() {
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview().offset(10)
        make.size.equalTo(50)
      }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 10, y: 10, width: 50, height: 50)))
      box.snp.updateConstraints { make in make.left.equalToSuperview().offset(30) }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 30, y: 10, width: 50, height: 50)))
      // Only the constant moved: the live solver was changed in place, not rebuilt.
      let changes = window.layoutEngine?.lastChanges
      #expect(changes?.added == 0 && changes?.removed == 0 && changes?.moved == 1)
      #expect(box.snp.constraints.count == 2)
    }

    @Test func anUpdateThatMatchesNothingIsADiagnostic() {
      box.snp.makeConstraints { make in make.edges.equalToSuperview() }
      box.snp.updateConstraints { make in make.width.equalTo(10) }
      #expect(box.snp.diagnostics.count == 1)
      #expect(
        box.snp.diagnostics.first?.message.hasPrefix(
          "updated constraint could not find an existing matching constraint to update: "
            + "box.width == 10 @ConstraintLifecycleTests.swift:") == true)
    }

    @Test func remakeReplacesAndRemoveDeactivates() {
      box.snp.makeConstraints { make in make.edges.equalToSuperview() }
      box.snp.remakeConstraints { make in
        make.center.equalToSuperview()
        make.size.equalTo(100)
      }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 150, y: 150, width: 100, height: 100)))
      box.snp.removeConstraints()
      #expect(box.snp.constraints.isEmpty)
      window.layoutIfNeeded()
      // Nothing places the box any more: layout reports it.
      #expect(window.layoutDiagnostics.contains { $0.kind == .ambiguous })
    }

    @Test func aHandleUpdatesItsInsetWithSnapKitsSigns() throws {
      var bottom: Constraint?
      box.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.height.equalTo(20)
        bottom = make.bottom.equalToSuperview().inset(200).constraint
      }
      window.layoutIfNeeded()
      #expect(box.frame.maxY.isClose(to: 200))
      let handle = try #require(bottom)
      handle.update(inset: 120)
      window.layoutIfNeeded()
      #expect(box.frame.maxY.isClose(to: 280))
      handle.deactivate()
      #expect(!handle.isActive)
      handle.activate()
      window.layoutIfNeeded()
      #expect(box.frame.maxY.isClose(to: 280))
    }

    @Test func priorityDecidesBetweenConflictingWishes() {
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.equalTo(100).priority(.high)
        make.width.equalTo(300).priority(.low)
        make.width.lessThanOrEqualTo(250)
      }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func equalToSuperviewWithoutASuperviewIsADiagnostic() {
      let orphan = View()
      orphan.snp.setLabel("orphan")
      orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
      #expect(orphan.snp.constraints.isEmpty)
      #expect(
        orphan.snp.diagnostics.first?.message
          == "orphan: expected a superview, found none (equalToSuperview needs the view in a "
          + "hierarchy first)")
    }

    @Test func aRequiredConflictBreaksTheLastConstraintAndSaysWhich() {
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.equalTo(100).labeled("narrow")
        make.width.equalTo(200).labeled("wide")
      }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      let report = window.layoutDiagnostics.first { $0.kind == .unsatisfiable }
      let lines = report?.message.split(separator: "\n").map(String.init) ?? []
      #expect(lines.first == "Unable to simultaneously satisfy constraints.")
      #expect(lines.contains { $0.hasPrefix("    'narrow' box.width == 100 @") })
      #expect(lines.last?.hasPrefix("    'wide' box.width == 200 @") == true)
      // The report as Docs/Views.md shows it.
      #expect(
        report?.message == """
          Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            (
              'narrow' box.width == 100 @ConstraintLifecycleTests.swift:107,
              'wide' box.width == 200 @ConstraintLifecycleTests.swift:108
            )
            Will attempt to recover by breaking constraint
              'wide' box.width == 200 @ConstraintLifecycleTests.swift:108
          """)
    }

    @Test func constraintsAcrossHierarchiesAreSkippedAndReported() {
      let stranger = View()
      stranger.snp.setLabel("stranger")
      box.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        make.width.equalTo(stranger)
      }
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 0, y: 0, width: 400, height: 400)))
      #expect(
        window.layoutDiagnostics.contains {
          $0.kind == .noCommonAncestor
            && $0.message.hasPrefix("no common ancestor: box and stranger")
        })
    }

    @Test func aFrameSetInCodeIsKeptForViewsWithoutConstraints() {
      let inner = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
      box.addSubview(inner)
      box.snp.makeConstraints { make in
        make.center.equalToSuperview()
        make.size.equalTo(100)
      }
      window.layoutIfNeeded()
      #expect(inner.frame.isClose(to: CGRect(x: 5, y: 6, width: 7, height: 8)))
      #expect(inner.convert(CGPoint.zero, to: nil).isClose(to: CGPoint(x: 155, y: 156)))
    }

    @Test func aHandlePrintsItsItemsAttributesAndSource() throws {
      var made: Constraint?
      let other = View()
      other.snp.setLabel("other")
      window.addSubview(other)
      box.snp.makeConstraints { make in
        made =
          make.width.equalTo(other.snp.height).multipliedBy(1.5).offset(-4).priority(750)
          .constraint
      }
      let text = try #require(made).description
      #expect(
        text.hasPrefix("box.width == other.height * 1.5 - 4 @ConstraintLifecycleTests.swift:"))
      #expect(text.hasSuffix(" ^750"))
    }
  }
}
