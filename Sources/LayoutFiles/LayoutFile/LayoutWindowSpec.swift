/// One window of a layout file: its level and the window as a view (its `views` are the
/// view's subviews).
struct LayoutWindowSpec {
  /// The window's level.
  var level: WindowLevel = .normal
  /// The window's own properties and its subviews.
  var view: LayoutViewSpec
}
