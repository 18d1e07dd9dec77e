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
  }

  @Test func namesThatNeedNoEscapeAreQuotedAsTheEscapingQuoteDoes() {
    for name in ["a", "é.left", "tab\there", "quote\"", "back\\slash", "\u{1}", "", "💡"] {
      #expect(JSONOutput.quoted(name) == JSONText.quoted(name))
    }
  }
}
