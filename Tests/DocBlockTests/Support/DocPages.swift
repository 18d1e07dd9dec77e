import Foundation

/// The pages whose Swift blocks are checked, and the generated sources that run them.
enum DocPages {
  /// The package root.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/DocBlockTests/Generated`.
  static let generatedDirectory = packageRoot.appendingPathComponent(
    "Tests/DocBlockTests/Generated")

  /// The pages, sorted by path: README.md, every `.md` under Docs, and the DocC catalog's
  /// articles.
  static let paths: [String] = {
    var paths = ["README.md"]
    for directory in ["Docs", "Sources/Layout/Layout.docc"] {
      let root = packageRoot.appendingPathComponent(directory)
      let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]
      for file in files ?? [] where file.hasSuffix(".md") {
        paths.append(directory + "/" + file)
      }
    }
    return paths.sorted()
  }()

  /// The pages, read.
  static let pages: [MarkdownPage] = paths.map { path in
    let url = packageRoot.appendingPathComponent(path)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return MarkdownPage(path: path, text: text)
  }

  /// Every unit of every page, and every problem with their annotations.
  static let units: (units: [DocUnit], problems: [String]) = {
    var units: [DocUnit] = []
    var problems: [String] = []
    for page in pages {
      let read = DocUnit.units(of: page)
      units += read.units
      problems += read.problems
    }
    return (units, problems)
  }()
}
