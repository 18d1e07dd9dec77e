import Layout
import Testing

@testable import layoutcli

@Suite("JSON output")
struct JSONOutputTests {
  @Test func theFastOrderIsTheCodePointOrder() {
    let names = [
      "b10.left", "b1.left", "b1.lefu", "b1.le", "b1.left\u{0}", "b1.left\u{0}a", "", "\u{0}",
      "é", "e\u{301}", "z", "Z", "win.width", "win.widt", "win.widthx", "\u{212A}", "K",
      "abcdefgh", "abcdefghi", "abcdefgg\u{FF}",
    ]
    let fast = JSONOutput.codePointOrder(of: names).map { names[$0] }
    let slow = names.sorted(by: JSONOutput.codePointOrder)
    #expect(fast.map { Array($0.utf8) } == slow.map { Array($0.utf8) })
    #expect(fast.first == "")
    // The byte comparison agrees with the code-point order on every pair, bridged or
    // substring-made strings included.
    let more = names + [String(Substring("b1.left-and-more".prefix(7))), "b1.left" + "\u{0}"]
    for a in more {
      for b in more { #expect(JSONOutput.bytesPrecede(a, b) == JSONOutput.codePointOrder(a, b)) }
    }
  }

  @Test func namesThatNeedNoEscapeAreQuotedAsTheEscapingQuoteDoes() {
    for name in ["a", "é.left", "tab\there", "quote\"", "back\\slash", "\u{1}", "", "💡"] {
      #expect(JSONOutput.quoted(name) == JSONText.quoted(name))
    }
  }
}

@Suite("JSON output into bytes")
struct JSONOutputBytesTests {
  private func bytes(_ value: Double) -> String {
    var out: [UInt8] = []
    JSONOutput.append(number: value, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  @Test func numbersAreTheBytesOfTheOneNumberFormat() {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.1, 1e-7, 1e15, 1e16, 1e17, 0x1p53, -0x1p53, 0x1p53 + 2,
      0x1p52 + 0.5, 9_007_199_254_740_991, 123.25, 165.25, 1e300, -1e-300,
      .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, 105_298_701, 74_699_689.03199999,
    ]
    var power = 1.0
    for _ in 0..<22 {
      values += [power, power - 1, power + 1, -power, power / 3, power + 0.5]
      power *= 10
    }
    var state: UInt64 = 14
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let integer = Double(Int64(bitPattern: state) >> Int64(state % 60))
      values += [integer, integer / 4, integer / 1000, Double(bitPattern: state >> 1)]
    }
    for value in values where value.isFinite {
      #expect(bytes(value) == JSONOutput.number(value), "\(value.bitPattern)")
    }
  }

  @Test func quotedNamesAreTheBytesOfTheStringQuote() {
    for name in [
      "a", "b10.left", "é.left", "tab\there", "quote\"", "back\\slash", "\u{1}", "", "💡",
    ] {
      var out: [UInt8] = []
      JSONOutput.append(quoted: name, to: &out)
      #expect(out == Array(JSONOutput.quoted(name).utf8))
    }
  }

  @Test func numberListsAreTheBytesOfTheTextList() {
    for list in [[], [1], [1, 2.5, -0.0, 1e-7]] as [[Double]] {
      var out: [UInt8] = []
      JSONOutput.append(numbers: list, to: &out)
      #expect(String(decoding: out, as: UTF8.self) == JSONOutput.numbers(list))
    }
  }
}
