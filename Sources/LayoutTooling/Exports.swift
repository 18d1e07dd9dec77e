import Foundation

// LayoutTooling: the inspector page and the inspection JSON, for layoutcli.
// The layers it builds on, visible in every file of it.
@_exported import LayoutAnimation
@_exported import LayoutFiles
