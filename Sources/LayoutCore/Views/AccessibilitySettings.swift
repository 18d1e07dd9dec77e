import Foundation

/// The accessibility settings UIKit reads from the system (`UIAccessibility
/// .isVoiceOverRunning`, `.isReduceMotionEnabled`), as values the caller sets on a
/// ``Scene`` rather than globals.
///
/// ```swift
/// let scene = Scene()
/// scene.accessibility.isVoiceOverRunning = true
/// scene.accessibility.holdDuration(for: 2)   // 10: long enough to hear and act
/// ```
///
/// What reads them: ``ToastPresenter`` lengthens its toasts' durations with VoiceOver on
/// (``holdDuration(for:)``) and, with Reduce Motion on, fades where it would slide.
public struct AccessibilitySettings: Sendable, Hashable {
  /// Whether VoiceOver is running (`UIAccessibility.isVoiceOverRunning`).
  public var isVoiceOverRunning: Bool
  /// Whether the user asked for less motion (`UIAccessibility.isReduceMotionEnabled`).
  public var isReduceMotionEnabled: Bool
  /// The shortest time, in seconds, that text which goes away by itself stays on screen
  /// while VoiceOver runs: 10 s by default.
  ///
  /// Android's rule, which iOS has no counterpart for: `AccessibilityManager
  /// .getRecommendedTimeoutMillis(original, FLAG_CONTENT_TEXT)` returns the larger of the
  /// app's timeout and the user's non-interactive UI timeout (the "Time to take action"
  /// setting); Material's Snackbar passes its duration through it. 10 s is the shortest
  /// value that setting offers besides "Default" (our choice of default; set your own).
  /// NaN or a negative value counts as 0 (durations are not lengthened).
  public var recommendedTimeout: TimeInterval

  /// Settings with VoiceOver and Reduce Motion off, as on a device out of the box.
  public init(
    isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false,
    recommendedTimeout: TimeInterval = 10
  ) {
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.recommendedTimeout = recommendedTimeout
  }

  /// How long text meant to stay `duration` seconds stays: `duration` itself, or with
  /// VoiceOver running the larger of `duration` and ``recommendedTimeout`` (Android's
  /// `getRecommendedTimeoutMillis` for text).
  public func holdDuration(for duration: TimeInterval) -> TimeInterval {
    guard isVoiceOverRunning, !recommendedTimeout.isNaN else { return duration }
    return Swift.max(duration, recommendedTimeout)
  }
}
