import Foundation
import Layout
import LayoutCore

/// `layoutcli bench --layout N [--screen NAME]`: a screen of about N views laid out with the
/// SnapKit DSL, timed for building it, its first layout pass, a pass with nothing changed, a
/// change that moves one view only, and a change that moves (nearly) every view.
///
/// Screens (`LayoutScreens.swift` builds them):
/// - `cards`: a column of cards in an iPhone 15 window, each pinned 16 from the sides and 8
///   below the previous one, 44 high, holding a title (an intrinsic size of 120 × 20,
///   leading 12, centred vertically) and a 24 × 24 badge (trailing 12, centred): three views
///   and nine constraints per card. One view: a badge's trailing offset; every card: the
///   first card's top offset.
/// - `nested`: a chain of views, each pinned inside its parent with
///   `edges.equalToSuperview().inset(…)`. One view: the innermost inset; every view: the
///   outermost.
/// - `siblings`: views side by side in rows under one container. One view: one sibling's
///   offset; every view: the container's top.
/// - `toasts`: seed 000's toast (a box 1.5 × its measured label wide, 2 × high) stacked in
///   a column. One view: a box's horizontal offset; every view: the first toast's top.
/// - `floating`: rows of seed 003's floating container (three equal columns, a 44-point
///   button centred in each). One view: a button's offset; every view: the first row's top.
/// - `stacks`: a vertical stack view of rows, each a horizontal stack view (centred, in its
///   margins) of a title (120 × 20, hugging 249) and a 24 × 24 badge; the stacks make
///   every constraint. One view: the custom spacing after a title (the title's width);
///   every view: the list's top.
struct LayoutBenchmark {
  struct Sample {
    var build = 0.0
    var firstPass = 0.0
    var unchanged = 0.0
    var oneViewFirst = 0.0
    var oneView = 0.0
    var everyViewFirst = 0.0
    var everyView = 0.0
    var animationStep = 0.0
    var animationRebuild = 0.0
  }

  let screen: LayoutScreen.Kind
  let views: Int
  let runs: Int
  /// `--memory`: count the first run's heap by component after its first pass.
  var accountsMemory = false

  init(screen: LayoutScreen.Kind, views: Int, runs: Int, accountsMemory: Bool = false) {
    self.screen = screen
    self.views = views
    self.runs = runs
    self.accountsMemory = accountsMemory
  }

  /// The resident memory, in bytes, that building the first run's screen (views and DSL
  /// constraints) and its first pass (the engine's state, the solver, the linear
  /// constraints) added.
  private(set) var resident = (build: 0, firstPass: 0)
  /// With `--memory`: the first run's heap by component after its first pass
  /// (``View/layoutMemoryAccounts()``).
  private(set) var memoryAccounts: [(component: String, count: HeapBytes.Count)] = []

  mutating func run() -> (samples: [Sample], built: LayoutScreen?, checksum: Double, peak: Double) {
    let clock = ContinuousClock()
    var samples: [Sample] = []
    var last: LayoutScreen?
    var checksum = 0.0
    var peak = 0.0
    for run in 0..<runs {
      last = nil
      var sample = Sample()
      let residentBefore = BenchCommand.residentBytes()
      var start = clock.now
      let built = LayoutScreen(screen, views: views)
      sample.build = Self.seconds(start.duration(to: clock.now))
      let residentBuilt = BenchCommand.residentBytes()
      start = clock.now
      built.window.layoutIfNeeded()
      sample.firstPass = Self.seconds(start.duration(to: clock.now))
      if run == 0 {
        resident = (
          residentBuilt - residentBefore, BenchCommand.residentBytes() - residentBuilt
        )
        if accountsMemory { memoryAccounts = built.window.layoutMemoryAccounts() }
      }
      // The first change of a constraint may give it a marker column in the solver (one
      // rebuild); later changes of it cost what they move.
      func timed(_ change: () -> Void) -> Double {
        change()
        let start = clock.now
        built.window.layoutIfNeeded()
        return Self.seconds(start.duration(to: clock.now))
      }
      // Repeated passes: the median of several (a single call mostly measures cold
      // caches), changes alternating between two places.
      func median(_ count: Int, _ change: (Double) -> Void) -> Double {
        let times = (0..<count).map { k in timed { change(Double(2 + k % 2)) } }
        return times.sorted()[count / 2]
      }
      sample.unchanged = median(21) { _ in }
      sample.oneViewFirst = timed { built.moveOneView(step: 1) }
      sample.oneView = median(21) { built.moveOneView(step: $0) }
      sample.everyViewFirst = timed { built.moveEveryView(step: 1) }
      sample.everyView = median(5) { built.moveEveryView(step: $0) }
      checksum = built.checksum()
      // The first run's own high-water mark (later runs add the allocator's leftovers), of
      // the layout alone: before the animation frames add render trees.
      if run == 0 { peak = BenchCommand.peakRSSMiB() }
      if built.depth <= Self.deepestAnimatedScreen {
        (sample.animationStep, sample.animationRebuild) = Self.animationFrame(over: built)
      } else {
        (sample.animationStep, sample.animationRebuild) = (.nan, .nan)
      }
      samples.append(sample)
      last = built
    }
    return (samples, last, checksum, peak)
  }

