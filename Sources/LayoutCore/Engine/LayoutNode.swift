import Foundation

/// Work a change leaves for the next layout pass on one view or guide.
struct LayoutWork: OptionSet {
  let rawValue: UInt16

  /// The item just joined the engine's hierarchy: make its implicit constraints and
  /// translate its constraints.
  static let adopt = LayoutWork(rawValue: 1 << 0)
  /// Remake the item's implicit constraints (a frame set in code, an intrinsic size, a
  /// guide's insets).
  static let implicit = LayoutWork(rawValue: 1 << 1)
  /// Translate again the constraints that read the item's margins, baselines, direction or
  /// bounds origin (its own and those of other items that use it).
  static let translate = LayoutWork(rawValue: 1 << 2)
  /// Write the frame again from the solver (a frame set in code on a view placed by
  /// constraints: the constraints win, as in UIKit's next layout).
  static let frame = LayoutWork(rawValue: 1 << 3)
  /// Write the frames of the subviews again (the bounds origin moved).
  static let subviewFrames = LayoutWork(rawValue: 1 << 4)
  /// Call `layoutSubviews` in the next pass (`setNeedsLayout`).
  static let layout = LayoutWork(rawValue: 1 << 5)
  /// Call `updateConstraints` before the next solve (`setNeedsUpdateConstraints`).
  static let updateConstraints = LayoutWork(rawValue: 1 << 6)

  /// The work done by the solving rounds (the rest is the layout cycle's callbacks).
  static let solving: LayoutWork = [.adopt, .implicit, .translate, .frame, .subviewFrames]
}

/// What the layout engine keeps on each view and guide (a class: the engine reaches it
/// through ``LayoutItem`` without copying it).
///
/// Its fields are read and written on every layout pass and never while another access to
/// the same field is open, so they skip the dynamic exclusivity checks.
final class LayoutNode {
  /// The engine of the hierarchy the item is in, once that hierarchy has been laid out.
  @exclusivity(unchecked) weak var engine: LayoutEngine?
  /// The ``LayoutEngine/identity`` of `engine` when it was set (0: none); an engine gone
  /// since keeps its number, which no other engine is given.
  @exclusivity(unchecked) var engineIdentity = 0
  /// The order in which the engine met the item: reports follow it.
  @exclusivity(unchecked) var serial = 0
  /// The distance from the top of the hierarchy (a guide has its owner's): the order of
  /// `layoutSubviews` (top-down) and `updateConstraints` (bottom-up).
  @exclusivity(unchecked) var depth = 0
  /// Work waiting for the next pass.
  @exclusivity(unchecked) var work: LayoutWork = []
  /// Whether the item is in its engine's work list.
  @exclusivity(unchecked) var queued = false
  /// Reading direction as the engine last resolved it (leading and trailing).
  @exclusivity(unchecked) var rightToLeft = false
  /// Whether the item (a scroll view) made its content guide: only then may a constraint's
  /// edges measure its content area (``LayoutTranslation/contentArea(_:node:_:_:)``).
  @exclusivity(unchecked) var madeContentGuide = false
  /// The first of the item's four variable ids in the table with serial `idTable` (the
  /// engine's solver's, nearly always; -1: none yet), and its reference's namer serial:
  /// ``LayoutItem/frameIDs(in:)``'s cache.
  @exclusivity(unchecked) var firstID: Int32 = -1
  @exclusivity(unchecked) var idTable = -1
  @exclusivity(unchecked) var namerSerial = -1
  /// The solver's ids of the item's implicit linear forms, index for index with
  /// `implicitConstraints(in:)` (negative: not held; waiting for the batch's addition it
  /// marks, or broken).
  @exclusivity(unchecked) var implicit: [Int32] = []
  /// The nearest window at or above the item (its safe area and screen scale), held through
  /// its reference (``ItemReference``: no weak reference, which would send every retain of
  /// the window through a side table).
  @exclusivity(unchecked) var windowReference: ItemReference?
  /// Constraints of other items that use this one (as second item or as the common
  /// ancestor a multiplier is measured in); entries that are no longer active or ours are
  /// skipped when the list is read, and dropped when it has doubled (``LayoutEngine/noteDependent(_:on:)``).
  @exclusivity(unchecked) var dependents: [LayoutConstraint] = []
  /// The length of ``dependents`` after it was last cleaned.
  @exclusivity(unchecked) var cleanDependents = 0
  /// The rectangle in the coordinates of the top of the hierarchy, as last written.
  @exclusivity(unchecked) var windowFrame: CGRect = .zero
  /// The write-back that last visited the item (de-duplicates its lists).
  @exclusivity(unchecked) var visit = 0
  /// The write-back that last wrote the item's frame (de-duplicates its lists).
  @exclusivity(unchecked) var written = 0
  /// `layoutSubviews` calls in the pass ``layoutCallsPass`` (feedback-loop detection).
  @exclusivity(unchecked) var layoutCalls = 0
  @exclusivity(unchecked) var layoutCallsPass = 0
  /// Changes since the last `takeLayoutChanges()`, when the engine records them.
  @exclusivity(unchecked) var reported: LayoutChange.Kind = []
  /// An intrinsic size that replaces the view's own measurement (``View/intrinsicSizeOverride``).
  @exclusivity(unchecked) var intrinsicSizeOverride: CGSize?
  /// The rectangle reported by the last `takeLayoutChanges()`.
  @exclusivity(unchecked) var reportedFrame: CGRect = .zero
}

extension LayoutNode {
  /// The nearest window at or above the item, while it lives.
  var window: Window? {
    get { windowReference?.item?.viewItem as? Window }
    set { windowReference = newValue?.itemReference }
  }

  /// Whether the item is in `engine`'s hierarchy (`self.engine === engine`, without loading
  /// the weak reference).
  @inline(__always)
  func isIn(_ engine: LayoutEngine) -> Bool { engineIdentity == engine.identity }
}
