import Foundation
import Testing

@testable import Layout

extension EngineTests {
  /// A `layoutSubviews` that invalidates the layout every time it runs: the pass stops after
  /// 100 calls on one view (UIKit's feedback-loop threshold) with a diagnostic, never loops
  /// forever, and lays out normally again once the override is fixed.
  @Suite struct FeedbackLoopTests {
    let log = CallLog()
    let window = Window(screen: .custom(width: 400, height: 400))
    let looper: LoggingView
    let flipper = View()

    init() {
      looper = LoggingView("looper", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      flipper.debugName = "flipper"
      window.addSubview(looper)
      looper.addSubview(flipper)
    }

    /// The loop's report: one feedback-loop diagnostic of the last pass.
    private var loopDiagnostics: [LayoutDiagnostic] {
      window.layoutDiagnostics.filter { $0.kind == .feedbackLoop }
    }

    @Test func aLayoutSubviewsThatResizesASubviewEveryTimeStopsWithADiagnostic() {
      var toggles = true
      looper.onLayoutSubviews = { [flipper] _ in
        // 10, 20, 10, 20, ... while toggling; 30 once fixed.
        let width: CGFloat = toggles ? (flipper.frame.width == 10 ? 20 : 10) : 30
        flipper.frame = CGRect(x: 0, y: 0, width: width, height: 10)
      }
      window.layoutIfNeeded()
      #expect(log.count("layout looper") == 100)
      #expect(loopDiagnostics.count == 1, "\(window.layoutDiagnostics)")
      let message = loopDiagnostics.first?.message ?? ""
      #expect(
        message.hasPrefix("Degenerate layout! Layout feedback loop detected in subtree of looper"),
        "\(message)")
      #expect(message.contains("looper (100 times)"), "\(message)")

      // Fixed: the next pass settles and reports no loop.
      toggles = false
      _ = log.take()
      looper.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(loopDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
      #expect(flipper.frame.isClose(to: CGRect(x: 0, y: 0, width: 30, height: 10)))
      // Once asked, once more because its subview resized.
      #expect(log.count("layout looper") <= 2, "\(log.entries)")
      _ = log.take()
      window.layoutIfNeeded()
      #expect(log.entries.isEmpty)
    }

    @Test func aLayoutSubviewsThatFlipsAConstraintEveryTimeStopsWithADiagnostic() throws {
      var width: Constraint?
      flipper.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        width = make.width.equalTo(10).constraint
        make.height.equalTo(10)
      }
      let constraint = try #require(width)
      var toggles = true
      var next: CGFloat = 20
      looper.onLayoutSubviews = { _ in
        guard toggles else { return }
        constraint.update(offset: next)
        next = next == 20 ? 10 : 20
      }
      window.layoutIfNeeded()
      #expect(log.count("layout looper") == 100)
      #expect(loopDiagnostics.count == 1, "\(window.layoutDiagnostics)")
      #expect(loopDiagnostics.first?.message.contains("subtree of looper") == true)

      toggles = false
      _ = log.take()
      constraint.update(offset: 30)
      window.layoutIfNeeded()
      #expect(loopDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
      #expect(flipper.frame.isClose(to: CGRect(x: 0, y: 0, width: 30, height: 10)))
      #expect(log.count("layout looper") == 1, "\(log.entries)")
    }
  }
}
