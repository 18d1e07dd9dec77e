import Foundation

/// What a view draws besides its subviews: rounded corners, the clip, a border and a
/// shadow, as Core Animation's `CALayer` behind every `UIView`.
///
/// Every view owns one layer (``View/layer``, made on first use) and a layer belongs to
/// one view, so it is a class: `view.layer.cornerRadius = 15` changes the view, as in
/// UIKit.
///
/// ```swift
/// let card = View()
/// card.backgroundColor = .white
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.lightGray.cgColor
/// card.layer.shadowOpacity = 0.2
/// card.layer.shadowOffset = CGSize(width: 0, height: 2)
/// card.layer.shadowRadius = 6
/// card.clipsToBounds  // false: card.layer.masksToBounds
/// ```
///
/// Some properties are the view's own state under another name, as in UIKit:
/// ``masksToBounds`` is ``View/clipsToBounds``, ``opacity`` is ``View/alpha`` and
/// ``backgroundColor`` is ``View/backgroundColor``. Every
/// change is reported to the view's change report as ``LayoutChange/Kind/appearance`` (and
/// an opacity change as ``LayoutChange/Kind/alpha``). Layout ignores the layer; renderers
/// draw it (see `Docs/Rendering.md`).
///
/// Values are kept as set; renderers clamp what cannot be drawn (a negative border width or
/// shadow radius draws as 0, a shadow opacity outside 0...1 is clamped, a corner radius
/// draws at most half the shorter side).
public final class Layer {
  /// The view whose layer this is (a layer does not keep its view alive; nil once the view
  /// is gone). Not a weak reference, which would slow every retain of the view (see
  /// ``View/superview``): the view clears it when it goes.
  public private(set) unowned var view: View?

  /// The radius of the rounded corners of the background, the border and the clip
  /// (UIKit's `layer.cornerRadius`; a view has no corner radius of its own, as in UIKit).
  public var cornerRadius: CGFloat = 0 {
    didSet { if cornerRadius != oldValue { didChange() } }
  }
  /// Whether subviews are clipped to the (rounded) bounds (the same state as
  /// ``View/clipsToBounds``). As in Core Animation, a layer that masks to its bounds draws
  /// no shadow.
  public var masksToBounds = false {
    didSet { if masksToBounds != oldValue { didChange() } }
  }
  /// The width of the border, drawn inside the bounds above the subviews (0: none).
  public var borderWidth: CGFloat = 0 {
    didSet { if borderWidth != oldValue { didChange() } }
  }
  /// The border's colour: opaque black by default, as `CALayer`'s.
  public var borderColor: CGColor? = .black {
    didSet { if borderColor != oldValue { didChange() } }
  }
  /// The shadow's colour: opaque black by default, as `CALayer`'s.
  public var shadowColor: CGColor? = .black {
    didSet { if shadowColor != oldValue { didChange() } }
  }
  /// The shadow's opacity, 0...1: 0 by default, so a layer has no shadow until it is set.
  public var shadowOpacity: Float = 0 {
    didSet { if shadowOpacity != oldValue { didChange() } }
  }
  /// How far the shadow is moved: (0, -3) by default, as `CALayer`'s (3 points up).
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { if shadowOffset != oldValue { didChange() } }
  }
  /// The blur radius of the shadow: 3 by default, as `CALayer`'s.
  public var shadowRadius: CGFloat = 3 {
    didSet { if shadowRadius != oldValue { didChange() } }
  }

  /// The view's opacity as a `Float`: UIKit's `layer.opacity` is the view's `alpha` (1 when
  /// the view is gone).
  public var opacity: Float {
    get { view.map { Float($0.alpha) } ?? 1 }
    set { view?.alpha = CGFloat(newValue) }
  }
  /// The view's background colour (UIKit's `layer.backgroundColor`, a `CGColor` there).
  public var backgroundColor: CGColor? {
    get { view?.backgroundColor }
    set { view?.backgroundColor = newValue }
  }

  /// The layer of a view (``View/layer`` makes it).
  init(view: View) {
    self.view = view
  }

  /// Called by the view's `deinit`.
  func viewWillGo() { view = nil }

  private func didChange() {
    view?.report(.appearance)
  }
}
