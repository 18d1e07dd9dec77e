import Foundation

// LayoutFiles: layout files and the constraint-chain language.
// The layers it builds on, visible in every file of it.
@_exported import LayoutCore
