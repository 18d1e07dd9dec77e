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
  /// The version of the JSON form (``json(diagnostics:)``) and of `Docs/render-tree.schema.json`:
  /// 3 (version 2 added the views' `touchFrame` and `accessibility`; version 3 gives a view
  /// `text`, `image`, `button` or `scroll` when it draws one, whatever its type, and an
  /// image its content mode and drawn rectangle). A change to the JSON's keys, types or
  /// meanings bumps it.
  public static let schemaVersion = 3

  /// The screen the windows are on.
  public var screen: Screen
  /// The screen's orientation.
  public var orientation: Screen.Orientation
  /// The visible windows, back to front (by level, then in the order given), and the
  /// keyboard's window while the keyboard is on screen.
  public var windows: [RenderWindow]

  /// The render tree of windows (their current frames; lay them out first). Hidden windows
  /// are left out.
  ///
  /// While one of the windows shows the keyboard (``Window/isKeyboardShown``), the keyboard
  /// is drawn too, as iOS draws it: a window `keyboardWindow` at level 10,000,000 (in front
  /// of alerts) covering the screen, with one view, `keyboard`, at the keyboard's frame.
  public init(windows: [Window], screen: Screen, orientation: Screen.Orientation = .portrait) {
    self.init(
      stacked: RenderTree.stacked(RenderTree.withKeyboard(windows) { $0.frame }), screen: screen,
      orientation: orientation)
  }

  /// The tree of windows already stacked back to front (visible ones, the keyboard's
  /// included), each view drawn with the geometry `geometry` gives (its model values by
  /// default; a presentation tree gives what is on screen).
  package init(
    stacked windows: [Window], screen: Screen, orientation: Screen.Orientation,
    geometry: (View) -> RenderGeometry = RenderGeometry.init(of:)
  ) {
    self.screen = screen
    self.orientation = orientation
    self.windows = windows.enumerated().map { RenderWindow($1, zIndex: $0, geometry: geometry) }
  }

  /// The windows and, when some of the keyboard is on screen, its window
  /// (``KeyboardWindow/onScreen(among:frame:)``).
  package static func withKeyboard(_ windows: [Window], frame: (View) -> CGRect) -> [Window] {
    KeyboardWindow.onScreen(among: windows, frame: frame).map { windows + [$0] } ?? windows
  }

  /// The visible windows, back to front: by level, then in the order given.
  package static func stacked(_ windows: [Window]) -> [Window] {
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
    self.init(windows: scene.visibleWindows, screen: screen, orientation: orientation)
  }
}

/// A window in a ``RenderTree``.
public struct RenderWindow: Sendable, Equatable {
  /// The window's name (its debug name).
  public var id: String
  /// The window's place among the tree's windows, back to front: 0 is drawn first.
  public var zIndex: Int
  /// The window's level's number (see ``windowLevel``).
  public var level: CGFloat
  /// The window's level.
  public var windowLevel: WindowLevel { WindowLevel(level) }
  /// The window's frame on the screen.
  public var frame: CGRect
  /// The safe area in screen coordinates.
  public var safeArea: CGRect
  /// The safe area as insets from the window's edges.
  public var safeAreaInsets: EdgeInsets
  /// Whether the window takes touches.
  public var isUserInteractionEnabled: Bool
  /// The window's opacity (its views' effective alpha includes it).
  public var alpha: CGFloat
  /// The window's own fill, if any, in its appearance.
  public var backgroundColor: Color?
  /// The window's appearance (``Window/effectiveUserInterfaceStyle``): its views' colours
  /// are drawn in it.
  public var style: UserInterfaceStyle
  /// The window's subviews as nodes, back to front.
  public var views: [RenderNode]

  /// A window and its views, each drawn with the geometry `geometry` gives (the model
  /// values by default). The safe area is the model window's.
  package init(
    _ window: Window, zIndex: Int,
    geometry: (View) -> RenderGeometry = RenderGeometry.init(of:)
  ) {
    id = ""
    self.zIndex = zIndex
    level = 0
    safeAreaInsets = .zero
    safeArea = .zero
    isUserInteractionEnabled = true
    frame = .zero
    alpha = 1
    views = []
    style = .light
    setHeader(window, own: geometry(window))
    views = window.subviews.enumerated().map { index, view in
      RenderNode(
        view, geometry: geometry, place: String(index), path: id, alpha: alpha,
        parentToWindow: .identity, style: style)
    }
    placeViews()
  }

