// UIKit's nested type names, where Layout declares the type at the top level.
// (`UIView.AnimationOptions`, `UIView.AutoresizingMask`, `UIStackView.Distribution`,
// `UIStackView.Alignment` and `UIFont.Weight` are nested in Layout already.)

extension LayoutConstraint {
  /// `NSLayoutConstraint.Axis`: ``Layout/LayoutAxis`` (`.horizontal` 0, `.vertical` 1).
  public typealias Axis = LayoutAxis
  /// `NSLayoutConstraint.Attribute`: ``Layout/LayoutAttribute`` (UIKit's cases and raw
  /// values).
  public typealias Attribute = LayoutAttribute
  /// `NSLayoutConstraint.Relation`: ``Layout/ConstraintRelation`` (UIKit's cases and raw
  /// values).
  public typealias Relation = ConstraintRelation
}

extension Window {
  /// `UIWindow.Level`: ``Layout/WindowLevel`` (`.normal` 0, `.statusBar` 1000, `.alert`
  /// 2000).
  public typealias Level = WindowLevel
}
