import Foundation
import Synchronization
import Testing

@testable import Layout
@testable import LayoutSolver

/// Independent hierarchies laid out and independent systems solved on every core at once,
/// sharing `Variable` and `LinearConstraint` objects between solvers on different threads,
/// each result checked against a serial run. `.ci/run` runs this suite under the thread
/// sanitizer (`swift test --sanitize=thread --filter ConcurrencyTests`), which reports any
/// data race the runs reach.
@Suite struct ConcurrencyTests {
  /// Jobs of each kind per run: twice the cores, so that every core has work throughout.
  static let jobsPerKind = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)

  /// One unit of work: a hierarchy to lay out, or a system to solve with the shared objects.
  enum Job: Sendable, CustomStringConvertible {
    case toast(Int), floatingMenu(Int), layoutFile(Int), system(Int)

    var description: String {
      switch self {
      case .toast(let i): "toast \(i)"
      case .floatingMenu(let i): "floating menu \(i)"
      case .layoutFile(let i): "layout file \(i)"
      case .system(let i): "system \(i)"
      }
    }
  }

  /// Variables and constraints that every `system` job adds to its own solver: the same
  /// objects in every solver, on every thread.
  final class SharedSystem: Sendable {
    let variables: [Variable]
    let constraints: [LinearConstraint]
    /// A required equality among `constraints` that each job removes and adds back (a
    /// rebuild of that job's tableau while other solvers hold the same object).
    let removable: LinearConstraint

    init(count: Int = 40) {
      let x = (0..<count).map { Variable("x\($0)") }
      var constraints = [x[0] == 0]
      for i in 1..<count {
        constraints.append(x[i] >= x[i - 1] + 8)
        constraints.append((x[i] == 20 * Double(i)).strength(.weak))
      }
      removable = x[count / 4] == x[count / 4 - 1] + 10
      constraints.append(removable)
      variables = x
      self.constraints = constraints
    }
  }

  static let floatingFile: Data = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    // A missing file fails the layout-file jobs (no windows, no frames), not the process.
    return
      (try? Data(contentsOf: root.appendingPathComponent("Docs/examples/floating.layout.json")))
      ?? Data()
  }()

  static var allJobs: [Job] {
    (0..<jobsPerKind).flatMap { i -> [Job] in
      [.toast(i), .floatingMenu(i), .layoutFile(i), .system(i)]
    }
  }

  /// What a job computes: frames in window coordinates (x, y, width, height each), or
  /// variable values after each phase.
  static func run(_ job: Job, _ shared: SharedSystem) throws -> [Double] {
    switch job {
    case .toast(let i):
      let words = String(repeating: "토스트 message ", count: 1 + i % 6)
      let toast = Toast(
        message: "Toast \(i): " + words, screen: i % 2 == 0 ? .iPhone15 : .iPhoneSE3,
        style: i % 3 == 0 ? .banner : .capsule)
      toast.window.layoutIfNeeded()
      return frames(of: [toast.box, toast.label])
    case .floatingMenu(let i):
      let menu = FloatingMenu(
        screen: i % 2 == 0 ? .iPhone15 : .iPhoneSE3, orientation: i % 4 < 2 ? .portrait : .landscape
      )
      menu.setState(i % 3 == 0 ? .closed : .open)
      menu.scrollView.contentOffset = CGPoint(x: 10 * Double(i), y: 5 * Double(i))
      menu.window.layoutIfNeeded()
      return frames(
        of: [
          menu.floatingView, menu.centerButton, menu.copyButton, menu.wifiButton, menu.shareButton,
        ])
    case .layoutFile(let i):
      let document = try LayoutDocument(
        data: floatingFile, name: "floating.layout.json",
        screen: i % 2 == 0 ? nil : .iPhoneSE3, orientation: i % 4 < 2 ? nil : .landscape)
      document.layoutIfNeeded()
      return frames(of: document.views)
    case .system(let i):
      let solver = Solver()
      let x = shared.variables
      try solver.addConstraints(shared.constraints)
      try solver.addConstraints([
        x[x.count - 1] <= 2000 + 37 * Double(i),
        (x[x.count / 2] == 5 * Double(i)).strength(.strong),
      ])
      var values = x.map(solver.value(of:))
      try solver.addEditVariable(x[x.count / 3], strength: .strong)
      try solver.suggestValue(x[x.count / 3], 300 + Double(i))
      values += x.map(solver.value(of:))
      try solver.removeConstraint(shared.removable)
      values += x.map(solver.value(of:))
      try solver.addConstraint(shared.removable)
      try solver.suggestValue(x[x.count / 3], 250 + 2 * Double(i))
      values += x.map(solver.value(of:))
      return values
    }
  }

  static func frames(of views: [View]) -> [Double] {
    views.flatMap { view -> [Double] in
      let frame = view.convert(view.bounds, to: nil)
      return [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
    }
  }

  static func agree(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.isClose(to: $1) }
  }

  @Test func everyJobOnEveryCoreAtOnceGivesItsSerialResult() async throws {
    let shared = SharedSystem()
    let jobs = Self.allJobs
    let serial = try jobs.map { try Self.run($0, shared) }
    // Rounds of all jobs at once: the shared objects are used by many solvers at a time.
    for _ in 0..<2 {
      let concurrent = try await withThrowingTaskGroup(of: (Int, [Double]).self) { group in
        for (index, job) in jobs.enumerated() {
          group.addTask { (index, try Self.run(job, shared)) }
        }
        var results = [[Double]](repeating: [], count: jobs.count)
        for try await (index, values) in group { results[index] = values }
        return results
      }
      for (index, job) in jobs.enumerated() {
        #expect(!serial[index].isEmpty, "\(job) computed nothing")
        #expect(Self.agree(concurrent[index], serial[index]), "\(job) differs from its serial run")
      }
    }
    // The jobs differ from each other, so a result handed to the wrong job would show.
    #expect(!Self.agree(serial[0], serial[4]))
    #expect(!Self.agree(serial[3], serial[7]))
    #expect(!Self.agree(serial[2], serial[6]))
  }

  @Test func sharedConstraintsHoldInEverySolverAndKeepTheirOwnRecords() async throws {
    let shared = SharedSystem()
    let count = Self.jobsPerKind
    let x = shared.variables
    let lasts = try await withThrowingTaskGroup(of: (Int, Double, Bool).self) { group in
      for i in 0..<count {
        group.addTask {
          let values = try Self.run(.system(i), shared)
          // The last phase's x1 - x0 and x(n/4) - x(n/4 - 1): 10 by the re-added equality.
          let phase = values.count - x.count
          let gap = values[phase + x.count / 4] - values[phase + x.count / 4 - 1]
          let chain = (1..<x.count).allSatisfy {
            values[phase + $0] >= values[phase + $0 - 1] + 8 - 1e-7
          }
          return (i, gap, chain)
        }
      }
      var out: [(Int, Double, Bool)] = []
      for try await result in group { out.append(result) }
      return out
    }
    #expect(lasts.count == count)
    for (i, gap, chain) in lasts {
      #expect(gap.isClose(to: 10), "system \(i)")
      #expect(chain, "system \(i): a required inequality is violated")
    }
  }

  @Test func variablesAndConstraintsMadeOnManyThreadsGetDistinctSerials() async {
    let perTask = 2_000
    let tasks = Self.jobsPerKind
    let serials = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<tasks {
        group.addTask {
          (0..<perTask).flatMap { _ -> [Int] in
            let v = Variable()
            return [v.serial, -1 - (v == 1).serial]
          }
        }
      }
      var all: [Int] = []
      for await part in group { all += part }
      return all
    }
    #expect(serials.count == 2 * perTask * tasks)
    #expect(Set(serials).count == serials.count)
  }
}
