import Foundation
import Testing

@testable import layoutcli

/// Thousands of damaged systems and layout files through the whole command, each outcome
/// (exit code, standard error, a hash of standard output) pinned by a golden file recorded
/// from the tree-building reader, so the fast reader keeps every message, JSON path,
/// line:column position and exit code byte for byte.
@Suite("Damaged input corpus")
struct InputCorpusTests {
  static func example(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: CLITestSupport.example(name))))
  }

  static func systemBases() throws -> [[UInt8]] {
    [
      try example("midpoint-system.json"), try example("conflict-system.json"),
      Array(
        (#"{"name":"s","constraints":[{"terms":[[1,"a"],[-0.5,"b\u00e9"]],"constant":-10,"#
          + #""op":">=","strength":"strong"},{"op":"<=","terms":[[2.5e1,"a"]],"strength":3.5},"#
          + #"{"terms":[],"op":"=="}],"edits":[{"strength":"medium","variable":"a"}],"#
          + #""suggestions":[{"a":5},{"a":-1e2}]}"#).utf8),
      [0xEF, 0xBB, 0xBF]
        + Array(
          (#"{"suggestions":[{"é":1}],"edits":[{"variable":"é","strength":"weak"}],"#
            + #""constraints":[{"terms":[[1,"é"]],"op":"==","constant":-3,"strength":"weak"},"#
            + #"{"terms":[[1,"x"],[1,"é"]],"op":"<=","constant":-100}],"name":"order"}"#).utf8),
    ]
  }

  static func outcomes(_ command: String, _ documents: [[UInt8]]) -> String {
    documents.enumerated().map { i, bytes in
      let result = CLI.run(arguments: [command, "-"], stdin: bytes)
      return "\(i) \(result.exitCode) \(InputCorpus.hash(result.stdout)) "
        + InputCorpus.oneLine(result.stderr)
    }.joined(separator: "\n") + "\n"
  }

  @Test func damagedSystemsGiveTheRecordedMessagesAndExitCodes() throws {
    let documents = InputCorpus.documents(from: try Self.systemBases(), count: 3000, seed: 14)
    Golden.check(Self.outcomes("system", documents), "corpus-system.txt")
  }

  @Test func damagedLayoutFilesGiveTheRecordedPositionsAndMessages() throws {
    let documents = InputCorpus.documents(
      from: [
        try Self.example("toast-banner.layout.json"), try Self.example("floating.layout.json"),
      ],
      count: 1500, seed: 13)
    Golden.check(Self.outcomes("solve", documents), "corpus-solve.txt")
  }
}
