import Foundation

/// The printed output of one doc block while it runs.
///
/// The doc blocks call `print` as a reader's code does; in this module `print` is the
/// function below, which writes to the output bound to the running test's task
/// (`DocOutput.$current`), so tests running in parallel keep their outputs apart. Outside a
/// run it prints to standard output as usual.
///
/// `@unchecked Sendable`: the text is read and written only under `lock`.
final class DocOutput: @unchecked Sendable {
  /// The output of the block running in this task, if any.
  @TaskLocal static var current: DocOutput?

  private let lock = NSLock()
  private var printed = ""

  /// Appends printed text.
  func write(_ string: String) {
    lock.withLock { printed += string }
  }

  /// The printed lines, without empty lines at the end (a page does not show them).
  var lines: [String] {
    let text = lock.withLock { printed }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// `Swift.print`, written to the current doc block's output when one runs.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
  if let output = DocOutput.current {
    output.write(text)
  } else {
    Swift.print(text, terminator: "")
  }
}

/// The namespace of the generated doc blocks (`Generated/`), one static function each.
enum DocBlocks {}
