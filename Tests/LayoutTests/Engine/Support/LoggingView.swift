import Foundation

@testable import Layout

/// Layout callbacks in the order they ran, shared by the views of one test.
final class CallLog {
  var entries: [String] = []

  /// The entries so far; the log starts empty again.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }

  /// How many entries are exactly `entry`.
  func count(_ entry: String) -> Int {
    entries.filter { $0 == entry }.count
  }
}

/// A view that writes `update <name>` and `layout <name>` into a log when UIKit's hooks
/// are called, then runs what the test gave it.
class LoggingView: View {
  let log: CallLog
  let name: String
  /// Runs inside `updateConstraints()`, before `super`.
  var onUpdateConstraints: ((LoggingView) -> Void)?
  /// Runs inside `layoutSubviews()`, after `super`.
  var onLayoutSubviews: ((LoggingView) -> Void)?

  init(_ name: String, log: CallLog, frame: CGRect = .zero) {
    self.log = log
    self.name = name
    super.init(frame: frame)
    debugName = name
  }

  required init?(coder: NSCoder) { return nil }

  override func updateConstraints() {
    log.entries.append("update \(name)")
    onUpdateConstraints?(self)
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.entries.append("layout \(name)")
    onLayoutSubviews?(self)
  }
}

/// A logging view that makes its constraints in `updateConstraints()` and says so with
/// `requiresConstraintBasedLayout`.
final class SelfConstrainingView: LoggingView {
  override class var requiresConstraintBasedLayout: Bool { true }
}

/// A view whose intrinsic size a test sets (it must call `invalidateIntrinsicContentSize()`).
final class ContentSizedView: View {
  var content: CGSize

  init(content: CGSize) {
    self.content = content
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  override var intrinsicContentSize: CGSize { content }
}

/// A scroll view that writes `layout <name>` into a log when it is laid out.
final class LoggingScrollView: ScrollView {
  let log: CallLog
  let name: String

  init(_ name: String, log: CallLog) {
    self.log = log
    self.name = name
    super.init(frame: .zero)
    debugName = name
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.entries.append("layout \(name)")
  }
}
