// swift-format-ignore-file
// Patterns met in public iOS code that uses Auto Layout's own API (a snackbar, spacer
// guides, a scroll view of stacks, a banner written in the visual format, constraints found
// again by identifier), each written here in our own words as an app writes it. Nothing
// is edited to build on Linux. AnchorPatternScreenTests lays them out.
#if canImport(UIKit)
import UIKit
#else
import LayoutUIKit
#endif

/// A snackbar that rises from below the screen: item/attribute constraints added to the
/// superview, the bottom one kept and animated to 0.
final class Snackbar {
    let view = UIView()
    let message = UILabel()
    private(set) var bottom: NSLayoutConstraint!
    static let height: CGFloat = 56

    func show(in container: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .darkGray
        message.translatesAutoresizingMaskIntoConstraints = false
        message.text = "Message archived"
        message.textColor = .white
        view.addSubview(message)
        container.addSubview(view)

        bottom = NSLayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom, multiplier: 1, constant: Snackbar.height)
        container.addConstraints([
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: Snackbar.height),
            bottom,
        ])
        view.addConstraints([
            NSLayoutConstraint(item: message, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: message, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()

        bottom.constant = 0
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut, animations: {
            container.layoutIfNeeded()
        })
    }
}

/// Three buttons spread evenly by four spacer guides of one width.
final class SpacedButtonsView: UIView {
    let buttons = [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)]
    private(set) var spacers: [UILayoutGuide] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, button) in buttons.enumerated() {
            button.setTitle("\(index + 1)", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            addSubview(button)
            button.widthAnchor.constraint(equalToConstant: 60).isActive = true
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            button.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        }
        for _ in 0...buttons.count {
            let guide = UILayoutGuide()
            addLayoutGuide(guide)
            spacers.append(guide)
        }
        var constraints: [NSLayoutConstraint] = []
        constraints.append(spacers[0].leadingAnchor.constraint(equalTo: leadingAnchor))
        for (index, button) in buttons.enumerated() {
            constraints.append(spacers[index].trailingAnchor.constraint(equalTo: button.leadingAnchor))
            constraints.append(button.trailingAnchor.constraint(equalTo: spacers[index + 1].leadingAnchor))
        }
        constraints.append(spacers[buttons.count].trailingAnchor.constraint(equalTo: trailingAnchor))
        for spacer in spacers.dropFirst() {
            constraints.append(spacer.widthAnchor.constraint(equalTo: spacers[0].widthAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A vertical stack of rows in a scroll view: the stack on the content guide, as wide as
/// the frame guide, so it scrolls vertically only.
final class RowsViewController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        for index in 0..<12 {
            let row = UIView()
            row.backgroundColor = index.isMultiple(of: 2) ? .lightGray : .white
            row.heightAnchor.constraint(equalToConstant: 72).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),

            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }
}

/// A banner laid out with the visual format language, shown by swapping its top
/// constraint inside an animation.
final class VisualFormatBanner: UIView {
    let title = UILabel()
    let body = UILabel()
    private(set) var hiddenTop: NSLayoutConstraint!
    private(set) var shownTop: NSLayoutConstraint!

    func install(in window: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemBlue
        title.text = "Update available"
        body.text = "Tap to install"
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let views: [String: Any] = ["title": title, "body": body, "banner": self]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]-[body]", options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views)
        addConstraints(constraints)
        window.addSubview(self)
        window.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: views))
        window.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(height)]", options: [], metrics: ["height": 80], views: views))
        hiddenTop = bottomAnchor.constraint(equalTo: window.topAnchor)
        shownTop = topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
        hiddenTop.isActive = true
    }

    func show() {
        hiddenTop.isActive = false
        shownTop.isActive = true
        UIView.animate(withDuration: 0.3) {
            self.superview?.layoutIfNeeded()
        }
    }
}

extension UIView {
    /// Pins an attribute to the same attribute of `other`, named so it can be found again.
    func pin(_ attribute: NSLayoutConstraint.Attribute, to other: UIView, constant: CGFloat = 0, identifier: String) {
        let constraint = NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: other, attribute: attribute, multiplier: 1, constant: constant)
        constraint.identifier = identifier
        constraint.priority = UILayoutPriority(999)
        other.addConstraint(constraint)
    }

    /// The constraint installed here with that identifier.
    func constraint(withIdentifier identifier: String) -> NSLayoutConstraint? {
        constraints.first { $0.identifier == identifier }
    }
}
