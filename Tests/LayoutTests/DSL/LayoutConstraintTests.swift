import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension DSLTests {
  /// `LayoutConstraint` as UIKit's `NSLayoutConstraint`: anchors, the item/attribute
  /// initialiser, activation, the mutable constant, priority and identifier, what UIKit
  /// refuses, and one object per relation whichever API made it.
  @Suite struct LayoutConstraintTests {
    let window = Window(screen: .custom(width: 400, height: 400))
    let box = View()
    let other = View()

    init() {
      window.addSubview(box)
      window.addSubview(other)
      box.snp.setLabel("box")
      other.snp.setLabel("other")
      box.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Pins `other` to a known place, so tests can relate `box` to it.
    private func placeOther() {
      other.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 40),
        other.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
        other.widthAnchor.constraint(equalToConstant: 100),
        other.heightAnchor.constraint(equalToConstant: 60),
      ])
    }

    @Test func anchorsMakeInactiveConstraintsUntilActivated() {
      placeOther()
      let top = box.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
      #expect(!top.isActive)
      #expect(top.firstItem === box && top.secondItem === other)
      #expect(top.firstAttribute == .top && top.secondAttribute == .bottom)
      #expect(top.relation == .equal && top.multiplier == 1 && top.constant == 8)
      #expect(top.priority == .required && top.identifier == nil)
      #expect(top.firstAnchor == box.topAnchor && top.secondAnchor! == other.bottomAnchor)
      #expect(top.firstAnchor != box.bottomAnchor)
      LayoutConstraint.activate([
        top,
        box.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        box.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5, constant: 10),
        box.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        box.heightAnchor.constraint(lessThanOrEqualTo: other.heightAnchor, multiplier: 0.5),
        box.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.25, constant: 9),
      ])
      #expect(top.isActive)
      window.layoutIfNeeded()
      // Below `other` (30 + 60) by 8; half its width and 10; a quarter of its height and 9,
      // which is between 20 and half its height.
      #expect(box.frame.isClose(to: CGRect(x: 40, y: 98, width: 60, height: 24)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aStoredConstantMovesInPlace() throws {
      placeOther()
      let left = box.leftAnchor.constraint(equalTo: other.rightAnchor, constant: 5)
      LayoutConstraint.activate([
        left, box.topAnchor.constraint(equalTo: other.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 145))
      left.constant = 25
      window.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 165))
      let changes = try #require(window.layoutEngine?.lastChanges)
      #expect(changes.added == 0 && changes.removed == 0 && changes.moved == 1)
      // Setting the same value again is no work at all.
      left.constant = 25
      #expect(window.layoutEngine?.hasWork == false)
    }

    @Test func deactivatingAndActivatingAgainSwapsLayouts() {
      placeOther()
      let size = [
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ]
      let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1)
      let right = box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1)
      LayoutConstraint.activate(size + [left, box.topAnchor.constraint(equalTo: window.topAnchor)])
      window.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 1))
      left.isActive = false
      right.isActive = true
      window.layoutIfNeeded()
      #expect(box.frame.maxX.isClose(to: 399))
      LayoutConstraint.deactivate([right])
      LayoutConstraint.activate([left])
      window.layoutIfNeeded()
      #expect(box.frame.minX.isClose(to: 1))
      #expect(!right.isActive && left.isActive)
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aPriorityChangeTakesEffectAlsoAcrossRequired() {
      let wide = box.widthAnchor.constraint(equalToConstant: 300)
      let narrow = box.widthAnchor.constraint(equalToConstant: 100)
      narrow.priority = .defaultHigh
      LayoutConstraint.activate([
        wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
        box.leftAnchor.constraint(equalTo: window.leftAnchor),
        box.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 300))
      // Optional to optional, then required to optional on an active constraint (iOS 14
      // and later take it out and add it back).
      wide.priority = UILayoutPriority(999) - 500
      #expect(wide.priority.rawValue == 499)
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      narrow.priority = .required
      wide.priority = .required - 1
      window.layoutIfNeeded()
      #expect(box.frame.width.isClose(to: 100))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aPriorityOutsideOneToAThousandIsRefused() {
      let width = box.widthAnchor.constraint(equalToConstant: 300)
      width.priority = UILayoutPriority(1001)
      width.priority = 0
      #expect(width.priority == .required)
      let messages = box.snp.diagnostics.map(\.message)
      #expect(messages.count == 2)
      #expect(
        messages.first
          == "It's illegal to set priority:1001.  Priorities must be greater than 0 and less or "
          + "equal to NSLayoutPriorityRequired, which is 1000; the constraint keeps 1000.")
    }

    @Test func theIdentifierNamesTheConstraintInAConflict() throws {
      let fixed = box.widthAnchor.constraint(equalToConstant: 100)
      fixed.identifier = "box-fixed"
      let wider = box.widthAnchor.constraint(equalToConstant: 200)
      wider.identifier = "box-wider"
      LayoutConstraint.activate([
        fixed, wider, box.heightAnchor.constraint(equalToConstant: 10),
        box.leftAnchor.constraint(equalTo: window.leftAnchor),
        box.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      window.layoutIfNeeded()
      let conflict = try #require(window.layoutDiagnostics.first { $0.kind == .unsatisfiable })
      #expect(
        conflict.message.contains("'box-fixed' box.width == 100 @LayoutConstraintTests.swift:"))
      #expect(
        conflict.message.hasSuffix(
          "Will attempt to recover by breaking constraint\n    'box-wider' box.width == 200 @"
            + wider.sourceLocation))
      #expect(wider.sourceLocation.hasPrefix("LayoutConstraintTests.swift:"))
      #expect(box.frame.width.isClose(to: 100))
    }

    @Test func forgettingTranslatesAutoresizingMaskGivesUIKitsConflict() throws {
      box.removeFromSuperview()
      other.removeFromSuperview()
      let label = View(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
      label.snp.setLabel("label")
      window.addSubview(label)
      LayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        label.widthAnchor.constraint(equalToConstant: 120),
      ])
      window.layoutIfNeeded()
      let conflicts = window.layoutDiagnostics.filter { $0.kind == .unsatisfiable }
      #expect(conflicts.count == 2)
      #expect(
        conflicts.allSatisfy {
          $0.message.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--&")
            && $0.message.contains(
              "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
                + "understand, refer to the documentation for the UIView property "
                + "translatesAutoresizingMaskIntoConstraints)")
        })
      // The frame set in code (the autoresizing constraints, required, added first) holds.
      #expect(label.frame == .zero)
      label.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: window.topAnchor),
        label.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(label.frame.isClose(to: CGRect(x: 140, y: 0, width: 120, height: 10)))
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func itemsInNoCommonHierarchyAreReportedNotLaidOut() {
      let stranger = View()
      stranger.snp.setLabel("stranger")
      let elsewhere = Window(screen: .custom(width: 100, height: 100))
      elsewhere.addSubview(stranger)
      let pinned = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
      LayoutConstraint.activate([
        pinned, box.topAnchor.constraint(equalTo: window.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(
        window.layoutDiagnostics.contains {
          $0.kind == .noCommonAncestor
            && $0.message.hasPrefix("no common ancestor: box and stranger are not in one view")
        })
      #expect(pinned.isActive)
      #expect(pinned.installationView == nil)
    }

    @Test func leadingAgainstLeftIsRefusedAsUIKitRefusesIt() {
      let mixed = box.leadingAnchor.constraint(equalTo: other.leftAnchor)
      mixed.isActive = true
      #expect(!mixed.isActive)
      #expect(
        box.snp.diagnostics.map(\.message) == [
          "box.leading and other.left: A constraint cannot be made between a leading/trailing "
            + "attribute and a right/left attribute. Use leading/trailing for both or neither."
        ])
    }

    @Test func theItemAttributeInitialiserChecksWhatUIKitChecks() {
      let height = LayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 44)
      #expect(height.problem == nil && height.secondAttribute == .notAnAttribute)
      // A multiplier of 0 drops the second item: a constant.
      let zero = LayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: other, attribute: .width,
        multiplier: 0, constant: 30)
      #expect(zero.secondItem == nil && zero.multiplier == 1 && zero.problem == nil)
      let cases: [(LayoutConstraint, String)] = [
        (
          LayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 20),
          "A multiplier of 0 or a nil second item together with a location for the first "
            + "attribute creates an illegal constraint of a location equal to a constant. "
            + "Location attributes must be specified in pairs."
        ),
        (
          LayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: other, attribute: .leading,
            multiplier: 1, constant: 0),
          "Invalid pairing of layout attributes."
        ),
        (
          LayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: other, attribute: .left,
            multiplier: 1, constant: 0),
          "Invalid pairing of layout attributes."
        ),
        (
          LayoutConstraint(
            item: box, attribute: .trailing, relatedBy: .equal, toItem: other,
            attribute: .right, multiplier: 1, constant: 0),
          Constraint.mixedDirectionsMessage
        ),
        (
          LayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: "a string",
            attribute: .width, multiplier: 1, constant: 0),
          "Constraint items must each be a view or layout guide."
        ),
      ]
      for (constraint, message) in cases {
        #expect(constraint.problem == "NSLayoutConstraint for box: " + message)
        constraint.isActive = true
        #expect(!constraint.isActive)
      }
      #expect(box.snp.diagnostics.count == cases.count)
      // Two sizes pair (an aspect ratio), as do two positions on one axis.
      let aspect = LayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: box, attribute: .height,
        multiplier: 2, constant: 0)
      let centre = LayoutConstraint(
        item: box, attribute: .centerX, relatedBy: .equal, toItem: other, attribute: .left,
        multiplier: 1, constant: 0)
      #expect(aspect.problem == nil && centre.problem == nil)
    }

    @Test func aDistanceBetweenAnchorsIsADimension() {
      placeOther()
      // The gap from `other`'s right edge to `box`'s left edge is half `other`'s width.
      let gap = other.rightAnchor.anchorWithOffset(to: box.leftAnchor)
      LayoutConstraint.activate([
        gap.constraint(equalTo: other.widthAnchor, multiplier: 0.5),
        box.topAnchor.anchorWithOffset(to: box.bottomAnchor).constraint(equalToConstant: 12),
        box.topAnchor.constraint(equalTo: other.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 190, y: 30, width: 10, height: 12)))
      #expect(gap.description == "(box.left - other.right)")
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
      placeOther()
      let after = box.leadingAnchor.constraint(
        equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 1.5)
      let below = box.topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
      #expect(after.constant == 12 && after.multiplier == 1)
      LayoutConstraint.activate([
        after, below, box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      let pull = box.topAnchor.constraint(equalTo: window.topAnchor)
      pull.priority = .defaultLow
      pull.isActive = true
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 152, y: 98, width: 10, height: 10)))
    }

    @Test func snapKitsConstraintGroupsTheSameObjects() throws {
      var made: Constraint?
      box.snp.makeConstraints { make in
        made = make.edges.equalToSuperview().inset(10).constraint
      }
      let group = try #require(made)
      let relations = group.layoutConstraints
      #expect(relations.count == 4 && relations.allSatisfy(\.isActive))
      // The window's constraints are the group's four (installed on the common ancestor).
      #expect(window.constraints.count == 4)
      #expect(zip(window.constraints, relations).allSatisfy { $0 === $1 })
      window.layoutIfNeeded()
      // One relation changed on its own, as code that keeps `layoutConstraints[0]` does.
      relations[0].constant = 30
      window.layoutIfNeeded()
      #expect(box.frame.isClose(to: CGRect(x: 30, y: 10, width: 360, height: 380)))
      relations[0].isActive = false
      #expect(group.isActive)
      group.deactivate()
      #expect(!group.isActive && relations.allSatisfy { !$0.isActive })
      #expect(box.snp.constraints.isEmpty && window.constraints.isEmpty)
    }

    @Test func addConstraintOutsideItsItemsSaysWhere() {
      let constraint = box.widthAnchor.constraint(equalTo: other.widthAnchor)
      other.addConstraint(constraint)
      // Laid out as if activated (UIKit would crash at the next layout), and not listed in
      // `other.constraints`, which lists what is installed on the views below it.
      #expect(constraint.isActive && constraint.installationView === other)
      #expect(other.constraints.isEmpty)
      #expect(
        box.snp.diagnostics.first?.message.hasPrefix(
          "The view hierarchy is not prepared for the constraint: box.width == other.width")
          == true)
    }

    @Test func anchorsSayWhatPlacesThemAndWhetherItIsAmbiguous() {
      placeOther()
      let left = box.leftAnchor.constraint(equalTo: other.rightAnchor)
      let width = box.widthAnchor.constraint(equalToConstant: 10)
      let height = box.heightAnchor.constraint(equalToConstant: 10)
      LayoutConstraint.activate([left, width, height])
      window.layoutIfNeeded()
      // Nothing places the box vertically.
      #expect(!box.leftAnchor.hasAmbiguousLayout && box.topAnchor.hasAmbiguousLayout)
      #expect(
        box.leadingAnchor.constraintsAffectingLayout.map(ObjectIdentifier.init) == [
          ObjectIdentifier(left), ObjectIdentifier(width),
        ])
      #expect(
        box.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [
          ObjectIdentifier(height)
        ])
      // `other`'s right edge is the box's left edge's second item.
      #expect(other.constraintsAffectingLayout(for: .horizontal).contains { $0 === left })
    }

    @Test func constraintsAreEqualOnlyToThemselves() {
      let a = box.widthAnchor.constraint(equalToConstant: 10)
      let b = box.widthAnchor.constraint(equalToConstant: 10)
      #expect(a == a && a != b)
      #expect(Set([a, b, a]).count == 2)
      #expect(box.widthAnchor == box.widthAnchor && box.widthAnchor != other.widthAnchor)
    }
  }
}
