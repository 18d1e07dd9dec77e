import Foundation
import Layout

#if canImport(Glibc)
  import Glibc
#endif

/// `layoutcli bench`: times the solver on the generated families, or `--emit`s one system.
struct BenchCommand {
  static let usageLine =
    "usage: layoutcli bench [--families LIST] [--sizes LIST] [--runs N] [--json]\n"
    + "       layoutcli bench --layout N [--screen cards|nested|siblings|toasts|floating|stacks]"
    + " [--runs N] [--json]\n"
    + "       layoutcli bench --emit FAMILY N [--output FILE]"

  /// The message printed when the solver was built with invariant checks.
  static let debugBuildMessage =
    "layoutcli bench: this is a debug build with invariant checks; run swift run -c release"
    + " layoutcli bench"

  /// The families to run, in order.
  var families = BenchmarkFamilies.names
  /// The view counts to run.
  var sizes = [100, 1000, 10000]
  /// Fresh runs per case.
  var runs = 5
  /// Whether to print only JSON lines.
  var jsonOnly = false
  /// `--emit FAMILY N`: the system to write instead of benchmarking.
  var emit: (family: String, n: Int)?
  /// `--output FILE` for `--emit`.
  var output: String?
  /// `--layout N`: time the layout pass of an N-view screen instead of the families.
  var layoutViews: Int?
  /// `--screen NAME`: which screen `--layout` builds.
  var screen = LayoutScreen.Kind.cards

