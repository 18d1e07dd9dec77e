import Foundation

// LayoutAnimation: UIView.animate on a virtual clock, and the presentation render tree.
// The layers it builds on, visible in every file of it.
@_exported import LayoutRender
