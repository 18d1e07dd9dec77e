import Foundation

/// What changed about one view since the last ``View/takeLayoutChanges()``.
public struct LayoutChange {
  /// The kinds of change a renderer redraws for.
  public struct Kind: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt16

    /// A kind from its bits.
    public init(rawValue: UInt16) {
      self.rawValue = rawValue
    }

    /// The view joined the hierarchy (draw it anew).
    public static let added = Kind(rawValue: 1 << 0)
    /// Its rectangle in window coordinates moved or resized.
    public static let frame = Kind(rawValue: 1 << 1)
    /// Its bounds origin moved (a scroll view's content offset): its subviews are drawn
    /// elsewhere.
    public static let bounds = Kind(rawValue: 1 << 2)
    /// Its alpha changed.
    public static let alpha = Kind(rawValue: 1 << 3)
    /// It was hidden or shown.
    public static let hidden = Kind(rawValue: 1 << 4)
    /// Its text or how it is set (font, colour, alignment, number of lines) changed.
    public static let text = Kind(rawValue: 1 << 5)
    /// Its transform changed.
    public static let transform = Kind(rawValue: 1 << 6)
    /// Its background colour, a layer property (corner radius, clipping, border, shadow),
    /// its name, its accessibility, its minimum touch target or an image view's image
    /// changed.
    public static let appearance = Kind(rawValue: 1 << 7)
    /// Its place among its siblings changed (it is drawn in front of others now, or behind).
    public static let order = Kind(rawValue: 1 << 8)
  }

  /// The view.
  public let view: View
  /// What changed.
  public let kind: Kind
  /// Its rectangle in window coordinates (the top of its hierarchy), ignoring transforms,
  /// as laid out now: its frame (on the pixel grid where layout rounds it) placed by its
  /// superviews' frames.
  public let frame: CGRect
  /// The same rectangle when it was last reported; nil for a view added since.
  public let previousFrame: CGRect?
}

/// The views of a hierarchy that changed since the last report, for a renderer that redraws
/// only those: what ``View/takeLayoutChanges()`` returns.
///
/// ```swift
/// window.layoutIfNeeded()
/// _ = window.takeLayoutChanges()          // the first report: every view, as added
/// badge.snp.updateConstraints { $0.trailing.equalToSuperview().offset(-20) }
/// window.layoutIfNeeded()
/// window.takeLayoutChanges().changes.map(\.view)   // [badge]
/// ```
public struct LayoutChangeReport {
  /// The views that changed, in the order the layout engine met them (tree order for a
  /// hierarchy laid out at once, then views in the order they were added).
  public let changes: [LayoutChange]
  /// Views that left the hierarchy since the last report (a removed subtree lists every
  /// view in it).
  public let removedViews: [View]

  /// Where each changed view is in ``changes``.
  private let index: [ObjectIdentifier: Int]

  init(changes: [LayoutChange], removedViews: [View]) {
    self.changes = changes
    self.removedViews = removedViews
    var index: [ObjectIdentifier: Int] = [:]
    index.reserveCapacity(changes.count)
    for (i, change) in changes.enumerated() { index[ObjectIdentifier(change.view)] = i }
    self.index = index
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { changes.isEmpty && removedViews.isEmpty }

  /// The change of one view, if it changed.
  /// - Complexity: O(1).
  public func change(of view: View) -> LayoutChange? {
    index[ObjectIdentifier(view)].map { changes[$0] }
  }

  static var empty: LayoutChangeReport { LayoutChangeReport(changes: [], removedViews: []) }
}

extension LayoutEngine {
  /// Records a change to report (once reports are taken).
  func noteReport(_ view: View, _ kind: LayoutChange.Kind) {
    guard recordsChanges else { return }
    if view.layoutNode.reported.isEmpty, ObjectIdentifier(view) != rootID {
      reportedViews.append(view)
    }
    view.layoutNode.reported.formUnion(kind)
  }

  /// The changes since the last call; the first call reports every view as added (and
  /// starts the recording: until then nothing is kept).
  func takeChanges() -> LayoutChangeReport {
    guard let root else { return .empty }
    var changes: [LayoutChange] = []
    // Where each view is drawn in window coordinates: its frame (rounded to pixels where
    // layout rounds it) from its superview's place, each superview's found once per report.
    var origins: [ObjectIdentifier: CGPoint] = [
      ObjectIdentifier(root): root.layoutNode.windowFrame.origin
    ]
    func shownOrigin(_ view: View) -> CGPoint {
      var chain: [View] = []
      var current = view
      var origin = CGPoint.zero
      while true {
        if let known = origins[ObjectIdentifier(current)] {
          origin = known
          break
        }
        chain.append(current)
        guard let parent = current.superview else { break }
        current = parent
      }
      for view in chain.reversed() {
        if let parent = view.superview {
          origin.x += view.frame.origin.x - parent.boundsOrigin.x
          origin.y += view.frame.origin.y - parent.boundsOrigin.y
        } else {
          origin = view.layoutNode.windowFrame.origin
        }
        origins[ObjectIdentifier(view)] = origin
      }
      return origin
    }
    func entry(_ view: View, _ kind: LayoutChange.Kind) {
      var kind = kind
      let frame =
        view === root
        ? view.layoutNode.windowFrame
        : CGRect(origin: shownOrigin(view), size: view.frame.size)
      let previous = view.layoutNode.reportedFrame
      // A new view is `.added` alone; a view moved and moved back did not move.
      if kind.contains(.added) || Self.same(frame, previous) { kind.remove(.frame) }
      view.layoutNode.reported = []
      view.layoutNode.reportedFrame = frame
      guard !kind.isEmpty else { return }
      changes.append(
        LayoutChange(
          view: view, kind: kind, frame: frame,
          previousFrame: kind.contains(.added) ? nil : previous))
    }
    guard recordsChanges else {
      recordsChanges = true
      forEachItem(below: root) { item in
        if let view = item.viewItem { entry(view, .added) }
      }
      reportedViews = []
      removedViews = []
      return LayoutChangeReport(changes: changes, removedViews: [])
    }
    if !root.layoutNode.reported.isEmpty { entry(root, root.layoutNode.reported) }
    for view in reportedViews where view.layoutNode.isIn(self) {
      entry(view, view.layoutNode.reported)
    }
    reportedViews = []
    changes.sort { $0.view.layoutNode.serial < $1.view.layoutNode.serial }
    let removed = removedViews
    removedViews = []
    return LayoutChangeReport(changes: changes, removedViews: removed)
  }
}
