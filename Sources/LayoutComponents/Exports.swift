import Foundation

// LayoutComponents: toasts and the floating menu.
// The layers it builds on, visible in every file of it.
@_exported import LayoutAnimation
