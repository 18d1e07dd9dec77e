import Foundation
import Layout

/// Builds random ``SceneModel``s and edits from a seed.
///
/// The scenes are made so that a fresh layout of a model has one answer, whatever happened
/// before (the oracle is fair):
/// - every view placed by constraints gets required constraints that fix its position and
///   size on each axis from its superview, the superview's guides, an earlier sibling or a
///   number, never from its own subviews (so safe areas cannot feed back);
/// - a size may instead come from optional constraints on numbers over a fallback, each at
///   a priority used once in the view, never 250 or 750 (no ties with labels);
/// - alternatives of a required constraint sit in groups with one active (no conflicts);
/// - labels take their size from their text; a label that wraps has a width fixed through
///   a chain of required widths (see ``SceneModel/hasRigidWidth(_:)``);
/// - flexible autoresizing masks only on the window's subviews (the superview size they
///   share changes in is known to a fresh layout too), with parts that stay positive.
///
/// One thing differs from UIKit on purpose and is kept out: autoresizing follows a resize
/// at the next pass, where UIKit resizes at once, so a flexible view removed between a
/// resize and that pass keeps its frame (the model's has followed).
struct SceneGenerator: SeededDraws {
  var rng: SplitMix64
  /// What the current batch of edits (those laid out together) did.
  var batch = Batch()

  /// Edits of one batch that rule out others until the next pass.
  struct Batch {
    /// The window was resized: its flexible subviews are not removed until the pass.
    var windowResized = false
  }

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  mutating func number(_ range: ClosedRange<Int>, step: Double = 1) -> Double {
    Double(int(range)) * step
  }

  /// Optional priorities: far from the labels' 250 and 750 and from each other (each step
  /// multiplies the solver weight by at least 4).
  static let softPriorities: [Float] = [300, 350, 400, 450, 550, 600, 650, 700, 800, 850, 900]
  /// The priority of a fallback size.
  static let fallbackPriority: Float = 150
  static let texts: [String?] = [
    nil, "", "OK", "Hello", "Saved to Photos", "Tap to retry",
    "A longer line of text that wraps when the label is narrow",
    "Ünïcödé and emoji 🎉 in one label",
  ]
  /// Masks whose flexible parts keep positive lengths on any screen in either orientation:
  /// each axis is fixed, or shares the change among parts that include one of the margins
  /// beside a fixed length of at most 200 (a single flexible part, or a size with a fixed
  /// far margin, would take a whole change of up to 819 points and turn negative).
  static let autoresizingMasks: [View.AutoresizingMask] = {
    let horizontal: [View.AutoresizingMask] = [
      [], [.flexibleLeftMargin, .flexibleRightMargin], [.flexibleWidth, .flexibleRightMargin],
      [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
    ]
    let vertical: [View.AutoresizingMask] = [
      [], [.flexibleTopMargin, .flexibleBottomMargin], [.flexibleHeight, .flexibleBottomMargin],
      [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
    ]
    return horizontal.flatMap { h in vertical.map { h.union($0) } }
  }()

  /// A window and 4–12 views.
  mutating func scene() -> SceneModel {
    var model = SceneModel(
      screenIndex: int(0...Screen.profiles.count - 1),
      orientation: chance(0.3) ? .landscape : .portrait,
      views: [SceneView(id: 0, kind: .window, parent: -1)])
    if chance(0.2) { model.views[0].layoutMargins = margins() }
    if chance(0.15) { model.views[0].layoutDirection = .rightToLeft }
    for _ in 0..<int(4...12) {
      let parent = pick(containers(in: model))
      let id = newView(in: &model, parent: parent)
      model.views[parent].children.append(id)
    }
    return model
  }

  /// Attached views that can take subviews (not labels, at most three levels down).
  func containers(in model: SceneModel) -> [Int] {
    model.attachedIDs.filter { id in
      model.views[id].kind != .label && model.depth(of: id) <= 3
    }
  }

  mutating func margins() -> EdgeInsets {
    EdgeInsets(
      top: number(0...5, step: 4), left: number(0...5, step: 4),
      bottom: number(0...5, step: 4), right: number(0...5, step: 4))
  }

  /// A frame inside the smallest window in either orientation (375 × 375), with room on
  /// every side so that autoresizing never divides by zero.
  mutating func autoresizingFrame() -> CGRect {
    CGRect(
      x: number(1...60), y: number(1...80), width: number(40...200), height: number(30...150))
  }

  /// A new view (not yet among its parent's children) with its constraints.
  mutating func newView(
    in model: inout SceneModel, parent: Int, allowsAutoresizing: Bool = true
  ) -> Int {
    let id = model.views.count
    var kinds: [SceneView.Kind] = [.plain, .plain, .plain, .label, .label, .scroll]
    if allowsAutoresizing { kinds.append(.autoresizing) }
    var view = SceneView(id: id, kind: pick(kinds), parent: parent)
    if chance(0.1) { view.isHidden = true }
    if chance(0.1) { view.alpha = pick([0, 0.5]) }
    if chance(0.2) { view.layoutMargins = margins() }
    if chance(0.15) { view.layoutDirection = pick([.leftToRight, .rightToLeft]) }
    switch view.kind {
    case .label:
      view.text = pick(Self.texts)
      view.fontSize = pick([13, 17, 22])
      view.hasFixedWidth = chance(0.5) && model.hasRigidWidth(parent)
      view.numberOfLines = view.hasFixedWidth ? pick([0, 1, 2]) : 1
    case .scroll:
      view.contentOffset = CGPoint(x: number(0...2, step: 20), y: number(0...6, step: 25))
    case .autoresizing:
      view.frame = autoresizingFrame()
      // Flexible masks follow the superview's size from when the frame was set: only the
      // window's size is known then in a fresh layout too.
      view.autoresizingMask = parent == 0 ? pick(Self.autoresizingMasks) : []
    case .plain, .window:
      break
    }
    model.views.append(view)
    model.views[id].constraints = constraints(for: id, in: &model)
    if view.kind == .scroll {
      model.views[id].constraints += contentGuideConstraints(in: &model)
    }
    return id
  }
}
