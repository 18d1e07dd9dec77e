import Foundation

/// UIKit's system and semantic colours, each with its light and dark values (sRGB, as
/// Apple's Human Interface Guidelines list them and iOS 17 resolves them; the table in
/// `Docs/UIKit.md` gives the sources). A colour's components are its light values;
/// renderers draw ``Color/resolved(for:)`` of the window's appearance.
///
/// ```swift
/// Color.systemRed.hexNotation                        // "#FF3B30"
/// Color.systemRed.resolved(for: .dark).hexNotation   // "#FF453A"
/// Color.label.resolved(for: .dark) == .white         // true
/// ```
extension Color {
  // MARK: System colours

  /// `#FF3B30`, dark `#FF453A`.
  public static let systemRed = system((255, 59, 48, 1), (255, 69, 58, 1))
  /// `#FF9500`, dark `#FF9F0A`.
  public static let systemOrange = system((255, 149, 0, 1), (255, 159, 10, 1))
  /// `#FFCC00`, dark `#FFD60A`.
  public static let systemYellow = system((255, 204, 0, 1), (255, 214, 10, 1))
  /// `#34C759`, dark `#30D158`.
  public static let systemGreen = system((52, 199, 89, 1), (48, 209, 88, 1))
  /// `#00C7BE`, dark `#63E6E2`.
  public static let systemMint = system((0, 199, 190, 1), (99, 230, 226, 1))
  /// `#30B0C7`, dark `#40C8E0`.
  public static let systemTeal = system((48, 176, 199, 1), (64, 200, 224, 1))
  /// `#32ADE6`, dark `#64D2FF`.
  public static let systemCyan = system((50, 173, 230, 1), (100, 210, 255, 1))
  /// `#007AFF`, dark `#0A84FF`.
  public static let systemBlue = system((0, 122, 255, 1), (10, 132, 255, 1))
  /// `#5856D6`, dark `#5E5CE6`.
  public static let systemIndigo = system((88, 86, 214, 1), (94, 92, 230, 1))
  /// `#AF52DE`, dark `#BF5AF2`.
  public static let systemPurple = system((175, 82, 222, 1), (191, 90, 242, 1))
  /// `#FF2D55`, dark `#FF375F`.
  public static let systemPink = system((255, 45, 85, 1), (255, 55, 95, 1))
  /// `#A2845E`, dark `#AC8E68`.
  public static let systemBrown = system((162, 132, 94, 1), (172, 142, 104, 1))
  /// `#8E8E93` in both.
  public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
  /// `#AEAEB2`, dark `#636366`.
  public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
  /// `#C7C7CC`, dark `#48484A`.
  public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
  /// `#D1D1D6`, dark `#3A3A3C`.
  public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
  /// `#E5E5EA`, dark `#2C2C2E`.
  public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
  /// `#F2F2F7`, dark `#1C1C1E`.
  public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))
  /// The tint colour, as UIKit's `tintColor` class colour: system blue.
  public static let tintColor = systemBlue

  // MARK: Text

  /// Primary text: black, dark white.
  public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
  /// Secondary text: (60, 60, 67) at 60 %, dark (235, 235, 245) at 60 %.
  public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// Tertiary text: at 30 %.
  public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// Quaternary text: at 18 %, dark 16 %.
  public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
  /// Placeholder text in fields: as tertiary text.
  public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// Links: `#007AFF`, dark `#0984FF`.
  public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))
  /// Text on dark backgrounds in both appearances: white at 60 %.
  public static let lightText = Color(white: 1, alpha: 0.6)
  /// Text on light backgrounds in both appearances: black.
  public static let darkText = Color(white: 0)

  // MARK: Separators and fills

  /// A thin line that lets content show through: (60, 60, 67) at 29 %, dark (84, 84, 88)
  /// at 60 %.
  public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// An opaque line: `#C6C6C8`, dark `#38383A`.
  public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))
  /// Fill for thin and small shapes: (120, 120, 128) at 20 %, dark 36 %.
  public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
  /// Fill for medium shapes: at 16 %, dark 32 %.
  public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// Fill for large shapes: (118, 118, 128) at 12 %, dark 24 %.
  public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
  /// Fill for large areas with complex content: (116, 116, 128) at 8 %, dark (118, 118,
  /// 128) at 18 %.
  public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

  // MARK: Backgrounds

  /// White, dark black.
  public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
  /// `#F2F2F7`, dark `#1C1C1E`.
  public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
  /// White, dark `#2C2C2E`.
  public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1))
  /// A grouped table's background: `#F2F2F7`, dark black.
  public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))
  /// A grouped table's cells: white, dark `#1C1C1E`.
  public static let secondarySystemGroupedBackground = system(
    (255, 255, 255, 1), (28, 28, 30, 1))
  /// Content in grouped cells: `#F2F2F7`, dark `#2C2C2E`.
  public static let tertiarySystemGroupedBackground = system(
    (242, 242, 247, 1), (44, 44, 46, 1))

  // MARK: Others UIKit names

  /// Cyan: (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Magenta: (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Purple: (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown: (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
