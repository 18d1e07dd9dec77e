import Foundation

extension View {
  /// The view's ``layoutMarginsGuide`` narrowed to a readable line length, as UIKit's
  /// `readableContentGuide`: the same top and bottom as the margins, centred between them,
  /// as wide as the margins up to the window's readable width
  /// (``ContentSizeCategory/readableWidth``, 672 points at the default text size).
  ///
  /// ```swift
  /// let window = Window(screen: .iPad10, orientation: .landscape)   // 1180 wide
  /// text.snp.makeConstraints { make in
  ///   make.leading.trailing.equalTo(window.readableContentGuide)
  ///   make.top.equalTo(window.safeAreaLayoutGuide)
  /// }
  /// window.layoutIfNeeded()
  /// window.readableContentGuide.layoutFrame   // (254, 8, 672, 804)
  /// ```
  ///
  /// On an iPhone in portrait the margins are narrower than 672, so the guide is the
  /// margins guide. The width rule and its sources are in Docs/Views.md.
  public var readableContentGuide: LayoutGuide {
    if let guide = readableGuideStorage { return guide }
    let guide = LayoutGuide(role: .readableContent, owner: self)
    readableGuideStorage = guide
    layoutNode.engine?.adopt(guide, of: self)
    return guide
  }

  /// The part of the view the docked system keyboard covers, as UIKit's
  /// `keyboardLayoutGuide` (iOS 15): the view's full width, its bottom at the view's
  /// bottom; its top is the keyboard's top edge while the window shows the keyboard
  /// (``Window/showKeyboard()``), and the top of the view's bottom safe-area inset while it
  /// does not (UIKit: the guide's height is the bottom safe-area inset when the keyboard is
  /// offscreen).
  ///
  /// ```swift
  /// let window = Window(screen: .iPhone15)
  /// toast.snp.makeConstraints { make in
  ///   make.bottom.equalTo(window.keyboardLayoutGuide.snp.top).offset(-16)
  ///   make.centerX.equalToSuperview()
  /// }
  /// window.showKeyboard()
  /// window.layoutIfNeeded()
  /// window.keyboardLayoutGuide.layoutFrame   // (0, 516, 393, 336)
  /// ```
  ///
  /// The keyboard is always docked (UIKit's `followsUndockedKeyboard` is false by default;
  /// floating and split keyboards are not modelled). Use an ``Animator`` to move it with
  /// the keyboard's own motion (``Animator/showKeyboard(in:completion:)``).
  public var keyboardLayoutGuide: LayoutGuide {
    if let guide = keyboardGuideStorage { return guide }
    let guide = LayoutGuide(role: .keyboard, owner: self)
    keyboardGuideStorage = guide
    layoutNode.engine?.adopt(guide, of: self)
    return guide
  }
}
