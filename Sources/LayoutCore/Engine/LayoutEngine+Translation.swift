import Foundation

/// An attribute of an item in window coordinates, as a linear form on one axis:
/// `a × position + b × size + constant` (position and size: minX and width, or minY and
/// height).
///
/// `left = minX`, `right = minX + width`, `centerX = minX + width / 2`; margin attributes
/// are inset by the item's margins; a baseline is the top plus the item's baseline offset
/// (the top or bottom without text). Right to left, leading and trailing are the right and
/// left edges measured on a mirrored axis (negated), so that a positive constant moves toward
/// the trailing side, as in Auto Layout.
struct AttributeForm {
  /// The position's and the size's variables, by their ids in the batch's table.
  var position: Int32
  var size: Int32
  var a: Double
  var b: Double
  var constant: Double

  /// The form of `attribute` of `item` (of `area` instead, a scroll view's content guide,
  /// when given); `node` is the item's.
  init?(
    _ attribute: LayoutAttribute, of item: any LayoutItem, node: LayoutNode,
    measuring area: LayoutGuide?, in table: VariableTable
  ) {
    if let area {
      self.init(attribute, of: area, in: table)
    } else {
      self.init(attribute, of: item, node: node, in: table)
    }
  }

  init?(_ attribute: LayoutAttribute, of item: any LayoutItem, in table: VariableTable) {
    self.init(attribute, of: item, node: item.layoutNode, in: table)
  }

  private init?(
    _ attribute: LayoutAttribute, of item: any LayoutItem, node: LayoutNode,
    in table: VariableTable
  ) {
    let v = node.frameIDs(of: item, in: table)
    // The direction is read only for the attributes that depend on it.
    var rtl: Bool { node.rightToLeft }
    let vertical = attribute.isVertical
    position = vertical ? v.y : v.x
    size = vertical ? v.height : v.width
    constant = 0
    switch attribute {
    case .notAnAttribute: return nil
    case .left, .top: (a, b) = (1, 0)
    case .right, .bottom: (a, b) = (1, 1)
    case .leading: (a, b) = rtl ? (-1, -1) : (1, 0)
    case .trailing: (a, b) = rtl ? (-1, 0) : (1, 1)
    case .width, .height: (a, b) = (0, 1)
    case .centerX, .centerY: (a, b) = (1, 0.5)
    case .lastBaseline:
      let view = Self.baselineView(attribute, of: item)
      if let view {
        let ids = view.frameIDs(in: table)
        position = ids.y
        size = ids.height
      }
      if let offset = view?.lastBaselineFromTop ?? item.lastBaselineFromTop {
        (a, b, constant) = (1, 0, Double(offset))
      } else {
        (a, b) = (1, 1)
      }
    case .firstBaseline:
      (a, b) = (1, 0)
      let view = Self.baselineView(attribute, of: item)
      if let view { position = view.frameIDs(in: table).y }
      if let offset = view?.firstBaselineFromTop ?? item.firstBaselineFromTop {
        constant = Double(offset)
      }
    default:
      let m = item.attributeMargins
      switch attribute {
      case .leftMargin: (a, b, constant) = (1, 0, Double(m.left))
      case .rightMargin: (a, b, constant) = (1, 1, -Double(m.right))
      case .topMargin: (a, b, constant) = (1, 0, Double(m.top))
      case .bottomMargin: (a, b, constant) = (1, 1, -Double(m.bottom))
      case .leadingMargin:
        (a, b, constant) = rtl ? (-1, -1, Double(m.right)) : (1, 0, Double(m.left))
      case .trailingMargin:
        (a, b, constant) = rtl ? (-1, 0, -Double(m.left)) : (1, 1, -Double(m.right))
      case .centerXWithinMargins: (a, b, constant) = (1, 0.5, Double(m.left - m.right) / 2)
      default: (a, b, constant) = (1, 0.5, Double(m.top - m.bottom) / 2)
      }
    }
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a baseline (read through ``View/forFirstBaselineLayout``).
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Whether the attribute is an edge: left, right, top, bottom, leading or trailing.
  var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }
}

