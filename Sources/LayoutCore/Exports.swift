import Foundation

// LayoutCore: views, the SnapKit DSL and the layout engine: one subsystem (a view owns its engine node, a constraint its engine work).
// The layers it builds on, visible in every file of it.
@_exported import LayoutGeometry
@_exported import LayoutSolver
@_exported import LayoutText
typealias Expression = LayoutSolver.Expression
