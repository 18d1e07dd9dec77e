/// One registration in a control's dispatch table: an action or a target's method, and the
/// events it runs for.
struct ControlEventHandler {
  /// What runs.
  enum Kind {
    /// An ``Action``.
    case action(Action)
    /// A method of a target, kept weakly; `invoke` calls it with the target and the
    /// sender (nothing runs once the target is gone).
    case target(Weak, invoke: (AnyObject, Control) -> Void)
  }

  /// A weak reference to a target.
  struct Weak {
    weak var object: AnyObject?
  }

  var kind: Kind
  var events: Control.Event
}

extension Control {
  /// Runs an action when any of `controlEvents` happens, as UIKit's `addAction(_:for:)`.
  /// An action with the same identifier already added for those events is replaced (it
  /// keeps its other events); actions run in the order added.
  public func addAction(_ action: Action, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    removeAction(matching: action, for: controlEvents)
    eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents))
  }

  /// Stops running an action (or one with its identifier) for `controlEvents`.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(matching: action, for: controlEvents)
  }

  /// Stops running the action with an identifier for `controlEvents`.
  public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
    removeEvents(controlEvents) {
      if case .action(let action) = $0.kind, action.identifier == identifier { return true }
      return false
    }
  }

  /// Calls a method of `target` when any of `controlEvents` happens: the Linux form of
  /// UIKit's `addTarget(_:action:for:)`, with the method itself instead of a selector.
  ///
  /// ```swift
  /// // iOS:   button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
  /// button.addTarget(self, action: ToastViewController.didTap, for: .touchUpInside)
  /// ```
  ///
  /// `didTap(_ sender: Button)` (no `@objc` needed) gets the control; the target is kept
  /// weakly, as UIKit keeps it, and a sender that is not a `Sender` calls nothing.
  public func addTarget<Target: AnyObject, Sender: Control>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    addTarget(target, for: controlEvents) { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return }
      action(target)(sender)
    }
  }

  /// Calls a method of `target` that takes no sender when any of `controlEvents` happens
  /// (UIKit's `addTarget` with a selector of no arguments).
  ///
  /// ```swift
  /// button.addTarget(self, action: ToastViewController.showToast, for: .touchUpInside)
  /// ```
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    addTarget(target, for: controlEvents) { target, _ in
      guard let target = target as? Target else { return }
      action(target)()
    }
  }

  /// Removes the methods of `target` (nil: of every target) for `controlEvents`, as UIKit's
  /// `removeTarget(_:action:for:)` with a nil action (methods cannot be compared on Linux).
  public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    removeEvents(controlEvents) {
      guard case .target(let weak, _) = $0.kind else { return false }
      guard let target else { return true }
      return weak.object === target
    }
  }

  /// The targets that are still alive, in the order first added.
  public var allTargets: [AnyObject] {
    var out: [AnyObject] = []
    for handler in eventHandlers {
      guard case .target(let weak, _) = handler.kind, let object = weak.object,
        !out.contains(where: { $0 === object })
      else { continue }
      out.append(object)
    }
    return out
  }

  /// Every event something is registered for.
  public var allControlEvents: Event {
    eventHandlers.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs every action and target method registered for any of `controlEvents`, in the
  /// order added (each once), as UIKit's `sendActions(for:)`. Runs them even when the
  /// control is disabled (a tap on a disabled control never gets here).
  public func sendActions(for controlEvents: Event) {
    // A snapshot: a handler may add or remove handlers, or take the control away.
    let handlers = eventHandlers.filter { !$0.events.isDisjoint(with: controlEvents) }
    for handler in handlers {
      switch handler.kind {
      case .action(let action): action.perform(sender: self)
      case .target(let weak, let invoke):
        if let object = weak.object { invoke(object, self) }
      }
    }
  }

  /// Runs one action as sent by this control, as UIKit's `sendAction(_:)`.
  public func sendAction(_ action: Action) {
    action.perform(sender: self)
  }

  private func addTarget(
    _ target: AnyObject, for controlEvents: Event,
    invoke: @escaping (AnyObject, Control) -> Void
  ) {
    guard !controlEvents.isEmpty else { return }
    let handler = ControlEventHandler(
      kind: .target(ControlEventHandler.Weak(object: target), invoke: invoke),
      events: controlEvents)
    eventHandlers.append(handler)
  }

  private func removeAction(matching action: Action, for controlEvents: Event) {
    removeEvents(controlEvents) {
      if case .action(let other) = $0.kind, other.isSame(as: action) { return true }
      return false
    }
  }

  /// Takes `events` away from the handlers that match; handlers left with none go.
  private func removeEvents(_ events: Event, where matches: (ControlEventHandler) -> Bool) {
    for i in eventHandlers.indices where matches(eventHandlers[i]) {
      eventHandlers[i].events.subtract(events)
    }
    eventHandlers.removeAll { $0.events.isEmpty }
  }
}
