import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

/// Tables as apps write them: a data source, reused cells, built-in styles and cells of
/// their own sized by their constraints, only the rows on screen laid out.
@Suite("Table view")
struct TableViewTests {
  final class Source: TableViewDataSource {
    var rows: [String]
    var made = 0
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      if cell.textLabel?.text == nil { made += 1 }
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }
  }

  /// A cell of its own: a label pinned to the content view's margins, wrapping.
  final class NoteCell: TableViewCell {
    let note = Label()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      note.numberOfLines = 0
      contentView.addSubview(note)
      note.snp.makeConstraints { make in make.edges.equalTo(contentView.layoutMarginsGuide) }
    }
    required init?(coder: NSCoder) { return nil }
  }

  final class NoteSource: TableViewDataSource {
    let notes: [String]
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      notes.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      (cell as? NoteCell)?.note.text = notes[indexPath.row]
      return cell
    }
  }

  static func table(_ source: TableViewDataSource, height: CGFloat = 440) -> (Window, TableView) {
    let window = Window(screen: .iPhone15)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: height), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    window.addSubview(table)
    table.dataSource = source
    window.layoutIfNeeded()
    return (window, table)
  }

  @Test func onlyTheRowsOnScreenHaveCellsAndTheContentIsEveryRow() {
    let source = Source((0..<1000).map { "Row \($0)" })
    let (window, table) = Self.table(source)
    defer { withExtendedLifetime(window) {} }
    // 440 / 44 = 10 rows.
    #expect(table.visibleCells.count == 10)
    #expect(table.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
    #expect(table.contentSize == CGSize(width: 393, height: 44_000))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 3")
    #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).minY == 22_000)
  }

  @Test func scrollingReusesTheCellsThatLeft() {
    let source = Source((0..<1000).map { "Row \($0)" })
    let (window, table) = Self.table(source)
    let made = source.made
    table.contentOffset = CGPoint(x: 0, y: 440)
    window.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    #expect(table.visibleCells.first?.textLabel?.text == "Row 10")
    #expect(table.visibleCells.first?.frame.minY == 440)
    // The ten cells that scrolled away were given out again: none made.
    #expect(source.made == made)
    #expect(table.subviews.count == 10)
  }

  /// Cells leave for the reuse pool in row order, whatever order the table's own
  /// dictionary keeps (it changes from run to run), so the same scroll gives each row the
  /// same cell every run: the last to leave is the first given out.
  @Test func cellsThatLeaveAreReusedInRowOrder() {
    let source = Source((0..<1000).map { "Row \($0)" })
    let (window, table) = Self.table(source)
    let left = (0..<5).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(left.count == 5)
    table.contentOffset = CGPoint(x: 0, y: 5 * 44)
    window.layoutIfNeeded()
    let given = (10..<15).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(given.count == 5)
    #expect(zip(given, left.reversed()).allSatisfy { $0 === $1 })
  }

  @Test func aBuiltInCellsLabelsAreLaidOutByItsStyle() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    // The content view leaves the accessory's 34; the detail ends 16 inside it.
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 359, height: 44))
    #expect(cell.textLabel?.frame.minX == 16)
    #expect(cell.detailTextLabel.map { $0.frame.maxX.isClose(to: 359 - 16) } == true)
    #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
  }

  @Test func selfSizingRowsAreMeasuredByTheirConstraints() {
    let long = String(repeating: "A note long enough to wrap onto a second line. ", count: 3)
    let (window, table) = Self.table(NoteSource(["Short", long]))
    defer { withExtendedLifetime(window) {} }
    let cells = table.visibleCells
    #expect(cells.count == 2)
    // One line: 8 + 20.333 + 8 (the content view's margins and a 17-point line).
    #expect(cells[0].frame.height.isClose(to: 16 + 61.0 / 3, tolerance: 0.01))
    #expect(cells[1].frame.height > cells[0].frame.height + 20)
    #expect(cells[1].frame.minY.isClose(to: cells[0].frame.maxY))
  }

  @Test func aFixedRowHeightAndAHeaderPlaceTheRows() {
    let source = Source(["A", "B"])
    let window = Window(screen: .iPhone15)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 60
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 1, height: 100))
    window.addSubview(table)
    table.dataSource = source
    window.layoutIfNeeded()
    #expect(table.visibleCells.map(\.frame.minY) == [100, 160])
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
    #expect(table.contentSize.height == 220)
  }

  @Test func indexPathsHaveUIKitsRowAndSection() {
    let path = IndexPath(row: 4, section: 2)
    #expect(path.row == 4 && path.section == 2)
    #expect(IndexPath(row: 1, section: 0) < IndexPath(row: 0, section: 1))
  }
}
