import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

/// A controller's root view's margins, appearance callbacks and traits, as UIKit gives
/// them; fonts by text style.
@Suite("Controllers, traits and fonts")
struct ControllerTraitTests {
  final class FormController: ViewController {
    let button = Button(title: "Continue")
    var log: [String] = []
    var frameAtAppear: CGRect?

    override func viewDidLoad() {
      super.viewDidLoad()
      log.append("viewDidLoad")
      view.addSubview(button)
      button.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      ])
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.append("viewWillAppear")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      log.append("viewDidLayoutSubviews")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("viewDidAppear")
      frameAtAppear = button.frame
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.append("viewDidDisappear")
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
      super.traitCollectionDidChange(previous)
      log.append("traits \(previous?.userInterfaceStyle == .light ? "from light" : "?")")
    }
  }

  @Test func aRootViewsMarginsAreTheSystemMinimumOnAPhone() {
    let window = Window(screen: .iPhone15)
    let controller = FormController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    // 393 − 2 × 16, not 393 − 2 × 8.
    #expect(controller.button.frame.minX == 16)
    #expect(controller.button.frame.width == 361)
    #expect(controller.systemMinimumLayoutMargins.leading == 16)
    // A plain view keeps UIKit's 8.
    let plain = View()
    #expect(plain.effectiveLayoutMargins.left == 8)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    #expect(controller.button.frame.width == 377)
  }

  @Test func aRegularWidthGivesTwenty() {
    let window = Window(screen: .iPad10)
    let controller = FormController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.button.frame.minX == 20)
    #expect(controller.button.frame.width.isClose(to: 820 - 40))
    // A Max phone turned to landscape is regular across: its minimum becomes 20 (where
    // UIKit also measures the margins from the safe area, which the package does not yet:
    // Docs/UIKit.md).
    let phone = Window(screen: .iPhone15ProMax)
    let other = FormController()
    phone.rootViewController = other
    phone.layoutIfNeeded()
    #expect(other.button.frame.minX == 16)
    phone.orientation = .landscape
    phone.layoutIfNeeded()
    #expect(other.traitCollection.horizontalSizeClass == .regular)
    #expect(other.systemMinimumLayoutMargins.leading == 20)
  }

  @Test func appearingComesAroundTheFirstLayoutAndFramesAreSolvedAtDidAppear() throws {
    let window = Window(screen: .iPhone15)
    let controller = FormController()
    window.rootViewController = controller
    #expect(controller.log == ["viewDidLoad", "viewWillAppear"])
    window.layoutIfNeeded()
    #expect(
      controller.log == [
        "viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    let frame = try #require(controller.frameAtAppear)
    #expect(frame.width == 361)
    window.layoutIfNeeded()
    #expect(controller.log.filter { $0 == "viewDidAppear" }.count == 1)
    window.rootViewController = ViewController()
    #expect(controller.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test func traitsFollowTheWindowAndTheirChangesAreTold() {
    let window = Window(screen: .iPhone15)
    let controller = FormController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let traits = controller.view.traitCollection
    #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3)
    window.overrideUserInterfaceStyle = .dark
    #expect(controller.log.last == "traits from light")
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    window.orientation = .landscape
    #expect(controller.traitCollection.verticalSizeClass == .compact)
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    // Nothing that decides a trait changed: no call.
    let count = controller.log.count
    window.overrideUserInterfaceStyle = .dark
    #expect(controller.log.count == count)
    #expect(Window(screen: .iPad10).traitCollection.horizontalSizeClass == .regular)
  }

  @Test func textStylesFollowTheTextSize() {
    #expect(Font.preferredFont(forTextStyle: .body) == .systemFont(ofSize: 17))
    #expect(
      Font.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
    let big = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: big).pointSize == 53)
    let small = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(Font.preferredFont(forTextStyle: .footnote, compatibleWith: small).pointSize == 12)
    #expect(Font.labelFontSize == 17)
  }

  @Test func adjustsFontForContentSizeCategoryIsKeptAndTheFontStays() {
    let window = Window(screen: .iPhone15)
    let label = Label(text: "Body")
    #expect(!label.adjustsFontForContentSizeCategory)
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    window.addSubview(label)
    window.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    window.layoutIfNeeded()
    #expect(label.adjustsFontForContentSizeCategory)
    // Not followed yet (UIKit.md): still the body style at the default size, not 53.
    #expect(label.font.pointSize.isClose(to: 17))
  }

  @Test func aNamedFontMeasuresAsTheSystemFontOfItsWeight() throws {
    let bold = try #require(Font(name: "Lato-Bold", size: 17))
    #expect(bold == .systemFont(ofSize: 17, weight: .bold))
    #expect(try #require(Font(name: "Avenir Next", size: 12)) == .systemFont(ofSize: 12))
    #expect(Font(name: "Lato", size: 0) == nil)
    // A label's font is implicitly unwrapped, as UIKit's: an optional font assigns, and
    // nil sets the default again.
    let label = Label()
    label.font = Font(name: "Lato-Bold", size: 20)
    #expect(label.font == .systemFont(ofSize: 20, weight: .bold))
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17))
  }

  @Test func aLabelShrinksItsDrawnFontToFitItsWidth() throws {
    let window = Window(screen: .iPhone15)
    let label = Label(text: "A title much wider than its label")
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    window.addSubview(label)
    let natural = label.font.width(of: label.text!)
    label.frame = CGRect(x: 0, y: 0, width: natural * 0.75, height: 21)
    #expect(label.drawnFont.pointSize.isClose(to: 17 * 0.75))
    label.frame.size.width = natural * 0.25
    #expect(label.drawnFont.pointSize == 17 * 0.5)
    let node = try #require(RenderTree(windows: [window], screen: .iPhone15).windows[0].views.first)
    #expect(node.text?.fontSize == 8.5)
    // Without a minimum scale factor the text does not shrink, as UIKit's.
    label.minimumScaleFactor = 0
    #expect(label.drawnFont.pointSize == 17)
    // The intrinsic size stays the full font's.
    #expect(label.intrinsicContentSize.width >= natural)
  }

  @Test func attributedTextTakesItsFirstRunsStyle() throws {
    let label = Label()
    let paragraph = MutableParagraphStyle()
    paragraph.alignment = .center
    label.attributedText = NSAttributedString(
      string: "Hello",
      attributes: [
        .font: Font.boldSystemFont(ofSize: 20), .foregroundColor: Color.systemRed,
        .paragraphStyle: paragraph,
      ])
    #expect(label.text == "Hello")
    #expect(label.font == .boldSystemFont(ofSize: 20))
    #expect(label.textColor == .systemRed)
    #expect(label.textAlignment == .center)
    let read = try #require(label.attributedText)
    #expect(read.string == "Hello")
    #expect(
      read.attributes(at: 0, effectiveRange: nil)[.font] as? Font == .boldSystemFont(ofSize: 20))
  }

  @Test func aViewIsToldOfItsMoves() {
    final class Watcher: View {
      var log: [String] = []
      override func willMove(toSuperview newSuperview: View?) {
        log.append(newSuperview == nil ? "willLeave" : "willMove")
      }
      override func didMoveToSuperview() { log.append(superview == nil ? "left" : "moved") }
      override func didAddSubview(_ subview: View) { log.append("added") }
      override func willRemoveSubview(_ subview: View) { log.append("removing") }
    }
    let a = Watcher()
    let b = Watcher()
    let child = Watcher()
    a.addSubview(child)
    b.addSubview(child)
    child.removeFromSuperview()
    #expect(child.log == ["willMove", "moved", "willMove", "moved", "willLeave", "left"])
    #expect(a.log == ["added", "removing"])
    #expect(b.log == ["added", "removing"])
  }
}
