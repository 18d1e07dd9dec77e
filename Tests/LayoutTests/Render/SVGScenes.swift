import Foundation

@testable import Layout

/// Scenes the SVG tests draw.
enum SVGScenes {
  /// The views of a toast scene.
  struct Toast {
    let app: Window
    let toastWindow: Window
    let backView: View
    let label: Label

    /// The render tree of both windows, toast in front.
    var tree: RenderTree {
      RenderTree(windows: [app, toastWindow], screen: app.screen, orientation: app.orientation)
    }

    /// Lays the toast out again after a change.
    func layout() { toastWindow.layoutIfNeeded() }
  }

  /// SnapKit's toast on an iPhone 15: a white app window with a blue header in its safe area,
  /// and in an alert-level window a 150 × 32 box (black at 70%, corner radius 15) 200 points
  /// above the bottom, filled by a label with centred white text.
  static func toast(text: String = "Copied", alignment: TextAlignment = .center) -> Toast {
    let app = Window(screen: .iPhone15)
    app.snp.setLabel("app")
    app.backgroundColor = .white
    let header = View()
    header.snp.setLabel("header")
    header.backgroundColor = .systemBlue
    app.addSubview(header)
    header.snp.makeConstraints { make in
      make.top.leading.trailing.equalTo(app.safeAreaLayoutGuide)
      make.height.equalTo(44)
    }
    app.layoutIfNeeded()

    let toastWindow = Window(screen: .iPhone15, level: .alert)
    toastWindow.snp.setLabel("toastWindow")
    toastWindow.isUserInteractionEnabled = false
    let backView = View()
    backView.snp.setLabel("backView")
    backView.backgroundColor = .black.withAlphaComponent(0.7)
    backView.layer.cornerRadius = 15
    let label = Label(text: text)
    label.snp.setLabel("messageLabel")
    label.textColor = .white
    label.textAlignment = alignment
    toastWindow.addSubview(backView)
    backView.addSubview(label)
    label.snp.makeConstraints { make in make.edges.equalToSuperview() }
    backView.snp.makeConstraints { make in
      make.width.equalTo(150)
      make.height.equalTo(32)
      make.centerX.equalToSuperview()
      make.bottom.equalToSuperview().inset(200)
    }
    toastWindow.layoutIfNeeded()
    return Toast(app: app, toastWindow: toastWindow, backView: backView, label: label)
  }
}
