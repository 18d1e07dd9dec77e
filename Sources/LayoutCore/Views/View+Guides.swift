import Foundation

// The guides every view has, made on first use: the safe area and the layout margins
// (the readable-content and keyboard guides are in View+ReadableKeyboardGuides.swift).
extension View {
  /// The view's area inset by its ``safeAreaInsets``.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = safeAreaGuideStorage { return guide }
    let guide = LayoutGuide(role: .safeArea, owner: self)
    safeAreaGuideStorage = guide
    layoutNode.engine?.adopt(guide, of: self)
    return guide
  }

  /// The margins layout uses: ``layoutMargins``, raised to its view controller's
  /// ``ViewController/systemMinimumLayoutMargins`` on a controller's view (16 leading and
  /// trailing on a phone in portrait: a view on a root view's margins guide of an iPhone 15
  /// is 361 wide), as UIKit's root views report their `layoutMargins`.
  public var effectiveLayoutMargins: EdgeInsets {
    guard let controller = owningController else { return layoutMargins }
    return controller.effectiveMargins(of: layoutMargins)
  }

  /// The view's area inset by its ``effectiveLayoutMargins``.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuideStorage { return guide }
    let guide = LayoutGuide(role: .margins, owner: self)
    marginsGuideStorage = guide
    layoutNode.engine?.adopt(guide, of: self)
    return guide
  }

  /// The safe-area guide, if it was made.
  var safeAreaGuideIfMade: LayoutGuide? { safeAreaGuideStorage }

  /// Whether ``allLayoutGuides`` is not empty (without making the array).
  var hasLayoutGuides: Bool {
    !layoutGuides.isEmpty || safeAreaGuideStorage != nil || marginsGuideStorage != nil
      || readableGuideStorage != nil || keyboardGuideStorage != nil
  }

  /// The view's own guides that exist (made on first use), then the added ones.
  var allLayoutGuides: [LayoutGuide] {
    let made = safeAreaGuideStorage ?? marginsGuideStorage ?? readableGuideStorage
    if made == nil && keyboardGuideStorage == nil { return layoutGuides }
    return [safeAreaGuideStorage, marginsGuideStorage, readableGuideStorage, keyboardGuideStorage]
      .compactMap { $0 } + layoutGuides
  }
}
