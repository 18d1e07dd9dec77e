import Foundation

/// A kind of view a layout file can make (its `type` key): the class to make and the keys
/// it takes beyond a plain view's, each with its reader. The reader and the builder both
/// read this table, so a new kind is one row here; kinds that draw text share one group of
/// text keys (``textProperties(fontSize:label:text:color:)``).
///
/// Every kind takes `intrinsicSize`: the builder sets it as the view's
/// ``View/intrinsicSizeOverride``, whatever the class.
struct LayoutFileKind: Sendable {
  /// The kind, whose name is the `type` value.
  let kind: ViewKind
  /// Keys of its own that the reader reads as structure, not as a property
  /// (`arrangedSubviews`).
  var structure: [String] = []
  /// The keys of its own, in the order messages list them, each with its reader: it checks
  /// the value (throwing the problem, with `path`) and returns what the value sets on the
  /// view. The builder sets them in file order once the view's arranged views exist.
  var properties: [(key: String, read: Property)] = []
  /// A new view of the kind.
  let make: @Sendable () -> View

  /// Reads a key's value at a JSON path into what it sets on a view of the kind.
  typealias Property =
    @Sendable (_ value: JSONValue, _ path: String) throws(LayoutFileError) ->
    @Sendable (View) ->
    Void

  /// A key read by `read` and set on a view of class `V` by `set`.
  static func property<V: View, T: Sendable>(
    _ read: @escaping @Sendable (JSONValue, String) throws(LayoutFileError) -> T,
    _ set: @escaping @Sendable (V, T) -> Void
  ) -> Property {
    { value, path throws(LayoutFileError) in
      let read = try read(value, path)
      return { view in if let view = view as? V { set(view, read) } }
    }
  }

  /// The text keys of a kind that draws text through a label: `text` and `textColor` set by
  /// the kind (a button's are its `.normal` title and colour), the others on `label` (a
  /// label itself, a button's title label); `font` defaults to `fontSize` points.
  static func textProperties<V: View>(
    fontSize: CGFloat, label: @escaping @Sendable (V) -> Label?,
    text: @escaping @Sendable (V, String) -> Void,
    color: @escaping @Sendable (V, Color) -> Void
  ) -> [(key: String, read: Property)] {
    typealias R = LayoutFileReader
    func on<T: Sendable>(_ set: @escaping @Sendable (Label, T) -> Void) -> @Sendable (V, T) -> Void
    {
      { view, value in if let label = label(view) { set(label, value) } }
    }
    return [
      ("text", property(R.string, text)),
      (
        "font",
        property(
          { v, at throws(LayoutFileError) in try R.font(v, path: at, defaultSize: fontSize) },
          on { $0.font = $1 })
      ),
      ("textColor", property(R.color, color)),
      ("textAlignment", property(R.alignment, on { $0.textAlignment = $1 })),
      (
        "numberOfLines",
        property(
          { v, at throws(LayoutFileError) in
            Int(try R.number(v, path: at, atLeast: 0, integer: true))
          }, on { $0.numberOfLines = $1 })
      ),
      (
        "preferredMaxLayoutWidth",
        property(
          { v, at throws(LayoutFileError) in try R.number(v, path: at, atLeast: 0) },
          on { $0.preferredMaxLayoutWidth = $1 })
      ),
      ("lineBreakMode", property(R.lineBreakMode, on { $0.lineBreakMode = $1 })),
    ]
  }

