import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// Stack scenes that must settle incrementally where a fresh layout settles: wrapping
/// labels whose width follows the stack's and whose measured width the stack follows back.
@Suite struct StackViewSettlingTests {
  /// Property-test seed 2581, cut down: a vertical equal-centering stack of wrapping labels
  /// after a font change and a remake from a fixed width to a fixed height.
  final class Seed2581 {
    let window = Window(screen: .iPhone13Mini, orientation: .landscape)
    let stack = StackView()
    var labels: [Label] = []

    init() {
      window.layoutDirection = .rightToLeft
      stack.axis = .vertical
      stack.distribution = .equalCentering
      stack.alignment = .fill
      stack.spacing = 4
      let specs: [(String, CGFloat, Int)] = [
        ("Saved to Photos", 17, 1), ("Saved to Photos", 17, 0),
        ("A longer line of text that wraps when the label is narrow", 13, 0), ("Hello", 13, 1),
        ("Hello", 17, 1),
      ]
      for (i, spec) in specs.enumerated() {
        let label = Label(text: spec.0)
        label.font = .systemFont(ofSize: spec.1)
        label.numberOfLines = spec.2
        label.debugName = "#\(i + 1)"
        labels.append(label)
        stack.addArrangedSubview(label)
      }
      labels[0].contentHuggingPriority = AxisPriorities(horizontal: 750, vertical: 250)
      labels[0].contentCompressionResistancePriority = AxisPriorities(
        horizontal: 999, vertical: 751)
      window.addSubview(stack)
      remake(width: 170, height: nil)
    }

    func remake(width: CGFloat?, height: CGFloat?) {
      stack.snp.remakeConstraints { make in
        make.leading.equalToSuperview().offset(20)
        make.top.equalToSuperview()
        if let width { make.width.equalTo(width) }
        if let height { make.height.equalTo(height) }
      }
    }

    /// The steps the property test found, each laid out.
    func run() {
      window.layoutIfNeeded()
      labels[0].text = "OK"
      window.layoutIfNeeded()
      remake(width: 400, height: nil)
      window.layoutIfNeeded()
      labels[4].removeFromSuperview()
      window.layoutIfNeeded()
      labels[1].font = .systemFont(ofSize: 22)
      window.layoutIfNeeded()
      remake(width: nil, height: 210)
      window.layoutIfNeeded()
    }
  }

  @Test func seed2581SettlesAsAFreshLayoutDoes() {
    let live = Seed2581()
    live.run()
    let loops = live.window.layoutDiagnostics.filter { $0.kind == .feedbackLoop }
    #expect(loops.isEmpty, "\(loops.map(\.message))")
    let fresh = Seed2581()
    fresh.labels[0].text = "OK"
    fresh.labels[4].removeFromSuperview()
    fresh.labels[1].font = .systemFont(ofSize: 22)
    fresh.remake(width: nil, height: 210)
    fresh.window.layoutIfNeeded()
    #expect(fresh.window.layoutDiagnostics.filter { $0.kind == .feedbackLoop }.isEmpty)
    for (a, b) in zip(live.labels.prefix(4), fresh.labels.prefix(4)) {
      #expect(
        a.frame.isClose(to: b.frame, tolerance: 1e-6),
        "\(a.debugName ?? ""): \(a.frame) vs \(b.frame)")
    }
    // The stack is as wide as the longest text on one line: at equal priority (750) the
    // labels' compression resistance outweighs the first label's hugging.
    let longest = Label(text: live.labels[2].text)
    longest.font = live.labels[2].font
    live.window.addSubview(longest)  // measured at the window's scale
    #expect(live.stack.frame.width.isClose(to: longest.intrinsicContentSize.width))
    #expect(live.labels[2].frame.height.isClose(to: longest.intrinsicContentSize.height))
  }
}
