import Foundation

// The solver is its own target (LayoutSolver); `import Layout` brings it along.
@_exported import LayoutSolver

/// The solver's expression, named so Foundation's `Expression` does not shadow it here.
typealias Expression = LayoutSolver.Expression
