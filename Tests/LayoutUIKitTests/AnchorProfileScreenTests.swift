import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// Screens/AnchorProfileScreen.swift: a screen written with anchors, NSLayoutConstraint and
/// addConstraint, laid out on an iPhone 15 (393 × 852, safe area from 59 to 818) against
/// frames computed by hand.
@Suite struct AnchorProfileScreenTests {
  private func screen() throws -> (UIWindow, ProfileViewController) {
    let window = UIWindow(screen: .iPhone15)
    let controller = ProfileViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  @Test func anchorsOnViewsAndGuidesPlaceTheScreen() throws {
    let (window, c) = try screen()
    // 24 below the safe area's top, 16 in from its leading edge, 80 square.
    #expect(c.avatar.frame == CGRect(x: 16, y: 83, width: 80, height: 80))
    // Two system spacings (8 each) after the avatar, centred on it.
    #expect(c.nameLabel.frame.minX.isClose(to: 112))
    #expect(c.nameLabel.solvedFrame.midY.isClose(to: 123))
    #expect(c.followButton.frame.minX.isClose(to: 112))
    #expect(c.followButton.solvedFrame.minY.isClose(to: c.nameLabel.solvedFrame.maxY + 4))
    // The labels' sizes are measured text: on the 3x grid once written.
    for view in [c.nameLabel, c.followButton, c.bioLabel] {
      #expect(view.frame.isPixelRounding(of: view.solvedFrame, scale: 3))
    }
    // 16 in from both safe-area edges, 96 below the avatar, 120 high (the low-priority
    // fit wins over nothing; the label is shorter).
    #expect(c.card.frame == CGRect(x: 16, y: 259, width: 361, height: 120))
    // The card's margins are a plain view's 8.
    #expect(c.bioLabel.frame.minX == 8 && c.bioLabel.frame.minY == 8)
    #expect(c.bioLabel.frame.width == 345)
    // Item and attribute: 12 square, 8 in from the card's top trailing corner.
    #expect(c.badge.frame == CGRect(x: 341, y: 8, width: 12, height: 12))
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  @Test func aStoredConstantChangesTheLayoutAndAnimatesInsideUIViewAnimate() throws {
    let (window, c) = try screen()
    let clock = AnimationClock()
    let animator = Animator(clock: clock, watching: [window])
    Animator.withCurrent(animator) { c.toggleAvatarSize() }
    // The model is at the end at once; the card moves down by the avatar's 40.
    #expect(c.avatar.frame == CGRect(x: 16, y: 83, width: 120, height: 120))
    #expect(c.card.frame.minY == 299)
    #expect(c.avatarHeight.constant == 120)
    // Half way through the default ease-in-out curve, half way between the sizes.
    clock.advance(to: 0.15)
    let half = animator.presentation(of: c.avatar).frame
    #expect(half.width.isClose(to: 100) && half.height.isClose(to: 100))
    #expect(animator.presentation(of: c.card).frame.minY.isClose(to: 279))
    clock.advance(to: 0.3)
    #expect(animator.presentation(of: c.avatar).frame.height.isClose(to: 120))
    // Back again, without an animator: at once.
    c.toggleAvatarSize()
    #expect(c.avatar.frame.height == 80)
  }

  @Test func swappingSetsOfConstraintsWithIsActiveMovesTheName() throws {
    let (window, c) = try screen()
    c.toggleCompact()
    window.layoutIfNeeded()
    #expect(c.nameLabel.frame.minX.isClose(to: 16) && c.nameLabel.frame.minY.isClose(to: 175))
    #expect(c.followButton.frame.maxX.isClose(to: 377))
    #expect(c.followButton.solvedFrame.midY.isClose(to: c.nameLabel.solvedFrame.midY))
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    c.toggleCompact()
    window.layoutIfNeeded()
    #expect(c.nameLabel.frame.minX.isClose(to: 112))
    #expect(c.nameLabel.solvedFrame.midY.isClose(to: 123))
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  @Test func eachViewListsTheConstraintsInstalledOnIt() throws {
    let (_, c) = try screen()
    // The card's: its two heights (one item each), its label's four to its margins, the
    // four of the badge it was given.
    let cardConstraints = c.card.constraints
    #expect(cardConstraints.count == 10)
    #expect(cardConstraints.filter { $0.firstItem === c.badge }.count == 4)
    // The avatar's own: its height and its width equal to its height (one item each).
    let avatarConstraints = c.avatar.constraints
    #expect(avatarConstraints.count == 2)
    #expect(avatarConstraints.contains { $0 === c.avatarHeight })
    #expect(c.avatarHeight.identifier == "avatar-height")
    // A constraint of the badge and the card is not the avatar's to remove.
    c.avatar.removeConstraint(cardConstraints[0])
    #expect(cardConstraints[0].isActive)
    c.card.removeConstraints(cardConstraints.filter { $0.firstItem === c.badge })
    #expect(c.card.constraints.count == 6)
  }
}
