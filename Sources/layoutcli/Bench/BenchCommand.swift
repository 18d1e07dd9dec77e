import Foundation
import Layout

#if canImport(Glibc)
  import Glibc
#endif

/// `layoutcli bench`: times the solver on the generated families, or `--emit`s one system.
struct BenchCommand: CLICommand {
  static let signature = CommandSignature(
    name: "layoutcli bench",
    abstract: "Time the solver and the layout engine (release only).",
    discussion: "Times the solver on the generated benchmark families (a table and one JSON"
      + " line per case, medians over runs), or with --layout the layout pass of a screen"
      + " made with the SnapKit DSL, or with --parallel layouts per second on one core and on"
      + " all cores; --emit writes a generated system in the interchange"
      + " format instead, as gen_systems.py writes it. Figures: Docs/Performance.md.",
    options: [
      .value(
        .families, "list", default: BenchmarkFamilies.names.joined(separator: ","),
        help: "Comma-separated families to time: the generated ones, or a layout screen's"
          + " engine system (cards-screen, stacks-screen, …; no steps)."),
      .value(.sizes, "list", default: "100,1000,10000", help: "Comma-separated view counts."),
      .value(.runs, "n", default: "5", help: "Runs per case, each on a fresh solver."),
      .flag(.json, help: "Print only the JSON lines, one per case."),
      .flag(
        .removeReadd,
        help: "Also time removing required equalities and adding them back, after the"
          + " steps: the middle one (remove_s, readd_s in the JSON lines), then five more"
          + " (later_remove_s, later_readd_s)."),
      .value(
        .layout, "n",
        help: "Time the layout pass of an n-view screen instead: the first pass, re-layouts"
          + " after changes and with nothing changed."),
      .choice(
        .screen, of: LayoutScreen.Kind.self, default: .cards,
        help: "The screen --layout or --parallel builds."),
      .flag(
        .memory,
        help: "With --layout: after the first pass, count the screen's heap by component"
          + " (views, constraints, the engine's state, the solver's parts; bytes per view,"
          + " memory_bytes_per_view in the JSON line)."),
      .value(
        .parallel, "count",
        help: "Time count independent layouts (each builds a screen of --layout views,"
          + " default 100, and lays it out) on one core, then on all cores."),
      .value(
        .emit, "family", "n",
        help: "Write the generated system family-n in the interchange format instead of"
          + " timing."),
      .value(.output, "file", help: "With --emit: write to this file, not standard output."),
      .value(
        .emitSystem, "file",
        help: "With --layout: lay the screen out once and write the constraint system its"
          + " layout engine solved to this file (interchange format), instead of timing."),
    ],
    usages: [
      [
        .optional(.families), .optional(.sizes), .optional(.runs), .optional(.json),
        .optional(.removeReadd),
      ],
      [
        .required(.layout), .optional(.screen), .optional(.runs), .optional(.json),
        .optional(.memory),
      ],
      [.required(.layout), .optional(.screen), .required(.emitSystem)],
      [
        .required(.parallel), .optional(.layout), .optional(.screen), .optional(.runs),
        .optional(.json),
      ],
      [.required(.emit), .optional(.output)],
    ],
    examples: [
      "swift run -c release layoutcli bench --families chain,grid --sizes 100,1000",
      "swift run -c release layoutcli bench --layout 1000 --screen stacks --json",
      "swift run -c release layoutcli bench --parallel 2000 --layout 30 --screen toasts",
      "layoutcli bench --emit grid 100 --output grid-100.json",
      "layoutcli bench --layout 1000 --screen stacks --emit-system stacks-screen-1000.json",
    ])

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
  /// `--remove-readd`: also time removing and re-adding required equalities.
  var removeReadd = false
  /// `--emit FAMILY N`: the system to write instead of benchmarking.
  var emit: (family: String, n: Int)?
  /// `--output FILE` for `--emit`.
  var output: String?
  /// `--layout N`: time the layout pass of an N-view screen instead of the families.
  var layoutViews: Int?
  /// `--screen NAME`: which screen `--layout` builds.
  var screen = LayoutScreen.Kind.cards
  /// `--parallel COUNT`: time COUNT layouts on one core and on all cores instead.
  var parallelLayouts: Int?
  /// `--memory`: with `--layout`, count the screen's heap by component.
  var memory = false
  /// `--emit-system FILE`: with `--layout`, write the screen's solved system instead.
  var emitSystem: String?