  /// The kinds, in the order messages list them.
  static let all: [LayoutFileKind] = {
    typealias R = LayoutFileReader
    return [
      LayoutFileKind(kind: .view) { View() },
      LayoutFileKind(
        kind: .label,
        properties: textProperties(
          fontSize: 17, label: { (label: Label) in label }, text: { $0.text = $1 },
          color: { $0.textColor = $1 })
      ) { Label() },
      LayoutFileKind(
        kind: .button,
        properties: textProperties(
          fontSize: 15, label: { (button: Button) in button.titleLabel },
          text: { $0.setTitle($1, for: .normal) }, color: { $0.setTitleColor($1, for: .normal) })
          + [
            (
              "contentEdgeInsets",
              property(
                { v, at throws(LayoutFileError) in try R.insets(v, path: at, default: 0) },
                { (b: Button, insets) in b.contentEdgeInsets = insets })
            ),
            ("buttonType", property(R.buttonType, { (b: Button, type) in b.buttonType = type })),
            (
              "contentHorizontalAlignment",
              property(
                R.horizontalAlignment, { (b: Button, a) in b.contentHorizontalAlignment = a })
            ),
            (
              "contentVerticalAlignment",
              property(R.verticalAlignment, { (b: Button, a) in b.contentVerticalAlignment = a })
            ),
          ]
      ) { Button(type: .system) },
      LayoutFileKind(
        kind: .imageView,
        properties: [
          ("image", property(R.namedImage, { (v: ImageView, image) in v.image = image })),
          (
            "systemImage",
            property(R.systemImage, { (v: ImageView, image) in v.image = image })
          ),
          ("imageSize", property(R.size, { (v: ImageView, size) in v.imageSize = size })),
          ("imageName", property(R.string, { (v: ImageView, name) in v.imageName = name })),
        ]
      ) { ImageView() },
      LayoutFileKind(
        kind: .scrollView,
        properties: [
          ("contentOffset", property(R.point, { (v: ScrollView, p) in v.contentOffset = p })),
          (
            "zoomScale",
            property(
              { v, at throws(LayoutFileError) in try R.number(v, path: at, above: 0) },
              { (v: ScrollView, zoom) in v.zoomScale = zoom })
          ),
        ]
      ) { ScrollView() },
      LayoutFileKind(
        kind: .stackView, structure: ["arrangedSubviews"], properties: R.stackProperties
      ) { StackView() },
      LayoutFileKind(kind: TextField.kind, properties: textFieldProperties) { TextField() },
      LayoutFileKind(kind: TextView.kind, properties: textViewProperties) { TextView() },
      LayoutFileKind(
        kind: ActivityIndicatorView.kind,
        properties: [
          (
            "style",
            property(
              { v, at throws(LayoutFileError) in
                try R.name(
                  v, path: at, what: "activity indicator style",
                  [("medium", ActivityIndicatorView.Style.medium), ("large", .large)])
              }, { (v: ActivityIndicatorView, style) in v.style = style })
          ),
          (
            "isAnimating",
            property(R.bool) { (v: ActivityIndicatorView, on) in
              if on { v.startAnimating() } else { v.stopAnimating() }
            }
          ),
          (
            "hidesWhenStopped",
            property(R.bool) { (v: ActivityIndicatorView, on) in v.hidesWhenStopped = on }
          ),
        ]
      ) { ActivityIndicatorView(style: .medium) },
      LayoutFileKind(
        kind: ProgressView.kind,
        properties: [
          (
            "progress",
            property(
              { v, at throws(LayoutFileError) in
                Float(try R.number(v, path: at, atLeast: 0, atMost: 1))
              }, { (v: ProgressView, progress) in v.progress = progress })
          )
        ]
      ) { ProgressView(progressViewStyle: .default) },
      LayoutFileKind(
        kind: Slider.kind,
        properties: [
          ("minimumValue", property(floatValue) { (v: Slider, x) in v.minimumValue = x }),
          ("maximumValue", property(floatValue) { (v: Slider, x) in v.maximumValue = x }),
          ("value", property(floatValue) { (v: Slider, x) in v.value = x }),
        ]
      ) { Slider() },
      LayoutFileKind(
        kind: SegmentedControl.kind,
        properties: [
          (
            "items",
            property(
              { v, at throws(LayoutFileError) in
                try R.array(v, path: at).enumerated().map { i, item throws(LayoutFileError) in
                  try R.string(item, path: at + "[\(i)]")
                }
              },
              { (v: SegmentedControl, items) in
                v.removeAllSegments()
                for item in items {
                  v.insertSegment(withTitle: item, at: v.numberOfSegments, animated: false)
                }
              })
          ),
          (
            "selectedSegmentIndex",
            property(
              { v, at throws(LayoutFileError) in
                Int(try R.number(v, path: at, atLeast: -1, integer: true))
              }, { (v: SegmentedControl, index) in v.selectedSegmentIndex = index })
          ),
        ]
      ) { SegmentedControl(items: nil) },
      LayoutFileKind(
        kind: Switch.kind,
        properties: [
          ("isOn", property(R.bool, { (s: Switch, on) in s.isOn = on })),
          ("onTintColor", property(R.color, { (s: Switch, color) in s.onTintColor = color })),
        ]
      ) { Switch() },
      LayoutFileKind(
        kind: PageControl.kind,
        properties: [
          (
            "numberOfPages",
            property(
              { v, at throws(LayoutFileError) in
                Int(try R.number(v, path: at, atLeast: 0, integer: true))
              }, { (v: PageControl, count) in v.numberOfPages = count })
          ),
          (
            "currentPage",
            property(
              { v, at throws(LayoutFileError) in
                Int(try R.number(v, path: at, atLeast: 0, integer: true))
              }, { (v: PageControl, page) in v.currentPage = page })
          ),
          (
            "hidesForSinglePage",
            property(R.bool, { (v: PageControl, on) in v.hidesForSinglePage = on })
          ),
        ]
      ) { PageControl() },
      LayoutFileKind(
        kind: Stepper.kind,
        properties: [
          ("minimumValue", property(doubleValue) { (v: Stepper, x) in v.minimumValue = x }),
          ("maximumValue", property(doubleValue) { (v: Stepper, x) in v.maximumValue = x }),
          (
            "stepValue",
            property(
              { v, at throws(LayoutFileError) in Double(try R.number(v, path: at, above: 0)) },
              { (v: Stepper, x) in v.stepValue = x })
          ),
          ("value", property(doubleValue) { (v: Stepper, x) in v.value = x }),
        ]
      ) { Stepper() },
    ]
  }()

