import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// The values most views never set live in a side object a view makes when one is set: a
/// view laid out by constraints makes none, each value reads its default until set, and a
/// subclass's getter (a label's accessibility label) does not hide what was stored.
@Suite struct ViewExtrasTests {
  @Test func aViewLaidOutByConstraintsMakesNoExtras() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = View()
    let title = Label()
    title.text = "Title"
    window.addSubview(card)
    card.addSubview(title)
    card.snp.makeConstraints { make in
      make.left.right.equalToSuperview().inset(16)
      make.top.equalToSuperview().offset(8)
      make.height.equalTo(44)
    }
    title.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(12)
      make.centerY.equalToSuperview()
    }
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 8, width: 288, height: 44))
    #expect(card.extrasStorage == nil)
    #expect(title.extrasStorage == nil)
    // Setting a value to its default, or reading it, makes nothing either.
    card.transform = .identity
    card.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    card.debugName = nil
    #expect(card.transform == .identity && card.minimumTouchTargetSize == .zero)
    #expect(card.accessibilityLabel == nil && !card.isAccessibilityElement)
    #expect(card.extrasStorage == nil)
  }

  @Test func eachValueReadsBackOnceSet() {
    let view = View()
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.minimumTouchTargetSize = CGSize(width: 44, height: 44)
    view.accessibilityLabel = "Close"
    view.isAccessibilityElement = true
    view.debugName = "close"
    #expect(view.extrasStorage != nil)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.minimumTouchTargetSize == CGSize(width: 44, height: 44))
    #expect(view.accessibilityLabel == "Close" && view.isAccessibilityElement)
    #expect(view.debugName == "close")
    view.transform = .identity
    #expect(view.transform == .identity)
  }

  @Test func aLabelKeepsAnAccessibilityLabelEqualToItsText() {
    let label = Label()
    label.text = "Save"
    // The getter reads the text while no label is set; setting the same words stores them,
    // so that they stay when the text changes.
    label.accessibilityLabel = "Save"
    label.text = "Saving…"
    #expect(label.accessibilityLabel == "Save")
  }
}