  /// Reads the command's arguments.
  /// - Throws: ``CLIError`` (64) for a bad family, count or combination of options.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    if let text = parsed.value(.families) { families = try Self.familyList(text, parsed) }
    if let text = parsed.value(.sizes) {
      sizes = try Self.positiveList(text, flag: .sizes, parsed)
    }
    if let text = parsed.value(.runs) { runs = try Self.positive(text, flag: .runs, parsed) }
    jsonOnly = parsed.contains(.json)
    removeReadd = parsed.contains(.removeReadd)
    memory = parsed.contains(.memory)
    if let values = parsed.values(.emit), values.count == 2 {
      guard Self.familyNames.contains(values[0]) else {
        throw parsed.error(Self.unknownFamily(values[0]))
      }
      emit = (values[0], try Self.positive(values[1], flag: .emit, parsed))
    }
    output = parsed.value(.output)
    if let text = parsed.value(.layout) {
      layoutViews = try Self.positive(text, flag: .layout, parsed)
    }
    screen = try parsed.choice(.screen, as: LayoutScreen.Kind.self) ?? screen
    if let text = parsed.value(.parallel) {
      parallelLayouts = try Self.positive(text, flag: .parallel, parsed)
    }
    if output != nil && emit == nil { throw parsed.error("--output is only for --emit") }
    emitSystem = parsed.value(.emitSystem)
    if emitSystem != nil && (layoutViews == nil || parallelLayouts != nil) {
      throw parsed.error("--emit-system is only for --layout")
    }
    if parsed.contains(.screen) && layoutViews == nil && parallelLayouts == nil {
      throw parsed.error("--screen is only for --layout or --parallel")
    }
    if memory && layoutViews == nil || memory && parallelLayouts != nil {
      throw parsed.error("--memory is only for --layout")
    }
    if removeReadd && (layoutViews != nil || emit != nil) {
      throw parsed.error("--remove-readd is only for the solver families")
    }
  }

  /// Runs the benchmark or writes the emitted system.
  func run(console: Console) throws(CLIError) -> Int32 {
    if let emit {
      // The families are known and n is positive: generation cannot fail here.
      guard let system = Self.system(emit.family, n: emit.n) else {
        throw CLIError.usage(Self.unknownFamily(emit.family), Self.signature.errorUsage)
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
    if let emitSystem, let layoutViews {
      // Not timed: one build and one first pass, in a debug build too.
      let built = LayoutScreen(screen, views: layoutViews)
      built.window.layoutIfNeeded()
      let name = "\(screen.rawValue)-screen-\(layoutViews)"
      try ConstraintSystem(engineOf: [built.window], name: name).write(to: emitSystem)
      return ExitCode.success
    }
    if Solver.invariantChecksEnabled {
      console.err(Self.debugBuildMessage + "\n")
      return ExitCode.failure
    }
    if let parallelLayouts {
      let bench = Parallel(
        screen: screen, views: layoutViews ?? 100, count: parallelLayouts, runs: runs)
      let report = bench.run()
      let (row, json) = bench.lines(report)
      console.out(jsonOnly ? json + "\n" : row + json + "\n")
      if let mismatch = report.mismatch {
        console.err("layoutcli bench: --parallel: \(mismatch)\n")
        return ExitCode.failure
      }
      return ExitCode.success
    }
    if let layoutViews {
      var benchmark = LayoutBenchmark(
        screen: screen, views: layoutViews, runs: runs, accountsMemory: memory)
      let report = benchmark.report()
      console.out(jsonOnly ? report.json + "\n" : report.row + report.json + "\n")
      return ExitCode.success
    }
    if !jsonOnly { console.out(BenchReport.tableHeader()) }
    var lines: [String] = []
    for family in families {
      for n in sizes {
        guard let system = Self.system(family, n: n) else { continue }
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
    var rowSizes = Solver.RowSizeHistogram()
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
      if run == 0 { rowSizes = session.solver.rowSizeHistogram() }
      for i in session.steps.indices {
        start = clock.now
        do throws(SessionError) { try session.suggest(step: i) } catch { editFailure = error }
        let stepValues = session.readValues()
        sample.steps.append(Self.seconds(start.duration(to: clock.now)))
        sample.stepChecksums.append(FSum.sum(stepValues))
      }
      if removeReadd { Self.removeAndReadd(session, into: &sample) }
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
      variables: resolved.names.count, samples: samples, peakRSSMiB: Self.peakRSSMiB(),
      rowSizes: rowSizes)
  }

  static func seconds(_ duration: Duration) -> Double {
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

  /// The process's resident memory now, in bytes (Linux's `/proc/self/statm`: resident
  /// pages × the page size), or 0 where that is not readable.
  static func residentBytes() -> Int {
    guard let statm = FileManager.default.contents(atPath: "/proc/self/statm") else { return 0 }
    let fields = String(decoding: statm, as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  private static func unknownFamily(_ name: String) -> String {
    ParsedArguments.unknownValue("family", name, among: familyNames)
  }

  /// Every family `--families` and `--emit` take: the generated ones, and each layout
  /// screen's engine system as a family (`stacks-screen`: the system `--layout N --screen
  /// stacks --emit-system` writes, with no edits).
  static let familyNames =
    BenchmarkFamilies.names + LayoutScreen.Kind.allCases.map { "\($0.rawValue)-screen" }

  /// A family's system of `n` (views, for a screen); nil for an unknown name.
  static func system(_ family: String, n: Int) -> ConstraintSystem? {
    if family.hasSuffix("-screen"),
      let kind = LayoutScreen.Kind(rawValue: String(family.dropLast("-screen".count)))
    {
      let built = LayoutScreen(kind, views: n)
      built.window.layoutIfNeeded()
      return ConstraintSystem(engineOf: [built.window], name: "\(family)-\(n)")
    }
    return BenchmarkFamilies.system(family, n: n)
  }

  private static func familyList(_ text: String, _ parsed: ParsedArguments) throws(CLIError)
    -> [String]
  {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    for name in names where !familyNames.contains(name) {
      throw parsed.error(unknownFamily(name))
    }
    return names
  }

  private static func positiveList(_ text: String, flag: OptionName, _ parsed: ParsedArguments)
    throws(CLIError) -> [Int]
  {
    var out: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      out.append(try positive(String(part), flag: flag, parsed))
    }
    return out
  }

  private static func positive(_ text: String, flag: OptionName, _ parsed: ParsedArguments)
    throws(CLIError) -> Int
  {
    guard let value = Int(text), value >= 1, value <= 10_000_000 else {
      throw parsed.error("\(flag): expected a whole number from 1 to 10000000, got '\(text)'")
    }
    return value
  }
}
