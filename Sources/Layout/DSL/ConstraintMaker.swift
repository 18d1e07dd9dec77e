import Foundation

/// The `make` in `snp.makeConstraints { make in … }`: each attribute starts a chain.
public final class ConstraintMaker {
  let item: any LayoutItem
  var descriptions: [ConstraintDescription] = []

  init(item: any LayoutItem) {
    self.item = item
  }

  private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  /// The left edge.
  public var left: ConstraintMakerExtendable { start(.left) }
  /// The top edge.
  public var top: ConstraintMakerExtendable { start(.top) }
  /// The right edge.
  public var right: ConstraintMakerExtendable { start(.right) }
  /// The bottom edge.
  public var bottom: ConstraintMakerExtendable { start(.bottom) }
  /// The leading edge.
  public var leading: ConstraintMakerExtendable { start(.leading) }
  /// The trailing edge.
  public var trailing: ConstraintMakerExtendable { start(.trailing) }
  /// The width.
  public var width: ConstraintMakerExtendable { start(.width) }
  /// The height.
  public var height: ConstraintMakerExtendable { start(.height) }
  /// The middle x.
  public var centerX: ConstraintMakerExtendable { start(.centerX) }
  /// The middle y.
  public var centerY: ConstraintMakerExtendable { start(.centerY) }
  /// The last baseline.
  public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
  /// The left margin.
  public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
  /// The right margin.
  public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
  /// The top margin.
  public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
  /// The middle x within the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
  /// The middle y within the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
  /// left, top, right, bottom.
  public var edges: ConstraintMakerExtendable { start(.edges) }
  /// left, right.
  public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
  /// top, bottom.
  public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
  /// top, bottom, leading, trailing.
  public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
  /// leading, trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    start(.directionalHorizontalEdges)
  }
  /// top, bottom.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    start(.directionalVerticalEdges)
  }
  /// width, height.
  public var size: ConstraintMakerExtendable { start(.size) }
  /// centerX, centerY.
  public var center: ConstraintMakerExtendable { start(.center) }
  /// The four margins.
  public var margins: ConstraintMakerExtendable { start(.margins) }
  /// The directional margins.
  public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
  /// The centre within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }
}