  /// The table row and JSON line of a run.
  mutating func report() -> (row: String, json: String) {
    let (samples, built, checksum, peak) = run()
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    let build = median(samples.map(\.build))
    let first = median(samples.map(\.firstPass))
    let same = median(samples.map(\.unchanged))
    let oneFirst = median(samples.map(\.oneViewFirst))
    let one = median(samples.map(\.oneView))
    let everyFirst = median(samples.map(\.everyViewFirst))
    let every = median(samples.map(\.everyView))
    let step = median(samples.map(\.animationStep))
    let rebuild = median(samples.map(\.animationRebuild))
    /// A measure, or JSON's null where it was not taken.
    func json(_ s: Double) -> String { s.isNaN ? "null" : NumberFormat.string(s) }
    let frames =
      step.isNaN
      ? "animation frames not measured (views nested deeper than "
        + "\(Self.deepestAnimatedScreen)), "
      : "a toast's animation frame \(us(step)) µs (\(us(rebuild)) µs drawing every view), "
    let viewCount = built?.viewCount ?? 0
    let constraints = built?.constraintCount ?? 0
    func ms(_ s: Double) -> String { NumberFormat.string((s * 1e6).rounded() / 1e3) }
    func us(_ s: Double) -> String { NumberFormat.string((s * 1e8).rounded() / 1e2) }
    func bytesPerView(_ bytes: Int) -> Int { bytes / max(viewCount, 1) }
    func perView(_ s: Double) -> String {
      NumberFormat.string((s / Double(max(viewCount, 1)) * 1e8).rounded() / 1e2)
    }
    let row =
      "layout \(screen.rawValue): \(viewCount) views, \(constraints) constraints: "
      + "build \(ms(build)) ms (\(perView(build)) µs/view), "
      + "first pass \(ms(first)) ms (\(perView(first)) µs/view), unchanged \(us(same)) µs, "
      + "one view moved \(us(one)) µs (first change \(ms(oneFirst)) ms), every view moved "
      + "\(ms(every)) ms (\(perView(every)) µs/view; first change \(ms(everyFirst)) ms), "
      + frames + "peak RSS \(NumberFormat.string(peak.rounded())) MiB, resident memory "
      + "\(bytesPerView(resident.build)) bytes/view built and \(bytesPerView(resident.firstPass)) more "
      + "after the first pass\n" + memoryRows(viewCount)
    let json =
      "{\"layout\":\(viewCount),\"screen\":\"\(screen.rawValue)\","
      + "\"constraints\":\(constraints),\"runs\":\(runs),"
      + "\"build_s\":\(NumberFormat.string(build)),\"first_pass_s\":\(NumberFormat.string(first)),"
      + "\"relayout_one_constant_s\":\(NumberFormat.string(everyFirst)),"
      + "\"relayout_unchanged_s\":\(NumberFormat.string(same)),"
      + "\"relayout_one_view_s\":\(NumberFormat.string(one)),"
      + "\"relayout_one_view_first_s\":\(NumberFormat.string(oneFirst)),"
      + "\"relayout_every_view_s\":\(NumberFormat.string(every)),"
      + "\"animation_step_s\":\(json(step)),\"animation_rebuild_s\":\(json(rebuild)),"
      + "\"peak_rss_mib\":\(NumberFormat.string((peak * 10).rounded() / 10)),"
      + "\"resident_build_bytes_per_view\":\(bytesPerView(resident.build)),"
      + "\"resident_first_pass_bytes_per_view\":\(bytesPerView(resident.firstPass)),"
      + memoryJSON(viewCount)
      + "\"frame_checksum\":\(NumberFormat.string(checksum))}"
    return (row, json)
  }

