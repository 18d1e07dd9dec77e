import Foundation
import Layout

/// Frames read from the public API, and how far apart two are.
enum SceneGeometry {
  /// How close two laid-out coordinates must be, in points.
  static let tolerance: CGFloat = 1e-6

  /// A view's rectangle in the coordinates of the top of its hierarchy, ignoring
  /// transforms: its frame moved by each ancestor's frame origin less its bounds origin.
  static func windowFrame(of view: View) -> CGRect {
    guard view.superview != nil else { return CGRect(origin: .zero, size: view.bounds.size) }
    var origin = view.frame.origin
    var current = view
    while let parent = current.superview {
      let bounds = parent.bounds.origin
      if parent.superview != nil {
        // The origin as is: `minX` standardizes, and sizes may come out negative.
        origin.x += parent.frame.origin.x
        origin.y += parent.frame.origin.y
      }
      origin.x -= bounds.x
      origin.y -= bounds.y
      current = parent
    }
    return CGRect(origin: origin, size: view.frame.size)
  }

  /// The largest difference between the coordinates of two rectangles.
  static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
    max(
      abs(a.origin.x - b.origin.x), abs(a.origin.y - b.origin.y),
      abs(a.size.width - b.size.width), abs(a.size.height - b.size.height))
  }

  static func distance(_ a: CGSize, _ b: CGSize) -> CGFloat {
    max(abs(a.width - b.width), abs(a.height - b.height))
  }
}

extension LiveScene {
  /// Where this (incrementally laid out) scene differs from a fresh layout of `model`:
  /// every view's frame in window and superview coordinates, the guides the model has,
  /// scroll views' guides and content sizes, and diagnostics of either layout.
  func differencesFromFreshLayout(of model: SceneModel) -> [String] {
    let fresh = LiveScene(model, includeInactive: false)
    fresh.window.layoutIfNeeded()
    var out: [String] = []
    for diagnostic in fresh.window.layoutDiagnostics {
      out.append("oracle: the fresh layout is not well determined: \(diagnostic)")
    }
    for diagnostic in window.layoutDiagnostics {
      out.append("incremental layout diagnostic: \(diagnostic)")
    }
    func compare(_ what: String, _ live: CGRect, _ expected: CGRect) {
      guard SceneGeometry.distance(live, expected) > SceneGeometry.tolerance else { return }
      out.append("\(what): incremental \(live), fresh \(expected)")
    }
    for id in model.attachedIDs {
      let live = view(id)
      let expected = fresh.view(id)
      compare(
        "#\(id) window frame", SceneGeometry.windowFrame(of: live),
        SceneGeometry.windowFrame(of: expected))
      compare("#\(id) frame", live.frame, expected.frame)
      for guide in model.views[id].guides {
        switch guide {
        case .safeArea:
          compare(
            "#\(id) safeAreaLayoutGuide", live.safeAreaLayoutGuide.layoutFrame,
            expected.safeAreaLayoutGuide.layoutFrame)
        case .margins:
          compare(
            "#\(id) layoutMarginsGuide", live.layoutMarginsGuide.layoutFrame,
            expected.layoutMarginsGuide.layoutFrame)
        }
      }
      if let scroll = live as? ScrollView, let freshScroll = expected as? ScrollView {
        compare(
          "#\(id) frameLayoutGuide", scroll.frameLayoutGuide.layoutFrame,
          freshScroll.frameLayoutGuide.layoutFrame)
        compare(
          "#\(id) contentLayoutGuide", scroll.contentLayoutGuide.layoutFrame,
          freshScroll.contentLayoutGuide.layoutFrame)
        if SceneGeometry.distance(scroll.contentSize, freshScroll.contentSize)
          > SceneGeometry.tolerance
        {
          out.append(
            "#\(id) contentSize: incremental \(scroll.contentSize), "
              + "fresh \(freshScroll.contentSize)")
        }
      }
    }
    return out
  }
}

