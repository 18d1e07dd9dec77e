// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// README.md#1

#sourceLocation(file: "README.md", line: 7)
import Layout

#sourceLocation()

extension DocBlocks {
  /// README.md#1: the Swift block at the page's line 6.
  static func block_README_md_1() throws {
#sourceLocation(file: "README.md", line: 9)
let window = Window(screen: .iPhoneSE3, level: .alert)
let backView = View()
let messageLabel = Label(text: "Hello")
window.addSubview(backView)
backView.addSubview(messageLabel)

messageLabel.snp.makeConstraints { make in
  make.center.equalToSuperview()
}
backView.snp.makeConstraints { make in
  make.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
  make.height.equalTo(messageLabel.snp.height).multipliedBy(2)
  make.centerX.equalToSuperview()
  make.bottom.equalToSuperview().inset(200)
}
window.layoutIfNeeded()

for view in [backView, messageLabel] {
  let f = view.frame
  print(f.minX, f.minY, f.width, f.height)
}
// 158.5 426.0 58.5 41.0
// 9.5 10.5 39.0 20.5
#sourceLocation()
  }
}
