import Foundation
import Layout

/// The screens of `layoutcli bench --layout` (see ``LayoutBenchmark``), each built as an app
/// would (with the SnapKit DSL; `anchors` with Auto Layout's anchors), with the two edits the
/// benchmark times.
final class LayoutScreen {
  enum Kind: String, CaseIterable {
    case cards, anchors, nested, siblings, toasts, floating, stacks, table
  }

  let window = Window(screen: .iPhone15)
  private(set) var viewCount = 1
  private(set) var constraintCount = 0
  private var one: ((Double) -> Void)?
  private var every: ((Double) -> Void)?

  /// A view with a fixed intrinsic size (a stand-in for a measured label).
  final class Title: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 20) }
  }

  init(_ kind: Kind, views: Int) {
    switch kind {
    case .cards: buildCards(views)
    case .anchors: buildAnchorCards(views)
    case .nested: buildNested(views)
    case .siblings: buildSiblings(views)
    case .toasts: buildToasts(views)
    case .floating: buildFloating(views)
    case .stacks: buildStacks(views)
    case .table: buildTable(views)
    }
  }

  /// Makes a change that moves one view only; `step` 1, 2, … gives different places.
  func moveOneView(step: Double) { one?(step) }
  /// Makes a change that moves every view (but the window).
  func moveEveryView(step: Double) { every?(step) }

  /// How many levels of views are below the window (1: its subviews only).
  var depth: Int {
    var deepest = 0
    var stack: [(View, Int)] = [(window, 0)]
    while let (view, level) = stack.popLast() {
      deepest = max(deepest, level)
      stack.append(contentsOf: view.subviews.map { ($0, level + 1) })
    }
    return deepest
  }

  /// The sum of the subviews' maxY in window coordinates (the same for the same layout).
  func checksum() -> Double {
    var sum = 0.0
    var stack: [View] = [window]
    while let view = stack.popLast() {
      sum += Double(view.frame.maxY)
      stack.append(contentsOf: view.subviews)
    }
    return sum
  }

  private func add(_ view: View, to parent: View) {
    parent.addSubview(view)
    viewCount += 1
  }

  /// A card with its title and badge, added to the window.
  private func addCard() -> (card: View, title: View, badge: View) {
    let card = View()
    let title = Title()
    let badge = View()
    add(card, to: window)
    add(title, to: card)
    add(badge, to: card)
    return (card, title, badge)
  }

  private func buildCards(_ views: Int) {
    var previous: View?
    let count = max(1, views / 3)
    for i in 0..<count {
      let (card, title, badge) = addCard()
      card.snp.makeConstraints { make in
        make.left.right.equalToSuperview().inset(16)
        make.height.equalTo(44)
        if let previous {
          make.top.equalTo(previous.snp.bottom).offset(8)
        } else {
          let top = make.top.equalToSuperview().offset(8).constraint
          every = { top.update(offset: 8 + 4 * $0) }
        }
      }
      title.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(12)
        make.centerY.equalToSuperview()
      }
      badge.snp.makeConstraints { make in
        let trailing = make.trailing.equalToSuperview().offset(-12).constraint
        if i == count / 2 { one = { trailing.update(offset: -12 - 4 * $0) } }
        make.centerY.equalToSuperview()
        make.size.equalTo(24)
      }
      constraintCount += 9
      previous = card
    }
  }

  /// The cards screen written with anchors and `NSLayoutConstraint.activate`, the edits
  /// made by setting stored constraints' constants: the same frames as `cards`.
  private func buildAnchorCards(_ views: Int) {
    var previous: View?
    let count = max(1, views / 3)
    for i in 0..<count {
      let (card, title, badge) = addCard()
      for view in [card, title, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
      let top: LayoutConstraint
      if let previous {
        top = card.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8)
      } else {
        top = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
        every = { top.constant = 8 + 4 * $0 }
      }
      let trailing = badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12)
      if i == count / 2 { one = { trailing.constant = -12 - 4 * $0 } }
      LayoutConstraint.activate([
        card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 16),
        card.rightAnchor.constraint(equalTo: window.rightAnchor, constant: -16),
        card.heightAnchor.constraint(equalToConstant: 44),
        top,
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
        title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        trailing,
        badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        badge.widthAnchor.constraint(equalToConstant: 24),
        badge.heightAnchor.constraint(equalToConstant: 24),
      ])
      constraintCount += 10
      previous = card
    }
  }

  private func buildNested(_ views: Int) {
    var parent: View = window
    let inset = 100.0 / Double(max(views, 1))
    for i in 0..<max(1, views) {
      let view = View()
      add(view, to: parent)
      view.snp.makeConstraints { make in
        let edges = make.edges.equalToSuperview().inset(inset).constraint
        if i == 0 { every = { edges.update(inset: inset * (1 + $0)) } }
        if i == views - 1 { one = { edges.update(inset: inset * (1 + $0)) } }
      }
      constraintCount += 4
      parent = view
    }
  }

  /// The rows of a table's data source: `count` rows of built-in cells titled by number.
  final class TableRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  /// The data source of the table screen (a table holds it weakly).
  private var tableRows: TableRows?

  /// A full-screen table of `views` self-sizing rows (built-in cells); the one-view edit
  /// scrolls a screen's height (852 points) further, the every-view edit reloads the data.
  private func buildTable(_ views: Int) {
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    let rows = TableRows(count: max(views, 1))
    tableRows = rows
    add(table, to: window)
    table.dataSource = rows
    one = { step in
      let limit = max(table.contentSize.height - table.bounds.size.height, 0)
      let offset = (step * Double(table.bounds.size.height)).truncatingRemainder(
        dividingBy: max(Double(limit), 1))
      table.contentOffset = CGPoint(x: 0, y: offset)
    }
    every = { _ in table.reloadData() }
  }

  private func buildSiblings(_ views: Int) {
    let container = View()
    add(container, to: window)
    container.snp.makeConstraints { make in
      make.left.right.bottom.equalToSuperview()
      let top = make.top.equalToSuperview().offset(100).constraint
      every = { top.update(offset: 100 + 4 * $0) }
    }
    constraintCount += 4
    let count = max(1, views - 1)
    for i in 0..<count {
      let view = View()
      add(view, to: container)
      view.snp.makeConstraints { make in
        let left = make.left.equalToSuperview().offset(Double(i % 40) * 9).constraint
        if i == count / 2 { one = { left.update(offset: 3 * $0) } }
        make.top.equalToSuperview().offset(Double(i / 40) * 9)
        make.size.equalTo(8)
      }
      constraintCount += 4
    }
  }

  private func buildToasts(_ views: Int) {
    let count = max(1, views / 2)
    for i in 0..<count {
      let box = View()
      let label = Label(text: "Toast \(i)")
      label.font = .systemFont(ofSize: 13)
      add(box, to: window)
      add(label, to: box)
      label.snp.makeConstraints { make in make.center.equalToSuperview() }
      box.snp.makeConstraints { make in
        make.width.equalTo(label.snp.width).multipliedBy(1.5)
        make.height.equalTo(label.snp.height).multipliedBy(2)
        let centerX = make.centerX.equalToSuperview().offset(Double(i % 3 - 1) * 120).constraint
        if i == count / 2 { one = { centerX.update(offset: 10 * $0) } }
        make.bottom.equalToSuperview().inset(200 + Double(i / 3 % 200) * 3)
      }
      constraintCount += 6
    }
    every = { [window] step in
      window.orientation = Int(step) % 2 == 1 ? .landscape : .portrait
    }
  }

  private func buildFloating(_ views: Int) {
    var previous: View?
    let count = max(1, views / 7)
    for i in 0..<count {
      let row = View()
      add(row, to: window)
      row.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.height.equalTo(100)
        if let previous {
          make.top.equalTo(previous.snp.bottom)
        } else {
          let top = make.top.equalToSuperview().constraint
          every = { top.update(offset: 8 + 4 * $0) }
        }
      }
      constraintCount += 4
      var columns: [View] = []
      for c in 0..<3 {
        let column = View()
        add(column, to: row)
        column.snp.makeConstraints { make in
          make.top.bottom.equalToSuperview()
          make.width.equalToSuperview().dividedBy(3)
          if let left = columns.last {
            make.left.equalTo(left.snp.right)
          } else {
            make.left.equalToSuperview()
          }
        }
        let button = Button(title: ["copy", "wifi", "share"][c])
        add(button, to: column)
        button.snp.makeConstraints { make in
          let centerX = make.centerX.equalToSuperview().constraint
          if i == count / 2 && c == 0 { one = { centerX.update(offset: 4 * $0) } }
          make.centerY.equalTo(row.snp.top).offset(28)
          make.size.equalTo(44)
        }
        constraintCount += 8
        columns.append(column)
      }
      previous = row
    }
  }

  /// A vertical stack view of rows, each a horizontal stack view (centred, spacing 12,
  /// inside its margins) of a title that hugs less than its badge: the list and cell of
  /// an app built from stack views only.
  private func buildStacks(_ views: Int) {
    let list = StackView()
    list.axis = .vertical
    list.spacing = 8
    add(list, to: window)
    list.snp.makeConstraints { make in
      make.left.right.equalToSuperview()
      let top = make.top.equalToSuperview().constraint
      every = { top.update(offset: 8 + 4 * $0) }
    }
    constraintCount += 3
    let count = max(1, (views - 1) / 3)
    for i in 0..<count {
      let title = Title()
      title.contentHuggingPriority.horizontal = 249
      let badge = Badge()
      let row = StackView(arrangedSubviews: [title, badge])
      row.alignment = .center
      row.spacing = 12
      row.isLayoutMarginsRelativeArrangement = true
      list.addArrangedSubview(row)
      viewCount += 3
      if i == count / 2 {
        one = { step in row.setCustomSpacing(12 + 4 * step, after: title) }
      }
    }
  }

  /// A 24 × 24 badge.
  final class Badge: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
  }
}
