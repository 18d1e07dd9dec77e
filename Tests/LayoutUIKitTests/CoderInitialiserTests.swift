import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

// View subclasses in the three shapes iOS code gives them: that this file compiles is half
// of what it checks. UIKit makes `init?(coder:)` required, so a subclass with an
// initialiser of its own must write it.

/// Overrides `init(frame:)` and decodes through `super`, building its content in both.
private final class RatingBadge: UIView {
  let starLabel = UILabel()
  private(set) var builds = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    build()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    build()
  }

  private func build() {
    builds += 1
    starLabel.text = "★"
    addSubview(starLabel)
  }
}

/// An initialiser of its own, and the coder one refused as Xcode's fix-it writes it.
private final class TitledCard: UIView {
  let titleLabel = UILabel()

  init(title: String) {
    super.init(frame: .zero)
    titleLabel.text = title
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Subclasses of UIKit's controls and of a label, decoding through `super`.
private final class PillButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.cornerRadius = 12
  }
}

private final class CaptionLabel: UILabel {
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    font = .systemFont(ofSize: 12)
  }
}

@Suite struct CoderInitialiserTests {
  /// An archive to decode from: any coder will do, as there are no nibs to read.
  private var coder: NSCoder { NSKeyedArchiver(requiringSecureCoding: false) }

  @Test func decodingAViewGivesNilAsAControllerDoes() {
    #expect(UIView(coder: coder) == nil)
    #expect(UILabel(coder: coder) == nil)
    #expect(UIViewController(coder: coder) == nil)
  }

  @Test func aSubclassDecodingThroughSuperGivesNil() {
    #expect(RatingBadge(coder: coder) == nil)
    #expect(PillButton(coder: coder) == nil)
    #expect(CaptionLabel(coder: coder) == nil)
  }

  @Test func aSubclassOverridingInitFrameKeepsTheZeroArgumentInitialiser() {
    // `UIView()` is a convenience initialiser: a subclass implementing both designated
    // initialisers inherits it, and it reaches the overridden `init(frame:)`.
    let badge = RatingBadge()
    #expect(badge.builds == 1)
    #expect(badge.subviews.count == 1 && badge.subviews.first === badge.starLabel)
    #expect(badge.frame == .zero)
    let framed = RatingBadge(frame: CGRect(x: 4, y: 8, width: 30, height: 20))
    #expect(framed.frame.isClose(to: CGRect(x: 4, y: 8, width: 30, height: 20)))
  }

  @Test func subclassesWithInitialisersOfTheirOwnAreMadeInCode() {
    let card = TitledCard(title: "Weekly")
    #expect(card.titleLabel.text == "Weekly" && card.titleLabel.superview === card)
    #expect(PillButton(type: .system).layer.cornerRadius.isClose(to: 12))
    #expect(CaptionLabel().font.pointSize.isClose(to: 12))
  }
}
