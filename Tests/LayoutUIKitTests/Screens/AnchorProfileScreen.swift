// swift-format-ignore-file
// A profile screen written the way programmatic UIKit apps write it with Auto Layout's own
// API (no SnapKit): anchors on views and guides, NSLayoutConstraint.activate, a stored
// height constraint whose constant animates, two sets of constraints swapped with isActive,
// the item/attribute initialiser and addConstraint. Nothing here is edited to build on Linux.
// AnchorProfileScreenTests lays it out.
#if canImport(UIKit)
import UIKit
#else
import LayoutUIKit
#endif

final class ProfileViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    let card = UIView()
    let bioLabel = UILabel()
    let badge = UIView()

    private(set) var avatarHeight: NSLayoutConstraint!
    private var besideConstraints: [NSLayoutConstraint] = []
    private var belowConstraints: [NSLayoutConstraint] = []
    private(set) var isCompact = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        for subview in [avatar, nameLabel, followButton, card] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        avatar.backgroundColor = .lightGray
        avatar.layer.cornerRadius = 40
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        followButton.setTitle("Follow", for: .normal)
        card.backgroundColor = UIColor(white: 0.95, alpha: 1)
        card.layer.cornerRadius = 12

        bioLabel.translatesAutoresizingMaskIntoConstraints = false
        bioLabel.numberOfLines = 0
        bioLabel.text = "Wrote the first program."
        card.addSubview(bioLabel)

        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .red
        card.addSubview(badge)

        let safeArea = view.safeAreaLayoutGuide
        avatarHeight = avatar.heightAnchor.constraint(equalToConstant: 80)
        avatarHeight.identifier = "avatar-height"
        let cardFit = card.heightAnchor.constraint(equalToConstant: 120)
        cardFit.priority = .defaultLow

        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            avatar.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
            avatarHeight,

            card.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 96),
            card.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            cardFit,

            bioLabel.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            bioLabel.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            bioLabel.bottomAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.bottomAnchor),
        ])

        // Beside the avatar, or below it: one set is active at a time.
        besideConstraints = [
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            followButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
        ]
        belowConstraints = [
            nameLabel.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            followButton.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
            followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
        ]
        NSLayoutConstraint.activate(besideConstraints)

        // The badge the old way: item and attribute, added to the card.
        card.addConstraints([
            NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: badge, attribute: .height, relatedBy: .equal, toItem: badge, attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: card, attribute: .top, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: badge, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .trailing, multiplier: 1, constant: -8),
        ])
    }

    /// Grows or shrinks the avatar, animated as iOS apps animate a constraint.
    func toggleAvatarSize() {
        avatarHeight.constant = avatarHeight.constant == 80 ? 120 : 80
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    /// Moves the name below the avatar, or back beside it.
    func toggleCompact() {
        isCompact.toggle()
        if isCompact {
            NSLayoutConstraint.deactivate(besideConstraints)
            NSLayoutConstraint.activate(belowConstraints)
        } else {
            NSLayoutConstraint.deactivate(belowConstraints)
            NSLayoutConstraint.activate(besideConstraints)
        }
        view.setNeedsLayout()
    }
}
