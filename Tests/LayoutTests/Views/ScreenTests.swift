import Foundation
import Layout
import Testing

extension ViewsTests {
  @Suite("Screen")
  struct ScreenTests {
    /// One row of the device table in Docs/Views.md (autolayout.md section 2).
    struct Row: Sendable, CustomStringConvertible {
      var name: String
      var width: CGFloat
      var height: CGFloat
      var scale: CGFloat
      var portrait: EdgeInsets
      var landscape: EdgeInsets
      var description: String { name }
    }

    static func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> EdgeInsets {
      EdgeInsets(top: t, left: l, bottom: b, right: r)
    }

    static let table: [Row] = [
      Row(
        name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2,
        portrait: insets(20, 0, 0, 0), landscape: insets(0, 0, 0, 0)),
      Row(
        name: "iPhone 13 mini", width: 375, height: 812, scale: 3,
        portrait: insets(50, 0, 34, 0), landscape: insets(0, 50, 21, 50)),
      Row(
        name: "iPhone 15", width: 393, height: 852, scale: 3,
        portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59)),
      Row(
        name: "iPhone 15 Pro", width: 393, height: 852, scale: 3,
        portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59)),
      Row(
        name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3,
        portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59)),
      Row(
        name: "iPhone 16 Pro", width: 402, height: 874, scale: 3,
        portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62)),
      Row(
        name: "iPad (10th generation)", width: 820, height: 1180, scale: 2,
        portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0)),
      Row(
        name: "iPad Pro 11-inch", width: 834, height: 1194, scale: 2,
        portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0)),
    ]

    @Test func profilesAreTheEightDevicesInTableOrder() {
      #expect(Screen.profiles.map(\.name) == Self.table.map(\.name))
      #expect(
        Screen.profiles == [
          .iPhoneSE3, .iPhone13Mini, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro,
          .iPad10, .iPadPro11,
        ])
    }

    @Test(arguments: zip(Screen.profiles, table))
    func profileMatchesTheDeviceTable(screen: Screen, row: Row) {
      #expect(screen.name == row.name)
      #expect(screen.scale == row.scale)
      #expect(screen.size(in: .portrait) == CGSize(width: row.width, height: row.height))
      #expect(screen.size(in: .landscape) == CGSize(width: row.height, height: row.width))
      #expect(
        screen.bounds(in: .portrait) == CGRect(x: 0, y: 0, width: row.width, height: row.height))
      #expect(
        screen.bounds(in: .landscape) == CGRect(x: 0, y: 0, width: row.height, height: row.width))
      #expect(screen.safeAreaInsets(in: .portrait) == row.portrait)
      #expect(screen.safeAreaInsets(in: .landscape) == row.landscape)
    }

    @Test func safeAreaFrameOfIPhone15InBothOrientations() {
      #expect(
        Screen.iPhone15.safeAreaFrame(in: .portrait)
          == CGRect(x: 0, y: 59, width: 393, height: 759))
      #expect(
        Screen.iPhone15.safeAreaFrame(in: .landscape)
          == CGRect(x: 59, y: 0, width: 734, height: 372))
    }

    @Test(arguments: [
      ("iPhone 15", "iPhone 15"), ("iphone15", "iPhone 15"), ("IPHONE-15", "iPhone 15"),
      ("iPhone15Pro", "iPhone 15 Pro"), ("iPhone 15 Pro Max", "iPhone 15 Pro Max"),
      ("iphone_15_pro_max", "iPhone 15 Pro Max"), ("iPhone 16 Pro", "iPhone 16 Pro"),
      ("iPhone 13 mini", "iPhone 13 mini"), ("iPhone13Mini", "iPhone 13 mini"),
      ("iPhone SE", "iPhone SE (3rd generation)"),
      ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"),
      ("iphone se (3rd gen)", "iPhone SE (3rd generation)"),
      ("iPhone SE 2022", "iPhone SE (3rd generation)"), ("iPhoneSE3", "iPhone SE (3rd generation)"),
      ("iPad", "iPad (10th generation)"), ("iPad (10th generation)", "iPad (10th generation)"),
      ("ipad 10", "iPad (10th generation)"), ("iPad10", "iPad (10th generation)"),
      ("iPad Pro 11\"", "iPad Pro 11-inch"), ("iPad Pro 11-inch", "iPad Pro 11-inch"),
      ("ipad pro (11-inch)", "iPad Pro 11-inch"), ("iPad Pro 11 inch", "iPad Pro 11-inch"),
      ("iPadPro11", "iPad Pro 11-inch"), ("  iPhone 15.  ", "iPhone 15"),
    ])
    func profileLookupAcceptsSpellings(input: String, expected: String) {
      #expect(Screen.profile(named: input)?.name == expected)
    }

    @Test(arguments: [
      "", "iPhone", "iPhone 14", "iPhone 15 Plus", "iPhone SE 2", "iPad Pro", "iPad Pro 12.9",
      "iPhone 15 Pro Maxx", "Pixel 8",
    ])
    func profileLookupRejectsUnknownNames(input: String) {
      #expect(Screen.profile(named: input) == nil)
    }

    @Test func customScreenSwapsSizeInLandscape() {
      let screen = Screen.custom(
        width: 300, height: 500, scale: 3,
        safeArea: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 10, bottom: 5, right: 10))
      #expect(screen.name == "Custom 300×500")
      #expect(screen.scale == 3)
      #expect(screen.size(in: .landscape) == CGSize(width: 500, height: 300))
      #expect(
        screen.safeAreaInsets(in: .portrait) == EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
      #expect(
        screen.safeAreaInsets(in: .landscape) == EdgeInsets(top: 0, left: 10, bottom: 5, right: 10))
      #expect(Screen.profile(named: screen.name) == nil)
    }

    @Test func customScreenDefaults() {
      let screen = Screen.custom(
        width: 320, height: 480, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(screen.scale == 2)
      #expect(
        screen.safeAreaInsets(in: .landscape) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(Screen.custom(width: 1, height: 2).safeAreaInsets(in: .portrait) == .zero)
    }

    @Test(
      arguments: [
        (29.000000001, 29.0), (29.0, 29.0), (20.25, 20.5), (20.5, 20.5), (20.000001, 20.5),
        (0.1, 0.5), (0, 0), (-0.1, 0), (-20.25, -20), (28.999999999, 29.0),
      ] as [(CGFloat, CGFloat)])
    func pixelCeilAt2x(value: CGFloat, expected: CGFloat) {
      #expect(Screen.iPhoneSE3.pixelCeil(value).isClose(to: expected, tolerance: 1e-12))
    }

    @Test(
      arguments: [
        (20.1, 61.0 / 3), (20.0, 20.0), (20.3333333333, 61.0 / 3), (20.34, 62.0 / 3),
        (1.0 / 3 + 1.0 / 3 + 1.0 / 3, 1.0), (0.01, 1.0 / 3),
      ] as [(CGFloat, CGFloat)])
    func pixelCeilAt3x(value: CGFloat, expected: CGFloat) {
      #expect(Screen.iPhone15.pixelCeil(value).isClose(to: expected, tolerance: 1e-12))
    }

    @Test func pixelCeilIgnoresFloatingErrorInSums() {
      // Three label widths whose sum is 7.000000000000001, not 7.
      let width: CGFloat = 2.1 + 2.2 + 2.7
      #expect(width > 7)
      #expect(Screen.iPhone15.pixelCeil(width) == 7)
      #expect(Screen.iPad10.pixelCeil(width) == 7)
    }

    @Test func pixelRoundGoesToTheNearestPixel() {
      let screen = Screen.iPad10
      #expect(screen.pixelRound(10.24) == 10)
      #expect(screen.pixelRound(10.25) == 10.5)
      #expect(screen.pixelRound(10.74) == 10.5)
      #expect(screen.pixelRound(-10.3) == -10.5)
      #expect(Screen.iPhone16Pro.pixelRound(10.2).isClose(to: 31.0 / 3, tolerance: 1e-12))
      #expect(Screen.iPhone16Pro.pixelRound(10.1).isClose(to: 10, tolerance: 1e-12))
    }

    @Test func degenerateScaleCountsAsOne() {
      let screen = Screen.custom(width: 10, height: 10, scale: 0)
      #expect(screen.pixelCeil(2.2) == 3)
      #expect(screen.pixelRound(2.5) == 3)
      #expect(Screen.iPhone15.pixelCeil(.infinity) == .infinity)
    }
  }
}
