import Foundation

/// A rectangle that takes part in layout without drawing, as `UILayoutGuide`: a view's
/// safe area or margins, a scroll view's frame or content, or one added with
/// ``View/addLayoutGuide(_:)``.
///
/// ```swift
/// label.snp.makeConstraints { make in
///   make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(40)
/// }
/// ```
public final class LayoutGuide {
  /// What a guide stands for; the view's own guides are tied to it by the layout pass.
  enum Role {
    /// Free: its constraints place it.
    case custom
    /// The owning view's bounds inset by its safe-area insets.
    case safeArea
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// A scroll view's frame.
    case scrollFrame
    /// A scroll view's content: free size, origin at the content offset.
    case scrollContent
    /// The owning view's margins narrowed to the readable width, centred.
    case readableContent
    /// The part of the owning view the docked keyboard covers (its safe-area bottom when
    /// the keyboard is hidden).
    case keyboard
  }

  let role: Role
  /// The view the guide belongs to (not retained: the view holds its guides, and clears
  /// this when it goes).
  public internal(set) unowned var owningView: View?
  /// The name used in messages: the one given, or the owning view's name and the guide's
  /// role (`box.safeAreaLayoutGuide`).
  public var identifier: String {
    get {
      if let givenIdentifier { return givenIdentifier }
      let base = owningView?.displayName ?? "view"
      switch role {
      case .custom: return base + ".guide"
      case .safeArea: return base + ".safeAreaLayoutGuide"
      case .margins: return base + ".layoutMarginsGuide"
      case .scrollFrame: return base + ".frameLayoutGuide"
      case .scrollContent: return base + ".contentLayoutGuide"
      case .readableContent: return base + ".readableContentGuide"
      case .keyboard: return base + ".keyboardLayoutGuide"
      }
    }
    set { givenIdentifier = newValue }
  }
  private var givenIdentifier: String?
  /// The guide's rectangle in the owning view's coordinates, after layout.
  public internal(set) var layoutFrame: CGRect = .zero
  /// The active layout constraints with this guide first, in the order activated.
  @exclusivity(unchecked) var activeConstraints: [LayoutConstraint] = []
  /// The active SnapKit constraints made on this guide, in the order made.
  @exclusivity(unchecked) var snapKitConstraints: [Constraint] = []
  /// DSL calls that could not make a constraint.
  @exclusivity(unchecked) var constraintDiagnostics: [ConstraintError] = []
  /// What the layout engine keeps on this guide.
  let layoutNode = LayoutNode()
  /// What holds this guide without keeping it alive, once made (``itemReference``).
  var referenceStorage: ItemReference?
  /// The insets a safe-area guide's constraints were last made with (a keyboard guide's:
  /// its height as the bottom inset).
  var appliedInsets = EdgeInsets.zero
  /// The engine whose list of safe-area and keyboard guides this one is on.
  weak var safeAreaListedIn: LayoutEngine?

  /// A free guide, to add to a view with ``View/addLayoutGuide(_:)``.
  public convenience init(identifier: String? = nil) {
    self.init(role: .custom, owner: nil, identifier: identifier)
  }

  init(role: Role, owner: View?, identifier: String? = nil) {
    self.role = role
    self.owningView = owner
    self.givenIdentifier = identifier
    if role == .scrollContent { owner?.layoutNode.madeContentGuide = true }
  }

  deinit {
    referenceStorage?.itemWillGo()
  }
}

extension View {
  /// Adds a free layout guide to this view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
    layoutNode.engine?.adopt(guide, of: self)
  }

  /// Removes a layout guide this view owns.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    guide.layoutNode.engine?.detach(guide)
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }
}
