import Foundation
import LayoutTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// A profile header as apps write it with images: an avatar from an asset catalog, a
/// symbol badge, a banner drawn with a renderer, system colours and literals.
@Suite(.serialized) struct ImageScreenTests {
  /// A PNG header of a size.
  static func png(width: Int, height: Int) -> Data {
    ImageFileHeaders.png(width: width, height: height)
  }

  final class ProfileHeader: UIView {
    let avatar = UIImageView(image: UIImage(named: "avatar"))
    let badge = UIImageView(image: UIImage(systemName: "checkmark.seal.fill"))
    let name = UILabel()
    let cover: UIImageView = {
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 100))
      let image = renderer.image { context in
        context.fill(CGRect(x: 0, y: 0, width: 300, height: 100))
      }
      return UIImageView(image: image)
    }()

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .secondarySystemBackground
      cover.contentMode = .scaleAspectFill
      cover.clipsToBounds = true
      avatar.layer.cornerRadius = 40
      avatar.clipsToBounds = true
      badge.tintColor = .systemGreen
      name.text = "Jiwoo"
      name.textColor = .label
      name.font = .systemFont(ofSize: 20, weight: .semibold)
      for view in [cover, avatar, badge, name] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      NSLayoutConstraint.activate([
        cover.topAnchor.constraint(equalTo: topAnchor),
        cover.leadingAnchor.constraint(equalTo: leadingAnchor),
        cover.trailingAnchor.constraint(equalTo: trailingAnchor),
        cover.heightAnchor.constraint(equalToConstant: 120),
        avatar.centerYAnchor.constraint(equalTo: cover.bottomAnchor),
        avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        badge.trailingAnchor.constraint(equalTo: avatar.trailingAnchor),
        badge.bottomAnchor.constraint(equalTo: avatar.bottomAnchor),
        name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
        name.topAnchor.constraint(equalTo: cover.bottomAnchor, constant: 8),
        bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func theHeaderIsLaidOutAtTheImagesSizes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-profile-" + UUID().uuidString)
    let set = root.appendingPathComponent("Assets.xcassets/avatar.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"images":[{"filename":"a@2x.png","scale":"2x"},{"filename":"a@3x.png","scale":"3x"}]}"#
        .utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    try Self.png(width: 160, height: 160).write(to: set.appendingPathComponent("a@2x.png"))
    try Self.png(width: 240, height: 240).write(to: set.appendingPathComponent("a@3x.png"))
    let saved = UIImage.searchDirectories
    UIImage.searchDirectories = [root]
    defer {
      UIImage.searchDirectories = saved
      try? FileManager.default.removeItem(at: root)
    }

    let window = UIWindow(screen: .iPhone15)
    let header = ProfileHeader()
    header.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()

    // The avatar is 80 × 80 (240 pixels at 3x), centred on the cover's bottom (120).
    #expect(header.avatar.frame == CGRect(x: 16, y: 80, width: 80, height: 80))
    // The header ends 16 below the avatar: 160 + 16.
    #expect(header.frame == CGRect(x: 0, y: 59, width: 393, height: 176))
    // The symbol badge: a square of 61 pixels (the 17-point line height, 20.29, rounded up
    // at 3x), in the avatar's bottom-right corner: 96 − 20.333…, 160 − 20.333….
    #expect(header.badge.frame.width.isClose(to: 61.0 / 3))
    #expect(header.badge.frame.maxX.isClose(to: 96) && header.badge.frame.maxY.isClose(to: 160))
    // The cover keeps its drawn image's size as intrinsic size, but is pinned to 393 × 120;
    // filling it, the 300 × 100 image scales by 393 / 300 = 1.31: 393 × 131, 5.5 above.
    #expect(header.cover.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
    let rect = try #require(header.cover.imageRect)
    #expect(rect.width.isClose(to: 393) && rect.height.isClose(to: 131))
    #expect(rect.minY.isClose(to: -5.5))

    let tree = RenderTree(windows: [window], screen: .iPhone15)
    let node = try #require(tree.windows[0].views.first)
    #expect(node.backgroundColor?.hexNotation == "#F2F2F7")
    let badge = try #require(
      node.subviews.first { $0.id == "UIImageView[0.2]" || $0.image?.isSymbol == true })
    #expect(badge.image?.tintColor?.hexNotation == "#34C759")
  }

  @Test func aDarkWindowDrawsTheSystemColoursDark() throws {
    let window = UIWindow(screen: .iPhone15)
    window.overrideUserInterfaceStyle = .dark
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.backgroundColor = .secondarySystemBackground
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    label.text = "A"
    label.textColor = .secondaryLabel
    card.addSubview(label)
    window.addSubview(card)
    let node = try #require(RenderTree(windows: [window], screen: .iPhone15).windows[0].views.first)
    #expect(node.backgroundColor?.hexNotation == "#1C1C1E")
    // (235, 235, 245) at 60 %.
    #expect(node.subviews.first?.text?.color.hexNotation == "#EBEBF599")
    // The model keeps the adaptive colour.
    #expect(card.backgroundColor == .secondarySystemBackground)
  }

  @Test func literalsMakeImagesAndColours() {
    let accent = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(accent.hexNotation == "#FF8000")
    // A literal names an image; found nowhere, it is empty (iOS would stop the app).
    let logo = #imageLiteral(resourceName: "no-such-logo")
    #expect(logo.size == .zero)
    #expect(logo.name == "no-such-logo")
  }
}
