import Foundation

let console = Console(
  out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  err: { text in FileHandle.standardError.write(Data(text.utf8)) },
  readStdin: { limit in [UInt8]((try? FileHandle.standardInput.read(upToCount: limit)) ?? Data()) }
)
exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console))
