import Foundation

// LayoutRender: the render tree and its JSON and SVG, read from the views' solved values.
// The layers it builds on, visible in every file of it.
@_exported import LayoutCore
