// swift-format-ignore-file
// A card screen as iOS apps write one with gesture recognizers: drag the card with a pan
// (moved by the translation, which is then zeroed), double-tap to reset it, long-press to
// lift it, a tap outside to end editing. Written here in our own words; the only edit for
// Linux is the target-action form (a method, not a #selector). DraggableCardScreenTests
// drives it.
#if canImport(UIKit)
import UIKit
#else
import LayoutUIKit
#endif

final class DraggableCardViewController: UIViewController, UIGestureRecognizerDelegate {
    let card = UIView()
    let note = UITextField()
    private(set) var lifted = false
    private(set) var resets = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.frame = CGRect(x: 96, y: 300, width: 200, height: 120)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        view.addSubview(card)
        note.frame = CGRect(x: 20, y: 120, width: 353, height: 34)
        note.placeholder = "Note"
        view.addSubview(note)

        let pan = UIPanGestureRecognizer(target: self, action: DraggableCardViewController.didPan)
        pan.delegate = self
        card.addGestureRecognizer(pan)
        let doubleTap = UITapGestureRecognizer(target: self, action: DraggableCardViewController.didDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)
        let press = UILongPressGestureRecognizer(target: self, action: DraggableCardViewController.didPress)
        press.minimumPressDuration = 0.4
        press.delegate = self
        card.addGestureRecognizer(press)
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: view)
        card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
        pan.setTranslation(.zero, in: view)
    }

    func didDoubleTap() {
        resets += 1
        card.frame.origin = CGPoint(x: 96, y: 300)
    }

    func didPress(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began: lifted = true; card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        case .ended, .cancelled: lifted = false; card.transform = .identity
        default: break
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
    }
}
