#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes straight into one array with `read(2)`: no `Data` in between, so a
/// large input is copied once and touches half the memory. Works on pipes and FIFOs too
/// (`<(…)`), in 64 KiB pieces after the first read. `read(2)` fills the array's own
/// uninitialised storage through its buffer pointer, the one unsafe step (`CLI.readInput` of a
/// 47 MB file went from 0.05–0.06 s to 0.025 s of CPU; Docs/Performance.md). ``write(_:to:)``
/// is the other direction: an array's bytes to a descriptor in one `write(2)`.
enum FileBytes {
  /// At most `limit` bytes of the file at `path`, reading `sizeHint + 1` bytes first (the
  /// caller checks the limit on the count); nil if it cannot be opened or read.
  static func contents(of path: String, limit: Int, sizeHint: Int?) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var piece = min(max((sizeHint ?? 0) + 1, 1 << 16), limit)
    while bytes.count < limit {
      let wanted = min(piece, limit - bytes.count)
      var got = 0
      let read = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
        repeat {
          got = Self.read(descriptor, buffer.baseAddress, wanted)
        } while got < 0 && errno == EINTR
        count = max(got, 0)
      }
      if got < 0 { return nil }
      if got == 0 { break }
      if bytes.isEmpty { bytes = read } else { bytes += read }
      piece = 1 << 16
    }
    return bytes
  }

  /// Writes all of `bytes` to `descriptor` with `write(2)` (one call unless the kernel takes
  /// less, as on a pipe); false if a write fails.
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let written = Self.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  private static func write(
    _ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  private static func read(
    _ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
