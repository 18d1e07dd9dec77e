import Foundation
import Testing

@testable import Layout

/// A view controller as an iOS file has one, with the methods its buttons call.
private final class ToastViewController {
  var log: [String] = []

  func didTap(_ sender: Button) { log.append("didTap " + (sender.currentTitle ?? "")) }
  func showToast() { log.append("showToast") }
}

extension ViewsTests {
  /// A control's actions and targets: `addAction`, `addTarget`, their removal, and
  /// `sendActions(for:)`.
  @Suite("Control actions")
  struct ControlActionTests {
    @Test func actionsRunForTheirEventsInTheOrderAdded() {
      let button = Button(type: .system)
      var log: [String] = []
      button.addAction(Action { _ in log.append("a") }, for: .touchUpInside)
      button.addAction(Action { _ in log.append("b") }, for: [.touchUpInside, .touchDown])
      button.addAction(Action { _ in log.append("c") }, for: .valueChanged)
      button.sendActions(for: .touchUpInside)
      #expect(log == ["a", "b"])
      log = []
      button.sendActions(for: .touchDown)
      #expect(log == ["b"])
      log = []
      button.sendActions(for: [.touchDown, .valueChanged])  // each once
      #expect(log == ["b", "c"])
      #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
    }

    @Test func anActionKnowsItsSender() {
      let button = Button(title: "Save")
      var senders: [String?] = []
      let action = Action(title: "Save") { action in
        senders.append((action.sender as? Button)?.currentTitle)
      }
      button.addAction(action, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(senders == ["Save"])
      #expect(action.sender === button)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOneForThoseEvents() {
      let button = Button(type: .system)
      var log: [String] = []
      let id = Action.Identifier("save")
      button.addAction(
        Action(identifier: id) { _ in log.append("old") }, for: [.touchUpInside, .touchDown])
      button.addAction(Action(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(log == ["new"])
      log = []
      // The old one keeps the events the new one was not added for.
      button.sendActions(for: .touchDown)
      #expect(log == ["old"])
    }

    @Test func oneActionMayBeAddedForSeveralEvents() {
      let button = Button(type: .system)
      var count = 0
      let action = Action { _ in count += 1 }
      button.addAction(action, for: .touchUpInside)
      button.addAction(action, for: .touchDown)
      button.sendActions(for: .touchUpInside)
      button.sendActions(for: .touchDown)
      #expect(count == 2)
    }

    @Test func removingAnActionStopsItForThoseEventsOnly() {
      let button = Button(type: .system)
      var count = 0
      let action = Action(identifier: Action.Identifier("count")) { _ in count += 1 }
      button.addAction(action, for: [.touchUpInside, .touchDown])
      button.removeAction(action, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(count == 0)
      button.sendActions(for: .touchDown)
      #expect(count == 1)
      button.removeAction(identifiedBy: Action.Identifier("count"), for: .touchDown)
      button.sendActions(for: .allEvents)
      #expect(count == 1)
      #expect(button.allControlEvents.isEmpty)
    }

    @Test func aTargetsMethodIsCalledWithTheSender() {
      let controller = ToastViewController()
      let button = Button(title: "Show")
      // iOS: button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
      button.addTarget(controller, action: ToastViewController.didTap, for: .touchUpInside)
      // iOS: button.addTarget(self, action: #selector(showToast), for: .touchUpInside)
      button.addTarget(controller, action: ToastViewController.showToast, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(controller.log == ["didTap Show", "showToast"])
      #expect(button.allTargets.count == 1 && button.allTargets[0] === controller)
    }

    @Test func aSenderOfAnotherTypeCallsNothing() {
      final class Handler {
        var called = false
        func onSwitch(_ sender: Switch) { called = true }
      }
      final class Switch: Control {}
      let handler = Handler()
      let button = Button(type: .system)
      button.addTarget(handler, action: Handler.onSwitch, for: .valueChanged)
      button.sendActions(for: .valueChanged)
      #expect(!handler.called)
    }

    @Test func targetsAreKeptWeakly() {
      let button = Button(type: .system)
      var controller: ToastViewController? = ToastViewController()
      button.addTarget(controller!, action: ToastViewController.showToast, for: .touchUpInside)
      weak let gone = controller
      controller = nil
      #expect(gone == nil)
      button.sendActions(for: .touchUpInside)  // nothing to call, no crash
      #expect(button.allTargets.isEmpty)
    }

    @Test func removeTargetRemovesItsMethodsOrEveryTargets() {
      let first = ToastViewController()
      let second = ToastViewController()
      let button = Button(title: "x")
      var actionRan = false
      button.addAction(Action { _ in actionRan = true }, for: .touchUpInside)
      button.addTarget(first, action: ToastViewController.showToast, for: .touchUpInside)
      button.addTarget(second, action: ToastViewController.showToast, for: .touchUpInside)
      button.removeTarget(first, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(first.log.isEmpty && second.log == ["showToast"])
      button.removeTarget(nil, for: .allEvents)
      button.sendActions(for: .touchUpInside)
      #expect(second.log.count == 1)
      #expect(actionRan)  // actions are not targets
    }

    @Test func aPrimaryActionTitlesTheButtonAndRunsOnPrimaryActionTriggered() {
      var ran = false
      let button = Button(primaryAction: Action(title: "Share") { _ in ran = true })
      #expect(button.buttonType == .system)
      #expect(button.currentTitle == "Share")
      button.sendActions(for: .touchUpInside)
      #expect(!ran)
      button.sendActions(for: .primaryActionTriggered)
      #expect(ran)
    }

    @Test func anActionMayRemoveItselfWhileRunning() {
      let button = Button(type: .system)
      var count = 0
      let action = Action { action in
        count += 1
        (action.sender as? Control)?.removeAction(action, for: .allEvents)
      }
      button.addAction(action, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(count == 1)
    }

    @Test func addingForNoEventsAddsNothing() {
      let button = Button(type: .system)
      button.addAction(Action { _ in }, for: [])
      #expect(button.allControlEvents.isEmpty)
    }

    @Test func uikitsEventAndStateBitsAreKept() {
      #expect(Control.Event.touchUpInside.rawValue == 64)
      #expect(Control.Event.valueChanged.rawValue == 4096)
      #expect(Control.Event.primaryActionTriggered.rawValue == 8192)
      #expect(Control.State.normal.rawValue == 0)
      #expect(Control.State.selected.rawValue == 4)
      #expect(ControlEvents.allTouchEvents.contains(.touchCancel))
      #expect(ControlState.disabled == Control.State(rawValue: 2))
    }
  }
}
