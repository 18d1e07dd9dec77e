import Foundation

/// A layout priority as UIKit names them (`UILayoutPriority`), for the fitting priorities of
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
public struct LayoutPriority: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, 1...1000.
  public var rawValue: Float

  /// A priority.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority from a literal.
  public init(floatLiteral value: Float) {
    rawValue = value
  }

  /// A priority from a literal.
  public init(integerLiteral value: Int) {
    rawValue = Float(value)
  }

  /// 1000: must hold.
  public static let required = LayoutPriority(1000)
  /// 750.
  public static let defaultHigh = LayoutPriority(750)
  /// 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250.
  public static let defaultLow = LayoutPriority(250)
  /// 50: below every real constraint and content priority, so the target size only breaks
  /// ties (what self-sizing uses).
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` above this one, as UIKit's `+` (`.defaultLow + 1` is 251).
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` below this one, as UIKit's `-` (`.required - 1` is 999).
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// The solver strength: `Strength(priority:)`.
  var strength: Strength { Strength(priority: Double(rawValue)) }
}

/// UIKit's name for ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority

extension View {
  /// The smallest size a fitting asks for: (0, 0), as `UIView.layoutFittingCompressedSize`.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size a fitting asks for: (10000, 10000), as UIKit's
  /// `UIView.layoutFittingExpandedSize` (the value UIKit reports; Apple does not document it).
  public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, as UIKit's `sizeToFit`:
  /// the origin stays (the centre, when the view has a transform).
  public func sizeToFit() {
    let fitted = sizeThatFits(size)
    if transform == .identity {
      frame = CGRect(origin: frame.origin, size: fitted)
    } else {
      size = fitted
    }
  }

  /// The size the view's constraints give it when its size is as close as they allow to
  /// `targetSize`, as UIKit's `systemLayoutSizeFitting(_:)`: both axes at
  /// ``LayoutPriority/fittingSizeLevel``, so with ``layoutFittingCompressedSize`` it is the
  /// smallest size its content allows.
  ///
  /// ```swift
  /// let box = View(), label = Label(text: "Hello, Toast!")
  /// box.addSubview(label)
  /// label.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
  /// box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // label + 24 each way
  /// ```
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width and height are pulled toward
  /// `targetSize` at the given priorities, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
  /// `.required` fixes an axis (a cell's width, say), `.fittingSizeLevel` lets the content
  /// decide it.
  ///
  /// The view is measured on its own: the constraints among it and the views and guides
  /// below it, their intrinsic sizes (multi-line labels wrap at the width they get), and its
  /// own intrinsic size; constraints to views outside it are left out, and its frame is not
  /// changed. `updateConstraintsIfNeeded()` runs first, as in UIKit.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    return SizeFitter(top: self).size(
      fitting: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }
}

extension View {
  /// An intrinsic size that replaces the view's own measurement (its text, image or
  /// class), or nil to measure: how a layout file's `intrinsicSize` key sets the size of
  /// any kind of view without a subclass per kind. Layout, self-sizing, stack views and the
  /// inspector read it through ``effectiveIntrinsicContentSize``; ``intrinsicContentSize``
  /// itself still answers what the class measures.
  package var intrinsicSizeOverride: CGSize? {
    get { layoutNode.intrinsicSizeOverride }
    set {
      guard newValue != layoutNode.intrinsicSizeOverride else { return }
      layoutNode.intrinsicSizeOverride = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The intrinsic size layout uses: ``intrinsicSizeOverride`` if set, else
  /// ``intrinsicContentSize``.
  package var effectiveIntrinsicContentSize: CGSize {
    layoutNode.intrinsicSizeOverride ?? intrinsicContentSize
  }
}
