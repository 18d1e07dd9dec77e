import Foundation

/// A kind of view a layout file can make (its `type` key): the keys it takes beyond a
/// plain view's, and how to make one from its spec. The reader and the builder both read
/// this table, so a new kind is one row here: its class, and its keys with their readers
/// (``properties``). The first kinds' keys are read by the reader into the spec's own
/// fields (``keys``), which some share (a label's and a button's text keys).
///
/// Every kind takes `intrinsicSize`: the builder sets it as the view's
/// ``View/intrinsicSizeOverride``, whatever the class.
struct LayoutFileKind: Sendable {
  /// The kind, whose name is the `type` value.
  let kind: ViewKind
  /// The keys of its own that the reader reads into the spec (a plain view's keys are
  /// ``LayoutFileReader/viewKeys``).
  let keys: [String]
  /// The keys of its own that it reads itself, each with its reader: it checks the value
  /// (throwing the problem, with `path`) and returns what the value sets on the view.
  var properties: [String: Property] = [:]
  /// A new view of the kind with the spec's own properties set (the builder then sets the
  /// properties every view has).
  let make: @Sendable (LayoutViewSpec) -> View

  /// Reads a key's value at a JSON path into what it sets on a view of the kind.
  typealias Property =
    @Sendable (_ value: JSONValue, _ path: String) throws(LayoutFileError) ->
    @Sendable (View) ->
    Void

  /// The kinds, in the order messages list them.
  static let all: [LayoutFileKind] = [
    LayoutFileKind(kind: .view, keys: []) { _ in View() },
    LayoutFileKind(kind: .label, keys: LayoutFileReader.labelKeys) { spec in
      let label = Label(text: spec.text)
      LayoutBuilder.configureText(label, spec)
      return label
    },
    LayoutFileKind(kind: .button, keys: LayoutFileReader.labelKeys + LayoutFileReader.buttonKeys) {
      spec in
      let button = Button(type: spec.buttonType ?? .system)
      button.setTitle(spec.text, for: .normal)
      LayoutBuilder.configureButton(button, spec)
      return button
    },
    LayoutFileKind(kind: .imageView, keys: ["imageSize", "imageName"]) { spec in
      let image = ImageView(imageSize: spec.imageSize)
      image.imageName = spec.imageName
      return image
    },
    LayoutFileKind(kind: .scrollView, keys: ["contentOffset", "zoomScale"]) { spec in
      let scroll = ScrollView()
      if let offset = spec.contentOffset { scroll.contentOffset = offset }
      if let zoom = spec.zoomScale { scroll.zoomScale = zoom }
      return scroll
    },
    // The builder adds the arranged views and then sets the stack's own keys.
    LayoutFileKind(kind: .stackView, keys: LayoutFileReader.stackKeys) { _ in StackView() },
    LayoutFileKind(
      kind: Switch.kind, keys: [],
      properties: [
        "isOn": { v, at throws(LayoutFileError) in
          let on = try LayoutFileReader.bool(v, path: at)
          return { ($0 as? Switch)?.isOn = on }
        },
        "onTintColor": { v, at throws(LayoutFileError) in
          let color = try LayoutFileReader.color(v, path: at)
          return { ($0 as? Switch)?.onTintColor = color }
        },
      ]
    ) { _ in Switch() },
  ]

  /// The row of each kind.
  private static let byKind = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

  /// The row of a kind, or nil for a kind files cannot make (a window).
  static func of(_ kind: ViewKind) -> LayoutFileKind? { byKind[kind] }

  /// The keys a view of a kind may have.
  static func keys(for kind: ViewKind) -> [String] {
    guard let row = byKind[kind] else { return LayoutFileReader.viewKeys }
    return LayoutFileReader.viewKeys + row.keys + row.properties.keys.sorted()
  }
}
