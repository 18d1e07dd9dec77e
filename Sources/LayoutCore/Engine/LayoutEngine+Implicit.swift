import Foundation

/// One constraint the engine makes for an item on its own: the top view's frame, the
/// constraints of an autoresizing mask, content hugging and compression resistance, a guide
/// tied to its view. (What reports read; a pass writes them term by term: see
/// ``ImplicitWriter``.)
struct ImplicitConstraint {
  /// `expression ⋈ 0`.
  var expression: Expression
  var relation: Relation = .equal
  var strength: Strength = .required
  /// What it stands for, for reports.
  var role: ImplicitRole
}

/// Where an item writes its implicit constraints: term by term into a ``FormBatch``, a run
/// each, with no expression, array or object per constraint (a pass writes those of every
/// view). Reports ask for the roles too.
struct ImplicitWriter {
  /// The constraints written, one closed form each, in the item's order.
  var forms: FormBatch
  /// What each stands for, when ``keepsRoles``.
  private(set) var roles: [ImplicitRole] = []
  /// Whether the roles are kept (for reports; a pass does not read them).
  let keepsRoles: Bool

  init(forms: FormBatch, keepsRoles: Bool) {
    self.forms = forms
    self.keepsRoles = keepsRoles
  }

  /// The ids of an item's variables in the batch's table.
  @inline(__always)
  func ids(of item: some LayoutItem) -> FrameIDs { item.frameIDs(in: forms.table) }

  /// Adds `coefficient × variable` to the constraint being written (the variable by its id:
  /// ``ids(of:)``).
  @inline(__always)
  mutating func term(_ variable: Int32, _ coefficient: Double = 1) {
    forms.add(id: variable, coefficient)
  }

  /// Ends the constraint being written: its terms `+ constant ⋈ 0`.
  @inline(__always)
  mutating func close(
    _ constant: Double, _ relation: Relation = .equal, _ strength: Strength = .required,
    role: @autoclosure () -> ImplicitRole
  ) {
    forms.close(constant: constant, relation: relation, strength: strength)
    if keepsRoles { roles.append(role()) }
  }

  /// Writes `a - b + constant ⋈ 0` (an item's coordinate tied to another's).
  @inline(__always)
  mutating func tie(
    _ a: Int32, _ b: Int32, _ constant: Double, _ relation: Relation = .equal,
    strength: Strength = .required, role: @autoclosure () -> ImplicitRole
  ) {
    term(a)
    term(b, -1)
    close(constant, relation, strength, role: role())
  }
}

extension LayoutItem {
  /// The item's implicit constraints as reports read them (each with its role).
  func implicitConstraints(in context: LayoutContext) -> [ImplicitConstraint] {
    var writer = ImplicitWriter(forms: FormBatch(table: VariableTable()), keepsRoles: true)
    writeImplicitConstraints(in: context, into: &writer)
    return writer.forms.runs.enumerated().map { i, run in
      ImplicitConstraint(
        expression: Expression(writer.forms.variableTerms(of: run), constant: run.constant),
        relation: run.relation, strength: run.strength, role: writer.roles[i])
    }
  }
}

/// A readable-content guide's rules: centred in its view's margins, no wider than they
/// are, no wider than the readable width, and as wide as the margins just below required.
enum ReadableRule {
  case centerX, marginsWidth, readableWidth(Double), pull
}

/// What an implicit constraint stands for.
enum ImplicitRole {
  /// The top view's frame: it keeps the frame set in code.
  case rootFrame
  /// A frame set in code, through the autoresizing mask.
  case autoresizing(View.AutoresizingMask)
  /// `axis <= value` (hugging) or `axis >= value` (compression resistance).
  case intrinsic(axis: String, value: Double, priority: Float, hugging: Bool)
  /// A guide's edge at its view's edge plus `value` (safe area, margins, a scroll view's
  /// frame guide).
  case guide(attribute: String, value: Double)
  /// A scroll view's content guide at the content offset.
  case content(attribute: String)
  /// One of a readable-content guide's rules.
  case readable(ReadableRule)
  /// A keyboard guide's height: the part of its view the keyboard covers.
  case keyboardHeight(Double)

