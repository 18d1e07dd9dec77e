import Foundation

extension LayoutConstraint {
  /// The options of ``constraints(withVisualFormat:options:metrics:views:file:line:)``, as
  /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: an alignment of every pair
  /// of neighbouring views (bit *n* is the attribute of raw value *n*), the direction of a
  /// horizontal arrangement, and the spacing between baselines.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Aligns the left edges of the views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the centres' x.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the centres' y.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Every alignment bit.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal arrangement runs from leading to trailing (the default: 0).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal arrangement runs from left to right, whatever the reading direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 0x10000)
    /// A horizontal arrangement runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 0x20000)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 0x30000)
    /// Spaces of a vertical arrangement from one view's last baseline to the next one's
    /// first.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 0x80000)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 0x80000)
  }

  /// The constraints a visual format string describes, as UIKit's
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: inactive,
  /// in UIKit's order (the leading `|` connection, then each view's size predicates and the
  /// connection after it, the trailing `|` connection, then the alignments).
  ///
  /// ```swift
  /// let views = ["icon": icon, "title": title]
  /// NSLayoutConstraint.activate(
  ///   NSLayoutConstraint.constraints(
  ///     withVisualFormat: "H:|-[icon(32)]-[title]-|", options: .alignAllCenterY,
  ///     metrics: nil, views: views))
  /// ```
  ///
  /// `[a]-c-[b]` is `b.leading == a.trailing + c`, `|-c-[v]` is
  /// `v.leading == superview.leading + c` and `[v]-c-|` is
  /// `superview.trailing == v.trailing + c` (left and right with `.directionLeftToRight`,
  /// top and bottom with `V:`). The standard space `-` is 8 points between views, and a
  /// superview's layout margins to its edge (`|-[v]-|` pins `v` to
  /// `superview.layoutMarginsGuide`, as iOS 11 and later do).
  ///
  /// A format UIKit cannot parse (it raises) gives no constraints; its message, with the
  /// caret under the place, is recorded in the diagnostics of the first view the format
  /// names (`view.layoutDiagnostics`).
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any], file: String = #fileID, line: UInt = #line
  ) -> [LayoutConstraint] {
    let site = CallSite(file: file, line: line)
    var items: [String: any LayoutItem] = [:]
    for (name, value) in views {
      if let item = value as? any LayoutItem { items[name] = item }
    }
    do throws(VisualFormat.ParseError) {
      let parsed = try VisualFormat(parsing: format) { name in
        metrics?[name].flatMap(Self.metricValue)
      }
      return try VisualFormatBuilder(
        format: parsed, text: format, options: options, items: items, site: site
      ).constraints()
    } catch {
      let named =
        Self.firstNamedItem(in: format, items) ?? items.sorted { $0.key < $1.key }.first?.value
      named?.constraintDiagnostics.append(ConstraintError(error.description, at: site))
      return []
    }
  }

  /// A metric's value: any number.
  private static func metricValue(_ value: Any) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }

  /// The item of the first `[name` in the format that names one.
  private static func firstNamedItem(in format: String, _ items: [String: any LayoutItem])
    -> (any LayoutItem)?
  {
    for part in format.split(separator: "[").dropFirst() {
      let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if let item = items[String(name)] { return item }
    }
    return nil
  }
}

/// Makes the constraints of a parsed format.
private struct VisualFormatBuilder {
  let format: VisualFormat
  let text: String
  let options: LayoutConstraint.FormatOptions
  let items: [String: any LayoutItem]
  let site: CallSite

  private var vertical: Bool { format.vertical }
  private var rightToLeft: Bool { !vertical && options.contains(.directionRightToLeft) }
  /// The edges a view is entered at and left by, in the arrangement's direction.
  private var entry: LayoutAttribute {
    if vertical { return .top }
    if options.contains(.directionRightToLeft) { return .right }
    return options.contains(.directionLeftToRight) ? .left : .leading
  }
  private var exit: LayoutAttribute {
    if vertical { return .bottom }
    if options.contains(.directionRightToLeft) { return .left }
    return options.contains(.directionLeftToRight) ? .right : .trailing
  }
  private var dimension: LayoutAttribute { vertical ? .height : .width }

  func fail(_ message: String) -> VisualFormat.ParseError {
    VisualFormat.ParseError(message: message, format: text, offset: nil)
  }

  func constraints() throws(VisualFormat.ParseError) -> [LayoutConstraint] {
    let views = try format.elements.map { element throws(VisualFormat.ParseError) in
      guard let item = items[element.name] else {
        throw fail("\(element.name) is not a key in the views dictionary.")
      }
      return item
    }
    if options.contains(.spacingBaselineToBaseline) && !vertical {
      throw fail("BaselineToBaseline format option not valid for horizontal layout")
    }
    let alignments = try alignmentAttributes()
    var out: [LayoutConstraint] = []
    if let leading = format.leading {
      let superview = try self.superview(of: views[0])
      out += space(leading, from: superview, to: views[0], superview: .leading)
    }
    for (i, element) in format.elements.enumerated() {
      out += try size(of: views[i], element.predicates)
      if i < format.connections.count {
        out += space(format.connections[i], from: views[i], to: views[i + 1])
      }
    }
    if let trailing = format.trailing, let last = views.last {
      let superview = try self.superview(of: last)
      out += space(trailing, from: last, to: superview, superview: .trailing)
    }
    for attribute in alignments {
      for i in views.indices.dropLast() {
        out.append(
          make(views[i], attribute, .equal, views[i + 1], attribute, constant: 0, priority: 1000))
      }
    }
    return out
  }

