import Foundation
import Testing

@testable import Layout

/// The parser's number literals are exactly the doubles `Double(String)` gives (correctly
/// rounded), on the fast path and off it. These compare bit patterns on purpose: a parsed
/// literal is not a computed value, and one unit in the last place off is a bug.
@Suite("JSON numbers")
struct JSONNumberTests {
  static func parsed(_ literal: String) throws -> Double {
    guard case .number(let value) = try JSONParser.parse(Array(literal.utf8)) else {
      Issue.record("\(literal) did not parse as a number")
      return .nan
    }
    return value
  }

  static func expectExact(_ literal: String, seed: UInt64? = nil) throws {
    let expected = try #require(Double(literal))
    let value = try parsed(literal)
    let seedNote = seed.map { " (seed \($0))" } ?? ""
    #expect(
      value.bitPattern == expected.bitPattern,
      "\(literal) parsed as \(value), Double(String) gives \(expected)\(seedNote)")
  }

  static let edgeCases = [
    "0", "-0", "0.0", "-0.0", "0e0", "0e-400", "-0e400", "1", "-1", "1.0", "0.1", "0.89",
    "1001001000.0", "1e6", "1e22", "1e23", "1e-22", "1e-23", "9007199254740992",
    "9007199254740993", "9007199254740994", "9007199254740995", "-9007199254740993",
    "18014398509481985", "1234567890123456789", "12345678901234567890",
    "1234567890123456789.5", "0.0000000000000000000000000000001", "4.9e-324", "5e-324",
    "2.4703282292062327e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
    "2.2250738585072014e-308", "1.7976931348623157e308", "1.7976931348623158e308",
    "1.7976931348623159e308", "1e308", "1e309", "1e-400", "123456789e-22", "123456789e-23",
    "9007199254740993e-22", "9007199254740992e22", "9007199254740992e23", "1e38", "1e39",
    "3.0e37", "8.98846567431158e307", "0.30000000000000004", "1.00000000000000011102230246251565",
    "2.5e-1", "1E+2", "1e+0002", "1e99999999999999999999", "1e-99999999999999999999",
    "7.0e-10", "4503599627370496.5", "4503599627370497.5", "0.000001", "100000000000000000000000",
  ]

  @Test(arguments: edgeCases)
  func edgeCaseLiteralsAreCorrectlyRounded(_ literal: String) throws {
    try Self.expectExact(literal)
  }

  @Test func randomDecimalLiteralsMatchTheStandardLibrary() throws {
    var random = SplitMix64(seed: 0x14_0002)
    for _ in 0..<20_000 {
      var text = Bool.random(using: &random) ? "-" : ""
      let integerDigits = Int.random(in: 0...22, using: &random)
      if integerDigits == 0 {
        text += "0"
      } else {
        text += String(Int.random(in: 1...9, using: &random))
        for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &random)) }
      }
      if Bool.random(using: &random) {
        text += "."
        for _ in 0...Int.random(in: 0...20, using: &random) {
          text += String(Int.random(in: 0...9, using: &random))
        }
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random)!
        text += String(Int.random(in: 0...340, using: &random))
      }
      try Self.expectExact(text, seed: 0x14_0002)
    }
  }

  @Test func everyDoubleWrittenShortestOrLongReadsBackExactly() throws {
    var random = SplitMix64(seed: 0x14_0003)
    for _ in 0..<10_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      try Self.expectExact("\(value)".replacingOccurrences(of: "+", with: ""), seed: 0x14_0003)
      try Self.expectExact(String(format: "%.17g", value), seed: 0x14_0003)
      // Layout-like values: a few digits, a small exponent (the fast path's domain).
      let small = Double(Int.random(in: -100_000...100_000, using: &random)) / 64
      try Self.expectExact("\(small)", seed: 0x14_0003)
      try Self.expectExact(String(format: "%.3f", small * 1.1), seed: 0x14_0003)
    }
  }

  @Test func malformedNumbersKeepTheirMessages() {
    let cases = [
      ("-", "invalid number: expected a digit"),
      ("1.", "invalid number: expected a digit after '.'"),
      ("1e", "invalid number: expected a digit in the exponent"),
      ("-x", "invalid number: expected a digit"),
    ]
    for (text, message) in cases {
      #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
      do {
        _ = try JSONParser.parse(Array(text.utf8))
      } catch {
        #expect(error.message == message)
        #expect(error.offset == text.utf8.count - (text == "-x" ? 1 : 0))
      }
    }
  }
}
