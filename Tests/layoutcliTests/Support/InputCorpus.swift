import Foundation

/// A seeded corpus of damaged JSON inputs, for tests that pin what the readers say about
/// each one (the outcomes are golden files recorded from the reader before it was made
/// fast, so a faster reader must say the same, byte for byte).
struct InputCorpus {
  /// Pieces inserted into a document: JSON's punctuation, every token kind, numbers the
  /// fast number path treats specially, escapes, invalid UTF-8 and control bytes.
  static let snippets: [[UInt8]] =
    [
      "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u00e9", "\\ud800", "\\n", "1", "-", "0",
      ".", "e", "E+", "1e400", "-0", "NaN", "Infinity", "-Infinity", "true", "null", "\"x\"",
      "\"xm\"", "[1,\"x\"]", "{\"x\":1}", "\"strength\":", "\"op\":\"==\"", "\"edits\":[]",
      " ", "\n", "\t", "é", "1.5", "12345678901234567890", "0.1", "2e9", "9007199254740993",
      "1e-400", "\"weak\"", "\"required\"", "\"terms\":[[2,\"y\"]]", "\"constant\":",
      "\"name\":\"n\"", "{\"variable\":\"xm\",\"strength\":5}", "\"x\\u0041\"",
    ].map { Array($0.utf8) } + [[0xFF], [0x01], [0xC3], [0xEF, 0xBB, 0xBF]]

  /// `count` documents made from `bases` by one to three random edits each (delete a few
  /// bytes, insert a snippet, or replace a byte by one), after the bases themselves.
  static func documents(from bases: [[UInt8]], count: Int, seed: UInt64) -> [[UInt8]] {
    var random = SplitMix64(state: seed)
    var documents = bases
    while documents.count < count {
      var bytes = bases[Int.random(in: 0..<bases.count, using: &random)]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        let snippet = snippets[Int.random(in: 0..<snippets.count, using: &random)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let end = min(bytes.count, at + Int.random(in: 1...4, using: &random))
          bytes.removeSubrange(min(at, end)..<end)
        case 1:
          bytes.insert(contentsOf: snippet, at: at)
        default:
          if at < bytes.count { bytes.replaceSubrange(at...at, with: snippet) }
        }
      }
      documents.append(bytes)
    }
    return documents
  }

  /// FNV-1a over the bytes, in hex: a short stand-in for a long output in a golden line.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return String(hash, radix: 16)
  }

  /// A line of text with its newlines and backslashes escaped.
  static func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
  }
}
