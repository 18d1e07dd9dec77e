import Foundation
import Layout

/// `layoutcli bench --layout N`: a screen of N views laid out with the SnapKit DSL, timed
/// for its first layout pass, a re-layout after one constant changes, and a re-layout with
/// nothing changed.
///
/// The screen is a column of cards in an iPhone 15 window: each card is pinned 16 from the
/// sides and 8 below the previous one, 44 high, and holds a title (an intrinsic size of
/// 120 × 20, leading 12, centred vertically) and a badge (24 × 24, trailing 12, centred):
/// three views and nine constraints per card, plus the intrinsic-size constraints.
struct LayoutBenchmark {
  struct Sample {
    var build = 0.0
    var firstPass = 0.0
    var relayoutOneConstant = 0.0
    var relayoutUnchanged = 0.0
  }

  let views: Int
  let runs: Int

  /// A view with a fixed intrinsic size (a stand-in for a measured label).
  final class Title: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 20) }
  }

  func run() -> (samples: [Sample], constraints: Int, frameChecksum: Double) {
    let clock = ContinuousClock()
    var samples: [Sample] = []
    var constraints = 0
    var checksum = 0.0
    for _ in 0..<runs {
      var sample = Sample()
      var start = clock.now
      let window = Window(screen: .iPhone15)
      var previous: View?
      var firstTop: Constraint?
      var made = 0
      for _ in 0..<max(1, views / 3) {
        let card = View()
        let title = Title()
        let badge = View()
        window.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        card.snp.makeConstraints { make in
          make.left.right.equalToSuperview().inset(16)
          make.height.equalTo(44)
          if let previous {
            make.top.equalTo(previous.snp.bottom).offset(8)
          } else {
            firstTop = make.top.equalToSuperview().offset(8).constraint
          }
        }
        title.snp.makeConstraints { make in
          make.leading.equalToSuperview().offset(12)
          make.centerY.equalToSuperview()
        }
        badge.snp.makeConstraints { make in
          make.trailing.equalToSuperview().offset(-12)
          make.centerY.equalToSuperview()
          make.size.equalTo(24)
        }
        made += 9
        previous = card
      }
      sample.build = Self.seconds(start.duration(to: clock.now))
      start = clock.now
      window.layoutIfNeeded()
      sample.firstPass = Self.seconds(start.duration(to: clock.now))
      firstTop?.update(offset: 20)
      start = clock.now
      window.layoutIfNeeded()
      sample.relayoutOneConstant = Self.seconds(start.duration(to: clock.now))
      start = clock.now
      window.layoutIfNeeded()
      sample.relayoutUnchanged = Self.seconds(start.duration(to: clock.now))
      checksum = window.subviews.reduce(0) { $0 + Double($1.frame.maxY) }
      constraints = made
      samples.append(sample)
    }
    return (samples, constraints, checksum)
  }

  /// The table row and JSON line of a run.
  func report() -> (row: String, json: String) {
    let (samples, constraints, checksum) = run()
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    let build = median(samples.map(\.build))
    let first = median(samples.map(\.firstPass))
    let one = median(samples.map(\.relayoutOneConstant))
    let same = median(samples.map(\.relayoutUnchanged))
    func ms(_ s: Double) -> String { NumberFormat.string((s * 1e6).rounded() / 1e3) }
    let row =
      "layout \(views) views, \(constraints) DSL constraints: build \(ms(build)) ms, first pass "
      + "\(ms(first)) ms, re-layout after one constant \(ms(one)) ms, unchanged \(ms(same)) ms\n"
    let json =
      "{\"layout\":\(views),\"constraints\":\(constraints),\"runs\":\(runs),"
      + "\"build_s\":\(NumberFormat.string(build)),\"first_pass_s\":\(NumberFormat.string(first)),"
      + "\"relayout_one_constant_s\":\(NumberFormat.string(one)),"
      + "\"relayout_unchanged_s\":\(NumberFormat.string(same)),"
      + "\"frame_checksum\":\(NumberFormat.string(checksum))}"
    return (row, json)
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
