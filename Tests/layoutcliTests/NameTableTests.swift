import Testing

@testable import layoutcli

@Suite("Name table")
struct NameTableTests {
  @Test func namesGetDenseIndicesInOrderOfFirstUse() {
    var table = NameTable()
    let input = Array("a.left b.top a.left".utf8)
    #expect(table.index(of: input, 0..<6) == 0)
    #expect(table.index(of: input, 7..<12) == 1)
    #expect(table.index(of: input, 13..<19) == 0)
    #expect(table.index(of: "b.top") == 1)
    #expect(table.index(of: "") == 2)
    #expect(table.names == ["a.left", "b.top", ""])
  }

  @Test func theTableGrowsAndKeepsEveryName() {
    var table = NameTable()
    for i in 0..<5000 { #expect(table.index(of: "v\(i).width") == Int32(i)) }
    for i in stride(from: 4999, through: 0, by: -7) {
      #expect(table.index(of: "v\(i).width") == Int32(i))
    }
    #expect(table.names.count == 5000)
  }

  @Test func namesThatShareAPrefixOrDifferInOneByteAreDistinct() {
    var table = NameTable()
    let names = ["x", "xx", "x\u{0}", "ab", "ba", "B"]
    for (i, name) in names.enumerated() { #expect(table.index(of: name) == Int32(i)) }
  }

  @Test func namesAreEqualAsStringsAreAfterTheFirstNonASCIIName() {
    var table = NameTable()
    let input = Array("K".utf8)
    #expect(table.index(of: input, 0..<1) == 0)
    #expect(table.index(of: "\u{E9}") == 1)
    #expect(table.index(of: "e\u{301}") == 1)
    // The Kelvin sign is canonically the letter K, as Swift's == and the tree reader have it.
    #expect(table.index(of: "\u{212A}") == 0)
    #expect(table.index(of: input, 0..<1) == 0)
    #expect(table.index(of: "z") == 2)
    #expect(table.names == ["K", "\u{E9}", "z"])
  }
}