/// What the next ``LayoutChangeReport`` must say, from the frames at the last report and
/// the edits since.
struct ReportExpectation {
  /// Window frames of the views in the window at the last report.
  var frames: [Int: CGRect] = [:]
  /// Views added (or added back) since the last report, with their subtrees.
  var added: Set<Int> = []
  /// Views removed since the last report, with their subtrees.
  var removed: Set<Int> = []
  /// Kinds the edits since the last report must show (alpha, hidden, text, bounds, order).
  var kinds: [Int: LayoutChange.Kind] = [:]

  /// Notes an edit (after the model took it).
  mutating func note(_ edit: SceneEdit, _ model: SceneModel) {
    switch edit {
    case .add(let ids, _, _, _): added.formUnion(ids)
    case .addBack(let id, _): added.formUnion(model.subtree(of: id))
    case .remove(let id): removed.formUnion(model.subtree(of: id))
    default: break
    }
    if let (id, kind) = edit.reportedKind { kinds[id, default: []].formUnion(kind) }
  }

  /// Checks a report against the frames now and the edits noted, then starts over from
  /// now. The first report (`isFirst`) must list every view as added.
  mutating func check(
    _ report: LayoutChangeReport, _ model: SceneModel, _ live: LiveScene, isFirst: Bool
  ) -> [String] {
    var out: [String] = []
    let attached = model.attachedIDs
    let now = Dictionary(
      uniqueKeysWithValues: attached.map { ($0, SceneGeometry.windowFrame(of: live.view($0))) })
    var seen = Set<Int>()
    for change in report.changes {
      guard let id = live.id(of: change.view) else {
        out.append("report: a view not in the scene: \(change.view.displayName)")
        continue
      }
      if !seen.insert(id).inserted { out.append("report: #\(id) listed twice") }
      guard let frame = now[id] else {
        out.append("report: #\(id) is not in the window but reported \(change.kind)")
        continue
      }
      if SceneGeometry.distance(change.frame, frame) > SceneGeometry.tolerance {
        out.append("report: #\(id) frame \(change.frame), but it is at \(frame)")
      }
    }
    for id in attached {
      let change = report.change(of: live.view(id))
      let actual = change?.kind ?? []
      if isFirst || added.contains(id) || frames[id] == nil {
        if !actual.contains(.added) { out.append("report: #\(id) added, reported \(actual)") }
        continue
      }
      var expected = kinds[id] ?? []
      let old = frames[id] ?? .zero
      let distance = SceneGeometry.distance(old, now[id] ?? .zero)
      if distance > SceneGeometry.tolerance { expected.insert(.frame) }
      // A change below the tolerance may be reported or not: solver round-off can move a
      // coordinate across the engine's 1e-9 rounding grid.
      if distance > 0 && actual.contains(.frame) { expected.insert(.frame) }
      if actual != expected {
        out.append(
          "report: #\(id) reported \(Self.names(actual)), expected \(Self.names(expected)) "
            + "(window frame \(old) -> \(now[id] ?? .zero))")
      }
      if let previous = change?.previousFrame, actual.contains(.frame),
        SceneGeometry.distance(previous, old) > SceneGeometry.tolerance
      {
        out.append("report: #\(id) previousFrame \(previous), but it was at \(old)")
      }
    }
    let removedIDs = report.removedViews.map { live.id(of: $0) ?? -1 }
    let gone = Set(frames.keys).subtracting(attached)
    if isFirst && !removedIDs.isEmpty { out.append("report: first report removes \(removedIDs)") }
    for id in gone.sorted() where !removedIDs.contains(id) {
      out.append("report: #\(id) left the window but is not in removedViews \(removedIDs)")
    }
    for id in removedIDs where !removed.contains(id) {
      out.append("report: removedViews lists #\(id), which was not removed")
    }
    frames = now
    added = []
    removed = []
    kinds = [:]
    return out
  }

  static func names(_ kind: LayoutChange.Kind) -> String {
    let all: [(LayoutChange.Kind, String)] = [
      (.added, "added"), (.frame, "frame"), (.bounds, "bounds"), (.alpha, "alpha"),
      (.hidden, "hidden"), (.text, "text"), (.transform, "transform"),
      (.appearance, "appearance"), (.order, "order"),
    ]
    let names = all.filter { kind.contains($0.0) }.map(\.1)
    return "[" + names.joined(separator: ", ") + "]"
  }
}
