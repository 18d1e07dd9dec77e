/// A closure a control runs for an event, with a title, as `UIAction`.
///
/// ```swift
/// let save = Action(title: "Save") { action in
///   print("saved by", (action.sender as? Button)?.currentTitle ?? "?")
/// }
/// button.addAction(save, for: .touchUpInside)
/// let button = Button(type: .system, primaryAction: save)   // titled "Save"
/// ```
///
/// Actions with the same ``identifier`` replace one another on a control, as in UIKit. An
/// action made without one (the default) is unique by instance: UIKit gives it a random
/// UUID, which this package avoids so that nothing differs between runs.
public final class Action {
  /// A name that makes actions interchangeable on a control, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String

    /// An identifier from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// An identifier from its name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The title (a button made with this as its primary action takes it).
  public var title: String
  /// The identifier given, or nil: the action is then unique by instance.
  public let identifier: Identifier?
  /// What runs; it gets the action, whose ``sender`` is the control that sent it.
  public let handler: (Action) -> Void
  /// The control that sent the action most recently (kept weakly).
  public internal(set) weak var sender: AnyObject?

  /// An action with a title, an identifier and a handler.
  public init(
    title: String = "", identifier: Identifier? = nil,
    handler: @escaping (Action) -> Void
  ) {
    self.title = title
    self.identifier = identifier
    self.handler = handler
  }

  /// Whether two actions are the same on a control: equal identifiers, or the same
  /// instance when either has none.
  func isSame(as other: Action) -> Bool {
    if let identifier, let otherIdentifier = other.identifier {
      return identifier == otherIdentifier
    }
    return self === other
  }

  /// Runs the handler with `sender` recorded.
  func perform(sender: AnyObject) {
    self.sender = sender
    handler(self)
  }
}