  /// A number read as a `Float` (a slider's values).
  private static let floatValue: @Sendable (JSONValue, String) throws(LayoutFileError) -> Float = {
    v, at throws(LayoutFileError) in Float(try LayoutFileReader.number(v, path: at))
  }

  /// A number read as a `Double` (a stepper's values).
  private static let doubleValue: @Sendable (JSONValue, String) throws(LayoutFileError) -> Double =
    { v, at throws(LayoutFileError) in Double(try LayoutFileReader.number(v, path: at)) }

  /// A text field's keys: its text and placeholder, the text keys of one line, its border.
  private static let textFieldProperties: [(key: String, read: Property)] = {
    typealias R = LayoutFileReader
    return [
      ("text", property(R.string) { (f: TextField, text) in f.text = text }),
      ("placeholder", property(R.string) { (f: TextField, text) in f.placeholder = text }),
      (
        "font",
        property(
          { v, at throws(LayoutFileError) in try R.font(v, path: at, defaultSize: 17) },
          { (f: TextField, font) in f.font = font })
      ),
      ("textColor", property(R.color) { (f: TextField, color) in f.textColor = color }),
      ("textAlignment", property(R.alignment) { (f: TextField, a) in f.textAlignment = a }),
      (
        "borderStyle",
        property(
          { v, at throws(LayoutFileError) in
            try R.name(
              v, path: at, what: "border style",
              TextField.BorderStyle.allCases.map { (String(describing: $0), $0) })
          }, { (f: TextField, style) in f.borderStyle = style })
      ),
      ("secureTextEntry", property(R.bool) { (f: TextField, on) in f.isSecureTextEntry = on }),
    ]
  }()

  /// A text view's keys: its text, font, colour and alignment, and whether it scrolls.
  private static let textViewProperties: [(key: String, read: Property)] = {
    typealias R = LayoutFileReader
    return [
      ("text", property(R.string) { (t: TextView, text) in t.text = text }),
      (
        "font",
        property(
          { v, at throws(LayoutFileError) in try R.font(v, path: at, defaultSize: 12) },
          { (t: TextView, font) in t.font = font })
      ),
      ("textColor", property(R.color) { (t: TextView, color) in t.textColor = color }),
      ("textAlignment", property(R.alignment) { (t: TextView, a) in t.textAlignment = a }),
      ("scrollEnabled", property(R.bool) { (t: TextView, on) in t.isScrollEnabled = on }),
    ]
  }()

  /// The row of each kind.
  private static let byKind = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

  /// The row of a kind, or nil for a kind files cannot make (a window).
  static func of(_ kind: ViewKind) -> LayoutFileKind? { byKind[kind] }

  /// The reader of one of a kind's own keys, or nil for a key it does not read itself.
  func property(_ key: String) -> Property? {
    properties.first { $0.key == key }?.read
  }

  /// The keys a view of a kind may have.
  static func keys(for kind: ViewKind) -> [String] {
    guard let row = byKind[kind] else { return LayoutFileReader.viewKeys }
    return LayoutFileReader.viewKeys + row.structure + row.properties.map(\.key)
  }
}
