import Layout
import Testing

@testable import layoutcli

/// `layoutcli bench --remove-readd`: one required equality removed and added back, then
/// five more.
@Suite struct BenchRemoveReaddTests {
  @Test(arguments: BenchmarkFamilies.names)
  func removingAndReaddingAnEqualityRestoresTheValues(_ family: String) throws {
    let system = try #require(BenchmarkFamilies.system(family, n: 40))
    let session = SolverSession(system, resolved: ResolvedNames(system))
    #expect(session.addConstraints().isEmpty)
    try session.addEdits()
    let before = session.readValues()
    var sample = BenchReport.Sample()
    BenchCommand.removeAndReadd(session, into: &sample)
    #expect(sample.remove != nil)
    #expect(sample.readd != nil)
    let after = session.readValues()
    for (a, b) in zip(before, after) { #expect(close(a, b)) }
    #expect(close(sample.readdChecksum, FSum.sum(before)))
    // Five more, removed and added back one after another.
    #expect(sample.laterRemoves.count == BenchCommand.laterRemovals)
    #expect(sample.laterReadds.count == BenchCommand.laterRemovals)
    #expect(sample.marking == session.solver.marksEveryRequiredEquality)
    #expect(close(sample.laterChecksum, FSum.sum(before)))
    let report = BenchReport(
      family: family, n: 40, constraints: system.constraints.count, variables: before.count,
      samples: [sample], peakRSSMiB: 0)
    #expect(report.jsonLine().contains("\"remove_s\":"))
    #expect(report.jsonLine().contains("\"readd_checksum\":"))
    #expect(report.jsonLine().contains("\"later_remove_s\":"))
    #expect(report.jsonLine().contains("\"marking\":\(sample.marking)"))
  }
}

/// Whether two computed values agree to 1e-9, relative to the larger of 1 and their sizes.
private func close(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}
