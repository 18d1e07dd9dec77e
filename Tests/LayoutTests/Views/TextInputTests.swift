import Foundation
import LayoutTestSupport
import Testing

@testable import Layout
@testable import LayoutCore

/// Text fields, text views and the indicators, as forms use them: sizes by hand from the
/// system font's metrics (17 points: a 20.287-point line, 61 pixels at 3x).
@Suite("Text input and indicators")
struct TextInputTests {
  /// One 17-point line rounded up to the pixel at 3x.
  static let line17: CGFloat = 61.0 / 3

  /// The width a label measures `text` at in `font` in a 3x window (what a field's text
  /// measures).
  static func width(_ text: String, _ font: Font = .systemFont(ofSize: 17)) -> CGFloat {
    let window = Window(screen: .iPhone15)
    let label = Label(text: text)
    label.font = font
    window.addSubview(label)
    return label.intrinsicContentSize.width
  }

  // MARK: Text fields

  @Test func aRoundedFieldIsItsLineWithSevenPointsAroundIt() {
    // In a 3x window (a view in none measures at 2x, as a label does).
    let window = Window(screen: .iPhone15)
    let field = TextField()
    window.addSubview(field)
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    #expect(field.intrinsicContentSize.height.isClose(to: Self.line17 + 14))
    #expect(field.intrinsicContentSize.width.isClose(to: Self.width("Email") + 14))
    // The wider of the text and the placeholder.
    field.text = "jiwoo.kim@example.com"
    #expect(field.intrinsicContentSize.width.isClose(to: Self.width("jiwoo.kim@example.com") + 14))
    field.borderStyle = .none
    #expect(field.intrinsicContentSize.height.isClose(to: Self.line17))
    field.borderStyle = .line
    #expect(field.intrinsicContentSize.height.isClose(to: Self.line17 + 4))
  }

  @Test func anEmptyFieldDrawsItsPlaceholderInThePlaceholderGrey() throws {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Password"
    var content = try #require(field.textContent)
    #expect(content.label.text == "Password")
    #expect(content.color == .placeholderText)
    #expect(content.frame == CGRect(x: 7, y: 7, width: 186, height: 20))
    field.text = "hunter2"
    field.isSecureTextEntry = true
    content = try #require(field.textContent)
    #expect(content.label.text == "•••••••")
    #expect(content.color == nil)
    #expect(field.text == "hunter2")
  }

  @Test func anAttributedPlaceholderIsDrawnInItsFirstRunsColour() throws {
    let window = Window(screen: .iPhone15)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    window.addSubview(field)
    #expect(field.attributedPlaceholder == nil)
    let hint = Color(white: 0.6)
    field.attributedPlaceholder = NSAttributedString(
      string: "Username", attributes: [.foregroundColor: hint, .font: Font.systemFont(ofSize: 30)])
    #expect(field.placeholder == "Username")
    var content = try #require(field.textContent)
    #expect(content.label.text == "Username" && content.color == hint)
    // Measured in the field's font, not the run's.
    #expect(field.intrinsicContentSize.width.isClose(to: Self.width("Username")))
    let read = try #require(field.attributedPlaceholder)
    #expect(read.string == "Username")
    #expect(read.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == hint)
    #expect(read.attribute(.font, at: 0, effectiveRange: nil) as? Font == .systemFont(ofSize: 17))
    // A plain placeholder is grey again, as UIKit's.
    field.placeholder = "Username"
    content = try #require(field.textContent)
    #expect(content.color == .placeholderText)
    field.attributedPlaceholder = nil
    #expect(field.placeholder == nil && field.textContent == nil)
  }

  @Test func aNewFieldsTextIsEmptyNotNil() {
    let field = TextField()
    #expect(field.text == "")
    #expect(!field.hasText)
    #expect(field.textContent == nil)
    #expect(field.font == .systemFont(ofSize: 17))
  }

