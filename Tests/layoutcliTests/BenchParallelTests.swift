import Foundation
import Layout
import Testing

@testable import layoutcli

/// `layoutcli bench --parallel`: the same layouts on one core and on all cores, and its
/// arguments. (Its timings are not tested; the measurement itself runs here in a debug
/// build, which the command refuses.)
@Suite("layoutcli bench --parallel")
struct BenchParallelTests {
  @Test(arguments: [LayoutScreen.Kind.toasts, .cards, .floating])
  func everyLayoutGivesTheSameFramesOnAllCoresAsOnOne(_ screen: LayoutScreen.Kind) {
    let bench = BenchCommand.Parallel(screen: screen, views: 12, count: 6, runs: 2)
    let report = bench.run()
    #expect(report.mismatch == nil, "\(report.mismatch ?? "")")
    // The checksum is the sum over the layouts of each one's own, laid out alone here.
    let alone = LayoutScreen(screen, views: 12)
    alone.window.layoutIfNeeded()
    #expect(CLITestSupport.close(report.checksum, 6 * alone.checksum()))
    #expect(alone.checksum() > 0)
    #expect(report.viewCount == alone.viewCount)
    #expect(report.serialSeconds > 0 && report.parallelSeconds > 0)
  }

  @Test func theReportNamesTheRatesOnOneCoreAndOnAll() {
    let bench = BenchCommand.Parallel(screen: .toasts, views: 10, count: 4, runs: 1)
    let report = BenchCommand.Parallel.Report(
      serialSeconds: 2, parallelSeconds: 0.5, checksum: 123, mismatch: nil, viewCount: 11)
    let (row, json) = bench.lines(report)
    #expect(row.hasPrefix("parallel toasts: 4 layouts of 11 views: 1 core 2 layouts/s, "))
    #expect(row.hasSuffix(" cores 8 layouts/s (4×)\n"))
    #expect(json.hasPrefix("{\"parallel\":4,\"screen\":\"toasts\",\"views\":11,\"cores\":"))
    #expect(
      json.hasSuffix(
        "\"runs\":1,\"serial_s\":2,\"parallel_s\":0.5,\"serial_layouts_per_s\":2,"
          + "\"parallel_layouts_per_s\":8,\"speedup\":4,\"frame_checksum\":123}"))
  }

  @Test(arguments: [
    (["--parallel", "0"], "--parallel: expected a whole number from 1 to 10000000, got '0'"),
    (["--parallel"], "missing value for '--parallel <count>'"),
    (["--screen", "toasts"], "--screen is only for --layout or --parallel"),
  ])
  func badParallelArgumentsExitSixtyFour(_ arguments: [String], _ message: String) {
    let result = CLI.run(arguments: ["bench"] + arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: " + message + "\nUsage: layoutcli bench"))
  }

  @Test func parallelArgumentsAreRead() throws {
    let parsed = try BenchCommand.signature.parse([
      "--parallel", "50", "--layout", "30", "--screen", "toasts", "--runs", "2",
    ])
    let command = try BenchCommand(parsed)
    #expect(command.parallelLayouts == 50)
    #expect(command.layoutViews == 30)
    #expect(command.screen == .toasts)
    #expect(command.runs == 2)
  }
}
