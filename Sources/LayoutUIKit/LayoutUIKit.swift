// LayoutUIKit: UIKit's type names over Layout, so a file written for iOS builds here too.
//
// ```swift
// #if canImport(UIKit)
// import UIKit
// import SnapKit
// #else
// import LayoutUIKit
// #endif
//
// let label = UILabel()
// label.textAlignment = .center
// view.addSubview(label)
// label.snp.makeConstraints { $0.center.equalToSuperview() }
// ```
//
// Every name here is another spelling of a Layout type. The module re-exports Layout (its own
// names and the `snp` DSL come with it) and Foundation (as `import UIKit` does: `CGFloat`,
// `CGRect`, `TimeInterval`); the types, their behaviour and their
// documentation are Layout's. What UIKit keeps global (the key window, the run loop's
// animation clock) is not reproduced: `UIView.animate` animates on the animator bound with
// `Animator.withCurrent(_:_:)`. Docs/UIKit.md lists the edits pasted iOS code still needs.

@_exported import Foundation
@_exported import Layout
