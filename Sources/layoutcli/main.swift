import Foundation

let console = Console(
  out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  err: { text in FileHandle.standardError.write(Data(text.utf8)) },
  readStdin: { limit in [UInt8]((try? FileHandle.standardInput.read(upToCount: limit)) ?? Data()) },
  outBytes: { bytes in FileBytes.write(bytes, to: STDOUT_FILENO) },
  // The process exits right after the command: one extra retain keeps what the command
  // hands over from being freed object by object first (the kernel frees it at once).
  keepUntilExit: { object in _ = Unmanaged.passRetained(object) }
)
exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console))
