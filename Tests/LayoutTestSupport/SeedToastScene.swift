import LayoutCore

/// Seed 000's toast, written once for every suite that lays it out: a box (`backView`) 1.5 ×
/// as wide and 2 × as high as its label (`messageLabel`), centred horizontally, its bottom
/// 200 above the bottom of an alert-level window; the label centred in the box. Made but
/// not laid out (a suite measures it, or styles it first).
///
/// On an iPhone 15 with a 100 × 16 label the box is (121.5, 620, 150, 32) once laid out.
public struct SeedToastScene {
  /// The window, at `.alert` unless another level was asked for.
  public let window: Window
  /// The box around the label.
  public let backView: View
  /// The label (any view with an intrinsic size: a label, an image view, a fixed-size view).
  public let messageLabel: View

  /// The scene around `label` on `screen`.
  public init(label: View, screen: Screen = .iPhone15, level: WindowLevel = .alert) {
    window = Window(screen: screen, level: level)
    backView = View()
    messageLabel = label
    backView.snp.setLabel("backView")
    label.snp.setLabel("messageLabel")
    window.addSubview(backView)
    backView.addSubview(label)
    label.snp.makeConstraints { make in make.center.equalToSuperview() }
    backView.snp.makeConstraints { make in
      make.width.equalTo(label.snp.width).multipliedBy(1.5)
      make.height.equalTo(label.snp.height).multipliedBy(2)
      make.centerX.equalToSuperview()
      make.bottom.equalToSuperview().inset(200)
    }
  }
}

extension SeedToastScene {
  /// The window, the box and the label, for `let (window, backView, messageLabel) = …`.
  public var parts: (window: Window, backView: View, messageLabel: View) {
    (window, backView, messageLabel)
  }
}
