import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutRender

extension ViewsTests {
  /// `view.layer`: its state, what it shares with the view, the change report, and how the
  /// renderers draw it.
  @Suite("Layer")
  struct LayerTests {
    /// A 200 × 100 box at (50, 100) in an iPhone 15 window, laid out and with its first
    /// change report taken.
    func boxInWindow() -> (Window, View) {
      let window = Window(screen: .iPhone15)
      window.snp.setLabel("window")
      let box = View(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
      box.snp.setLabel("box")
      box.backgroundColor = .white
      window.addSubview(box)
      window.layoutIfNeeded()
      _ = window.takeLayoutChanges()
      return (window, box)
    }

    @Test func aLayerHasCoreAnimationsDefaults() {
      let layer = View().layer
      #expect(layer.cornerRadius == 0)
      #expect(!layer.masksToBounds)
      #expect(layer.borderWidth == 0)
      #expect(layer.borderColor == .black)
      #expect(layer.shadowColor == .black)
      #expect(layer.shadowOpacity == 0)
      #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
      #expect(layer.shadowRadius == 3)
      #expect(layer.opacity == 1)
    }

    @Test func theLayerIsOneObjectOwnedByItsView() {
      let view = View()
      #expect(view.layer === view.layer)
      #expect(view.layer.view === view)
      #expect(View().layer !== view.layer)
    }

    @Test func theLayersCornerRadiusIsTheOneDrawnAndAPlainViewMakesNoLayer() {
      let window = Window(screen: .iPhone15)
      let backView = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      let plain = View(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
      window.addSubview(backView)
      window.addSubview(plain)
      backView.layer.cornerRadius = 15
      func drawn() -> [CGFloat] {
        RenderTree(windows: [window], screen: .iPhone15).windows[0].views.map(\.cornerRadius)
      }
      #expect(drawn() == [15, 0])
      backView.layer.cornerRadius = 10
      #expect(drawn() == [10, 0])
      // Drawing reads a radius of 0 where no layer was made, and makes none.
      #expect(plain.layerStorage == nil)
    }

    @Test func clipsToBoundsIsMasksToBounds() {
      let view = View()
      view.clipsToBounds = true
      #expect(view.layer.masksToBounds)
      view.layer.masksToBounds = false
      #expect(!view.clipsToBounds)
    }

    @Test func opacityAndBackgroundColourAreTheViewsAlphaAndColour() {
      let view = View()
      view.layer.opacity = 0.5
      #expect(view.alpha == 0.5)
      view.alpha = 0.25
      #expect(view.layer.opacity == 0.25)
      view.layer.backgroundColor = UIColor.red.cgColor
      #expect(view.backgroundColor == .red)
      #expect(view.layer.backgroundColor == .red)
    }

    @Test func uikitColourSpellingsPaste() {
      let view = View()
      view.layer.borderColor = UIColor.red.cgColor
      view.layer.shadowColor = UIColor.black.withAlphaComponent(0.5).cgColor
      #expect(view.layer.borderColor == Color(red: 1, green: 0, blue: 0))
      #expect(UIColor(cgColor: view.layer.shadowColor!).alpha == 0.5)
    }

    @Test func aLayerDoesNotKeepItsViewAlive() {
      var view: View? = View()
      let layer = view!.layer
      layer.cornerRadius = 4
      view = nil
      #expect(layer.view == nil)
      #expect(layer.opacity == 1)
      layer.opacity = 0.3  // no view: nothing to change, no crash
      #expect(layer.cornerRadius == 4)
    }

    @Test(arguments: [
      "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "shadowColor",
      "shadowOpacity", "shadowOffset", "shadowRadius",
    ])
    func everyLayerChangeIsReportedAsAppearance(property: String) {
      let (window, box) = boxInWindow()
      let layer = box.layer
      switch property {
      case "cornerRadius": layer.cornerRadius = 8
      case "masksToBounds": layer.masksToBounds = true
      case "borderWidth": layer.borderWidth = 2
      case "borderColor": layer.borderColor = .red
      case "shadowColor": layer.shadowColor = .red
      case "shadowOpacity": layer.shadowOpacity = 0.5
      case "shadowOffset": layer.shadowOffset = .zero
      default: layer.shadowRadius = 9
      }
      window.layoutIfNeeded()
      #expect(window.takeLayoutChanges().change(of: box)?.kind == .appearance)
    }

    @Test func settingALayerPropertyToItsValueReportsNothing() {
      let (window, box) = boxInWindow()
      box.layer.shadowRadius = 3
      box.layer.cornerRadius = 0
      box.clipsToBounds = false
      window.layoutIfNeeded()
      #expect(window.takeLayoutChanges().change(of: box) == nil)
    }

    @Test func layerOpacityIsReportedAsAlpha() {
      let (window, box) = boxInWindow()
      box.layer.opacity = 0.5
      window.layoutIfNeeded()
      #expect(window.takeLayoutChanges().change(of: box)?.kind == .alpha)
    }

    // MARK: The render tree

    func node(_ window: Window) -> RenderNode {
      RenderTree(windows: [window], screen: .iPhone15).windows[0].views[0]
    }

    @Test func aBorderIsInTheRenderTreeOnlyWhenItShows() {
      let (window, box) = boxInWindow()
      #expect(node(window).border == nil)
      box.layer.borderWidth = 2
      #expect(node(window).border == RenderBorder(box.layer))
      #expect(node(window).border?.width == 2)
      #expect(node(window).border?.color == .black)
      box.layer.borderColor = nil
      #expect(node(window).border == nil)
      box.layer.borderColor = .clear
      #expect(node(window).border == nil)
      box.layer.borderColor = .red
      box.layer.borderWidth = -1
      #expect(node(window).border == nil)
      box.layer.borderWidth = .nan
      #expect(node(window).border == nil)
    }

    @Test func aBorderWiderThanHalfTheShorterSideIsDrawnAtHalf() {
      let (window, box) = boxInWindow()
      box.layer.borderWidth = 80
      #expect(node(window).border?.width == 50)
    }

    @Test func aShadowNeedsOpacityAFillAndNoMask() throws {
      let (window, box) = boxInWindow()
      #expect(node(window).shadow == nil)  // opacity 0 by default
      box.layer.shadowOpacity = 0.3
      let shadow = try #require(node(window).shadow)
      #expect(shadow.opacity == 0.3)  // the Float's decimal, not 0.30000001192…
      #expect(shadow.offset == CGSize(width: 0, height: -3))
      #expect(shadow.radius == 3)
      #expect(shadow.color == .black)
      box.layer.masksToBounds = true
      #expect(node(window).shadow == nil)
      box.layer.masksToBounds = false
      box.backgroundColor = .clear
      #expect(node(window).shadow == nil)
      box.layer.borderWidth = 1  // a border is something to cast a shadow
      #expect(node(window).shadow != nil)
    }

    @Test func shadowValuesOutsideTheirRangeAreClampedWhenDrawn() {
      let (window, box) = boxInWindow()
      box.layer.shadowOpacity = 7
      box.layer.shadowRadius = -4
      #expect(node(window).shadow?.opacity == 1)
      #expect(node(window).shadow?.radius == 0)
      box.layer.shadowOpacity = .nan
      #expect(node(window).shadow == nil)
    }

    @Test func theJSONHasBorderAndShadowObjectsOnlyWhenDrawn() {
      let (window, box) = boxInWindow()
      let plain = RenderTree(windows: [window], screen: .iPhone15).json()
      #expect(plain.contains("\"border\":null,\"shadow\":null,"))
      box.layer.borderWidth = 1.5
      box.layer.borderColor = UIColor.red.cgColor
      box.layer.shadowOpacity = 0.25
      box.layer.shadowOffset = CGSize(width: 0, height: 2)
      box.layer.shadowRadius = 4
      let json = RenderTree(windows: [window], screen: .iPhone15).json()
      #expect(
        json.contains(
          "\"clipsToBounds\":false,\"border\":{\"width\":1.5,\"color\":\"#FF0000\"}"
            + ",\"shadow\":{\"color\":\"#000000\",\"opacity\":0.25,\"offset\":{\"width\":0"
            + ",\"height\":2},\"radius\":4},\"subviews\""))
    }

    // MARK: SVG

    func svg(_ window: Window) throws -> SVGElement {
      try #require(SVGElement.parse(RenderTree(windows: [window], screen: .iPhone15).svg()))
    }

    @Test func theBorderIsAStrokeInsideTheBoundsAboveTheSubviews() throws {
      let (window, box) = boxInWindow()
      box.layer.cornerRadius = 12
      box.layer.borderWidth = 4
      box.layer.borderColor = UIColor.red.withAlphaComponent(0.5).cgColor
      let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      child.backgroundColor = .blue
      box.addSubview(child)
      let group = try #require(try svg(window).group(titled: "window/box"))
      let stroke = try #require(group.all("rect").first { $0.attributes["stroke"] != nil })
      // Inset by half the width, so the 4-point band fills x 0...4 and 196...200.
      #expect(stroke.number("x") == 2 && stroke.number("y") == 2)
      #expect(stroke.number("width") == 196 && stroke.number("height") == 96)
      #expect(stroke.number("rx") == 10)  // outer corners at 12, inner at 8
      #expect(stroke.number("stroke-width") == 4)
      #expect(stroke.attributes["stroke"] == "#FF0000")
      #expect(stroke.number("stroke-opacity") == 0.5)
      #expect(stroke.attributes["fill"] == "none")
      // Drawn after (above) the subview's group.
      let names = group.children.map { $0.title ?? $0.name }
      let childIndex = try #require(names.firstIndex(of: "window/box/View[0.0]"))
      let borderIndex = try #require(
        group.children.firstIndex { $0.all("rect").contains { $0.attributes["stroke"] != nil } })
      #expect(childIndex < borderIndex)
    }

