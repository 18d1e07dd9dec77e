import Foundation
import Layout
import Testing

/// A view prints as UIKit's `description` does (`print(view)`).
@Suite struct ViewDescriptionTests {
  /// The description with each address replaced by `0x…` (addresses change per run).
  private func shown(_ view: View) -> String {
    let text = "\(view)"
    var out = ""
    var rest = text[...]
    while let start = rest.range(of: "0x") {
      out += rest[..<start.lowerBound] + "0x…"
      var end = start.upperBound
      while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
      rest = rest[end...]
    }
    return out + rest
  }

  @Test func aViewPrintsItsClassAddressAndFrameAsUIKitDoes() throws {
    let view = View(frame: CGRect(x: 96.5, y: 401, width: 200, height: 50))
    #expect(shown(view) == "<UIView: 0x…; frame = (96.5 401; 200 50)>")
    let address = String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)
    #expect("\(view)".hasPrefix("<UIView: 0x\(address); "))
    view.isHidden = true
    view.alpha = 0.5
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.layer.cornerRadius = 4
    #expect(
      shown(view)
        == "<UIView: 0x…; frame = (96.5 401; 200 50); hidden = YES; alpha = 0.5; "
        + "autoresize = W+H; layer = <CALayer: 0x…>>")
  }

  @Test func labelsButtonsAndSubclassesNameTheirClass() {
    let label = Label(text: "Hello")
    label.frame = CGRect(x: 0, y: 0, width: 100.0 / 3, height: 20)
    #expect(
      shown(label)
        == "<UILabel: 0x…; frame = (0 0; 33.3333 20); text = 'Hello'; userInteractionEnabled = NO>")
    #expect(shown(Button(type: .system)).hasPrefix("<UIButton: 0x…; frame = (0 0; 0 0)"))
    final class Card: View {}
    #expect(shown(Card()) == "<Card: 0x…; frame = (0 0; 0 0)>")
    let moved = View()
    moved.transform = CGAffineTransform(translationX: 10, y: -2)
    // The frame here ignores the transform (Views.md); the transform is listed.
    #expect(shown(moved) == "<UIView: 0x…; frame = (0 0; 0 0); transform = [1, 0, 0, 1, 10, -2]>")
  }
}
