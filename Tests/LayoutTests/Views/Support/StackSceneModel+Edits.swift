import Foundation
import Layout

extension StackSceneModel {
  /// Takes an edit as UIKit would; false (and no change) when the edit does not apply to
  /// the scene as it is (an item that is not there or not where the edit needs it), so
  /// that a minimised list of edits can drop the ones it no longer supports.
  mutating func apply(_ edit: StackSceneEdit) -> Bool {
    switch edit {
    case .axis(let id, let value): return editStack(id) { $0.axis = value }
    case .distribution(let id, let value): return editStack(id) { $0.distribution = value }
    case .alignment(let id, let value): return editStack(id) { $0.alignment = value }
    case .spacing(let id, let value): return editStack(id) { $0.spacing = value }
    case .customSpacing(let id, let value, let after):
      guard items[after] != nil else { return false }
      return editStack(id) { stack in
        // UIKit ignores a view that is not arranged.
        guard stack.arranged.contains(after) else { return }
        stack.customSpacings[after] = value == StackView.spacingUseDefault ? nil : value
      }
    case .baselineRelative(let id, let on): return editStack(id) { $0.isBaselineRelative = on }
    case .marginsRelative(let id, let on): return editStack(id) { $0.isMarginsRelative = on }
    case .layoutMargins(let id, let margins): return editStack(id) { $0.layoutMargins = margins }
    case .hidden(let id, let hidden, _):
      guard id != 0, items[id] != nil else { return false }
      self[id].isHidden = hidden
      return true
    case .insert(let id, let stackID, let index, let made):
      var model = self
      for item in made where model.items[item.id] == nil { model.items[item.id] = item }
      guard let item = model.items[id], id != 0, id != stackID, item.kind != .plain,
        model.items[stackID]?.stack != nil, item.kind != .stack || stackID == 0
      else { return false }
      model.insertArranged(id, into: stackID, at: index)
      self = model
      return true
    case .removeArranged(let id, let stackID):
      guard items[id]?.parent == stackID, self[stack: stackID].arranged.contains(id) else {
        return false
      }
      removeArranged(id)
      return true
    case .removeFromSuperview(let id):
      guard id != 0, items[id]?.parent != nil else { return false }
      detach(id)
      return true
    case .addOther(let id, let stackID, let made):
      var model = self
      for item in made where model.items[item.id] == nil { model.items[item.id] = item }
      guard id != 0, let item = model.items[id], item.kind == .plain, item.parent == nil,
        model.items[stackID]?.stack != nil
      else { return false }
      model.addOther(id, to: stackID)
      model[id].pin = item.pin
      self = model
      return true
    case .pin(let id, let pin):
      guard isLoose(id), self[id].pin == nil else { return false }
      self[id].pin = pin
      return true
    default:
      return applyOther(edit)
    }
  }

  private mutating func applyOther(_ edit: StackSceneEdit) -> Bool {
    switch edit {
    case .text(let id, let text): return editLabel(id) { $0.text = text }
    case .font(let id, let size): return editLabel(id) { $0.fontSize = size }
    case .lines(let id, let lines): return editLabel(id) { $0.numberOfLines = lines }
    case .priorities(let id, let hugging, let resistance):
      guard items[id] != nil else { return false }
      self[id].hugging = hugging
      self[id].resistance = resistance
      return true
    case .updateWidth(let value):
      switch width {
      case .length: width = .length(value)
      case .inset: width = .inset(value)
      case nil: return false
      }
      return true
    case .updateHeight(let value):
      switch height {
      case .length: height = .length(value)
      case .inset: height = .inset(value)
      case nil: return false
      }
      return true
    case .remakeSize(let width, let height):
      self.width = width
      self.height = height
      return true
    case .orientation(let orientation): self.orientation = orientation
    case .rightToLeft(let on): rightToLeft = on
    case .screen(let screen): self.screen = screen
    default: preconditionFailure("not an edit of applyOther: \(edit)")
    }
    return true
  }

  private mutating func editStack(_ id: Int, _ change: (inout StackSceneStack) -> Void) -> Bool {
    guard var stack = items[id]?.stack else { return false }
    change(&stack)
    self[id].stack = stack
    return true
  }

  private mutating func editLabel(_ id: Int, _ change: (inout StackSceneItem) -> Void) -> Bool {
    guard var item = items[id], item.kind == .label else { return false }
    change(&item)
    items[id] = item
    return true
  }
}
