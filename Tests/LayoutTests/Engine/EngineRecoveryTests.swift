import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// Bad values and conflicts: reported as diagnostics while they last, and recovered from
  /// when they go.
  @Suite struct EngineRecoveryTests {
    /// The documented rule, pinned: a constraint broken by a conflict holds once the
    /// constraint it conflicted with is deactivated, or waits because its view left.
    @Test(arguments: [false, true])
    func aBrokenConstraintHoldsOnceTheConflictIsGone(removingTheOtherView: Bool) {
      let window = Window(screen: .custom(width: 300, height: 300))
      let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
      let box = View()
      window.addSubview(other)
      window.addSubview(box)
      var narrow: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        narrow = make.width.equalTo(other).constraint
        make.width.equalTo(200)
      }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      #expect(window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
      if removingTheOtherView { other.removeFromSuperview() } else { narrow?.deactivate() }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 200))
      #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    }

    /// A constant moved into a conflict is taken out of the solver: that is a removal too,
    /// and a constraint it had broken must be tried again (it holds now).
    @Test func aConstraintDroppedByAConflictingConstantLetsABrokenOneHold() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var narrow: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.lessThanOrEqualTo(150)
        narrow = make.width.equalTo(100).constraint
        make.width.equalTo(120)  // broken: narrow holds
      }
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      narrow?.update(offset: 300)  // conflicts with <= 150: narrow leaves the solver
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 120), "\(window.layoutDiagnostics)")
    }

    /// A NaN constant is reported and its constraint left out; a finite one brings it back
    /// and the report goes away.
    @Test func aNaNConstantIsReportedAndAFiniteOneRecovers() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var width: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        width = make.width.equalTo(100).constraint
      }
      window.layoutIfNeeded()
      width?.update(offset: CGFloat.nan)
      window.layoutIfNeeded()
      #expect(box.frame.width.isFinite)
      #expect(
        window.layoutDiagnostics.contains {
          $0.kind == .invalidConstraint && $0.message.hasPrefix("non-finite constant: nan")
        })
      width?.update(offset: 120)
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 120))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// A NaN frame set in code: refused and reported until a finite frame is set, which is
    /// kept, and the report goes away.
    @Test func aNaNFrameIsReportedUntilAFiniteOneIsSet() {
      let window = Window(screen: .custom(width: 300, height: 300))
      let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
      window.addSubview(view)
      window.layoutIfNeeded()
      view.frame = CGRect(x: CGFloat.nan, y: 10, width: 10, height: 10)
      window.layoutIfNeeded()
      // Refused when set (the view keeps its frame), and reported as an invalid value.
      #expect(view.frame.isClose(to: CGRect(x: 10, y: 10, width: 10, height: 10)))
      #expect(window.layoutDiagnostics.contains { $0.kind == .invalidValue })
      view.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 20, y: 10, width: 10, height: 10)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    // MARK: Diagnostics as state

    /// Which coordinates are ambiguous depends on the constants too (an inequality that
    /// stops being tight frees its variable): the report must follow a constant change, as
    /// `hasAmbiguousLayout` does.
    @Test(arguments: [(100.0, 200.0), (200.0, 100.0)])
    func theAmbiguityReportFollowsAConstantChange(before: Double, after: Double) {
      let window = Window(screen: .custom(width: 300, height: 300))
      let box = View()
      window.addSubview(box)
      var widest: Constraint?
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.greaterThanOrEqualTo(100)
        widest = make.width.lessThanOrEqualTo(before).constraint
      }
      window.layoutIfNeeded()
      #expect(window.layoutDiagnostics.contains { $0.kind == .ambiguous } == (before > 100))
      widest?.update(offset: after)
      window.layoutIfNeeded()
      #expect(box.hasAmbiguousLayout == (after > 100))
      #expect(window.layoutDiagnostics.contains { $0.kind == .ambiguous } == (after > 100))
    }

    /// Reading `layoutDiagnostics` between a change and the pass must not change the pass:
    /// naming the constraints of a conflict remakes a safe-area guide's constraints, which
    /// records insets the solver does not hold, so the resize that changes them is missed.
    @Test(arguments: [false, true])
    func readingDiagnosticsBeforeAPassDoesNotChangeIt(readFirst: Bool) {
      let window = Window(screen: .iPhone15)
      let height = window.frame.height
      // 2 points above the bottom: its safe area's bottom inset is 34 - 2.
      let view = View(frame: CGRect(x: 0, y: height - 150, width: 100, height: 148))
      window.addSubview(view)
      let guide = view.safeAreaLayoutGuide
      let box = View()
      window.addSubview(box)
      box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.width.equalTo(100)
        make.width.equalTo(200)  // a conflict: its report names the guide's constraints
      }
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.height.isClose(to: 148 - 32))
      // 100 taller: the view is clear of the bottom inset.
      window.frame = CGRect(x: 0, y: 0, width: window.frame.width, height: height + 100)
      if readFirst { _ = window.layoutDiagnostics }
      window.layoutIfNeeded()
      #expect(view.safeAreaInsets.bottom.isClose(to: 0))
      #expect(guide.layoutFrame.height.isClose(to: 148))
    }
  }
}
