import Foundation

extension Scene {
  /// A tap at a point in screen coordinates, as a finger makes one: ``hitTest(_:)`` finds
  /// the view under it (a window with user interaction off, such as seed 000's toast
  /// window, lets the touch through to the windows behind), and the nearest control at or
  /// above that view takes the tap. An enabled control is highlighted, sends
  /// ``Control/Event/touchDown``, is unhighlighted, then sends
  /// ``Control/Event/touchUpInside`` (a button then ``Control/Event/primaryActionTriggered``;
  /// a ``Switch`` flips and sends `.valueChanged` first).
  ///
  /// ```swift
  /// scene.show(appWindow)
  /// scene.show(toastWindow)                  // .alert, isUserInteractionEnabled = false
  /// scene.tap(at: CGPoint(x: 196, y: 426))   // the app's button under the toast runs its actions
  /// ```
  ///
  /// - Returns: The control that took the tap; nil when the tap reached no control, or a
  ///   disabled one (it takes the touch and sends nothing, as in UIKit).
  @discardableResult
  public func tap(at point: CGPoint) -> Control? {
    var current = hitTest(point)
    while let view = current, !(view is Control) { current = view.superview }
    guard let control = current as? Control, control.isEnabled else { return nil }
    control.isHighlighted = true
    control.sendActions(for: .touchDown)
    control.isHighlighted = false
    control.finishTap()
    return control
  }
}
