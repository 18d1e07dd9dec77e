import Foundation

/// A kind of view a layout file can make (its `type` key): the keys it takes beyond a
/// plain view's, and how to make one from its spec. The reader and the builder both read
/// this table, so a new kind is one row here (and its keys' readers).
///
/// Every kind takes `intrinsicSize`: the builder sets it as the view's
/// ``View/intrinsicSizeOverride``, whatever the class.
struct LayoutFileKind: Sendable {
  /// The kind, whose name is the `type` value.
  let kind: ViewKind
  /// The keys of its own (a plain view's keys are ``LayoutFileReader/viewKeys``).
  let keys: [String]
  /// A new view of the kind with the spec's own properties set (the builder then sets the
  /// properties every view has).
  let make: @Sendable (LayoutViewSpec) -> View

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
  ]

  /// The row of each kind.
  private static let byKind = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

  /// The row of a kind, or nil for a kind files cannot make (a window).
  static func of(_ kind: ViewKind) -> LayoutFileKind? { byKind[kind] }

  /// The keys a view of a kind may have.
  static func keys(for kind: ViewKind) -> [String] {
    LayoutFileReader.viewKeys + (byKind[kind]?.keys ?? [])
  }
}
