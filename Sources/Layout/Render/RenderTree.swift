import Foundation

/// A solved scene flattened for renderers: windows back to front, each with its views in
/// tree order, every frame in screen coordinates and every opacity multiplied down the tree.
///
/// ```swift
/// window.layoutIfNeeded()
/// let tree = RenderTree(windows: [window], screen: .iPhone15)
/// tree.windows[0].views[0].absoluteFrame  // where the first view is on screen
/// ```
public struct RenderTree: Sendable, Equatable {
  /// The screen the windows are on.
  public var screen: Screen
  /// The screen's orientation.
  public var orientation: Screen.Orientation
  /// The visible windows, back to front (by level, then in the order given).
  public var windows: [RenderWindow]

  /// The render tree of windows (their current frames; lay them out first). Hidden windows
  /// are left out.
  public init(windows: [Window], screen: Screen, orientation: Screen.Orientation = .portrait) {
    self.screen = screen
    self.orientation = orientation
    self.windows = RenderTree.stacked(windows).map { RenderWindow($0) }
  }

  /// The visible windows, back to front: by level, then in the order given.
  static func stacked(_ windows: [Window]) -> [Window] {
    windows.enumerated()
      .filter { !$0.element.isHidden }
      .sorted {
        $0.element.windowLevel != $1.element.windowLevel
          ? $0.element.windowLevel < $1.element.windowLevel : $0.offset < $1.offset
      }
      .map(\.element)
  }

  /// The render tree of a scene's visible windows.
  public init(scene: Scene, screen: Screen, orientation: Screen.Orientation = .portrait) {
    self.init(windows: scene.windows, screen: screen, orientation: orientation)
  }
}

/// A window in a ``RenderTree``.
public struct RenderWindow: Sendable, Equatable {
  /// The window's name (its debug name).
  public var id: String
  /// The window's level.
  public var level: CGFloat
  /// The window's frame on the screen.
  public var frame: CGRect
  /// The safe area in screen coordinates.
  public var safeArea: CGRect
  /// Whether the window takes touches.
  public var isUserInteractionEnabled: Bool
  /// The window's opacity (its views' effective alpha includes it).
  public var alpha: CGFloat
  /// The window's own fill, if any.
  public var backgroundColor: Color?
  /// The window's subviews as nodes, back to front.
  public var views: [RenderNode]

  init(_ window: Window) {
    id = window.displayName
    level = window.windowLevel.rawValue
    frame = window.frame
    safeArea = window.convert(window.bounds.inset(by: window.safeAreaInsets), to: nil)
    isUserInteractionEnabled = window.isUserInteractionEnabled
    alpha = window.alpha
    backgroundColor = window.backgroundColor
    views = window.subviews.map { RenderNode($0, path: window.displayName, alpha: window.alpha) }
  }
}

/// A view in a ``RenderTree``, with what a renderer needs to draw it.
public struct RenderNode: Sendable, Equatable {
  /// The view's name (its debug name, or its type and place).
  public var id: String
  /// The names from the window down to this view: `toastWindow/backView/messageLabel`.
  public var path: String
  /// `view`, `label`, `button`, `imageView`, `scrollView` or `window`.
  public var type: String
  /// The frame in the superview's coordinates.
  public var frame: CGRect
  /// The bounding box of the view on screen, after every transform.
  public var absoluteFrame: CGRect
  /// The map from the view's own coordinates to the screen's (its bounds origin, frame,
  /// every ancestor's, and the transforms).
  public var transformToScreen: CGAffineTransform
  /// The view's own opacity.
  public var alpha: CGFloat
  /// The opacity it is drawn with: its alpha times every ancestor's.
  public var effectiveAlpha: CGFloat
  /// Whether it is hidden (a hidden view's subviews are not drawn either).
  public var isHidden: Bool
  /// The fill colour.
  public var backgroundColor: Color?
  /// The corner radius.
  public var cornerRadius: CGFloat
  /// Whether subviews are clipped to its bounds (`layer.masksToBounds`).
  public var clipsToBounds: Bool
  /// The layer's border as drawn, if it has one (see ``RenderBorder``).
  public var border: RenderBorder?
  /// The layer's shadow as drawn, if it has one (see ``RenderShadow``).
  public var shadow: RenderShadow?
  /// The view's size.
  public var size: CGSize
  /// A label's or button's text, lines and style.
  public var text: RenderText?
  /// The subviews, back to front.
  public var subviews: [RenderNode]

