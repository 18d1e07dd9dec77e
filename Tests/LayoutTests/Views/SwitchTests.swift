import Foundation
import Testing

@testable import Layout

/// A switch, the view kind added to check that a kind needs no list edited beyond its
/// class, its layout-file row and its UIKit name (CONTRIBUTING.md).
@Suite("Switch")
struct SwitchTests {
  /// A switch centred in a window by SnapKit, laid out.
  static func centred(on: Bool = false, style: UserInterfaceStyle = .light) -> (Window, Switch) {
    let window = Window(screen: .iPhone15)
    window.overrideUserInterfaceStyle = style
    let toggle = Switch()
    toggle.snp.setLabel("toggle")
    toggle.isOn = on
    window.addSubview(toggle)
    toggle.snp.makeConstraints { make in make.center.equalToSuperview() }
    window.layoutIfNeeded()
    return (window, toggle)
  }

  @Test func aSwitchIsItsOwnSizeAndHugsIt() {
    let (_, toggle) = Self.centred()
    // Centred on the 393 × 852 screen: (393 − 51) / 2, (852 − 31) / 2 = 410.5, the pixel
    // 1231.5 at 3x, written as 1232.
    #expect(toggle.frame.isClose(to: CGRect(x: 171, y: 1232.0 / 3, width: 51, height: 31)))
    #expect(toggle.contentHuggingPriority == AxisPriorities(horizontal: 750, vertical: 750))
    #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
    #expect(
      Switch(frame: CGRect(x: 5, y: 6, width: 200, height: 90)).frame
        == CGRect(x: 5, y: 6, width: 51, height: 31))
    #expect(toggle.kind.rawValue == "switch")
  }

  @Test func theThumbSitsAtTheEndTheSwitchIsSetTo() {
    let (window, toggle) = Self.centred()
    let thumb = toggle.subviews[1]
    #expect(toggle.subviews.map(\.debugName) == ["track", "thumb"])
    #expect(thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    toggle.setOn(true, animated: false)
    window.layoutIfNeeded()
    // 51 − 2 − 27.
    #expect(thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    #expect(
      toggle.subviews[0].backgroundColor == Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255))
    toggle.onTintColor = .blue
    window.layoutIfNeeded()
    #expect(toggle.subviews[0].backgroundColor == .blue)
  }

  @Test func aTapFlipsItAndSendsValueChangedFirst() {
    let (window, toggle) = Self.centred()
    let scene = Scene()
    scene.show(window)
    var events: [String] = []
    toggle.addAction(
      Action { _ in events.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
    toggle.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
    toggle.addAction(Action { _ in events.append("up") }, for: .touchUpInside)
    let centre = toggle.convert(CGPoint(x: 25, y: 15), to: nil)
    #expect(scene.tap(at: centre) === toggle)
    #expect(toggle.isOn)
    #expect(events == ["valueChanged true", "primary", "up"])
    toggle.isEnabled = false
    #expect(scene.tap(at: centre) == nil)
    #expect(toggle.isOn)
  }

  @Test func theRenderTreeDrawsItsTrackAndThumb() throws {
    let (window, _) = Self.centred(on: true, style: .dark)
    let node = try #require(RenderTree(windows: [window], screen: .iPhone15).windows[0].views.first)
    #expect(node.type == "switch")
    #expect(
      node.subviews.map(\.path)
        == ["Window/toggle/track", "Window/toggle/thumb"].map {
          $0.replacingOccurrences(of: "Window", with: window.displayName)
        })
    #expect(
      node.subviews[0].backgroundColor == Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255))
    #expect(node.subviews[0].cornerRadius == 15.5)
    #expect(
      node.subviews[1].windowFrame.isClose(to: CGRect(x: 193, y: 1238.0 / 3, width: 27, height: 27))
    )
    #expect(node.subviews[1].shadow != nil)
  }

  static func document(_ view: String) throws(LayoutDocumentError) -> LayoutDocument {
    let text =
      #"{"device": "iPhone 15", "windows": [{"id": "app", "views": ["# + view + "]}]}"
    return try LayoutDocument(data: Data(text.utf8), name: "switch.layout.json")
  }

  @Test func aLayoutFileMakesOneWithItsOwnKeys() throws {
    let document = try Self.document(
      ##"{"id": "wifi", "type": "switch", "isOn": true, "onTintColor": "#FF0000","##
        + #" "constraints": ["$0.top.left.equalToSuperview().inset(20)"]}"#)
    document.layoutIfNeeded()
    let toggle = try #require(document.view(id: "wifi") as? Switch)
    #expect(toggle.isOn)
    #expect(toggle.onTintColor == .red)
    #expect(toggle.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
    #expect(toggle.subviews[0].backgroundColor == .red)
    #expect(toggle.subviews[1].frame == CGRect(x: 22, y: 2, width: 27, height: 27))
  }

  @Test func aLayoutFilesMistakesInItsKeysAreReportedWithTheirPlace() {
    var message = ""
    do throws(LayoutDocumentError) {
      _ = try Self.document(
        ##"{"id": "wifi", "type": "switch", "isOn": "yes", "onTint": "#FF0000", "text": "x"}"##)
    } catch {
      message = error.description
    }
    #expect(message.contains("views[0].isOn (view 'wifi'): expected true or false, got a string"))
    #expect(message.contains(#"onTint (view 'wifi'): unknown key (did you mean "onTintColor"?)"#))
    #expect(
      message.contains(#""text" applies to label, button, textField, textView views, not switch"#))
  }
}
