import Foundation

extension View {
  /// The gesture recognizers attached to the view, in the order attached (nil when there
  /// are none), as UIKit's `gestureRecognizers`. Setting it detaches the old ones and
  /// attaches the new.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
    set {
      for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// The attached recognizers (empty when there are none).
  var gestureRecognizerList: [GestureRecognizer] {
    appearanceStorage?.gestureRecognizers ?? []
  }

  /// Attaches a gesture recognizer, as UIKit's `addGestureRecognizer(_:)`: touches on
  /// the view or below it reach the recognizer first. A recognizer attached to another
  /// view moves here; attaching it twice does nothing.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    appearance.gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a gesture recognizer (one attached elsewhere is left alone).
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self, let storage = appearanceStorage else { return }
    storage.gestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// Ends editing in the view or below it, as UIKit's `endEditing(_:)`: the text field
  /// being edited resigns first responder. With `force` false, a field whose delegate
  /// refuses to end editing keeps it.
  ///
  /// ```swift
  /// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
  ///   view.endEditing(true)   // a tap outside the field hides the keyboard
  /// }
  /// ```
  ///
  /// - Returns: Whether no field below the view is being edited any more.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    if let field = self as? TextField, field.isEditing {
      if force { field.endEditingForced() } else { _ = field.resignFirstResponder() }
      return !field.isEditing
    }
    var ended = true
    for subview in subviews where !subview.endEditing(force) { ended = false }
    return ended
  }
}
