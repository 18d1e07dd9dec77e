/// `layoutcli bench`: placeholder until the benchmark lands.
struct BenchCommand {
  init(arguments: [String]) throws(CLIError) {}
  func run(console: Console) throws(CLIError) -> Int32 { 0 }
}