extension LayoutTranslation {
  /// The item a constraint's side measures: `item` itself, except UIKit's rule for a scroll
  /// view constrained against a view inside it: the scroll view's edges are then its
  /// content area's (``ScrollView/contentLayoutGuide``), while its width, height and
  /// centres stay its frame's. So the classic pattern, a content view with
  /// `make.edges.equalTo(scrollView)` and `make.width.equalTo(scrollView)`, sizes the
  /// content (and `contentSize`) instead of squeezing the content view into the frame.
  /// (`nil`: the item itself, which is nearly always the answer; `node` is the item's.)
  static func contentArea(
    _ item: any LayoutItem, node: LayoutNode, _ attribute: LayoutAttribute,
    _ other: (any LayoutItem)?
  ) -> LayoutGuide? {
    guard attribute.isEdge, node.madeContentGuide, let scroll = item.viewItem,
      let content = scroll.layoutGuides.first(where: { $0.role == .scrollContent }),
      let inside = other?.hostView, inside !== scroll, inside.isDescendant(of: scroll)
    else { return nil }
    return content
  }
}

extension AttributeForm {
  /// The view whose baseline an item's baseline attribute is, when it is not the item itself
  /// (a stack view's is an arranged view's: UIKit's `forFirstBaselineLayout`).
  static func baselineView(_ attribute: LayoutAttribute, of item: any LayoutItem) -> View? {
    guard let view = item.viewItem else { return nil }
    let target =
      attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    return target === view ? nil : target
  }
}

/// Translation of layout constraints into linear constraints, shared by the layout engine
/// and self-sizing.
enum LayoutTranslation {
  /// Appends to the batch's open form the merged terms of `first.attribute ⋈ multiplier ×
  /// second.attribute` in window coordinates, in the order each variable first appears (no
  /// array of their own: the batch is one buffer); returns the constant without the layout
  /// constant (the form's constant is it minus the layout constant).
  ///
  /// Auto Layout measures both attributes in the coordinates of the items' closest common
  /// ancestor (a superview's own left is 0 there). Window coordinates differ from those by
  /// the ancestor's origin, which cancels unless the multiplier is not 1.
  static func appendTerms(
    of c: LayoutConstraint, _ first: any LayoutItem, _ second: (any LayoutItem)?,
    ancestor: View?, into forms: inout FormBatch
  ) -> Double {
    let table = forms.table
    // The items' nodes through the constraint's references (not the items' protocol).
    guard let firstNode = c.$firstLayoutItem.node,
      let f = AttributeForm(
        c.firstAttribute, of: first, node: firstNode,
        measuring: contentArea(first, node: firstNode, c.firstAttribute, second), in: table)
    else { return 0 }
    let m = Double(c.multiplier)
    let s = second.flatMap { second in
      c.$secondLayoutItem.node.flatMap { node in
        AttributeForm(
          c.secondAttribute, of: second, node: node,
          measuring: contentArea(second, node: node, c.secondAttribute, first), in: table)
      }
    }
    // A distance (`anchorWithOffset(to:)`) subtracts an anchor from a side.
    let fromFirst = c.offsets?.first.flatMap { end in
      end.item.flatMap { AttributeForm(end.attribute, of: $0, in: table) }
    }
    let fromSecond = c.offsets?.second.flatMap { end in
      end.item.flatMap { AttributeForm(end.attribute, of: $0, in: table) }
    }
    forms.add(id: f.position, f.a)
    forms.add(id: f.size, f.b)
    var constant = f.constant
    if let g = fromFirst {
      forms.add(id: g.position, -g.a)
      forms.add(id: g.size, -g.b)
      constant -= g.constant
    }
    if let g = fromSecond {
      forms.add(id: g.position, g.a * m)
      forms.add(id: g.size, g.b * m)
      constant += g.constant * m
    }
    if let s {
      forms.add(id: s.position, -(s.a * m))
      forms.add(id: s.size, -(s.b * m))
      constant = constant - s.constant * m
      if let ancestor {
        let k = 1 - m
        let a = ancestor.frameIDs(in: table)
        if c.firstAttribute.isVertical {
          forms.add(id: a.y, -k)
          constant += k * Double(ancestor.boundsOrigin.y)
        } else {
          forms.add(id: a.x, -k)
          constant += k * Double(ancestor.boundsOrigin.x)
        }
      }
    }
    return constant
  }

}

