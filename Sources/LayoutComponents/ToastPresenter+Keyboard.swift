import Foundation

extension ToastPresenter: SceneKeyboardObserver {
  /// The scene's keyboard came up or went down after toasts were shown: a stack that no
  /// longer fits between the safe area's edge and the keyboard gives back its toasts
  /// furthest from the edge to the front of the queue (``makeRoom()``), and toasts that
  /// wait show when the keyboard leaves them room again.
  package func sceneKeyboardDidChange(_ scene: Scene) {
    for entry in showing { entry.toast.window.layoutIfNeeded() }
    makeRoom()
    fill()
  }

  /// Sends back to the queue every toast that no longer fits its edge's stack: inside the
  /// safe area and above the keyboard, each at its stacked place (the newest at the edge
  /// always fits: its own constraints keep it in). They fade out over ``dismissDuration``,
  /// or sooner if the rising keyboard would reach them first, record ``Event/Kind/requeued``, and wait at the front of the queue, oldest first, to
  /// show again from the start, as a toast that did not fit when it arrived waits
  /// (``fill()``); the others slide together.
  func makeRoom() {
    var offsets: [StackEdge: CGFloat] = [:]
    var out: [Int] = []
    for i in showing.indices.reversed() where showing[i].phase != .leaving {
      let entry = showing[i]
      let edge = Self.stackEdge(entry.request)
      let offset = offsets[edge] ?? 0
      offsets[edge] = offset + entry.toast.box.frame.height + Self.stackSpacing
      if offset > 0 && !Self.fits(entry.toast, movedBy: offset, from: edge) { out.append(i) }
    }
    guard !out.isEmpty else { return }
    let requeued = out.sorted().map { showing[$0] }
    showing = showing.enumerated().filter { !out.contains($0.offset) }.map(\.element)
    for entry in requeued {
      let id = entry.request.id
      if heldToast == id { heldToast = nil }
      record(.requeued, id)
      // It fades where it is drawn (``freeze(_:)``): the keyboard's layout moved its box (a
      // bottom stack rises with the keyboard, beyond the screen's top for this one).
      // It fades out before the rising keyboard reaches it (a pill low in a top stack is
      // reached 0.12 s in), as nothing is drawn behind the keyboard.
      let toast = entry.toast
      let reached = timeUntilTheKeyboardReaches(toast)
      if reached ?? 1 <= 0 {
        freeze(toast.box)
        freeze(toast.window)
        release(toast)
      } else {
        fadeOut(toast, slide: nil, over: min(Self.dismissDuration, reached ?? .infinity)) {
          [weak self] in self?.release(toast)
        }
      }
    }
    pending.insert(contentsOf: requeued.map(\.request), at: 0)
    restack()
  }

  /// How long the keyboard, rising with its spring, takes to reach a toast's drawn bottom
  /// edge (sampled each millisecond over ``dismissDuration``, and a millisecond short of the
  /// first sample that covers it); nil when it does not reach it within that time, or the
  /// keyboard is not coming up.
  func timeUntilTheKeyboardReaches(_ toast: Toast) -> TimeInterval? {
    let window = toast.window
    guard scene.isKeyboardShown, let keyboard = window.keyboardWindowStorage?.keyboard else {
      return nil
    }
    let bottom = animator.presentation(of: window).frame.minY + drawnFrame(of: toast).maxY
    let now = animator.clock.nanoseconds
    let step: Int64 = 1_000_000
    let steps = Int64((Self.dismissDuration * 1e9).rounded()) / step
    for k in Int64(0)...steps {
      let top = animator.presentation(of: keyboard, atNanoseconds: now + k * step).frame.minY
      if top < bottom - 1e-6 { return Double(max(0, k - 1) * step) / 1e9 }
    }
    return nil
  }
}
