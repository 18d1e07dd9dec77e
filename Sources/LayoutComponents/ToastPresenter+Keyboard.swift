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
  /// record ``Event/Kind/requeued``, and wait at the front of the queue, oldest first, to
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
      let toast = entry.toast
      fadeOut(toast, slide: nil) { [weak self] in self?.release(toast) }
    }
    pending.insert(contentsOf: requeued.map(\.request), at: 0)
    restack()
  }
}