extension LayoutEngine {
  /// The ancestor a constraint's multiplier is measured in: the items' closest common
  /// ancestor when the multiplier is not 1 on a position; nil otherwise.
  static func measuringAncestor(
    of c: LayoutConstraint, _ first: any LayoutItem, _ second: (any LayoutItem)?
  ) -> View? {
    guard c.multiplier != 1, !c.firstAttribute.isDimension, c.offsets == nil, let second,
      c.secondAttribute != .notAnAttribute
    else { return nil }
    return Self.commonAncestor(first.hostView, second.hostView)
  }

  /// The closest view that both views are in (either one itself, if one contains the
  /// other), walking up from the deeper one; O(depth), no allocation.
  static func commonAncestor(_ a: View?, _ b: View?) -> View? {
    guard var a, var b else { return nil }
    var da = depth(of: a)
    var db = depth(of: b)
    while da > db, let up = a.superview {
      a = up
      da -= 1
    }
    while db > da, let up = b.superview {
      b = up
      db -= 1
    }
    while a !== b {
      guard let upA = a.superview, let upB = b.superview else { return nil }
      a = upA
      b = upB
    }
    return a
  }

  /// A view's depth: the engine's record when the view is in a laid-out hierarchy.
  private static func depth(of view: View) -> Int {
    if view.layoutNode.engine != nil { return view.layoutNode.depth }
    var n = 0
    var current = view
    while let up = current.superview {
      n += 1
      current = up
    }
    return n
  }

  /// Whether `ancestor` is `view` or one of its superviews (depths make this O(distance)).
  static func contains(_ ancestor: View, _ view: View) -> Bool {
    var current = view
    var steps = view.layoutNode.depth - ancestor.layoutNode.depth
    guard steps >= 0 else { return false }
    while steps > 0, let up = current.superview {
      current = up
      steps -= 1
    }
    return current === ancestor
  }

  /// Whether a constraint must be listed on its second item: when the translation reads a
  /// property of that item that can change (margins, baselines, direction), or when the
  /// second item can leave the hierarchy without the first (a guide, which can be removed
  /// from its view, or a view that is not the first item's host or one of its ancestors).
  func dependsOnSecond(
    _ c: LayoutConstraint, _ first: any LayoutItem, _ second: any LayoutItem
  ) -> Bool {
    guard (second as AnyObject) !== (first as AnyObject) else { return false }
    guard second.viewItem != nil else { return true }
    switch c.secondAttribute {
    case .left, .right, .top, .bottom, .width, .height, .centerX, .centerY, .notAnAttribute:
      break
    default:
      return true
    }
    guard let host = second.hostView, let firstHost = first.hostView else { return true }
    return !Self.contains(host, firstHost)
  }
}

extension LayoutConstraint {
  /// Whether every item the constraint reads is in `engine`'s hierarchy (else it waits,
  /// reported as having no common ancestor).
  func itemsAreIn(_ engine: LayoutEngine) -> Bool {
    if secondAttribute != .notAnAttribute {
      guard let second = $secondLayoutItem.node, second.isIn(engine) else { return false }
    }
    if let offsets {
      for end in [offsets.first, offsets.second] {
        guard let end else { continue }
        guard let item = end.item, item.layoutNode.isIn(engine) else { return false }
      }
    }
    return true
  }
}
