import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// A long form as apps have written scroll views since before the content guide: a content
/// view pinned by its edges to the scroll view and as wide as it, boxes stacked inside.
/// UIKit attaches the scroll view's edges in such constraints to its content area and its
/// width to its frame, so the content grows past the screen and `contentSize` follows.
final class LongFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let header = UIView()
  let body = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scrollView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    scrollView.addSubview(contentView)
    contentView.snp.makeConstraints { make in
      make.edges.equalTo(scrollView)
      make.width.equalTo(scrollView)
    }
    contentView.addSubview(header)
    contentView.addSubview(body)
    header.snp.makeConstraints { make in
      make.top.left.right.equalToSuperview().inset(20)
      make.height.equalTo(300)
    }
    body.snp.makeConstraints { make in
      make.top.equalTo(header.snp.bottom).offset(16)
      make.left.right.bottom.equalToSuperview().inset(20)
      make.height.equalTo(1200)
    }
  }
}

/// A table whose cells come from `dequeueReusableCell(withIdentifier:)` without an index
/// path, force-unwrapped as older apps do.
final class NamesViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView()
  let names = ["Ada", "Grace", "Edsger"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    tableView.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // swift-format-ignore: NeverForceUnwrap
    let cell = tableView.dequeueReusableCell(withIdentifier: "name")!
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}

@Suite struct ScrollContentScreenTests {
  func show(_ controller: UIViewController) {
    let window = UIWindow(screen: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  @Test func aContentViewPinnedToTheScrollViewsEdgesSizesTheContent() {
    let screen = LongFormViewController()
    show(screen)
    // 20 + 300 + 16 + 1,200 + 20 = 1,556 high, as wide as the 393-point frame.
    #expect(screen.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 1556))
    #expect(screen.scrollView.contentSize == CGSize(width: 393, height: 1556))
    #expect(screen.header.frame == CGRect(x: 20, y: 20, width: 353, height: 300))
    #expect(screen.body.frame == CGRect(x: 20, y: 336, width: 353, height: 1200))
    #expect(screen.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    // Scrolling moves the content, not the frame.
    screen.scrollView.contentOffset = CGPoint(x: 0, y: 500)
    screen.scrollView.layoutIfNeeded()
    #expect(screen.body.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: -164))
  }

  @Test func aRegisteredClassIsMadeWhenNoCellIsWaiting() {
    let screen = NamesViewController()
    show(screen)
    #expect(screen.tableView.visibleCells.compactMap { $0.textLabel?.text } == screen.names)
    let other = UITableView()
    #expect(other.dequeueReusableCell(withIdentifier: "unregistered") == nil)
  }
}
