import Foundation

extension Toast {
  /// What the styles' vertical placement is made against: the window's safe area and
  /// keyboard guide, and (for a centred toast) the part of the safe area above the
  /// keyboard.
  struct Placement {
    let window: Window
    let position: ToastPosition
    let spacing: CGFloat

    /// Places a box vertically. The position's own equality is at ``priority`` (500), well
    /// below the label's compression resistance (750): an offset that would push the toast
    /// past the required limits (inside the safe area, above the keyboard) leaves it against
    /// the limit at its full size, as the peer libraries clamp, instead of squashing the
    /// label to a negative height. While the position fits, the frames are exact.
    ///
    /// - `.top(d)`: top = safe top + d; bottom ≤ safe bottom and ≤ keyboard top.
    /// - `.bottom(d)`: bottom = keyboard top − d and ≤ keyboard top, or for a capsule
    ///   (`fromWindowBottom`) window bottom − d and ≤ keyboard top − spacing; top ≥ safe
    ///   top.
    /// - `.center`: centre y = the centre of the safe area above the keyboard; bottom ≤
    ///   keyboard top − spacing; top ≥ safe top.
    func place(_ make: ConstraintMaker, fromWindowBottom: Bool) {
      let safe = window.safeAreaLayoutGuide
      let keyboard = window.keyboardLayoutGuide
      make.top.greaterThanOrEqualTo(safe.snp.top)
      make.bottom.lessThanOrEqualTo(safe.snp.bottom)
      switch position {
      case .top(let offset):
        make.top.equalTo(safe.snp.top).offset(Self.finite(offset)).priority(Self.priority)
        make.bottom.lessThanOrEqualTo(keyboard.snp.top)
      case .bottom(let offset):
        if fromWindowBottom {
          make.bottom.equalToSuperview().inset(Self.finite(offset)).priority(Self.priority)
          make.bottom.lessThanOrEqualTo(keyboard.snp.top).offset(-spacing)
        } else {
          make.bottom.equalTo(keyboard.snp.top).offset(-Self.finite(offset))
            .priority(Self.priority)
          // A negative offset does not put the box behind the keyboard.
          make.bottom.lessThanOrEqualTo(keyboard.snp.top)
        }
      case .center:
        let area = LayoutGuide(identifier: "toastArea")
        window.addLayoutGuide(area)
        area.snp.makeConstraints { guide in
          guide.top.leading.trailing.equalTo(safe)
          guide.bottom.equalTo(keyboard.snp.top)
        }
        make.centerY.equalTo(area.snp.centerY).priority(Self.priority)
        make.bottom.lessThanOrEqualTo(keyboard.snp.top).offset(-spacing)
      }
    }

    /// The priority of the position's equality: `.medium` (500). Priorities here are
    /// weights (``Strength/init(priority:)``), not Auto Layout's strict levels: a capsule's
    /// box is twice its label's height, so a position at 749 would still outweigh the
    /// label's compression resistance (750) two to one and squash it. At 500 one point of
    /// the label's size outweighs 1,000 of position; the position still outweighs the
    /// label's hugging and the banner's preferred height (250) as much.
    static let priority = ConstraintPriority.medium

    /// An offset that is not finite counts as 0.
    static func finite(_ offset: CGFloat) -> CGFloat { offset.isFinite ? offset : 0 }
  }
}
