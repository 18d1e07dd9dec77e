import Foundation
import Layout
import Testing

extension ViewsTests {
  @Suite("Color")
  struct ColorTests {
    @Test func seedSpellingsCompile() {
      let toast: UIColor = .black.withAlphaComponent(0.7)
      #expect(toast == Color(red: 0, green: 0, blue: 0, alpha: 0.7))
      let label = UIColor.black.withAlphaComponent(0.3)
      #expect(label.alpha.isClose(to: 0.3))
      #expect(label.red == 0)
      let clear = UIColor(white: 1, alpha: 0)
      #expect(clear.red == 1 && clear.alpha == 0)
    }

    @Test func namedColoursHaveUIKitValues() {
      #expect(Color.black.hexNotation == "#000000")
      #expect(Color.white.hexNotation == "#FFFFFF")
      #expect(Color.clear.hexNotation == "#00000000")
      #expect(Color.red.hexNotation == "#FF0000")
      #expect(Color.green.hexNotation == "#00FF00")
      #expect(Color.blue.hexNotation == "#0000FF")
      #expect(Color.gray.hexNotation == "#808080")
      #expect(Color.lightGray.hexNotation == "#AAAAAA")
      #expect(Color.darkGray.hexNotation == "#555555")
      #expect(Color.yellow.hexNotation == "#FFFF00")
      #expect(Color.orange.hexNotation == "#FF8000")
      #expect(Color.systemBlue.hexNotation == "#007AFF")
      #expect(Color.gray.red.isClose(to: 0.5))
      #expect(Color.lightGray.green.isClose(to: 2.0 / 3.0))
      #expect(Color.darkGray.blue.isClose(to: 1.0 / 3.0))
      #expect(Color.systemBlue.green.isClose(to: 122.0 / 255.0))
    }

    @Test func withAlphaComponentKeepsTheRGB() {
      let faded = Color.systemBlue.withAlphaComponent(0.25)
      #expect(faded.red == 0 && faded.blue == 1)
      #expect(faded.green.isClose(to: 122.0 / 255.0))
      #expect(faded.alpha == 0.25)
    }

    @Test func hueSaturationAndBrightnessMakeSRGBComponents() {
      // Hand-checked: a hue of 0.31 is 111.6° (in the green sixth), so red falls from full.
      let mint = UIColor(hue: 0.31, saturation: 0.37, brightness: 0.76, alpha: 1)
      #expect(mint.green.isClose(to: 0.76))
      #expect(mint.blue.isClose(to: 0.76 * (1 - 0.37)))
      #expect(mint.red.isClose(to: 0.76 * (1 - 0.37 * (0.31 * 6 - 1))))
      #expect(
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 0.5)
          == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
      #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1).blue.isClose(to: 1))
      // Round the wheel: 1.25 is 0.25 (chartreuse, red half up), -0.75 too.
      let turned = UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1)
      #expect(turned.red.isClose(to: 0.5) && turned.green == 1 && turned.blue == 0)
      #expect(UIColor(hue: -0.75, saturation: 1, brightness: 1, alpha: 1) == turned)
      #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1) == Color(white: 0.25))
    }

    @Test func getHueGivesTheComponentsBack() {
      var h: CGFloat = -1
      var s: CGFloat = -1
      var b: CGFloat = -1
      var a: CGFloat = -1
      #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
      #expect(h.isClose(to: 1.0 / 12) && s.isClose(to: 1) && b.isClose(to: 1) && a == 1)
      let mint = UIColor(hue: 0.31, saturation: 0.37, brightness: 0.76, alpha: 0.8)
      mint.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
      #expect(h.isClose(to: 0.31) && s.isClose(to: 0.37) && b.isClose(to: 0.76))
      #expect(a.isClose(to: 0.8))
      // A magenta-side hue (blue above green) stays in 0...1.
      UIColor(red: 1, green: 0, blue: 0.5).getHue(&h, saturation: nil, brightness: nil, alpha: nil)
      #expect(h.isClose(to: 1 - 1.0 / 12))
      // A grey has no hue and no saturation.
      UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: nil)
      #expect(h == 0 && s == 0 && b.isClose(to: 0.5))
    }

    @Test func componentsAreClamped() {
      let color = Color(red: 1.5, green: -0.2, blue: .nan, alpha: 2)
      #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func hexStringAddsAlphaOnlyWhenTranslucent() {
      #expect(Color.black.withAlphaComponent(0.7).hexNotation == "#000000B3")
      #expect(Color.black.withAlphaComponent(0.3).hexNotation == "#0000004D")
      #expect(Color(red: 0.5, green: 0.25, blue: 1).hexNotation == "#8040FF")
    }

    @Test(arguments: [
      ("#FF8800", "#FF8800"), ("ff8800", "#FF8800"), ("#f80", "#FF8800"), ("F80", "#FF8800"),
      ("#12345678", "#12345678"), ("#abcdefff", "#ABCDEF"), ("#007aff", "#007AFF"),
      ("#000000B3", "#000000B3"),
    ])
    func hexParsesAndRoundTrips(input: String, expected: String) throws {
      let color = try #require(Color(hexNotation: input))
      #expect(color.hexNotation == expected)
      #expect(Color(hexNotation: color.hexNotation) == color)
    }

    @Test func hexComponentsAreBytesOver255() throws {
      let color = try #require(Color(hexNotation: "#336699CC"))
      #expect(color.red.isClose(to: 0x33 / 255.0))
      #expect(color.green.isClose(to: 0x66 / 255.0))
      #expect(color.blue.isClose(to: 0x99 / 255.0))
      #expect(color.alpha.isClose(to: 0xCC / 255.0))
      #expect(Color(hexNotation: "#007AFF") == Color.systemBlue.resolved(for: .light))
    }

    @Test(arguments: [
      "", "#", "#12345", "#1234", "#1234567", "#123456789", "#GG0000", "##FF0000", "FF 000",
      "#+12345", "0xFF0000", "#ＦＦ0000",
    ])
    func hexRejectsMalformedStrings(input: String) {
      #expect(Color(hexNotation: input) == nil)
    }

    @Test func everyByteRoundTripsThroughHex() throws {
      for value in 0...255 {
        let byte = String(value, radix: 16, uppercase: true)
        let pair = value < 16 ? "0" + byte : byte
        let color = try #require(Color(hexNotation: "#" + pair + pair + pair + pair))
        let expected = value == 255 ? "#" + pair + pair + pair : "#" + pair + pair + pair + pair
        #expect(color.hexNotation == expected)
      }
    }
  }
}
