import Foundation

// The layers below are targets of their own; `import Layout` brings them along.
@_exported import LayoutGeometry
@_exported import LayoutSolver
@_exported import LayoutText

/// The solver's expression, named so Foundation's `Expression` does not shadow it here.
typealias Expression = LayoutSolver.Expression
