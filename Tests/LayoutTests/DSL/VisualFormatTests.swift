import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension DSLTests {
  /// `constraints(withVisualFormat:options:metrics:views:)` as UIKit reads and lays it out,
  /// with frames computed by hand in a 400 × 300 window (layout margins 8).
  @Suite struct VisualFormatTests {
    let window = Window(screen: .custom(width: 400, height: 300))
    let a = View()
    let b = View()
    var views: [String: Any] { ["a": a, "b": b] }

    init() {
      window.snp.setLabel("window")
      for (view, name) in [(a, "a"), (b, "b")] {
        view.snp.setLabel(name)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
    }

    private func activate(
      _ format: String, _ options: LayoutConstraint.FormatOptions = [],
      metrics: [String: Any]? = nil
    ) -> [LayoutConstraint] {
      let made = LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views)
      LayoutConstraint.activate(made)
      return made
    }

    @Test func standardSpacesAreEightPointsAndTheSuperviewsMargins() {
      _ = activate("H:|-[a]-[b(==a)]-|")
      _ = activate("V:|-[a(40)]", .init())
      _ = activate("V:|-[b(40)]")
      window.layoutIfNeeded()
      // (400 − 8 − 8 − 8) / 2 = 188 each; 8 below the top margin.
      #expect(a.frame.isClose(to: CGRect(x: 8, y: 8, width: 188, height: 40)))
      #expect(b.frame.isClose(to: CGRect(x: 204, y: 8, width: 188, height: 40)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func theConstraintsComeInUIKitsOrderAndForm() {
      let made = LayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[a(50)]-5-[b]|", options: [], metrics: nil, views: views)
      #expect(
        made.map(\.descriptionWithoutPlace) == [
          "a.leading == window.leading + 10", "a.width == 50", "b.leading == a.trailing + 5",
          "window.trailing == b.trailing",
        ])
      #expect(made.allSatisfy { !$0.isActive && $0.origin == .visualFormat })
    }

    @Test func predicatesMetricsAndPriorities() {
      let made = activate(
        "V:|-top-[a(>=20,<=height@750)]-(>=gap)-[b(==a)]-(0@250)-|",
        metrics: ["top": 12, "height": CGFloat(30), "gap": 6.5])
      #expect(
        made.map(\.descriptionWithoutPlace) == [
          "a.top == window.top + 12", "a.height >= 20", "a.height <= 30 ^750",
          "b.top >= a.bottom + 6.5", "b.height == a.height", "window.bottom == b.bottom ^250",
        ])
      _ = activate("H:|[a(10)]")
      _ = activate("H:|[b(10)]")
      let tall = a.heightAnchor.constraint(equalToConstant: 100)
      tall.priority = LayoutPriority(500)
      tall.isActive = true
      window.layoutIfNeeded()
      // The 750 maximum outweighs the 500 wish for 100; the 250 pull takes b to the bottom,
      // which the space of at least 6.5 allows.
      #expect(a.frame.isClose(to: CGRect(x: 0, y: 12, width: 10, height: 30)))
      #expect(b.frame.isClose(to: CGRect(x: 0, y: 270, width: 10, height: 30)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func alignmentOptionsRelateNeighbours() {
      let made = activate("H:|-20-[a(50)]-10-[b(60)]", .alignAllCenterY)
      #expect(made.last?.descriptionWithoutPlace == "a.centerY == b.centerY")
      _ = activate("V:|-100-[a(40)]")
      _ = activate("V:[b(20)]")
      window.layoutIfNeeded()
      #expect(b.frame.isClose(to: CGRect(x: 80, y: 110, width: 60, height: 20)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func directionsLeadingLeftAndRight() {
      window.layoutDirection = .rightToLeft
      _ = activate("H:|-10-[a(50)]")
      _ = activate("H:|-10-[b(50)]", .directionLeftToRight)
      _ = activate("V:|[a(10)]-[b(10)]")
      window.layoutIfNeeded()
      // Leading is the right edge right to left; left to right is left whatever it reads.
      #expect(a.frame.isClose(to: CGRect(x: 340, y: 0, width: 50, height: 10)))
      #expect(b.frame.isClose(to: CGRect(x: 10, y: 18, width: 50, height: 10)))
      let rtl = LayoutConstraint.constraints(
        withVisualFormat: "[a]-4-[b]", options: .directionRightToLeft, metrics: nil,
        views: views)
      #expect(rtl.map(\.descriptionWithoutPlace) == ["a.left == b.right + 4"])
    }

    @Test(arguments: [
      (
        "H:|-[a]- (8)-[b]|",
        "Unable to parse constraint format: \nExpected a number or key from the metrics "
          + "dictionary, but encountered something else \nH:|-[a]- (8)-[b]| \n        ^"
      ),
      (
        "V|[a]",
        "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical "
          + "arrangement \nV|[a] \n ^"
      ),
      (
        "[a]-[c]",
        "Unable to parse constraint format: c is not a key in the views dictionary."
      ),
      (
        "[a]-gap-[b]",
        "Unable to parse constraint format: \nEncountered metric with name \"gap\", but value "
          + "was not specified in metrics or views dictionaries \n[a]-gap-[b] \n    ^"
      ),
      (
        "[a(50@0)]",
        "Unable to parse constraint format: \nInvalid priority specified: 0. Priority must be "
          + "greater than 0 \n[a(50@0)] \n       ^"
      ),
      (
        "[a]--5-[b]",
        "Unable to parse constraint format: \nCannot tell if this - is a minus sign or an "
          + "accidental extra bar in the connection. Use parentheses around negative numbers. "
          + "\n[a]--5-[b] \n    ^"
      ),
      ("", "Unable to parse constraint format: It's an empty string."),
    ])
    func aFormatUIKitCannotReadGivesNothingAndSaysWhere(format: String, message: String) {
      let made = LayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: nil, views: views)
      #expect(made.isEmpty)
      let recorded = (a.snp.diagnostics + b.snp.diagnostics).map(\.message)
      #expect(recorded == [message])
    }

    @Test func anAlignmentAlongTheArrangementIsRefused() {
      let made = LayoutConstraint.constraints(
        withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views)
      #expect(made.isEmpty)
      #expect(
        a.snp.diagnostics.first?.message
          == "Unable to parse constraint format: Options mask required views to be aligned on "
          + "a horizontal edge, which is not allowed for layout that is also horizontal.")
    }

    @Test func negativeSpacesInParenthesesAndBaselines() {
      let made = LayoutConstraint.constraints(
        withVisualFormat: "V:[a]-(-4)-[b]", options: .spacingBaselineToBaseline, metrics: nil,
        views: views)
      #expect(made.map(\.descriptionWithoutPlace) == ["b.firstBaseline == a.lastBaseline - 4"])
    }
  }
}

extension LayoutConstraint {
  /// The description without where it was made.
  fileprivate var descriptionWithoutPlace: String {
    description.replacingOccurrences(
      of: " @" + location.description, with: "")
  }
}
