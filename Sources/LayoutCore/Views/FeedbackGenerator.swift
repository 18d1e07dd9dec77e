import Foundation

/// Haptic feedback, as `UIFeedbackGenerator`: there is no Taptic Engine here, so a
/// generator plays nothing and keeps what it was asked to play in ``played``, for a test
/// to read.
///
/// ```swift
/// let haptic = ImpactFeedbackGenerator(style: .medium)
/// haptic.prepare()
/// haptic.impactOccurred()
/// haptic.played   // [.impact(.medium, intensity: 1)]
/// ```
open class FeedbackGenerator {
  /// One thing a generator was asked to play.
  public enum Feedback: Hashable, Sendable {
    /// An impact of a style, at an intensity from 0 to 1.
    case impact(ImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// A selection changed.
    case selection
    /// A task's outcome.
    case notification(NotificationFeedbackGenerator.FeedbackType)
  }

  /// What the generator was asked to play, in order.
  public internal(set) var played: [Feedback] = []
  /// How many times ``prepare()`` was called.
  public private(set) var preparedCount = 0

  /// A generator.
  public init() {}

  /// Readies the engine for feedback soon, as UIKit's (counted, nothing else).
  open func prepare() {
    preparedCount += 1
  }
}

/// Feedback for a collision, as `UIImpactFeedbackGenerator` (played into
/// ``FeedbackGenerator/played``).
open class ImpactFeedbackGenerator: FeedbackGenerator {
  /// How heavy the impact feels, as `UIImpactFeedbackGenerator.FeedbackStyle` (UIKit's
  /// raw values).
  public enum FeedbackStyle: Int, Sendable, CaseIterable {
    /// A small, light collision.
    case light = 0
    /// A moderate collision (the default).
    case medium = 1
    /// A large, heavy collision.
    case heavy = 2
    /// A soft, flexible collision.
    case soft = 3
    /// A hard, stiff collision.
    case rigid = 4
  }

  /// The style played.
  public let style: FeedbackStyle

  /// A generator of one style (medium by default).
  public init(style: FeedbackStyle = .medium) {
    self.style = style
  }

  /// Plays an impact at full intensity.
  open func impactOccurred() {
    played.append(.impact(style, intensity: 1))
  }

  /// Plays an impact at an intensity, kept within 0…1 (NaN plays at 1).
  open func impactOccurred(intensity: CGFloat) {
    let kept = intensity.isNaN ? 1 : Swift.min(Swift.max(intensity, 0), 1)
    played.append(.impact(style, intensity: kept))
  }
}

/// Feedback for a selection that changed, as `UISelectionFeedbackGenerator` (a picker's
/// tick).
open class SelectionFeedbackGenerator: FeedbackGenerator {
  /// Plays the selection tick.
  open func selectionChanged() {
    played.append(.selection)
  }
}

/// Feedback for a task's outcome, as `UINotificationFeedbackGenerator`.
open class NotificationFeedbackGenerator: FeedbackGenerator {
  /// The outcome, as `UINotificationFeedbackGenerator.FeedbackType` (UIKit's raw values).
  public enum FeedbackType: Int, Sendable, CaseIterable {
    /// The task succeeded.
    case success = 0
    /// The task produced a warning.
    case warning = 1
    /// The task failed.
    case error = 2
  }

  /// Plays the outcome's pattern.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    played.append(.notification(notificationType))
  }
}
