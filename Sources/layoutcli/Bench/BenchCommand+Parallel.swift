import Dispatch
import Foundation
import Layout
import Synchronization

extension BenchCommand {
  /// `layoutcli bench --parallel COUNT [--layout N] [--screen NAME]`: layouts per second,
  /// on one core and on all cores.
  ///
  /// A layout is what a server rendering screens does for each request: build an N-view
  /// screen (``LayoutScreen``, with the SnapKit DSL) in its own window and lay it out once.
  /// COUNT independent layouts run one after another on the calling thread, then spread over
  /// every core (`DispatchQueue.concurrentPerform`, one hierarchy per layout: views belong
  /// to one thread, as in UIKit, and hierarchies share nothing mutable). Each run times both,
  /// alternating; the figures are medians over runs. Every layout's frame checksum must be
  /// the same in both, or the run says so.
  struct Parallel {
    /// The screen each layout builds.
    let screen: LayoutScreen.Kind
    /// Views per screen.
    let views: Int
    /// Layouts per timing.
    let count: Int
    /// Runs (each: one serial and one parallel timing).
    let runs: Int
    /// Threads `concurrentPerform` spreads over: the active cores.
    let cores = ProcessInfo.processInfo.activeProcessorCount

    /// What the runs measured.
    struct Report {
      /// Median seconds for `count` layouts on one thread, and spread over every core.
      var serialSeconds: Double
      var parallelSeconds: Double
      /// The sum of every layout's frame checksum (the same in both, else `mismatch`).
      var checksum: Double
      /// A description of the first layout whose parallel checksum differed, if any.
      var mismatch: String?
      /// Views in one screen, as built.
      var viewCount: Int
    }

    /// One layout: builds screen number `index` and lays it out; its frame checksum.
    func layout(_ index: Int) -> (checksum: Double, views: Int) {
      let built = LayoutScreen(screen, views: views)
      built.window.layoutIfNeeded()
      return (built.checksum(), built.viewCount)
    }

    /// Times the runs.
    func run() -> Report {
      let clock = ContinuousClock()
      var serialTimes: [Double] = []
      var parallelTimes: [Double] = []
      var reference: [Double] = []
      var mismatch: String?
      var viewCount = 0
      for _ in 0..<runs {
        var start = clock.now
        var serial: [Double] = []
        serial.reserveCapacity(count)
        for i in 0..<count {
          let (checksum, built) = layout(i)
          serial.append(checksum)
          viewCount = built
        }
        serialTimes.append(LayoutBenchmark.seconds(start.duration(to: clock.now)))
        let results = Mutex([Double](repeating: .nan, count: count))
        start = clock.now
        DispatchQueue.concurrentPerform(iterations: count) { i in
          let checksum = layout(i).checksum
          results.withLock { $0[i] = checksum }
        }
        parallelTimes.append(LayoutBenchmark.seconds(start.duration(to: clock.now)))
        let parallel = results.withLock { $0 }
        if reference.isEmpty { reference = serial }
        if mismatch == nil {
          for i in 0..<count where parallel[i] != serial[i] || serial[i] != reference[i] {
            mismatch =
              "layout \(i): checksum \(NumberFormat.string(parallel[i])) on all cores,"
              + " \(NumberFormat.string(serial[i])) on one"
            break
          }
        }
      }
      func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
      return Report(
        serialSeconds: median(serialTimes), parallelSeconds: median(parallelTimes),
        checksum: FSum.sum(reference), mismatch: mismatch, viewCount: viewCount)
    }

    /// The table row and JSON line of a report.
    func lines(_ report: Report) -> (row: String, json: String) {
      let serialRate = Double(count) / max(report.serialSeconds, 1e-12)
      let parallelRate = Double(count) / max(report.parallelSeconds, 1e-12)
      let speedUp = parallelRate / serialRate
      func rounded(_ x: Double, _ digits: Double) -> String {
        NumberFormat.string((x * digits).rounded() / digits)
      }
      let row =
        "parallel \(screen.rawValue): \(count) layouts of \(report.viewCount) views: "
        + "1 core \(rounded(serialRate, 1)) layouts/s, \(cores) cores "
        + "\(rounded(parallelRate, 1)) layouts/s (\(rounded(speedUp, 100))×)\n"
      let json =
        "{\"parallel\":\(count),\"screen\":\"\(screen.rawValue)\",\"views\":\(report.viewCount),"
        + "\"cores\":\(cores),\"runs\":\(runs),"
        + "\"serial_s\":\(NumberFormat.string(report.serialSeconds)),"
        + "\"parallel_s\":\(NumberFormat.string(report.parallelSeconds)),"
        + "\"serial_layouts_per_s\":\(rounded(serialRate, 10)),"
        + "\"parallel_layouts_per_s\":\(rounded(parallelRate, 10)),"
        + "\"speedup\":\(rounded(speedUp, 1000)),"
        + "\"frame_checksum\":\(NumberFormat.string(report.checksum))}"
      return (row, json)
    }
  }
}
