import Foundation

/// The `make` in `snp.makeConstraints { make in … }`: each attribute starts a chain.
public final class ConstraintMaker {
  let item: any LayoutItem
  @exclusivity(unchecked) var descriptions: [ConstraintDescription] = []

  init(item: any LayoutItem) {
    self.item = item
    // Room for a typical block's chains at once (appended one by one, four took three
    // allocations).
    descriptions.reserveCapacity(4)
  }

  /// Starts a chain with any attributes: what every attribute property calls, and the one
  /// entry point for names looked up in ``ConstraintAttributes/vocabulary`` (layoutcli).
  package func attribute(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let chain = ConstraintMakerExtendable(item: item, attributes: attributes)
    descriptions.append(chain)
    return chain
  }

  /// The left edge.
  public var left: ConstraintMakerExtendable { attribute(.left) }
  /// The top edge.
  public var top: ConstraintMakerExtendable { attribute(.top) }
  /// The right edge.
  public var right: ConstraintMakerExtendable { attribute(.right) }
  /// The bottom edge.
  public var bottom: ConstraintMakerExtendable { attribute(.bottom) }
  /// The leading edge.
  public var leading: ConstraintMakerExtendable { attribute(.leading) }
  /// The trailing edge.
  public var trailing: ConstraintMakerExtendable { attribute(.trailing) }
  /// The width.
  public var width: ConstraintMakerExtendable { attribute(.width) }
  /// The height.
  public var height: ConstraintMakerExtendable { attribute(.height) }
  /// The middle x.
  public var centerX: ConstraintMakerExtendable { attribute(.centerX) }
  /// The middle y.
  public var centerY: ConstraintMakerExtendable { attribute(.centerY) }
  /// The last baseline.
  public var lastBaseline: ConstraintMakerExtendable { attribute(.lastBaseline) }
  /// The last baseline (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintMakerExtendable { attribute(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: ConstraintMakerExtendable { attribute(.firstBaseline) }
  /// The left margin.
  public var leftMargin: ConstraintMakerExtendable { attribute(.leftMargin) }
  /// The right margin.
  public var rightMargin: ConstraintMakerExtendable { attribute(.rightMargin) }
  /// The top margin.
  public var topMargin: ConstraintMakerExtendable { attribute(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { attribute(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: ConstraintMakerExtendable { attribute(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { attribute(.trailingMargin) }
  /// The middle x within the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { attribute(.centerXWithinMargins) }
  /// The middle y within the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { attribute(.centerYWithinMargins) }
  /// left, top, right, bottom.
  public var edges: ConstraintMakerExtendable { attribute(.edges) }
  /// left, right.
  public var horizontalEdges: ConstraintMakerExtendable { attribute(.horizontalEdges) }
  /// top, bottom.
  public var verticalEdges: ConstraintMakerExtendable { attribute(.verticalEdges) }
  /// top, bottom, leading, trailing.
  public var directionalEdges: ConstraintMakerExtendable { attribute(.directionalEdges) }
  /// leading, trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    attribute(.directionalHorizontalEdges)
  }
  /// top, bottom.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    attribute(.directionalVerticalEdges)
  }
  /// width, height.
  public var size: ConstraintMakerExtendable { attribute(.size) }
  /// centerX, centerY.
  public var center: ConstraintMakerExtendable { attribute(.center) }
  /// The four margins.
  public var margins: ConstraintMakerExtendable { attribute(.margins) }
  /// The directional margins.
  public var directionalMargins: ConstraintMakerExtendable { attribute(.directionalMargins) }
  /// The centre within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable { attribute(.centerWithinMargins) }
}