  @Test func aLeftViewTakesRoomFromTheText() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    field.borderStyle = .roundedRect
    let icon = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    // Never shown by default.
    #expect(field.textRect(forBounds: field.bounds).minX == 7)
    field.leftViewMode = .always
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 27, y: 7, width: 266, height: 26))
    #expect(
      field.leftViewRect(forBounds: field.bounds) == CGRect(x: 7, y: 10, width: 20, height: 20))
    field.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 7, y: 10, width: 20, height: 20))
    #expect(icon.superview === field)
  }

  @Test func aSubclassPadsTheTextByOverridingTheTextRect() throws {
    final class Padded: TextField {
      override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    }
    let field = Padded(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    field.text = "Hi"
    #expect(try #require(field.textContent).frame == CGRect(x: 12, y: 0, width: 76, height: 40))
  }

  @Test func aFormFieldIsLaidOutByAnchors() {
    let window = Window(screen: .iPhone15)
    let field = TextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    field.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(field)
    LayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
    ])
    window.layoutIfNeeded()
    // 59 + 20 = 79; 34.333 high, on the 3x grid.
    #expect(field.frame.isClose(to: CGRect(x: 16, y: 79, width: 361, height: Self.line17 + 14)))
  }

  @Test func editingShowsTheKeyboardAndSendsTheEvents() {
    final class Delegate: TextFieldDelegate {
      var allow = true
      var log: [String] = []
      func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { allow }
      func textFieldDidBeginEditing(_ textField: TextField) { log.append("began") }
      func textFieldDidEndEditing(_ textField: TextField) { log.append("ended") }
    }
    let window = Window(screen: .iPhone15)
    let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
    window.addSubview(field)
    let delegate = Delegate()
    field.delegate = delegate
    var events: [String] = []
    field.addAction(Action { _ in events.append("didBegin") }, for: .editingDidBegin)
    field.addAction(Action { _ in events.append("didEnd") }, for: .editingDidEnd)
    delegate.allow = false
    #expect(!field.becomeFirstResponder())
    #expect(!window.isKeyboardShown)
    delegate.allow = true
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    #expect(window.isKeyboardShown)
    #expect(field.resignFirstResponder())
    #expect(!window.isKeyboardShown)
    #expect(delegate.log == ["began", "ended"])
    #expect(events == ["didBegin", "didEnd"])
    // A field in no window cannot edit.
    #expect(!TextField().becomeFirstResponder())
  }

  @Test func theRenderTreeHasTheFieldsText() throws {
    let window = Window(screen: .iPhone15)
    let field = TextField(frame: CGRect(x: 10, y: 100, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    window.addSubview(field)
    let node = try #require(RenderTree(windows: [window], screen: .iPhone15).windows[0].views.first)
    #expect(node.type == "textField")
    let text = try #require(node.text)
    #expect(text.text == "Search")
    // The placeholder grey, (60, 60, 67) at 30 %.
    #expect(text.color.hexNotation == "#3C3C434D")
    #expect(text.frame == CGRect(x: 7, y: 7, width: 186, height: 20))
    #expect(field.description.contains("UITextField") && field.description.contains("text = ''"))
  }

  // MARK: Text views

  @Test func aTextViewThatDoesNotScrollSizesToItsWrappedText() {
    let window = Window(screen: .iPhone15)
    let view = TextView()
    view.isScrollEnabled = false
    view.text = "A few lines about me that wrap at the width the column gives them, more than once."
    window.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.width.equalTo(200)
    }
    window.layoutIfNeeded()
    // The text wraps at 200 − 10 (the padding); 8 above and below.
    let label = Label(text: view.text)
    label.font = .systemFont(ofSize: 12)
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    let wrapped = label.sizeThatFits(CGSize(width: 190, height: 0))
    #expect(wrapped.height > 2 * Font.systemFont(ofSize: 12).lineHeight)
    #expect(view.frame.height.isClose(to: wrapped.height + 16))
    view.isScrollEnabled = true
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  // MARK: Indicators

  @Test func aSpinnerIsItsStylesSquareAndHidesWhileStopped() {
    let spinner = ActivityIndicatorView(style: .large)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.style = .medium
    #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(spinner.contentHuggingPriority == AxisPriorities(horizontal: 750, vertical: 750))
    spinner.hidesWhenStopped = false
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
  }

  @Test func aProgressBarFillsItsShareOfTheWidth() {
    let bar = ProgressView(progressViewStyle: .default)
    bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    bar.progress = 0.25
    bar.layoutIfNeeded()
    #expect(bar.intrinsicContentSize == CGSize(width: -1, height: 4))
    #expect(bar.subviews[1].frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    bar.progress = 3
    #expect(bar.progress == 1)
  }

  @Test func aSlidersThumbSitsAtItsValue() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
    slider.minimumValue = 0
    slider.maximumValue = 10
    slider.value = 2.5
    slider.layoutIfNeeded()
    // The thumb's centre travels 228 − 28 = 200: at a quarter, 14 + 50.
    #expect(slider.subviews[2].frame == CGRect(x: 50, y: 3, width: 28, height: 28))
    slider.value = 20
    #expect(slider.value == 10)
    #expect(slider.intrinsicContentSize == CGSize(width: -1, height: 34))
  }

  @Test func segmentsAreAsWideAsTheWidestTitle() {
    let window = Window(screen: .iPhone15)
    let picker = SegmentedControl(items: ["Day", "Week", "Month"])
    window.addSubview(picker)
    let widest = Self.width("Month", .systemFont(ofSize: 13))
    #expect(picker.intrinsicContentSize.width.isClose(to: 3 * (widest + 24)))
    #expect(picker.intrinsicContentSize.height == 32)
    picker.selectedSegmentIndex = 5
    #expect(picker.selectedSegmentIndex == SegmentedControl.noSegment)
    picker.selectedSegmentIndex = 1
    picker.apportionsSegmentWidthsByContent = true
    let own = ["Day", "Week", "Month"].enumerated().map { i, title in
      Self.width(title, .systemFont(ofSize: 13, weight: i == 1 ? .semibold : .regular)) + 24
    }
    #expect(picker.intrinsicContentSize.width.isClose(to: own.reduce(0, +)))
  }
}