  init(_ view: View, path parent: String, alpha parentAlpha: CGFloat) {
    id = view.displayName
    path = parent + "/" + view.displayName
    switch view {
    case is Button: type = "button"
    case is Label: type = "label"
    case is ImageView: type = "imageView"
    case is ScrollView: type = "scrollView"
    case is StackView: type = "stackView"
    case is Window: type = "window"
    default: type = "view"
    }
    frame = view.frame
    absoluteFrame = view.convert(view.bounds, to: nil)
    transformToScreen = RenderNode.transform(of: view)
    alpha = view.alpha
    effectiveAlpha = parentAlpha * view.alpha
    isHidden = view.isHidden
    backgroundColor = view.backgroundColor
    cornerRadius = view.cornerRadius
    clipsToBounds = view.clipsToBounds
    border = view.layerStorage.flatMap(RenderBorder.init)
    shadow = view.layerStorage.flatMap(RenderShadow.init)
    size = view.size
    text =
      (view as? Label).flatMap(RenderText.init)
      ?? (view as? Button).flatMap(RenderText.init(title:))
    let ownPath = path
    let ownAlpha = effectiveAlpha
    subviews = view.subviews.map { RenderNode($0, path: ownPath, alpha: ownAlpha) }
  }

  /// The affine map from a view's coordinates to its root's.
  private static func transform(of view: View) -> CGAffineTransform {
    var t = CGAffineTransform.identity
    var current: View? = view
    while let v = current, let parent = v.superview {
      // Own coordinates → about the centre → transform → the superview's coordinates.
      let step = CGAffineTransform(translationX: -v.bounds.midX, y: -v.bounds.midY)
        .concatenating(v.transform)
        .concatenating(CGAffineTransform(translationX: v.center.x, y: v.center.y))
      t = t.concatenating(step)
      current = parent
    }
    return t
  }
}

/// A label's text as laid out, for drawing.
public struct RenderText: Sendable, Equatable {
  /// The whole text.
  public var text: String
  /// The lines drawn, top to bottom: each line's text as in ``fitted`` (with "…" where
  /// truncated).
  public var lines: [String]
  /// The lines as the label draws them in its bounds: text, box, baseline, truncation.
  public var fitted: FittedText
  /// The font's size in points.
  public var fontSize: CGFloat
  /// Whether the font is bold (semibold and up).
  public var isBold: Bool
  /// The text colour.
  public var color: Color
  /// The alignment as set on the label (``FittedText/alignment`` is the one drawn).
  public var alignment: TextAlignment
  /// How the label wraps and truncates.
  public var lineBreakMode: LineBreakMode
  /// The line height.
  public var lineHeight: CGFloat
  /// The first baseline's distance from the top of the text block.
  public var ascender: CGFloat
  /// Where the text block is laid out in the view's own coordinates: a button's title
  /// frame; nil for a label (its bounds).
  public var frame: CGRect?
  /// The alignment the lines are drawn with: ``FittedText/alignment`` for a label
  /// (`natural` resolved by the reading direction), the content alignment for a button's
  /// title.
  public var drawnAlignment: TextAlignment

  init?(_ label: Label) {
    guard let text = label.text, !text.isEmpty, let fitted = label.fittedText else { return nil }
    self.text = text
    self.fitted = fitted
    lines = fitted.lines.map(\.text)
    fontSize = label.font.pointSize
    isBold = label.font.weight >= .semibold
    color = label.textColor
    alignment = label.textAlignment
    lineBreakMode = label.lineBreakMode
    lineHeight = label.font.lineHeight
    ascender = label.font.ascender
    drawnAlignment = fitted.alignment
  }
}
