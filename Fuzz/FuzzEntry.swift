// libFuzzer entry point, compiled by Docs/tools/fuzz.sh together with layoutcli's sources
// (not part of the package). LAYOUT_FUZZ_TARGET picks what the input is fed to:
//   solve   layoutcli solve -   (the layout-file reader, chains, views, solver, renderers)
//   system  layoutcli system -  (the interchange-format reader and the solver)
//   chain   each line is a constraint chain, placed in a small fixed layout file
//   solver  the bytes drive add / remove / edit / suggest / setConstant (SolverSequence.swift)
import Foundation
import Layout

private let fuzzTarget = ProcessInfo.processInfo.environment["LAYOUT_FUZZ_TARGET"] ?? "solve"

/// The exit codes layoutcli documents; any other is a finding.
private let documentedExitCodes: Set<Int32> = [0, 1, 65]

private func runCLI(_ command: String, _ input: [UInt8]) {
  let result = CLI.run(arguments: [command, "-"], stdin: input)
  if !documentedExitCodes.contains(result.exitCode) {
    fatalError("exit code \(result.exitCode) for a \(input.count)-byte input: \(result.stderr)")
  }
}

/// A layout file with the input's lines as the constraints of three views: a scroll view
/// `a` holding a label `c`, and a plain view `b` (line i goes to a, b, c in turn).
private func chainLayout(_ bytes: [UInt8]) -> [UInt8]? {
  guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
  var chains: [[String]] = [[], [], []]
  for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
    .prefix(12).enumerated()
  {
    chains[index % 3].append(JSONText.quoted(String(line)))
  }
  func list(_ i: Int) -> String { "[" + chains[i].joined(separator: ", ") + "]" }
  let file = """
    {"device": "iPhone SE (3rd generation)", "windows": [{"id": "w", "views": [
      {"id": "a", "type": "scrollView", "constraints": \(list(0)), "subviews": [
        {"id": "c", "type": "label", "text": "Hello, layout", "numberOfLines": 0,
         "constraints": \(list(2))}]},
      {"id": "b", "constraints": \(list(1))}]}]}
    """
  return Array(file.utf8)
}

/// The entry libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  switch fuzzTarget {
  case "chain":
    if let file = chainLayout(bytes) { runCLI("solve", file) }
  case "solver":
    fuzzSolverSequence(bytes)
  default:
    runCLI(fuzzTarget, bytes)
  }
  return 0
}
