import Foundation

extension Toast {
  /// What the styles' vertical placement is made against: the window's safe area and
  /// keyboard guide, and (for a centred toast) the part of the safe area above the
  /// keyboard.
  struct Placement {
    let window: Window
    let position: ToastPosition
    let spacing: CGFloat

    /// Places a box vertically. The position's own equality is at priority 999 so that
    /// the required limits (inside the safe area, above the keyboard) win when both cannot
    /// hold; while they can, the frames are exact.
    ///
    /// - `.top(d)`: top = safe top + d; bottom ≤ safe bottom and ≤ keyboard top.
    /// - `.bottom(d)`: bottom = keyboard top − d, or for a capsule (`fromWindowBottom`)
    ///   window bottom − d and ≤ keyboard top − spacing; top ≥ safe top.
    /// - `.center`: centre y = the centre of the safe area above the keyboard; bottom ≤
    ///   keyboard top − spacing; top ≥ safe top.
    func place(_ make: ConstraintMaker, fromWindowBottom: Bool) {
      let safe = window.safeAreaLayoutGuide
      let keyboard = window.keyboardLayoutGuide
      make.top.greaterThanOrEqualTo(safe.snp.top)
      make.bottom.lessThanOrEqualTo(safe.snp.bottom)
      switch position {
      case .top(let offset):
        make.top.equalTo(safe.snp.top).offset(Self.finite(offset)).priority(999)
        make.bottom.lessThanOrEqualTo(keyboard.snp.top)
      case .bottom(let offset):
        if fromWindowBottom {
          make.bottom.equalToSuperview().inset(Self.finite(offset)).priority(999)
          make.bottom.lessThanOrEqualTo(keyboard.snp.top).offset(-spacing)
        } else {
          make.bottom.equalTo(keyboard.snp.top).offset(-Self.finite(offset)).priority(999)
        }
      case .center:
        let area = LayoutGuide(identifier: "toastArea")
        window.addLayoutGuide(area)
        area.snp.makeConstraints { guide in
          guide.top.leading.trailing.equalTo(safe)
          guide.bottom.equalTo(keyboard.snp.top)
        }
        make.centerY.equalTo(area.snp.centerY).priority(999)
        make.bottom.lessThanOrEqualTo(keyboard.snp.top).offset(-spacing)
      }
    }

    /// An offset that is not finite counts as 0.
    static func finite(_ offset: CGFloat) -> CGFloat { offset.isFinite ? offset : 0 }
  }
}
