import Foundation
import Testing

@testable import LayoutCore

/// No view of a laid-out hierarchy is held by a Swift `weak` reference: the first one made to
/// an object gives it a side table for life, and every retain and release of it then takes
/// the runtime's slow path (a top view is retained by every constraint to the superview).
@Suite struct SideTableTests {
  /// Whether the runtime gave `object` a side table: its reference-count word (the second of
  /// the object) then holds the table's address with the two top bits set (the slow-path
  /// and side-table marks of the 64-bit runtime).
  private func hasSideTable(_ object: AnyObject) -> Bool {
    let word = Unmanaged.passUnretained(object).toOpaque().load(
      fromByteOffset: MemoryLayout<Int>.size, as: UInt64.self)
    return word >> 62 == 0b11
  }

  /// The check itself: an object gets a side table when a weak reference to it is made.
  @Test func aWeakReferenceGivesASideTable() {
    let object = View()
    #expect(!hasSideTable(object))
    weak let weakly = object
    #expect(weakly != nil)
    #expect(hasSideTable(object))
  }

  /// A window laid out by its engine, key in its scene, and a view constrained to it have
  /// none: the engine holds its top view, and the scene its key window, through their
  /// references.
  @Test func aLaidOutKeyWindowAndItsViewsHaveNone() {
    let scene = Scene()
    let window = Window(screen: .custom(width: 320, height: 480))
    scene.show(window)
    window.makeKeyAndVisible()
    let box = View()
    window.addSubview(box)
    box.snp.makeConstraints { make in
      make.left.right.equalToSuperview().inset(16)
      make.top.equalTo(window.safeAreaLayoutGuide)
      make.height.equalTo(40)
    }
    window.layoutIfNeeded()
    #expect(scene.keyWindow === window)
    #expect(box.frame.width == 288)
    #expect(!hasSideTable(window))
    #expect(!hasSideTable(box))
  }
}