  /// The attributes the options align, checked against the arrangement's axis.
  private func alignmentAttributes() throws(VisualFormat.ParseError) -> [LayoutAttribute] {
    let bits = options.rawValue & LayoutConstraint.FormatOptions.alignmentMask.rawValue
    var out: [LayoutAttribute] = []
    for raw in 1...12 where bits & (1 << UInt(raw)) != 0 {
      guard let attribute = LayoutAttribute(rawValue: raw), !attribute.isDimension else { continue }
      if attribute.isVertical == vertical {
        let axis = vertical ? "vertical" : "horizontal"
        throw fail(
          "Options mask required views to be aligned on a \(axis) edge, which is not allowed "
            + "for layout that is also \(axis).")
      }
      out.append(attribute)
    }
    return out
  }

  /// The view `|` stands for next to `item`: its superview (a guide's owning view).
  private func superview(of item: any LayoutItem) throws(VisualFormat.ParseError) -> any LayoutItem
  {
    guard let superview = item.layoutSuperview else {
      throw fail(
        "Unable to interpret '|' character, because the related view doesn't have a superview")
    }
    return superview
  }

  /// A view's size predicates: `[v(>=50,<=100@750)]`, `[v(==other)]`.
  private func size(of view: any LayoutItem, _ predicates: [VisualFormat.Predicate])
    throws(VisualFormat.ParseError) -> [LayoutConstraint]
  {
    try predicates.map { predicate throws(VisualFormat.ParseError) in
      switch predicate.object {
      case .constant(let c):
        return make(
          view, dimension, predicate.relation, nil, .notAnAttribute, constant: c,
          priority: predicate.priority)
      case .view(let name):
        guard let other = items[name] else {
          throw fail(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or "
              + "views dictionaries")
        }
        return make(
          view, dimension, predicate.relation, other, dimension, constant: 0,
          priority: predicate.priority)
      }
    }
  }

  /// The constraints of a connection from `earlier` to `later`, in the arrangement's
  /// order: `later.entry ⋈ earlier.exit + c` (right to left, where the earlier view is on
  /// the right: `earlier.left ⋈ later.right + c`). A superview (`|`) on either side is related
  /// by its own edge on that side, or for the standard space by its layout margins.
  private func space(
    _ connection: VisualFormat.Connection, from earlier: any LayoutItem,
    to later: any LayoutItem, superview: Superview = .none
  ) -> [LayoutConstraint] {
    var earlier = earlier
    var later = later
    let earlierAttribute = superview == .leading ? entry : exit
    let laterAttribute = superview == .trailing ? exit : entry
    let predicates: [VisualFormat.Predicate]
    switch connection {
    case .flush:
      predicates = [VisualFormat.Predicate(object: .constant(0))]
    case .standard:
      switch superview {
      case .leading:
        if let view = earlier.viewItem { earlier = view.layoutMarginsGuide }
        predicates = [VisualFormat.Predicate(object: .constant(0))]
      case .trailing:
        if let view = later.viewItem { later = view.layoutMarginsGuide }
        predicates = [VisualFormat.Predicate(object: .constant(0))]
      case .none:
        predicates = [VisualFormat.Predicate(object: .constant(LayoutSpacing.system))]
      }
    case .predicates(let list):
      predicates = list
    }
    let baselines = options.contains(.spacingBaselineToBaseline) && superview == .none
    return predicates.compactMap { predicate in
      guard case .constant(let c) = predicate.object else { return nil }
      if baselines {
        return make(
          later, .firstBaseline, predicate.relation, earlier, .lastBaseline, constant: c,
          priority: predicate.priority)
      }
      if rightToLeft {
        return make(
          earlier, earlierAttribute, predicate.relation, later, laterAttribute, constant: c,
          priority: predicate.priority)
      }
      return make(
        later, laterAttribute, predicate.relation, earlier, earlierAttribute, constant: c,
        priority: predicate.priority)
    }
  }

  /// Which side of a connection is the superview (`|`).
  private enum Superview {
    case none, leading, trailing
  }

  private func make(
    _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: ConstraintRelation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, constant: CGFloat,
    priority: Float
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: first, firstAttribute, relation, second: second,
      second == nil ? .notAnAttribute : secondAttribute, multiplier: 1, constant: constant,
      priority: LayoutPriority(priority), identifier: nil, location: site, origin: .visualFormat)
  }
}
