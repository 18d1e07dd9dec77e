extension Button {
  /// The kinds of button, as `UIButton.ButtonType` (UIKit's raw values).
  ///
  /// The package draws titles only: the icon types (disclosure, info, add, close) behave as
  /// `.system` buttons and draw no icon.
  public enum ButtonType: Int, Sendable, Hashable, CaseIterable {
    /// No styling: the title is white unless set.
    case custom = 0
    /// The system style: the title is system blue unless set.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An info button for a dark background.
    case infoLight = 3
    /// An info button for a light background.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// The old name of `.system`.
    public static var roundedRect: ButtonType { .system }
  }
}