  /// The constraint as a report names it.
  func describe(_ linear: LinearConstraint, item: any LayoutItem) -> String {
    switch self {
    case .rootFrame:
      return "\(item.itemName) frame (the top of the hierarchy)"
    case .autoresizing(let mask):
      return "\(linear.label) (NSAutoresizingMaskLayoutConstraint \(mask.logNotation))"
    case .intrinsic(let axis, let value, let priority, let hugging):
      let relation = hugging ? "<=" : ">="
      let kind = hugging ? "content hugging" : "compression resistance"
      return "\(item.itemName).\(axis) \(relation) \(NumberFormat.string(value)) "
        + "(\(kind)) ^\(NumberFormat.string(Double(priority)))"
    case .guide(let attribute, let value):
      let view = item.hostView?.displayName ?? "(a released view)"
      return "\(item.itemName).\(attribute) == \(view).\(attribute) + "
        + NumberFormat.string(value)
    case .content(let attribute):
      let view = item.hostView?.displayName ?? "(a released view)"
      return "\(item.itemName).\(attribute) == \(view).\(attribute) - contentOffset"
    case .readable(let rule):
      let margins = (item.hostView?.displayName ?? "(a released view)") + ".layoutMarginsGuide"
      switch rule {
      case .centerX: return "\(item.itemName).centerX == \(margins).centerX"
      case .marginsWidth: return "\(item.itemName).width <= \(margins).width"
      case .readableWidth(let value):
        return "\(item.itemName).width <= \(NumberFormat.string(value)) (the readable width)"
      case .pull: return "\(item.itemName).width == \(margins).width (as wide as it may be)"
      }
    case .keyboardHeight(let value):
      let view = item.hostView?.displayName ?? "(a released view)"
      return "\(item.itemName).height == \(NumberFormat.string(value)) (the part of \(view) "
        + "the keyboard covers)"
    }
  }
}

extension View {
  /// The top view keeps its frame; a view that translates its autoresizing mask keeps the
  /// frame set in code (following its superview's size as the mask says); any other view
  /// hugs and resists compression around its intrinsic size.
  func writeImplicitConstraints(in context: LayoutContext, into w: inout ImplicitWriter) {
    let v = w.ids(of: self)
    if ObjectIdentifier(self) == context.rootID {
      let f = frame
      w.term(v.x)
      w.close(0, role: .rootFrame)
      w.term(v.y)
      w.close(0, role: .rootFrame)
      w.term(v.width)
      w.close(0 - Double(f.width), role: .rootFrame)
      w.term(v.height)
      w.close(0 - Double(f.height), role: .rootFrame)
      return
    }
    if translatesAutoresizingMaskIntoConstraints, let parent = superview {
      return writeAutoresizingConstraints(in: parent, into: &w)
    }
    writeIntrinsicSizeConstraints(context.intrinsicContentSize(of: self), into: &w)
  }