  /// Sets what the window itself shows (not its views): its name, level, frame, safe area,
  /// interaction, alpha and colour.
  package mutating func setHeader(_ window: Window, own: RenderGeometry) {
    id = window.displayName
    level = window.windowLevel.rawValue
    safeAreaInsets = window.safeAreaInsets
    safeArea = window.bounds.inset(by: window.safeAreaInsets)
      .offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    isUserInteractionEnabled = window.isUserInteractionEnabled
    frame = own.frame
    alpha = RenderNode.opacity(own.alpha)
    style = window.effectiveUserInterfaceStyle
    backgroundColor = own.backgroundColor?.resolved(for: style)
  }
}

/// A view in a ``RenderTree``, with what a renderer needs to draw it.
public struct RenderNode: Sendable, Equatable {
  /// The view's name (its debug name, or its type and place).
  public var id: String
  /// The names from the window down to this view: `toastWindow/backView/messageLabel`.
  public var path: String
  /// The view's kind (``View/kind``): `view`, `label`, `button`, `imageView`, `scrollView`,
  /// `stackView`, or a kind a class names.
  public var type: ViewKind
  /// The view's place in its window's drawing order, back to front: its window's views
  /// numbered depth first (a view before its subviews, subviews in order) from 0, hidden
  /// ones included.
  public var zIndex: Int
  /// The frame in the superview's coordinates.
  public var frame: CGRect
  /// The bounds: the view's own coordinates (the origin is a scroll view's content offset).
  public var bounds: CGRect
  /// The bounding box of the view in its window's coordinates, after every transform.
  public var windowFrame: CGRect
  /// The bounding box of the view on screen, after every transform (`screenFrame` in the
  /// JSON).
  public var absoluteFrame: CGRect
  /// The view's own transform, about its centre in its superview (UIKit's `transform`).
  public var transform: CGAffineTransform
  /// The map from the view's drawing space (its rectangle with its top-left corner at
  /// (0, 0), whatever its bounds origin) to the screen's: the bounds origin, the frame and
  /// transform of the view and of every ancestor, and the window's place on the screen.
  public var transformToScreen: CGAffineTransform {
    transformToWindow.concatenating(
      CGAffineTransform(translationX: windowOrigin.x, y: windowOrigin.y))
  }
  /// The map from the drawing space to the window's coordinates.
  package var transformToWindow: CGAffineTransform
  /// The map from the view's coordinates to its superview's (about the centre, through the
  /// transform).
  package var toSuperview: CGAffineTransform
  /// The map from the view's coordinates to the window's.
  package var toWindow: CGAffineTransform
  /// The view's ``View/minimumTouchTargetSize`` (its touch rectangle grows to it).
  package var minimumTouchTarget: CGSize
  /// Where the window's coordinates start on the screen (its frame's origin).
  var windowOrigin = CGPoint.zero
  /// The view's own opacity, 0…1 (an alpha set outside that range is drawn clamped, as
  /// Core Animation clamps a layer's opacity).
  public var alpha: CGFloat
  /// The opacity it is drawn with: its alpha times every ancestor's.
  public var effectiveAlpha: CGFloat
  /// Whether it is hidden (a hidden view's subviews are not drawn either).
  public var isHidden: Bool
  /// The fill colour, in the window's appearance (see ``style``).
  public var backgroundColor: Color?
  /// The appearance the view is drawn in (its window's ``Window/effectiveUserInterfaceStyle``):
  /// every colour of the node is resolved for it.
  public var style: UserInterfaceStyle
  /// The corner radius as set (`layer.cornerRadius`; see ``drawnCornerRadius``).
  public var cornerRadius: CGFloat
  /// Whether subviews are clipped to its bounds (`layer.masksToBounds`).
  public var clipsToBounds: Bool
  /// The layer's border as drawn, if it has one (see ``RenderBorder``).
  public var border: RenderBorder?
  /// The layer's shadow as drawn, if it has one (see ``RenderShadow``).
  public var shadow: RenderShadow?
  /// The view's size.
  public var size: CGSize
  /// The text the view draws (``View/textContent``: a label's, a button's title, a text
  /// field's), its lines and style; nil for a view without text.
  public var text: RenderText?
  /// A button's insets and content and title rectangles; nil for other views.
  public var button: RenderButton?
  /// An image view's image (nil for other views, and for an image view without one).
  public var image: RenderImage?
  /// A scroll view's offset, content size and zoom; nil for other views.
  public var scroll: RenderScroll?
  /// The rectangle that takes touches, on screen: the bounding box of the view's
  /// ``View/touchTargetBounds``; nil when that is its bounds (`touchFrame` in the JSON, only
  /// on views whose ``View/minimumTouchTargetSize`` grows them).
  public var touchFrame: CGRect?
  /// ``touchFrame`` in the window's coordinates.
  package var touchWindowFrame: CGRect?
  /// Whether VoiceOver treats the view as one element (``View/isAccessibilityElement``).
  public var isAccessibilityElement: Bool
  /// What VoiceOver reads for it (``View/accessibilityLabel``).
  public var accessibilityLabel: String?
  /// The frame VoiceOver focuses, on screen: the view's drawn bounding box
  /// (``absoluteFrame``), as ``View/accessibilityFrame`` is in the model tree.
  public var accessibilityFrame: CGRect { absoluteFrame }
  /// The subviews, back to front.
  public var subviews: [RenderNode]

