// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Rendering.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Rendering.md#1: the Swift block at the page's line 3.
  static func block_Docs_Rendering_md_1() throws {
#sourceLocation(file: "Docs/Rendering.md", line: 4)
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
let label = Label(text: "Copied")
label.snp.setLabel("messageLabel")
label.textColor = .white
label.textAlignment = .center
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

let tree = RenderTree(windows: [app, toastWindow], screen: .iPhone15)
print(tree.svg())
#sourceLocation()
  }
}