  /// The four required constraints of the autoresizing mask, as UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`s: horizontal position, vertical position,
  /// horizontal size, vertical size (each pair the two constraints of its axis).
  private func writeAutoresizingConstraints(in parent: View, into w: inout ImplicitWriter) {
    let mask = autoresizingMask.effective
    let v = w.ids(of: self)
    let p = w.ids(of: parent)
    // The frame and the superview's size when the frame was set (UIKit's reference), the
    // superview's bounds origin now (a scroll moves the content). Raw origins and sizes: a
    // negative size is not standardized.
    let reference = autoresizingReference
    let f = reference.frame
    let s = reference.superviewSize
    let o = parent.boundsOrigin
    let h = AutoresizingAxis(
      near: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
      far: mask.contains(.flexibleRightMargin), offset: Double(f.origin.x - o.x),
      length: Double(f.size.width), superLength: Double(s.width))
    let vertical = AutoresizingAxis(
      near: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
      far: mask.contains(.flexibleBottomMargin), offset: Double(f.origin.y - o.y),
      length: Double(f.size.height), superLength: Double(s.height))
    // offset == its function of the superview's length, and length == its: `value -
    // (origin) - slope × superLength - constant == 0`.
    func row(
      _ value: Int32, minus origin: Int32?, _ rule: AutoresizingAxis.Linear,
      of superLength: Int32
    ) {
      w.term(value)
      if let origin { w.term(origin, -1) }
      if rule.slope != 0 { w.term(superLength, -rule.slope) }
      w.close(0 - rule.constant, role: .autoresizing(mask))
    }
    row(v.x, minus: p.x, h.offset, of: p.width)
    row(v.y, minus: p.y, vertical.offset, of: p.height)
    row(v.width, minus: nil, h.length, of: p.width)
    row(v.height, minus: nil, vertical.length, of: p.height)
  }

  /// Content hugging (`width <= intrinsic`) and compression resistance (`width >=
  /// intrinsic`) on each axis with an intrinsic size.
  private func writeIntrinsicSizeConstraints(_ size: CGSize, into w: inout ImplicitWriter) {
    let v = w.ids(of: self)
    func axis(
      _ variable: Int32, _ value: CGFloat, _ hugging: Float, _ compression: Float,
      _ name: String, _ axis: LayoutAxis
    ) {
      let index = arrangementIndex.flatMap { $0.axis == axis ? $0.index : nil }
      guard
        let rule = IntrinsicSizeAxis(
          intrinsic: value, hugging: hugging, compression: compression, arrangedIndex: index)
      else { return }
      let target = rule.target
      w.term(variable)
      w.close(
        0 - target, .lessThanOrEqual, Strength(priority: rule.huggingPriority),
        role: .intrinsic(axis: name, value: target, priority: hugging, hugging: true))
      w.term(variable)
      w.close(
        0 - target, .greaterThanOrEqual, Strength(priority: rule.compressionPriority),
        role: .intrinsic(axis: name, value: target, priority: compression, hugging: false))
    }
    axis(
      v.width, size.width, contentHuggingPriority.horizontal,
      contentCompressionResistancePriority.horizontal, "width", .horizontal)
    axis(
      v.height, size.height, contentHuggingPriority.vertical,
      contentCompressionResistancePriority.vertical, "height", .vertical)
  }
}

extension LayoutGuide {
  /// A view's own guides are tied to it: the safe area and the margins by their insets, a
  /// scroll view's frame guide to its frame, its content guide's origin to the content
  /// offset (the content's size is left to the constraints). A guide added with
  /// `addLayoutGuide` is free.
  func writeImplicitConstraints(in context: LayoutContext, into w: inout ImplicitWriter) {
    guard let view = owningView else { return }
    let g = w.ids(of: self)
    let v = w.ids(of: view)
    let insets: EdgeInsets
    switch role {
    case .custom: return
    case .scrollContent:
      let offset = view.boundsOrigin
      w.tie(g.x, v.x, Double(offset.x), role: .content(attribute: "minX"))
      w.tie(g.y, v.y, Double(offset.y), role: .content(attribute: "minY"))
      return
    case .readableContent: return writeReadableConstraints(of: view, in: context, into: &w)
    case .keyboard: return writeKeyboardConstraints(of: view, in: context, into: &w)
    case .scrollFrame: insets = .zero
    case .margins: insets = view.effectiveLayoutMargins
    case .safeArea:
      insets = context.safeAreaInsets(of: view)
      context.noteSafeArea(insets, of: self)
    }
    let l = Double(insets.left)
    let t = Double(insets.top)
    let horizontal = Double(insets.left + insets.right)
    let vertical = Double(insets.top + insets.bottom)
    w.tie(g.x, v.x, 0 - l, role: .guide(attribute: "minX", value: l))
    w.tie(g.y, v.y, 0 - t, role: .guide(attribute: "minY", value: t))
    w.tie(g.width, v.width, horizontal, role: .guide(attribute: "width", value: -horizontal))
    w.tie(g.height, v.height, vertical, role: .guide(attribute: "height", value: -vertical))
  }
}

