import Foundation

/// A scrolling list of rows, as `UITableView`: its data source says how many rows each
/// section has and makes each row's cell (``dequeueReusableCell(withIdentifier:for:)``
/// reuses cells that scrolled away); only the rows on screen have cells, laid out as
/// subviews at their places in the content.
///
/// ```swift
/// table.register(TableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = source
/// window.layoutIfNeeded()
/// table.visibleCells.count   // the rows that fit the table's height
/// ```
///
/// **Row heights**: ``rowHeight`` when it is a number; with ``automaticDimension`` (the
/// default) each row is measured when it first comes on screen (a built-in cell by its
/// labels, a cell with views of its own by its content view's constraints,
/// `systemLayoutSizeFitting` at the table's width), and rows not yet measured count
/// ``estimatedRowHeight`` (44 by default) in ``contentSize``, as UIKit's self-sizing rows.
/// Section headers and footers, editing and cell animations are not here yet.
open class TableView: ScrollView {
  /// Draws, and is named in files and the inspector, as a tableView.
  open override class var kind: ViewKind { "tableView" }

  /// As `UITableView.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// A row height that asks the row's cell, as `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The style.
  public let style: Style
  /// What says how many rows there are and makes their cells.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }
  /// What is told of selection and may give row heights.
  public weak var delegate: (any TableViewDelegate)? {
    didSet { reloadData() }
  }
  /// Every row's height, or ``automaticDimension`` to measure each.
  open var rowHeight = TableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The height counted for a row not yet measured.
  open var estimatedRowHeight: CGFloat = 44
  /// A view above the rows, as wide as the table at its own height.
  open var tableHeaderView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      reloadData()
    }
  }
  /// A view below the rows.
  open var tableFooterView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      reloadData()
    }
  }
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// The separators' look (kept; separators are not drawn).
  open var separatorStyle = SeparatorStyle.singleLine

  /// As `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine = 1
  }

  private var classes: [String: TableViewCell.Type] = [:]
  private var reusable: [String: [TableViewCell]] = [:]
  /// The cells on screen, by row.
  private var shown: [IndexPath: TableViewCell] = [:]
  /// Rows per section.
  private var counts: [Int] = []
  /// The first row of each section in the rows counted across sections.
  private var sectionStarts: [Int] = []
  /// Each row's height once known (measured or fixed), across sections.
  private var heights: [CGFloat?] = []
  /// Where each row starts below the header (one more: the rows' total), across sections;
  /// empty when a height changed since.
  private var offsets: [CGFloat] = []
  /// The width the heights were measured at.
  private var measuredWidth: CGFloat = -1
  /// The selected row.
  public private(set) var indexPathForSelectedRow: IndexPath?

  /// A table of a style, as `UITableView(frame:style:)`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// A plain table of a frame, as `UITableView(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Nib files are not read here: nil, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes for an
  /// identifier.
  open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    classes[identifier] = cellClass
  }

  /// A cell to reuse under an identifier, or a new one of the registered class (a
  /// default-style cell when none is registered), as
  /// `dequeueReusableCell(withIdentifier:for:)`.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    return TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell to reuse under an identifier: one waiting, else a new one of the class
  /// registered for it (made with `init(style: .default, reuseIdentifier:)`, as UIKit
  /// makes it), else nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard var pool = reusable[identifier], let cell = pool.popLast() else {
      return classes[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }
    reusable[identifier] = pool
    cell.prepareForReuse()
    return cell
  }

  /// Asks the data source again: counts, heights and the cells on screen.
  open func reloadData() {
    let sections = max(dataSource?.numberOfSections(in: self) ?? 1, 0)
    counts = (0..<sections).map {
      max(dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0, 0)
    }
    sectionStarts = counts.reduce(into: [0]) { starts, count in
      starts.append((starts.last ?? 0) + count)
    }
    heights = [CGFloat?](repeating: nil, count: sectionStarts.last ?? 0)
    offsets = []
    measuredWidth = -1
    for (_, cell) in shownInRowOrder { recycle(cell) }
    shown = [:]
    setNeedsLayout()
  }

  /// The number of sections.
  open var numberOfSections: Int { counts.count }

  /// The number of rows in a section.
  open func numberOfRows(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells on screen, top to bottom (cells waiting for reuse are hidden subviews).
  open var visibleCells: [TableViewCell] { shownInRowOrder.map(\.cell) }

  /// The cells on screen with their rows, in row order (the dictionary's own order changes
  /// from run to run, and the reuse pool's order decides which cell a row gets).
  private var shownInRowOrder: [(path: IndexPath, cell: TableViewCell)] {
    shown.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The rows on screen, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? { shown.keys.sorted() }

  /// The cell of a row on screen, or nil.
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shown[indexPath] }

  /// The rectangle of a row in the content.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.row)
    else { return .zero }
    let index = sectionStarts[indexPath.section] + indexPath.row
    let starts = rowOffsets()
    return CGRect(
      x: 0, y: (tableHeaderView?.size.height ?? 0) + starts[index], width: size.width,
      height: height(index))
  }

  /// Scrolls so the row is at the top (the position is the top for every choice here).
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    let limit = max(contentSize.height - size.height, 0)
    contentOffset = CGPoint(x: 0, y: min(max(rect.minY, 0), limit))
  }

  /// As `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  /// Selects a row (the delegate is not told, as UIKit's).
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    if let old = indexPathForSelectedRow { shown[old]?.isSelected = false }
    indexPathForSelectedRow = indexPath
    if let indexPath { shown[indexPath]?.isSelected = true }
  }

  /// Deselects a row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard indexPathForSelectedRow == indexPath else { return }
    shown[indexPath]?.isSelected = false
    indexPathForSelectedRow = nil
  }

  /// A row's height: known, else the fixed height or the estimate.
  private func height(_ index: Int) -> CGFloat {
    if let known = heights[index] { return known }
    if rowHeight >= 0 { return rowHeight }
    return estimatedRowHeight
  }

  /// Where each row starts, made again when a height changed.
  private func rowOffsets() -> [CGFloat] {
    if offsets.count == heights.count + 1 { return offsets }
    var made = [CGFloat](repeating: 0, count: heights.count + 1)
    for index in heights.indices { made[index + 1] = made[index] + height(index) }
    offsets = made
    return made
  }

  /// The index path of a row counted across sections.
  private func indexPath(of index: Int) -> IndexPath {
    var section = 0
    while section + 1 < sectionStarts.count - 1, sectionStarts[section + 1] <= index {
      section += 1
    }
    return IndexPath(row: index - sectionStarts[section], section: section)
  }

  /// The rows that show between two heights below the header: a binary search for the
  /// first that ends below `top`, then those that start above `bottom`.
  private func rows(from top: CGFloat, to bottom: CGFloat) -> Range<Int> {
    let starts = rowOffsets()
    var low = 0
    var high = heights.count
    while low < high {
      let middle = (low + high) / 2
      // A row that ends at or above the top is off screen.
      if starts[middle + 1] <= top {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var end = low
    while end < heights.count, starts[end] < bottom { end += 1 }
    return low..<end
  }

  /// The height of a row whose cell is made: fixed, the delegate's, or measured.
  private func measure(_ cell: TableViewCell, at indexPath: IndexPath) -> CGFloat {
    if let asked = delegate?.tableView(self, heightForRowAt: indexPath), asked >= 0 { return asked }
    if rowHeight >= 0 { return rowHeight }
    if cell.usesBuiltInContent { return cell.builtInHeight(width: size.width) }
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: size.width - cell.accessoryRoom, height: 0),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return max(fitted.height, 0)
  }

  /// Puts a cell that left the screen in its pool: it stays a hidden subview (as UIKit
  /// keeps reused cells), so coming back costs a frame, not a trip in and out of the
  /// layout engine; a cell without an identifier is removed.
  private func recycle(_ cell: TableViewCell) {
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    cell.isHidden = true
    reusable[identifier, default: []].append(cell)
  }

  /// The header, the rows on screen and the footer placed; cells for rows that came on
  /// screen made (and measured), those that left put back for reuse. Only the rows on
  /// screen are visited: where rows start is kept, and made again only when a measured
  /// height differs from the one counted.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if measuredWidth != size.width {
      measuredWidth = size.width
      heights = [CGFloat?](repeating: nil, count: heights.count)
      offsets = []
    }
    let width = size.width
    let header = tableHeaderView?.size.height ?? 0
    tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: header)
    let top = contentOffset.y - header
    let bottom = top + size.height
    var range = rows(from: top, to: bottom)
    // Measuring may change where rows start: look again (twice at most).
    for _ in 0..<2 {
      var changed = false
      for index in range where heights[index] == nil {
        let path = indexPath(of: index)
        let cell = shown[path] ?? makeCell(at: path, reusingOutside: range)
        shown[path] = cell
        let measured = measure(cell, at: path)
        if measured != height(index) { changed = true }
        heights[index] = measured
      }
      guard changed else { break }
      offsets = []
      range = rows(from: top, to: bottom)
    }
    let visible = Set(range.map(indexPath(of:)))
    for (path, cell) in shownInRowOrder where !visible.contains(path) {
      recycle(cell)
      shown[path] = nil
    }
    let starts = rowOffsets()
    for index in range {
      let path = indexPath(of: index)
      let cell = shown[path] ?? makeCell(at: path, reusingOutside: range)
      shown[path] = cell
      cell.frame = CGRect(x: 0, y: header + starts[index], width: width, height: height(index))
    }
    var total = header + (starts.last ?? 0)
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: total, width: width, height: footer.size.height)
      total += footer.size.height
    }
    contentSize = CGSize(width: width, height: total)
  }

  /// A cell for a row, after the cells of rows outside `range` went back to the pool (so it
  /// can reuse one).
  private func makeCell(at indexPath: IndexPath, reusingOutside range: Range<Int>) -> TableViewCell
  {
    for (path, cell) in shownInRowOrder {
      guard let section = counts.indices.contains(path.section) ? path.section : nil else {
        continue
      }
      let index = sectionStarts[section] + path.row
      if !range.contains(index) {
        recycle(cell)
        shown[path] = nil
      }
    }
    return makeCell(at: indexPath)
  }

  private func makeCell(at indexPath: IndexPath) -> TableViewCell {
    let cell =
      dataSource?.tableView(self, cellForRowAt: indexPath)
      ?? TableViewCell(style: .default, reuseIdentifier: nil)
    cell.translatesAutoresizingMaskIntoConstraints = true
    cell.isSelected = indexPathForSelectedRow == indexPath
    cell.isHidden = false
    if cell.superview !== self { insertSubview(cell, at: 0) }
    return cell
  }
}

/// What a table asks for its rows, as `UITableViewDataSource`.
public protocol TableViewDataSource: AnyObject {
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row (dequeue one to reuse it).
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// What a table tells of its rows, as `UITableViewDelegate` (every method optional).
public protocol TableViewDelegate: AnyObject {
  /// A row's height (nil or ``TableView/automaticDimension``: the table's rule).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat?
  /// A row was selected.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  /// The table's rule.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    nil
  }
  /// Nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  /// A row's index path, as UIKit's `IndexPath(row:section:)`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row (the second index), as UIKit's `row`.
  public var row: Int { count > 1 ? self[1] : 0 }

  /// The section (the first index), as UIKit's `section`.
  public var section: Int { count > 0 ? self[0] : 0 }
}
