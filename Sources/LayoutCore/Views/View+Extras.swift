import Foundation

/// The values most views never set: a transform, an accessibility label, a touch target,
/// margins other than 8, a debug name, a place in a stack view, the guides made on first
/// use, the DSL's errors, the controller whose view it is. A view makes this object the
/// first time one of them is set (``View/extras``), so a view that sets none of them (a card
/// of the bench's screen) is 192 bytes smaller; its properties read the defaults meanwhile.
final class ViewExtras {
  /// UIKit's default margins.
  static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  var transform = CGAffineTransform.identity
  var layoutMargins = ViewExtras.defaultLayoutMargins
  var minimumTouchTargetSize = CGSize.zero
  var accessibilityLabel: String?
  var debugName: String?
  var rejectedValue: String?
  var arrangementIndex: (axis: LayoutAxis, index: Int)?
  var constraintDiagnostics: [ConstraintError] = []
  weak var owningController: ViewController?
  var safeAreaGuide: LayoutGuide?
  var marginsGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  var keyboardGuide: LayoutGuide?
}

extension View {
  /// The view's extras, made on first use.
  var extras: ViewExtras {
    if let made = extrasStorage { return made }
    let made = ViewExtras()
    extrasStorage = made
    return made
  }

  /// Sets an optional extra; clearing one the view never set makes nothing (inlined: a
  /// frame set in code clears the refused value every time).
  @inline(__always)
  func setExtra<Value>(_ field: ReferenceWritableKeyPath<ViewExtras, Value?>, _ value: Value?) {
    guard value != nil || extrasStorage != nil else { return }
    extras[keyPath: field] = value
  }
}
