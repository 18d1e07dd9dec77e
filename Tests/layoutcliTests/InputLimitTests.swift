import Foundation
import Testing

@testable import layoutcli

/// The 64 MiB input limit, pipes, and the bad files of issue 6 that every command shares.
@Suite("layoutcli input limits")
struct InputLimitTests {
  static let tooLarge =
    ": larger than the 64 MiB limit on input; split it or check that it is the file you meant\n"

  @Test(arguments: ["solve", "system"])
  func aFileOverTheLimitIsRefusedBeforeItIsRead(command: String) throws {
    // A sparse 100 MB file: refused from its size, so the test reads none of it.
    let path = try CLITestSupport.temporaryFile("big.json", "{")
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100_000_000)
    try handle.close()
    let result = CLI.run(arguments: [command, path])
    #expect(result.exitCode == 65)
    #expect(result.stderr == "Error: " + path + Self.tooLarge)
    #expect(result.stdout == "")
  }

  @Test func standardInputOverTheLimitIsRefused() {
    let bytes = [UInt8](repeating: 0x20, count: CLI.maximumInputSize + 1)
    let result = CLI.run(arguments: ["solve", "-"], stdin: bytes)
    #expect(result.exitCode == 65)
    #expect(result.stderr == "Error: <stdin>" + Self.tooLarge)
  }

  @Test func standardInputAtTheLimitIsParsed() {
    // Exactly 64 MiB of spaces around an empty object: read, then rejected for its content.
    var bytes = [UInt8](repeating: 0x20, count: CLI.maximumInputSize)
    bytes[0] = UInt8(ascii: "{")
    bytes[bytes.count - 1] = UInt8(ascii: "}")
    let result = CLI.run(arguments: ["system", "-"], stdin: bytes)
    #expect(result.exitCode == 65)
    #expect(result.stderr == "Error: <stdin>: top level: missing required key \"name\"\n")
  }

  @Test func aPipeIsReadLikeAFile() throws {
    // `layoutcli solve <(…)` hands the command a /dev/fd path, which is a pipe.
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutcli-fifo-" + UUID().uuidString).path
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: path) {
        handle.write(Data(#"{"name":"piped","constraints":[]}"#.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let result = CLI.run(arguments: ["system", path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }

  @Test(arguments: ["solve", "system"])
  func nestingTenThousandDeepIsAnError(command: String) {
    let bytes = Array(
      (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
    let result = CLI.run(arguments: [command, "-"], stdin: bytes)
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == (command == "solve"
          ? "Error: <stdin>:1:257: invalid JSON: nesting deeper than 256 levels\n"
          : "Error: <stdin>: invalid JSON at line 1, column 257 (byte 256): nesting deeper than"
            + " 256 levels\n"))
  }

  @Test func nonUTF8InALayoutFileIsAnError() {
    let bytes =
      Array(
        #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","type":"label","text":""#
          .utf8)
      + [0xC3, 0x28] + Array(#""}]}]}"#.utf8)
    let result = CLI.run(arguments: ["solve", "-"], stdin: bytes)
    #expect(result.exitCode == 65)
    // The position is the string's opening quote, as for `system` files.
    #expect(
      result.stderr
        == "Error: <stdin>:1:85: invalid JSON: invalid UTF-8 in string\n")
  }

  @Test func aDirectoryIsNotALayoutFile() {
    let result = CLI.run(arguments: ["solve", "/tmp"])
    #expect(result.exitCode == 66)
    #expect(result.stderr == "Error: /tmp: is a directory, expected a file\n")
  }
}
