import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// A laid-out hierarchy is freed when its last user lets go (found by the libFuzzer run's
/// LeakSanitizer: the engine's constraint origins held the root view strongly).
@Suite struct ReleaseTests {
  @Test func aLaidOutWindowAndItsViewsAreReleased() {
    weak var weakWindow: Window?
    weak var weakLabel: Label?
    weak var weakEngine: LayoutEngine?
    do {
      let window = Window(screen: .custom(width: 320, height: 480))
      let label = Label()
      label.text = "Hello"
      let box = View()
      window.addSubview(box)
      box.addSubview(label)
      box.snp.makeConstraints { make in
        make.edges.equalTo(window.safeAreaLayoutGuide).inset(8)
      }
      label.snp.makeConstraints { make in make.center.equalToSuperview() }
      window.layoutIfNeeded()
      #expect(label.frame.width > 0)
      weakWindow = window
      weakLabel = label
      weakEngine = window.layoutEngine
      #expect(weakEngine != nil)
    }
    #expect(weakWindow == nil)
    #expect(weakLabel == nil)
    #expect(weakEngine == nil)
  }
}
