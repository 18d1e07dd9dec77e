extension Control {
  /// A control's state as a set of flags, as `UIControl.State`: the empty set is
  /// ``normal``.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits, UIKit's values.
    public let rawValue: UInt

    /// A state from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Enabled, not selected, not highlighted: no flag set.
    public static let normal = State([])
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has focus (never set by this package).
    public static let focused = State(rawValue: 1 << 3)
    /// Bits left for the app's own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// How content sits horizontally in a control, as `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Centred.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the width.
    case fill = 3
    /// Against the leading edge (left in left-to-right layout).
    case leading = 4
    /// Against the trailing edge (right in left-to-right layout).
    case trailing = 5
  }

  /// How content sits vertically in a control, as `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Centred.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched across the height.
    case fill = 3
  }
}

/// The package's name for ``Control/State`` (UIKit's `UIControl.State`).
public typealias ControlState = Control.State