  /// With `--memory`: the table's rows of the heap by component, bytes per view (and the
  /// spare capacity in them).
  private func memoryRows(_ viewCount: Int) -> String {
    guard !memoryAccounts.isEmpty else { return "" }
    let total = memoryAccounts.reduce(HeapBytes.Count()) { $0 + $1.count }
    let width = memoryAccounts.map(\.component.count).max() ?? 0
    func padded(_ n: Int) -> String {
      let text = String(n / max(viewCount, 1))
      return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
    func row(_ name: String, _ count: HeapBytes.Count) -> String {
      "  " + name + String(repeating: " ", count: width - name.count + 2) + padded(count.bytes)
        + " bytes/view (" + padded(count.spare) + " spare)\n"
    }
    return "heap by component after the first pass:\n"
      + memoryAccounts.map { row($0.component, $0.count) }.joined() + row("total", total)
  }

  /// With `--memory`: `"memory_bytes_per_view":{component: bytes, …, "total": bytes},` and
  /// `"spare_bytes_per_view"` alike (capacity not in use, counted in the first).
  private func memoryJSON(_ viewCount: Int) -> String {
    guard !memoryAccounts.isEmpty else { return "" }
    let total = memoryAccounts.reduce(HeapBytes.Count()) { $0 + $1.count }
    let all = memoryAccounts + [("total", total)]
    func object(_ value: (HeapBytes.Count) -> Int) -> String {
      "{"
        + all.map { "\"\($0.component)\":\(value($0.count) / max(viewCount, 1))" }
        .joined(separator: ",") + "}"
    }
    return "\"memory_bytes_per_view\":" + object(\.bytes) + ",\"spare_bytes_per_view\":"
      + object(\.spare) + ","
  }

  /// One frame of seed 000's toast fading out over the screen, the median of 16 frames of
  /// the fade (from 1.6 s: the capsule holds 1.5 s, then its window fades for 1 s): the
  /// clock advanced by a sixtieth of a second and what is on screen brought up to date,
  /// `step` by a ``PresentationRenderer`` (what changed), `rebuild` by building the
  /// presentation render tree anew (every view), as `layoutcli toast --at` did before it
  /// used a renderer.
  /// The deepest screen the animation frames are measured on: render trees are built and
  /// freed recursively, one stack frame per level, so a screen nested thousands deep (the
  /// `nested` screen beyond this) would overflow the stack. Its frames are reported as null.
  static let deepestAnimatedScreen = 256

  static func animationFrame(over built: LayoutScreen) -> (step: Double, rebuild: Double) {
    let scene = Scene()
    scene.show(built.window)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    let presenter = ToastPresenter(scene: scene, animator: animator, screen: .iPhone15)
    presenter.show("Hello, world!")
    clock.advance(to: 1.6)
    let renderer = PresentationRenderer(animator: animator, scene: scene, screen: .iPhone15)
    var drawn = renderer.render().windows.count
    var t = 1.6
    func frames(_ draw: () -> RenderTree) -> Double {
      var times: [Double] = []
      for _ in 1...16 {
        let start = ContinuousClock.now
        t += 1.0 / 60
        clock.advance(to: t)
        let tree = draw()
        times.append(seconds(start.duration(to: ContinuousClock.now)))
        drawn += tree.windows.count
      }
      return times.sorted()[times.count / 2]
    }
    let step = frames { renderer.render() }
    let rebuild = frames {
      RenderTree(presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
    }
    precondition(drawn == 66, "the toast's window should be on screen for every frame")
    return (step, rebuild)
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