extension LayoutEngine: LayoutContext {
  func noteSafeArea(_ insets: EdgeInsets, of guide: LayoutGuide) {
    if isUpdatingImplicit { guide.appliedInsets = insets }
  }

  func intrinsicContentSize(of view: View) -> CGSize {
    view.effectiveIntrinsicContentSize
  }

  /// How far the safe area of a view's window reaches into the view, from the frames this
  /// engine last wrote (``View/safeAreaInsets`` without walking the hierarchy).
  func safeAreaInsets(of view: View) -> EdgeInsets {
    guard let window = view.layoutNode.window, let insets = window.windowSafeAreaInsets else {
      return .zero
    }
    if view === window { return insets }
    // The top window's rectangle is its frame's size at the origin even before it is solved.
    let windowRect =
      ObjectIdentifier(window) == rootID
      ? CGRect(origin: .zero, size: window.size) : window.layoutNode.windowFrame
    let safe = View.safeRect(
      inside: view, window: window, windowSafe: windowRect.inset(by: insets)
    ) { $0.layoutNode.windowFrame }
    return View.insets(of: view.layoutNode.windowFrame, outside: safe)
  }
}

extension View {
  /// The part of a window's unsafe margins a rectangle overlaps, edge by edge, clipped to the
  /// rectangle (both in the same coordinates): UIKit's rule for a view's safe-area insets.
  static func safeAreaInsets(of r: CGRect, in window: CGRect, windowInsets: EdgeInsets)
    -> EdgeInsets
  {
    insets(of: r, outside: window.inset(by: windowInsets))
  }

  /// The part of a rectangle outside a safe rectangle, edge by edge, clipped to the
  /// rectangle (both in the same coordinates).
  static func insets(of r: CGRect, outside safe: CGRect) -> EdgeInsets {
    func clip(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return EdgeInsets(
      top: clip(safe.minY - r.minY, r.height), left: clip(safe.minX - r.minX, r.width),
      bottom: clip(r.maxY - safe.maxY, r.height), right: clip(r.maxX - safe.maxX, r.width))
  }
}

extension View {
  /// The safe rectangle the views inside `view` (itself included) share: the window's,
  /// narrowed top-down by each view controller's ``ViewController/additionalSafeAreaInsets``
  /// on the way from the window to the view (UIKit: a controller's view's safe area is the
  /// part of its superview's it overlaps, plus its additional insets). `rect` gives a view's
  /// rectangle in the window's coordinates.
  static func safeRect(
    inside view: View, window: View, windowSafe: CGRect, rect: (View) -> CGRect
  ) -> CGRect {
    var narrowing: [View] = []
    var current: View? = view
    while let v = current, v !== window {
      if let extra = v.owningController?.addedSafeAreaInsets, extra != .zero {
        narrowing.append(v)
      }
      current = v.superview
    }
    var safe = windowSafe
    for v in narrowing.reversed() {
      let r = rect(v)
      let own = insets(of: r, outside: safe)
      let extra = v.owningController?.addedSafeAreaInsets ?? .zero
      safe = r.inset(
        by: EdgeInsets(
          top: own.top + extra.top, left: own.left + extra.left,
          bottom: own.bottom + extra.bottom, right: own.right + extra.right))
    }
    return safe
  }

  /// The safe area of this view or of a view inside it may have changed without a frame
  /// moving (a controller's additional insets): the engine checks its safe-area guides.
  func safeAreaDidChange() {
    layoutNode.engine?.checkSafeAreas()
  }
}
