// libFuzzer entry point, compiled by Docs/tools/fuzz.sh together with layoutcli's sources
// (not part of the package). LAYOUT_FUZZ_COMMAND picks the command the input is fed to.
import Foundation

private let fuzzCommand = ProcessInfo.processInfo.environment["LAYOUT_FUZZ_COMMAND"] ?? "solve"

/// Feeds one input to the command and traps on an undocumented exit code.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let result = CLI.run(arguments: [fuzzCommand, "-"], stdin: bytes)
  // Every input ends in one of the documented exit codes; anything else is a finding.
  let documented: Set<Int32> = [0, 1, 65]
  if !documented.contains(result.exitCode) {
    fatalError("exit code \(result.exitCode) for a \(count)-byte input: \(result.stderr)")
  }
  return 0
}
