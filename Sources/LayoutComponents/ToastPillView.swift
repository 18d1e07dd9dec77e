import Foundation

/// A pill's box: its corner radius is half its shorter side, whatever size layout gives it
/// (Drops sets it whenever the frame changes).
final class ToastPillView: View {
  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2
    layer.cornerRadius = radius.isFinite ? max(radius, 0) : 0
  }
}
