import Foundation
import Testing

@testable import Layout

/// Every built-in toast style keeps WCAG 2's 4.5:1 contrast between its text and what is
/// drawn behind the text: its box's fill composited over the app window behind the toast,
/// read from the render tree as a renderer draws it (the CLI's white app window, and black,
/// grey and white windows behind it), in light and dark mode.
@Suite struct ToastContrastTests {
  /// WCAG 2's relative luminance of an opaque sRGB colour.
  static func luminance(_ c: (red: Double, green: Double, blue: Double)) -> Double {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  /// WCAG 2's contrast ratio of two opaque colours: 1 to 21.
  static func contrast(
    _ a: (red: Double, green: Double, blue: Double), _ b: (red: Double, green: Double, blue: Double)
  ) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// `top` at `alpha` (its own alpha times the opacity it is drawn with) over an opaque
  /// colour.
  static func over(_ top: Color, alpha: Double, _ below: (red: Double, green: Double, blue: Double))
    -> (red: Double, green: Double, blue: Double)
  {
    let a = top.alpha * alpha
    return (
      top.red * a + below.red * (1 - a), top.green * a + below.green * (1 - a),
      top.blue * a + below.blue * (1 - a)
    )
  }

  @Test func theRatiosAreWCAGs() {
    #expect(Self.contrast((1, 1, 1), (0, 0, 0)).isClose(to: 21))
    #expect(Self.contrast((1, 1, 1), (1, 1, 1)).isClose(to: 1))
    // Seed 001's banner, black at 0.3 over white, with white text: about 2.1:1.
    let seed = Self.contrast((1, 1, 1), Self.over(.black, alpha: 0.3, (1, 1, 1)))
    #expect(seed > 2.1 && seed < 2.15, "\(seed)")
  }

  @Test(arguments: [ToastStyle.capsule, .banner, .pill], [UserInterfaceStyle.light, .dark])
  func theTextReadsOverEveryBackground(style: ToastStyle, appearance: UserInterfaceStyle) throws {
    for behind in [Color.white, .black, .gray, Color(white: 0.85), Color(white: 0.15)] {
      var screen = Screen.iPhone15
      screen.userInterfaceStyle = appearance
      let scene = Scene()
      let app = Window(screen: screen)
      app.snp.setLabel("app")
      app.backgroundColor = behind
      scene.show(app)
      let toast = Toast(message: "Saved", screen: screen, style: style)
      scene.show(toast.window)
      toast.window.layoutIfNeeded()
      let tree = RenderTree(scene: scene, screen: screen)
      let appNode = try #require(tree.windows.first { $0.id == "app" })
      let window = try #require(tree.windows.first { $0.id == "toastWindow" })
      let box = try #require(window.views.first)
      let text = try #require(box.text ?? box.subviews.first?.text)
      let ground = try #require(appNode.backgroundColor)
      let plate = Self.over(
        try #require(box.backgroundColor), alpha: box.effectiveAlpha,
        (ground.red, ground.green, ground.blue))
      let ink = Self.over(text.color, alpha: 1, plate)
      let ratio = Self.contrast(ink, plate)
      #expect(ratio >= 4.5, "\(style) \(appearance) over \(behind): \(ratio):1")
    }
  }
}
