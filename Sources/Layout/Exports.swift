import Foundation

// `import Layout`: every layer of the library but the tooling (Package.swift lists them,
// CONTRIBUTING.md says what each may use). This target holds nothing else.
@_exported import LayoutAnimation
@_exported import LayoutComponents
@_exported import LayoutCore
@_exported import LayoutFiles
@_exported import LayoutGeometry
@_exported import LayoutRender
@_exported import LayoutSolver
@_exported import LayoutText
