import Foundation
import Layout
import Testing

@testable import layoutcli

/// `layoutcli bench --layout`: what its JSON line holds besides timings (their values are
/// not tested; the measurement runs here in a debug build, which the command refuses).
@Suite("layoutcli bench --layout")
struct BenchLayoutTests {
  private func fields(
    _ screen: LayoutScreen.Kind, views: Int, memory: Bool = false
  ) throws -> [String: Any] {
    var bench = LayoutBenchmark(screen: screen, views: views, runs: 1, accountsMemory: memory)
    let json = bench.report().json
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
  }

  /// The toast's frames are measured over a shallow screen, and memory per view is read.
  @Test func aShallowScreenReportsItsAnimationFramesAndMemory() throws {
    let json = try fields(.toasts, views: 12)
    let step = try #require(json["animation_step_s"] as? Double)
    let rebuild = try #require(json["animation_rebuild_s"] as? Double)
    #expect(step > 0 && rebuild > 0)
    #expect(json["resident_build_bytes_per_view"] is Int)
    #expect(json["resident_first_pass_bytes_per_view"] is Int)
  }

  /// A screen nested deeper than render trees can be built recursively reports null frames
  /// instead of overflowing the stack.
  @Test func aDeepScreenReportsNullFrames() throws {
    let json = try fields(.nested, views: LayoutBenchmark.deepestAnimatedScreen + 10)
    #expect(json["animation_step_s"] is NSNull)
    #expect(json["animation_rebuild_s"] is NSNull)
    #expect(json["first_pass_s"] is Double)
  }

  /// The anchors screen is the cards screen written with anchors: the same frames after
  /// the first pass and after each timed edit.
  @Test func theAnchorsScreenLaysOutAsTheCards() throws {
    let cards = try fields(.cards, views: 90)
    let anchors = try fields(.anchors, views: 90)
    let checksum = try #require(cards["frame_checksum"] as? Double)
    #expect(anchors["frame_checksum"] as? Double == checksum)
    #expect(anchors["constraints"] as? Int == 300 && cards["constraints"] as? Int == 270)
    /// Every view's frame, in tree order.
    func frames(_ screen: LayoutScreen) -> [CGRect] {
      var out: [CGRect] = []
      var stack: [View] = [screen.window]
      while let view = stack.popLast() {
        out.append(view.frame)
        stack.append(contentsOf: view.subviews.reversed())
      }
      return out
    }
    let a = LayoutScreen(.anchors, views: 30)
    let c = LayoutScreen(.cards, views: 30)
    let unedited = LayoutScreen(.cards, views: 30)
    for screen in [a, c, unedited] { screen.window.layoutIfNeeded() }
    #expect(frames(a) == frames(c))
    for screen in [a, c] {
      screen.moveOneView(step: 2)
      screen.moveEveryView(step: 3)
      screen.window.layoutIfNeeded()
    }
    // The edits moved views, the same ones the same way.
    #expect(frames(a) == frames(c) && frames(a) != frames(unedited))
  }

  /// `--memory`: the heap per view by component, their total, and the spare part of each;
  /// without it, neither key.
  @Test func memoryAccountsAddUpToTheirTotal() throws {
    #expect(try fields(.cards, views: 60)["memory_bytes_per_view"] == nil)
    let json = try fields(.cards, views: 60, memory: true)
    let bytes = try #require(json["memory_bytes_per_view"] as? [String: Int])
    let spare = try #require(json["spare_bytes_per_view"] as? [String: Int])
    let components = [
      "views", "layers", "guides", "layout_nodes", "frame_variables", "dsl_constraints",
      "linear_constraints", "engine_tables", "solver_rows", "solver_symbols",
      "solver_records", "solver_other",
    ]
    #expect(Set(bytes.keys) == Set(components + ["total"]))
    #expect(Set(spare.keys) == Set(bytes.keys))
    // Each is rounded down per view: the total is within one byte per component.
    let sum = components.reduce(0) { $0 + (bytes[$1] ?? 0) }
    let total = try #require(bytes["total"])
    #expect(total >= sum && total < sum + components.count)
    for key in ["views", "dsl_constraints", "solver_records"] {
      #expect((bytes[key] ?? 0) > 0, "\(key)")
    }
    // The views' variables are ids in the solver's table: no object is made for one until
    // a message names it, and the cards print none.
    #expect(bytes["frame_variables"] == 0)
    // The solver holds the engine's linear forms in its records: the engine keeps a linear
    // constraint only for one the solver rejected, and the cards break none.
    #expect(bytes["linear_constraints"] == 0)
    for key in components { #expect((spare[key] ?? -1) <= (bytes[key] ?? 0), "\(key)") }
  }
}
