import Foundation

/// The docked system keyboard as something drawn: a window far above the alert level that
/// covers the screen, with one view, `keyboard`, at the keyboard's frame. iOS draws the
/// keyboard in a window of its own at about level 10,000,000 (toast libraries that must
/// stay in front of it use 10,000,001); this is that window, so renderers see the keyboard
/// where the layout put it, and the animator moves it with the keyboard's own spring.
///
/// A window makes its keyboard window the first time it shows the keyboard
/// (``Window/isKeyboardShown``) and keeps it: while the keyboard is down, the `keyboard`
/// view waits just below the screen (where UIKit's notifications put a hidden keyboard), so
/// showing it again is a move the animator can animate. It is not one of the scene's
/// ``Scene/windows``, as the app's windows on iOS do not list it either; ``RenderTree``
/// adds it after the windows while its view is on screen, and ``Scene/hitTest(_:with:)``
/// lets it take touches on the keys.
package final class KeyboardWindow: Window {
  /// The keyboard itself: its frame is the keyboard's frame on the screen.
  package let keyboard = View()

  /// The level of the system keyboard's window: 10,000,000.
  static let level = WindowLevel(10_000_000)

  /// The keyboard window of a window, placed as that window's keyboard is.
  init(following window: Window) {
    super.init(screen: window.screen, orientation: window.orientation, level: Self.level)
    debugName = "keyboardWindow"
    keyboard.debugName = "keyboard"
    addSubview(keyboard)
    follow(window)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Takes the screen, orientation and keyboard state of `window`: the `keyboard` view moves
  /// to the keyboard's frame (on screen when shown, just below it when hidden) and takes
  /// the colour of the system appearance.
  func follow(_ window: Window) {
    if screen != window.screen { screen = window.screen }
    if orientation != window.orientation { orientation = window.orientation }
    keyboard.frame = Screen.keyboardFrame(
      across: bounds.size, height: window.keyboardHeight, shown: window.isKeyboardShown)
    keyboard.backgroundColor = Self.backdrop(screen.userInterfaceStyle)
  }

  /// The keyboard window of the first visible window among `windows` whose keyboard shows
  /// on screen, if any (all the windows of a scene show the same keyboard); `frame` reads
  /// the `keyboard` view's frame: the model's, or the presentation's while it moves.
  package static func onScreen(among windows: [Window], frame: (View) -> CGRect) -> KeyboardWindow?
  {
    windows.lazy.filter { !$0.isHidden }
      .compactMap(\.keyboardWindowStorage)
      .first { $0.isOnScreen(frame($0.keyboard)) }
  }

  /// Whether a keyboard frame (the model's or the presentation's) shows any of the keyboard
  /// on this window's screen.
  func isOnScreen(_ frame: CGRect) -> Bool {
    frame.height > 0 && frame.minY < bounds.height
  }

  /// The keyboard's backdrop: a light grey in light mode, a dark grey in dark mode. These
  /// are drawing aids close to the system keyboard's colours, not measured ones.
  static func backdrop(_ style: UserInterfaceStyle) -> Color {
    style == .dark
      ? Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255)
      : Color(red: 209 / 255, green: 211 / 255, blue: 217 / 255)
  }

  /// Touches on the keys stop here; elsewhere they go through to the windows below, as the
  /// keyboard's window lets them on iOS.
  package override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

extension Window {
  /// The window's keyboard window, made the first time it is asked for.
  package var keyboardWindow: KeyboardWindow {
    if let existing = keyboardWindowStorage { return existing }
    let made = KeyboardWindow(following: self)
    keyboardWindowStorage = made
    return made
  }

  /// The keyboard state, screen or orientation changed: the keyboard window follows (it is
  /// made when the keyboard first shows).
  func keyboardWindowNeedsUpdate() {
    if let existing = keyboardWindowStorage {
      existing.follow(self)
    } else if isKeyboardShown {
      _ = keyboardWindow
    }
  }
}