    @Test func theShadowIsAnOffsetBlurredRectangleBehindTheFill() throws {
      let (window, box) = boxInWindow()
      box.layer.cornerRadius = 10
      box.layer.shadowColor = UIColor.black.cgColor
      box.layer.shadowOpacity = 0.5
      box.layer.shadowOffset = CGSize(width: 2, height: 4)
      box.layer.shadowRadius = 6
      let root = try svg(window)
      let filter = try #require(root.all("filter").first)
      #expect(filter.attributes["id"] == "shadow1")
      #expect(filter.attributes["filterUnits"] == "userSpaceOnUse")
      // The rectangle at the offset, grown by three deviations (18) each way.
      #expect(filter.number("x") == -16 && filter.number("y") == -14)
      #expect(filter.number("width") == 236 && filter.number("height") == 136)
      #expect(filter.all("feGaussianBlur").first?.number("stdDeviation") == 6)
      let group = try #require(root.group(titled: "window/box"))
      let rects = group.all("rect")
      #expect(rects.count == 2)
      let shadow = rects[0]
      #expect(shadow.attributes["filter"] == "url(#shadow1)")
      #expect(shadow.number("x") == 2 && shadow.number("y") == 4)
      #expect(shadow.number("width") == 200 && shadow.number("rx") == 10)
      #expect(shadow.attributes["fill"] == "#000000")
      #expect(shadow.number("fill-opacity") == 0.5)
      #expect(rects[1].attributes["fill"] == "#FFFFFF")  // the fill comes after
    }

