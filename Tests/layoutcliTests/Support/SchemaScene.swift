import Foundation
import Layout

/// A scene with every kind of thing the render tree's JSON describes, for the schema tests.
enum SchemaScene {
  /// Three windows (normal at half alpha, a custom level, alert) holding a label that
  /// truncates, a bold wrapping label, a button with insets, a named image and an empty
  /// image view in a scrolled and zoomed scroll view, a stack view, a hidden view, a view
  /// with a border and a shadow, and a rotated one.
  static func everyKindOfView() -> RenderTree {
    let screen = Screen.iPhone15
    let app = Window(screen: screen)
    app.snp.setLabel("app")
    app.alpha = 0.5
    app.backgroundColor = .white
    let panel = Window(screen: screen, level: WindowLevel(1500))
    panel.snp.setLabel("panel")
    let alert = Window(screen: screen, level: .alert)
    alert.snp.setLabel("alert")

    let title = Label(text: "A title that does not fit")
    title.frame = CGRect(x: 10, y: 60, width: 100, height: 21)
    let body = Label(text: "Wrapped text in bold on three lines at most")
    body.font = .boldSystemFont(ofSize: 15)
    body.numberOfLines = 3
    body.textAlignment = .center
    body.frame = CGRect(x: 10, y: 90, width: 120, height: 60)
    let button = Button(type: .system)
    button.setTitle("Continue", for: .normal)
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 20, bottom: 4, right: 8)
    button.frame = CGRect(x: 10, y: 160, width: 200, height: 44)
    button.layer.cornerRadius = 40
    app.addSubview(title)
    app.addSubview(body)
    app.addSubview(button)
    // Version 2's keys: a 30-point button with a 44-point touch target that VoiceOver reads,
    // and an element without a label.
    let add = Button(type: .system)
    add.setTitle("+", for: .normal)
    add.frame = CGRect(x: 300, y: 160, width: 30, height: 30)
    add.minimumTouchTargetSize = View.recommendedMinimumTouchTargetSize
    add.isAccessibilityElement = true
    add.accessibilityLabel = "Add"
    body.isAccessibilityElement = true
    app.addSubview(add)

    let scroll = ScrollView(frame: CGRect(x: 0, y: 220, width: 393, height: 300))
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    scroll.zoomScale = 2
    let image = ImageView(imageSize: CGSize(width: 600, height: 400))
    image.imageName = "photo"
    image.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
    let empty = ImageView()
    scroll.addSubview(image)
    scroll.addSubview(empty)
    panel.addSubview(scroll)

    let stack = StackView(arrangedSubviews: [View(), View()])
    stack.frame = CGRect(x: 0, y: 540, width: 393, height: 40)
    let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    let card = View(frame: CGRect(x: 100, y: 600, width: 120, height: 80))
    card.backgroundColor = .systemBlue
    card.layer.borderWidth = 2
    card.layer.borderColor = Color.red.cgColor
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = CGSize(width: 0, height: 3)
    let turned = View(frame: CGRect(x: 250, y: 600, width: 60, height: 60))
    turned.backgroundColor = .black.withAlphaComponent(0.7)
    turned.transform = CGAffineTransform(rotationAngle: .pi / 6)
    turned.clipsToBounds = true
    turned.addSubview(View(frame: CGRect(x: 0, y: 0, width: 120, height: 10)))
    for view in [stack, hidden, card, turned] { alert.addSubview(view) }

    for window in [app, panel, alert] { window.layoutIfNeeded() }
    return RenderTree(windows: [alert, app, panel], screen: screen)
  }
}
