import Layout
import Testing

@testable import layoutcli

/// The scanner reads numbers and strings as the parser's streaming calls read them (same
/// value, bit for bit, same end; or both fail), whether it takes them on its plain path or
/// hands them to the parser.
@Suite("System file scanner")
struct SystemFileScannerTests {
  /// What the parser's streaming call makes of `text` followed by `,`: the value and where
  /// it stopped, or nil if it throws.
  static func parserNumber(_ text: String) -> (bits: UInt64, end: Int)? {
    var parser = JSONParser(streaming: Array((text + ",").utf8))
    guard let value = try? parser.readNumber() else { return nil }
    return (value.bitPattern, parser.offset)
  }

  /// The same through the scanner.
  static func scannerNumber(_ text: String) -> (bits: UInt64, end: Int)? {
    var scanner = SystemFileScanner(Array((text + ",").utf8))
    guard let value = try? scanner.readNumber() else { return nil }
    return (value.bitPattern, scanner.position)
  }

  static let numbers = [
    // Plain: at most 15 digits, no exponent.
    "0", "-0", "1", "-1", "0.5", "-0.5", "1.50", "-800", "200", "952.875", "0.000001",
    "123456789012345", "12345678901234.5", "0.00000000000001", "-0.0",
    // Past the plain path: more digits, exponents, leading zeros, malformed.
    "1234567890123456", "9007199254740993", "0.1234567890123456789", "1e5", "1E+2",
    "-1.5e-3", "2.5E-400", "1e400", "-Infinity", "01", "00", "-01.5", "1.", "-", ".5", "+1",
    "1.e5", "1e", "--1", "Infinity", "NaN", "\"1\"", "", " 1", "0x10",
  ]

  @Test(arguments: numbers)
  func numbersReadAsTheParserReadsThem(_ text: String) {
    let parser = Self.parserNumber(text)
    let scanner = Self.scannerNumber(text)
    #expect(parser?.bits == scanner?.bits, "\(text)")
    #expect(parser?.end == scanner?.end, "\(text)")
    #expect((parser == nil) == (scanner == nil), "\(text)")
  }

  static let strings = [
    #""a.left""#, #""""#, #""l24999.height""#, #""a\"b""#, #""\u0061""#, #""é""#,
    #""e\u0301""#, "\"tab\there\"", #""ok"#, "\"\u{7F}\"", "\"\u{1F600}\"", #""\ud800""#,
    "\"\u{80}\"", #""\x""#, "a", "",
  ]

  @Test(arguments: strings)
  func stringsReadAsTheParserReadsThem(_ text: String) {
    let bytes = Array(text.utf8) + Array(",".utf8)
    var parser = JSONParser(streaming: bytes)
    let parsed = try? parser.readString()
    var scanner = SystemFileScanner(bytes)
    let scanned = try? scanner.readString()
    #expect((parsed == nil) == (scanned == nil), "\(text)")
    if let parsed, let scanned {
      #expect(parser.text(parsed) == scanner.string(scanned), "\(text)")
      #expect(parser.offset == scanner.position, "\(text)")
    }
  }

  @Test func aPlainPairIsReadWholeAndAnythingElseIsLeftForTheGeneralCalls() {
    let plain = Array(#"[-0.5,"b0.width"],"#.utf8)
    var scanner = SystemFileScanner(plain)
    let pair = scanner.readPlainPair()
    #expect(pair?.number == -0.5)
    #expect(pair?.string == 7..<15)
    var table = NameTable()
    let first = table.index(of: plain, 7..<15)
    #expect(table.index(of: plain, 7..<15, hashed: pair?.hashed ?? 0) == first)
    #expect(scanner.position == plain.count - 1)
    for text in [
      #"[ 1,"a"]"#, #"[1 ,"a"]"#, #"[1, "a"]"#, #"[1,"a" ]"#, #"[1,"\u0061"]"#, #"[1e0,"a"]"#,
      #"[1,"é"]"#, #"[01,"a"]"#, #"[1,"a"#, #"[1,"a"}"#, #"{1,"a"]"#, #"[1,2]"#,
    ] {
      var other = SystemFileScanner(Array(text.utf8))
      #expect(other.readPlainPair() == nil, "\(text)")
      #expect(other.position == 0, "\(text)")
    }
  }

  @Test func termsSpelledEveryWayReadAsTheTreeReadsThem() throws {
    let terms = [
      #"[1,"a"]"#, #"[ -0.5 , "b" ]"#, #"[1e0,"a"]"#, #"[1.0E+1,"\u0061"]"#, #"[0.1,"é"]"#,
      #"[123456789012345,"c"]"#, #"[1234567890123456,"c"]"#, "[\n2,\t\"d\"\r]",
    ]
    let text =
      #"{"name":"n","constraints":[{"terms":["# + terms.joined(separator: ",")
      + #"],"op":"<=","constant":-0,"strength":"strong"}]}"#
    let read = try #require(SystemFileReader.readFast(Array(text.utf8)))
    #expect(read.names.names == ["a", "b", "é", "c", "d"])
    SystemFileReaderTests.expectSameRead(Array(text.utf8), "term spellings")
  }
}
