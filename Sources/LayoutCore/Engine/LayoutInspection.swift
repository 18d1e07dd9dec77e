import Foundation

/// What the layout engine knows about each view of some windows, for the inspector page
/// (``InspectorPage``): the constraints that place it as written (label, call site or file
/// location, priority), whether each holds or was broken in a conflict and what it conflicts
/// with, and which of its coordinates the constraints leave ambiguous.
///
/// ```swift
/// window.layoutIfNeeded()
/// let inspection = LayoutInspection(windows: [window])
/// inspection.views.first { !$0.ambiguous.isEmpty }   // a view the constraints do not fix
/// inspection.json()   // {"inspectorVersion":2,"views":[…],"diagnostics":[…]}
/// ```
///
/// The JSON form (``json()``) is the page's second data blob beside the render tree,
/// versioned by ``version`` and described in `Docs/Inspector.md`.
package struct LayoutInspection: Sendable, Equatable {
  /// The version of the JSON form: 2 (a layout file's constraints are placed by the file's
  /// name, line and column, no longer by their JSON path). A change to its keys, types or
  /// meanings bumps it.
  package static let version = 2

  /// Every window and view, in tree order (windows as given, each before its views; a view
  /// before its subviews).
  package var views: [InspectedView] = []
  /// The windows' layout diagnostics, in order, each once.
  package var diagnostics: [LayoutDiagnostic] = []

  /// An empty inspection.
  package init() {}

  /// The inspection of windows as they are now (lay them out first; a window that was
  /// never laid out lists its constraints as pending).
  package init(windows: [Window]) {
    for window in windows {
      views += LayoutEngine.inspect(window)
      for diagnostic in window.layoutDiagnostics where !diagnostics.contains(diagnostic) {
        diagnostics.append(diagnostic)
      }
    }
  }

  /// Adds what `other` has that this has not: views whose path is not listed yet, and
  /// diagnostics not listed yet (how a timeline collects the views of every sample).
  package mutating func merge(_ other: LayoutInspection) {
    var seen = Set(views.map(\.path))
    for view in other.views where seen.insert(view.path).inserted { views.append(view) }
    for diagnostic in other.diagnostics where !diagnostics.contains(diagnostic) {
      diagnostics.append(diagnostic)
    }
  }

  /// Sets the text a constraint was written as (`chain`) wherever `text(line, column)`
  /// knows it: a layout file's constraint strings by where they are in the file.
  package mutating func annotateChains(_ text: (_ line: Int, _ column: Int) -> String?) {
    for v in views.indices {
      for c in views[v].constraints.indices {
        if let column = views[v].constraints[c].column {
          views[v].constraints[c].chain = text(views[v].constraints[c].line, column)
        }
      }
    }
  }
}

/// A window or view in a ``LayoutInspection``.
package struct InspectedView: Sendable, Equatable {
  /// The path, as the render tree's: `toastWindow/backView/messageLabel` (a window's is its
  /// id).
  package var path: String
  /// The view's name.
  package var id: String
  /// The view's kind.
  package var type: ViewKind
  /// Whether layout keeps the frame set in code (``View/translatesAutoresizingMaskIntoConstraints``).
  package var translatesAutoresizingMask: Bool
  /// The intrinsic content size (``View/noIntrinsicMetric`` on an axis without one).
  package var intrinsicContentSize: CGSize
  /// The content hugging priorities.
  package var contentHugging: AxisPriorities
  /// The compression resistance priorities.
  package var compressionResistance: AxisPriorities
  /// The coordinates the constraints do not fix (`minX`, `minY`, `width`, `height`).
  package var ambiguous: [String]
  /// The constraints with this view (or one of its guides) first, then its implicit ones.
  package var constraints: [InspectedConstraint]
}

/// One linear relation that places a view, in a ``LayoutInspection``.
package struct InspectedConstraint: Sendable, Equatable {
  /// Who made it.
  package enum Kind: String, Sendable {
    /// The DSL (or a layout file, through it).
    case constraint
    /// A stack view (`UISV-…`).
    case generated
    /// The layout engine: intrinsic size, autoresizing mask, guides, the top view's frame.
    case implicit
  }

  /// Where it is in the solver.
  package enum State: String, Sendable {
    /// It holds (required) or is weighed (optional).
    case held
    /// Broken: a required constraint the solver rejected to resolve a conflict.
    case broken
    /// Skipped: its other item is in another hierarchy.
    case foreign
    /// Not laid out yet.
    case pending
  }

  /// Who made it.
  package var kind: Kind
  /// Where it is in the solver.
  package var state: State
  /// How a report names it: `backView.width == messageLabel.width * 1.5 @Toast.swift:42`.
  package var description: String
  /// The first item's name (a view's, or a guide's: `backView.safeAreaLayoutGuide`) and
  /// attribute; nil for an implicit constraint.
  package var first: InspectedAnchor?
  /// The relation: `==`, `<=` or `>=`.
  package var relation: String
  /// The second item and attribute; nil for a constant (`width == 100`) or an implicit one.
  package var second: InspectedAnchor?
  /// The multiplier (1 for an implicit constraint).
  package var multiplier: CGFloat
  /// The constant (0 for an implicit constraint).
  package var constant: CGFloat
  /// The priority (1000 required); nil for an engine-made one just below required.
  package var priority: Float?
  /// The label (`labeled(_:)`) or UIKit's identifier (`UISV-spacing`).
  package var label: String?
  /// Where it was made: the Swift file (`#fileID`) or the layout file's name; nil for an
  /// implicit one.
  package var file: String?
  /// The line in ``file`` (0 for an implicit one).
  package var line: Int
  /// The column in a layout file (its constraint string's opening quote); nil for a Swift
  /// call site.
  package var column: Int?
  /// The text it was written as (a layout file's chain), when known.
  package var chain: String?
  /// For a broken constraint: how the constraints it conflicts with are named.
  package var conflictsWith: [String]
  /// Whether a broken constraint names it among those it conflicts with.
  package var isInConflict: Bool
}

/// An item and attribute of a constraint.
package struct InspectedAnchor: Sendable, Equatable {
  /// The item's name.
  package var item: String
  /// The attribute (`width`, `centerX`, `topMargin`).
  package var attribute: String
  /// The path of the view it is (or whose guide it is), when it is in an inspected window.
  package var path: String?
}