  /// Parses the command's arguments.
  /// - Throws: ``CLIError`` (64) for an unknown flag, a missing or bad value.
  init(arguments: [String]) throws(CLIError) {
    var rest = arguments[...]
    func value(_ flag: String) throws(CLIError) -> String {
      guard let next = rest.popFirst() else {
        throw CLIError.usage("\(flag) needs a value", Self.usageLine)
      }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--families":
        families = try Self.familyList(try value(argument))
      case "--sizes":
        sizes = try Self.positiveList(try value(argument), flag: argument)
      case "--runs":
        runs = try Self.positive(try value(argument), flag: argument)
      case "--json":
        jsonOnly = true
      case "--emit":
        let family = try value(argument)
        guard BenchmarkFamilies.names.contains(family) else {
          throw CLIError.usage(Self.unknownFamily(family), Self.usageLine)
        }
        emit = (family, try Self.positive(try value(argument), flag: argument))
      case "--output":
        output = try value(argument)
      case "--layout":
        layoutViews = try Self.positive(try value(argument), flag: argument)
      case "--screen":
        let name = try value(argument)
        guard let kind = LayoutScreen.Kind(rawValue: name) else {
          throw CLIError.usage(
            "unknown screen '\(name)'; expected "
              + LayoutScreen.Kind.allCases.map(\.rawValue).joined(separator: ", "),
            Self.usageLine)
        }
        screen = kind
      default:
        throw CLIError.usage("unknown argument '\(argument)' for bench", Self.usageLine)
      }
    }
    if output != nil && emit == nil {
      throw CLIError.usage("--output is only for --emit", Self.usageLine)
    }
    if arguments.contains("--screen") && layoutViews == nil {
      throw CLIError.usage("--screen is only for --layout", Self.usageLine)
    }
  }

  /// Runs the benchmark or writes the emitted system.
  func run(console: Console) throws(CLIError) -> Int32 {
    if let emit {
      // The families are known and n is positive: generation cannot fail here.
      guard let system = BenchmarkFamilies.system(emit.family, n: emit.n) else {
        throw CLIError.usage(Self.unknownFamily(emit.family), Self.usageLine)
      }
      let text = system.jsonText()
      if let output {
        do {
          try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
          throw CLIError(
            message: "\(output): cannot write the file: \(error.localizedDescription)",
            code: ExitCode.cannotCreate)
        }
      } else {
        console.out(text + "\n")
      }
      return ExitCode.success
    }
    if Solver.invariantChecksEnabled {
      console.err(Self.debugBuildMessage + "\n")
      return ExitCode.failure
    }
    if let layoutViews {
      let report = LayoutBenchmark(screen: screen, views: layoutViews, runs: runs).report()
      console.out(jsonOnly ? report.json + "\n" : report.row + report.json + "\n")
      return ExitCode.success
    }
    if !jsonOnly { console.out(BenchReport.tableHeader()) }
    var lines: [String] = []
    for family in families {
      for n in sizes {
        guard let system = BenchmarkFamilies.system(family, n: n) else { continue }
        let report = measure(system, family: family, n: n, console: console)
        if jsonOnly {
          console.out(report.jsonLine() + "\n")
        } else {
          console.out(report.tableRow())
          lines.append(report.jsonLine())
        }
      }
    }
    if !jsonOnly { console.out("\n" + lines.joined(separator: "\n") + "\n") }
    return ExitCode.success
  }

  /// Runs one case `runs` times, each with a fresh solver, and takes medians.
  private func measure(_ system: ConstraintSystem, family: String, n: Int, console: Console)
    -> BenchReport
  {
    var samples: [BenchReport.Sample] = []
    let clock = ContinuousClock()
    let resolved = ResolvedNames(system)
    for run in 0..<runs {
      var sample = BenchReport.Sample()
      var start = clock.now
      let session = SolverSession(system, resolved: resolved)
      sample.build = Self.seconds(start.duration(to: clock.now))
      start = clock.now
      let failures = session.addConstraints()
      sample.add = Self.seconds(start.duration(to: clock.now))
      start = clock.now
      var editFailure: SessionError?
      do throws(SessionError) { try session.addEdits() } catch { editFailure = error }
      sample.edit = Self.seconds(start.duration(to: clock.now))
      start = clock.now
      let values = session.readValues()
      sample.read = Self.seconds(start.duration(to: clock.now))
      sample.checksum = FSum.sum(values)
      for i in session.steps.indices {
        start = clock.now
        do throws(SessionError) { try session.suggest(step: i) } catch { editFailure = error }
        let stepValues = session.readValues()
        sample.steps.append(Self.seconds(start.duration(to: clock.now)))
        sample.stepChecksums.append(FSum.sum(stepValues))
      }
      if run == 0 {
        if !failures.isEmpty {
          console.err(
            "layoutcli bench: \(system.name): \(failures.count) constraints skipped, first:"
              + " constraints[\(failures[0].index)]: \(failures[0].error)\n")
        }
        if let editFailure {
          console.err("layoutcli bench: \(system.name): \(editFailure.error)\n")
        }
      }
      if let reference = samples.first,
        [reference.checksum] + reference.stepChecksums != [sample.checksum] + sample.stepChecksums
      {
        console.err(
          "layoutcli bench: \(system.name): run \(run + 1) gave other checksums than run 1\n")
      }
      samples.append(sample)
    }
    return BenchReport(
      family: family, n: n, constraints: system.constraints.count,
      variables: resolved.names.count, samples: samples, peakRSSMiB: Self.peakRSSMiB())
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// The process's peak resident set size so far, in MiB.
  ///
  /// `getrusage`'s `ru_maxrss` (KiB on Linux) survives `execve`, so under `swift run` it
  /// reports swift-run's own peak (about 117 MiB). Linux's `VmHWM` in `/proc/self/status`
  /// belongs to the current program image; it is used when readable, else `ru_maxrss`.
  static func peakRSSMiB() -> Double {
    if let status = FileManager.default.contents(atPath: "/proc/self/status") {
      let text = String(decoding: status, as: UTF8.self)
      for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.dropFirst(6).filter(\.isNumber)
        if let kib = Double(String(digits)) { return kib / 1024 }
      }
    }
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Double(usage.ru_maxrss) / 1024
  }

  private static func unknownFamily(_ name: String) -> String {
    "unknown family '\(name)'; expected " + BenchmarkFamilies.names.joined(separator: ", ")
  }

  private static func familyList(_ text: String) throws(CLIError) -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    for name in names where !BenchmarkFamilies.names.contains(name) {
      throw CLIError.usage(unknownFamily(name), usageLine)
    }
    return names
  }

  private static func positiveList(_ text: String, flag: String) throws(CLIError) -> [Int] {
    var out: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      out.append(try positive(String(part), flag: flag))
    }
    return out
  }

  private static func positive(_ text: String, flag: String) throws(CLIError) -> Int {
    guard let value = Int(text), value >= 1, value <= 10_000_000 else {
      throw CLIError.usage(
        "\(flag): expected a whole number from 1 to 10000000, got '\(text)'", usageLine)
    }
    return value
  }
}
