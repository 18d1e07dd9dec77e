import Foundation

extension LayoutEngine {
  /// An attribute of an item in window coordinates.
  ///
  /// `left = minX`, `right = minX + width`, `centerX = minX + width / 2`; margin attributes
  /// are inset by the item's margins; a baseline is the top plus the item's baseline offset
  /// (the top or bottom without text). Right to left, leading and trailing are the right
  /// and left edges measured on a mirrored axis (negated), so that a positive constant moves
  /// toward the trailing side, as in Auto Layout.
  func expression(_ attribute: LayoutAttribute, of item: any LayoutItem) -> Expression {
    let v = item.variables
    let rtl = item.layoutNode.rightToLeft
    let left = Expression(v.x)
    let right = v.x + v.width
    let top = Expression(v.y)
    let bottom = v.y + v.height
    switch attribute {
    case .notAnAttribute: return Expression()
    case .left: return left
    case .right: return right
    case .top: return top
    case .bottom: return bottom
    case .leading: return rtl ? -right : left
    case .trailing: return rtl ? -left : right
    case .width: return Expression(v.width)
    case .height: return Expression(v.height)
    case .centerX: return v.x + 0.5 * v.width
    case .centerY: return v.y + 0.5 * v.height
    case .lastBaseline:
      if let offset = item.lastBaselineFromTop { return top + Double(offset) }
      return bottom
    case .firstBaseline:
      if let offset = item.firstBaselineFromTop { return top + Double(offset) }
      return top
    default:
      let margins = item.attributeMargins
      switch attribute {
      case .leftMargin: return left + Double(margins.left)
      case .rightMargin: return right - Double(margins.right)
      case .topMargin: return top + Double(margins.top)
      case .bottomMargin: return bottom - Double(margins.bottom)
      case .leadingMargin:
        return rtl ? -(right - Double(margins.right)) : left + Double(margins.left)
      case .trailingMargin:
        return rtl ? -(left + Double(margins.left)) : right - Double(margins.right)
      case .centerXWithinMargins:
        return v.x + 0.5 * v.width + Double(margins.left - margins.right) / 2
      default:
        return v.y + 0.5 * v.height + Double(margins.top - margins.bottom) / 2
      }
    }
  }

  /// `first.attribute ⋈ multiplier × second.attribute` in window coordinates, without the
  /// layout constant (the linear constraint's constant is this expression's constant minus
  /// the layout constant).
  ///
  /// Auto Layout measures both attributes in the coordinates of the items' closest common
  /// ancestor (a superview's own left is 0 there). Window coordinates differ from those by
  /// the ancestor's origin, which cancels unless the multiplier is not 1.
  func expression(
    of c: LayoutConstraint, _ first: any LayoutItem, _ second: (any LayoutItem)?,
    ancestor: View?
  ) -> Expression {
    var expression = self.expression(c.firstAttribute, of: first)
    guard let second, c.secondAttribute != .notAnAttribute else { return expression }
    expression = expression - self.expression(c.secondAttribute, of: second) * Double(c.multiplier)
    if let ancestor {
      let m = 1 - Double(c.multiplier)
      let a = ancestor.variables
      if c.firstAttribute.isVertical {
        expression = expression - m * a.y
        expression.constant += m * Double(ancestor.boundsOrigin.y)
      } else {
        expression = expression - m * a.x
        expression.constant += m * Double(ancestor.boundsOrigin.x)
      }
    }
    return expression
  }

  /// The ancestor a constraint's multiplier is measured in: the items' closest common
  /// ancestor when the multiplier is not 1 on a position; nil otherwise.
  func measuringAncestor(
    of c: LayoutConstraint, _ first: any LayoutItem, _ second: (any LayoutItem)?
  ) -> View? {
    guard c.multiplier != 1, !c.firstAttribute.isDimension, let second,
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
  /// second item can leave the hierarchy without the first (it is not the first item's
  /// host or one of its ancestors).
  func dependsOnSecond(
    _ c: LayoutConstraint, _ first: any LayoutItem, _ second: any LayoutItem
  ) -> Bool {
    guard (second as AnyObject) !== (first as AnyObject) else { return false }
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
