import Foundation
import Layout
import Testing

@testable import layoutcli

/// `layoutcli bench --layout`: what its JSON line holds besides timings (their values are
/// not tested; the measurement runs here in a debug build, which the command refuses).
@Suite("layoutcli bench --layout")
struct BenchLayoutTests {
  private func fields(_ screen: LayoutScreen.Kind, views: Int) throws -> [String: Any] {
    var bench = LayoutBenchmark(screen: screen, views: views, runs: 1)
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
}
