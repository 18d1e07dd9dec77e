import Foundation
import Layout

extension SceneConstraint.Attribute {
  /// Whether the attribute (or one of a composite's) is on the horizontal axis.
  var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .horizontalEdges, .directionalHorizontalEdges, .edges,
      .size, .center:
      true
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .verticalEdges:
      false
    }
  }
}

extension SceneModel {
  /// The constraints a view's width depends on (every alternative): its width constraints,
  /// edge composites, and both edges when it pins two (a single edge or centre only places
  /// it).
  func widthConstraints(of id: Int) -> [SceneConstraint] {
    let horizontal = views[id].constraints.filter { !$0.onContentGuide && $0.first.isHorizontal }
    let sizes = horizontal.filter { [.width, .size].contains($0.first) }
    let composites = horizontal.filter {
      [.horizontalEdges, .directionalHorizontalEdges, .edges].contains($0.first)
    }
    let edges = horizontal.filter {
      !sizes.map(\.id).contains($0.id) && !composites.map(\.id).contains($0.id)
    }
    return sizes + composites + (edges.count >= 2 ? edges : [])
  }

  /// The view a width constraint of `id` reads a width from, if any (the superview for
  /// its own guides too).
  func widthSource(of spec: SceneConstraint, in id: Int) -> Int? {
    switch spec.target {
    case .constant: nil
    case .sibling(let sibling): sibling
    default: views[id].parent
    }
  }

  /// Whether a view's width comes from required constraints alone, through every
  /// alternative: no optional width, no intrinsic width, and every width it reads rigid
  /// too.
  ///
  /// A wrapping label must sit in such a chain: tied to an optional width, its compression
  /// resistance (750) would outweigh it, and the width it pushes for depends on the width it
  /// wraps at, so the layout would depend on the widths it had before.
  func hasRigidWidth(_ id: Int) -> Bool {
    let view = views[id]
    switch view.kind {
    case .window, .autoresizing: return true
    case .label: guard view.hasFixedWidth else { return false }
    case .plain, .scroll: break
    }
    let horizontal = view.constraints.filter { !$0.onContentGuide && $0.first.isHorizontal }
    guard horizontal.allSatisfy({ $0.role == .structural }) else { return false }
    return widthConstraints(of: id).allSatisfy { spec in
      widthSource(of: spec, in: id).map(hasRigidWidth) ?? true
    }
  }

  /// The views whose width a fixed-width label's depends on (through the widths each
  /// reads): they must stay rigid.
  var viewsNeedingRigidWidth: Set<Int> {
    var need = Set<Int>()
    var stack = views.filter { $0.kind == .label && $0.hasFixedWidth }.map(\.id)
    while let id = stack.popLast() {
      guard id >= 0, need.insert(id).inserted else { continue }
      for spec in widthConstraints(of: id) {
        if let source = widthSource(of: spec, in: id) { stack.append(source) }
      }
    }
    return need
  }
}

extension SceneConstraint {
  /// What `snp.updateConstraints` matches on: the items, attributes, relation, multiplier
  /// and priority (not the constant).
  var matchKey: String {
    "\(onContentGuide) \(first) \(relation) \(target) \(String(describing: second)) "
      + "\(multiplier) \(priority)"
  }
}

extension SceneModel {
  /// Whether a view is a window subview that follows the window's size.
  func isFlexibleWindowSubview(_ id: Int) -> Bool {
    views[id].parent == 0 && views[id].kind == .autoresizing
      && !views[id].autoresizingMask.isEmpty
  }

  /// The window changed size: its subviews with flexible autoresizing masks follow, as
  /// UIKit's autoresizing does (on each axis the flexible parts share the change in
  /// proportion to their lengths; an axis with none flexible keeps all but its far margin).
  mutating func windowDidResize(from old: CGSize) {
    let new = windowSize
    for id in views[0].children where views[id].kind == .autoresizing {
      let mask = views[id].autoresizingMask
      let f = views[id].frame
      let (x, width) = Self.resize(
        f.minX, f.width, from: old.width, to: new.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.resize(
        f.minY, f.height, from: old.height, to: new.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      views[id].frame = CGRect(x: x, y: y, width: width, height: height)
    }
  }

  /// One axis of autoresizing: the flexible lengths among (offset, length, far margin)
  /// share the change of the superview's length in proportion to themselves.
  static func resize(
    _ offset: CGFloat, _ length: CGFloat, from old: CGFloat, to new: CGFloat,
    flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    var flags = [flexible.0, flexible.1, flexible.2]
    if !flags.contains(true) { flags[2] = true }
    let parts = [offset, length, old - offset - length]
    let total = zip(parts, flags).filter(\.1).map(\.0).reduce(0, +)
    let change = new - old
    func grown(_ i: Int) -> CGFloat {
      flags[i] ? parts[i] + change * parts[i] / total : parts[i]
    }
    return (grown(0), grown(1))
  }
}