    @Test func aShadowWithoutBlurHasNoFilterAndIdsCountInTreeOrder() throws {
      let (window, box) = boxInWindow()
      box.layer.shadowOpacity = 1
      box.layer.shadowRadius = 0
      let second = View(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
      second.backgroundColor = .red
      second.layer.shadowOpacity = 1
      window.addSubview(second)
      let root = try svg(window)
      #expect(root.all("filter").map { $0.attributes["id"] } == ["shadow2"])
      let first = try #require(root.group(titled: "window/box")?.all("rect").first)
      #expect(first.attributes["filter"] == nil)
      #expect(first.number("y") == -3)  // CALayer's default offset: 3 up
    }

    @Test func aCornerRadiusThatIsNotANumberDrawsSquare() throws {
      let (window, box) = boxInWindow()
      box.layer.cornerRadius = .nan
      let rect = try #require(try svg(window).group(titled: "window/box")?.all("rect").first)
      #expect(rect.attributes["rx"] == nil)
    }
    // MARK: The guides' examples

    @Test func theViewsGuideLayerExampleHoldsAsWritten() {
      let backView = View()
      backView.backgroundColor = .black.withAlphaComponent(0.7)
      backView.layer.cornerRadius = 15
      backView.layer.borderWidth = 1
      backView.layer.borderColor = UIColor.white.cgColor
      backView.layer.shadowOpacity = 0.3
      backView.layer.shadowOffset = CGSize(width: 0, height: 2)
      backView.layer.shadowRadius = 4
      #expect(backView.layer.cornerRadius == 15)
      #expect(backView.clipsToBounds == false)
    }

    @Test func theRenderingGuidesSnippetsAreWhatTheSVGHas() {
      let (window, box) = boxInWindow()
      box.layer.cornerRadius = 12
      box.layer.borderWidth = 4
      box.layer.borderColor = .red
      let bordered = RenderTree(windows: [window], screen: .iPhone15).svg()
      #expect(
        bordered.contains(
          "<g transform=\"matrix(1 0 0 1 50 100)\">\n        <rect width=\"196\" height=\"96\""
            + " rx=\"10\" x=\"2\" y=\"2\" fill=\"none\" stroke=\"#FF0000\" stroke-width=\"4\"/>\n"
        ))
      box.layer.borderWidth = 0
      box.layer.cornerRadius = 10
      box.layer.shadowOpacity = 0.5
      box.layer.shadowOffset = CGSize(width: 2, height: 4)
      box.layer.shadowRadius = 6
      let shadowed = RenderTree(windows: [window], screen: .iPhone15).svg()
      #expect(
        shadowed.contains(
          "<filter id=\"shadow1\" filterUnits=\"userSpaceOnUse\" x=\"-16\" y=\"-14\""
            + " width=\"236\" height=\"136\">\n"))
      #expect(shadowed.contains("<feGaussianBlur stdDeviation=\"6\"/>\n"))
      #expect(
        shadowed.contains(
          "<rect width=\"200\" height=\"100\" rx=\"10\" x=\"2\" y=\"4\" fill=\"#000000\""
            + " fill-opacity=\"0.5\" filter=\"url(#shadow1)\"/>\n"))
    }
  }
}
