import Foundation

@testable import LayoutCore

// Views that misbehave in their layout callbacks, for the engine suites.

/// Asks for its own layout every time it is laid out.
final class SelfInvalidatingView: View {
  var calls = 0
  override func layoutSubviews() {
    calls += 1
    setNeedsLayout()
  }
}

/// Adds a subview in its first `layoutSubviews` (the subview joins in the next cycle).
final class SubviewAddingView: View {
  let child: View
  init(adding child: View) {
    self.child = child
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }
  required init?(coder: NSCoder) { return nil }
  override func layoutSubviews() {
    if child.superview == nil { addSubview(child) }
  }
}

/// Asks for its partner's layout every time it is laid out.
final class PartnerInvalidatingView: View {
  weak var partner: View?
  override func layoutSubviews() { partner?.setNeedsLayout() }
}

/// A view whose intrinsic size swaps axes every time it is measured and which says its
/// layout width changed every round, until settled: it stands for safe areas or wrapping
/// widths that keep moving the frames they follow (each round removes and adds its
/// implicit constraints).
final class UnsettledView: View {
  var calls = 0
  var settled = false
  override var intrinsicContentSize: CGSize {
    calls += 1
    if settled { return CGSize(width: 10, height: 10) }
    return calls.isMultiple(of: 2)
      ? CGSize(width: 10, height: View.noIntrinsicMetric)
      : CGSize(width: View.noIntrinsicMetric, height: 10)
  }
  override func layoutWidthDidChange(to width: CGFloat) -> Bool { !settled }
}

/// Makes a subview constrained to its safe-area and margins guides (touched for the first
/// time there) in `updateConstraints` or `layoutSubviews`.
final class GuideTouchingView: View {
  let box = View()
  let inUpdateConstraints: Bool
  private var made = false

  init(inUpdateConstraints: Bool) {
    self.inUpdateConstraints = inUpdateConstraints
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    if inUpdateConstraints { make() }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    if !inUpdateConstraints { make() }
  }

  private func make() {
    guard !made else { return }
    made = true
    addSubview(box)
    box.snp.makeConstraints { make in
      make.top.equalTo(safeAreaLayoutGuide).offset(5)
      make.left.equalTo(layoutMarginsGuide)
      make.size.equalTo(10)
    }
  }
}