  /// A view and its subviews, each drawn with the geometry `geometry` gives; the subviews'
  /// maps to the window compose top-down from `parentToWindow` (the superview's coordinates
  /// to the window's), so each node costs the same whatever its depth.
  /// `place` is the view's place in its hierarchy (see ``View/displayName(place:)``).
  package init(
    _ view: View, geometry: (View) -> RenderGeometry, place: String, path parent: String,
    alpha parentAlpha: CGFloat, parentToWindow: CGAffineTransform, style: UserInterfaceStyle
  ) {
    let own = geometry(view)
    self.init(
      view, own: own, id: view.displayName(place: place), path: parent, alpha: parentAlpha,
      parentToWindow: parentToWindow, style: style)
    let ownPath = path
    let ownAlpha = effectiveAlpha
    let toWindow = toWindow
    subviews = view.subviews.enumerated().map { index, subview in
      RenderNode(
        subview, geometry: geometry, place: place + "." + String(index), path: ownPath,
        alpha: ownAlpha, parentToWindow: toWindow, style: style)
    }
  }

  /// A view without its subviews, drawn with `own`, named `id`.
  package init(
    _ view: View, own: RenderGeometry, id: String, path parent: String,
    alpha parentAlpha: CGFloat, parentToWindow: CGAffineTransform, style: UserInterfaceStyle
  ) {
    self.style = style
    self.id = id
    path = parent + "/" + id
    type = view.kind
    zIndex = 0
    frame = .zero
    bounds = .zero
    transform = .identity
    alpha = 1
    effectiveAlpha = 1
    isHidden = false
    backgroundColor = nil
    size = .zero
    toSuperview = .identity
    cornerRadius = view.layerStorage?.cornerRadius ?? 0
    clipsToBounds = view.clipsToBounds
    border = view.layerStorage.flatMap(RenderBorder.init)
    shadow = view.layerStorage.flatMap(RenderShadow.init)
    text = view.textContent.flatMap(RenderText.init)
    button = nil
    image = nil
    scroll = nil
    windowFrame = .zero
    absoluteFrame = .zero
    transformToWindow = .identity
    toWindow = .identity
    minimumTouchTarget = view.minimumTouchTargetSize
    touchWindowFrame = nil
    isAccessibilityElement = view.isAccessibilityElement
    accessibilityLabel = view.accessibilityLabel
    subviews = []
    (view as? any RenderContentProviding)?.addRenderContent(to: &self)
    resolveContentColors()
    setGeometry(own)
    effectiveAlpha = parentAlpha * alpha
    place(under: parentToWindow)
  }

  /// Draws the colours of the layer and of the content in the window's appearance (a
  /// system colour's dark value in a dark window).
  private mutating func resolveContentColors() {
    let style = style
    if let color = border?.color { border?.color = color.resolved(for: style) }
    if let color = shadow?.color { shadow?.color = color.resolved(for: style) }
    if let color = text?.color { text?.color = color.resolved(for: style) }
    if let color = image?.tintColor { image?.tintColor = color.resolved(for: style) }
  }

  /// Sets the values that animate (frame, bounds, transform, alpha, hidden, colour, a scroll
  /// view's offset); where the node is drawn follows with ``place(under:)``.
  package mutating func setGeometry(_ own: RenderGeometry) {
    frame = own.frame
    bounds = own.bounds
    transform = own.transform
    alpha = RenderNode.opacity(own.alpha)
    isHidden = own.isHidden
    backgroundColor = own.backgroundColor?.resolved(for: style)
    size = own.size
    toSuperview = own.toSuperview
    scroll?.contentOffset = own.boundsOrigin
  }

  /// Sets where the node is drawn in its window from the map of its superview's
  /// coordinates to the window's: its bounding box, the map of its drawing space and its
  /// touch rectangle.
  package mutating func place(under parentToWindow: CGAffineTransform) {
    toWindow = toSuperview.concatenating(parentToWindow)
    windowFrame = bounds.applying(toWindow)
    absoluteFrame = windowFrame
    transformToWindow = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
      .concatenating(toWindow)
    touchWindowFrame = View.touchTarget(of: bounds, minimum: minimumTouchTarget)
      .map { $0.applying(toWindow) }
  }

  /// An alpha as drawn: clamped to 0…1, as Core Animation clamps a layer's opacity.
  static func opacity(_ alpha: CGFloat) -> CGFloat { min(max(alpha, 0), 1) }

}
