// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.

extension DocBlocks {
  /// Runs the unit `id`; false when there is no such unit.
  static func run(_ id: String) throws -> Bool {
    switch id {
    case "Docs/Animation.md#1": try block_Docs_Animation_md_1()
    case "Docs/Animation.md#2": try block_Docs_Animation_md_2()
    case "Docs/Animation.md#3": try block_Docs_Animation_md_3()
    case "Docs/Animation.md#4": try block_Docs_Animation_md_4()
    case "Docs/Animation.md#5": try block_Docs_Animation_md_5()
    case "Docs/Animation.md#6": try block_Docs_Animation_md_6()
    case "Docs/Animation.md#7": try block_Docs_Animation_md_7()
    case "Docs/DSL.md#1": try block_Docs_DSL_md_1()
    case "Docs/DSL.md#2": try block_Docs_DSL_md_2()
    case "Docs/DSL.md#3": try block_Docs_DSL_md_3()
    case "Docs/LayoutFiles.md#1": try block_Docs_LayoutFiles_md_1()
    case "Docs/LayoutFiles.md#2": try block_Docs_LayoutFiles_md_2()
    case "Docs/Rendering.md#1": try block_Docs_Rendering_md_1()
    case "Docs/Solver.md#1": try block_Docs_Solver_md_1()
    case "Docs/Solver.md#2": try block_Docs_Solver_md_2()
    case "Docs/Text.md#1": try block_Docs_Text_md_1()
    case "Docs/Text.md#2": try block_Docs_Text_md_2()
    case "Docs/Text.md#3": try block_Docs_Text_md_3()
    case "Docs/UIKit.md#1": try block_Docs_UIKit_md_1()
    case "Docs/UIKit.md#2": try block_Docs_UIKit_md_2()
    case "Docs/Views.md#1": try block_Docs_Views_md_1()
    case "Docs/Views.md#2": try block_Docs_Views_md_2()
    case "Docs/Views.md#3": try block_Docs_Views_md_3()
    case "Docs/Views.md#4": try block_Docs_Views_md_4()
    case "Docs/Views.md#5": try block_Docs_Views_md_5()
    case "Docs/Views.md#6": try block_Docs_Views_md_6()
    case "Docs/Views.md#7": try block_Docs_Views_md_7()
    case "Docs/Views.md#8": try block_Docs_Views_md_8()
    case "Docs/Views.md#9": try block_Docs_Views_md_9()
    case "Docs/Views.md#10": try block_Docs_Views_md_10()
    case "Docs/Views.md#11": try block_Docs_Views_md_11()
    case "Docs/Views.md#12": try block_Docs_Views_md_12()
    case "Docs/Views.md#13": try block_Docs_Views_md_13()
    case "README.md#1": try block_README_md_1()
    case "README.md#2": try block_README_md_2()
    case "README.md#4": try block_README_md_4()
    case "README.md#5": try block_README_md_5()
    case "Sources/Layout/Layout.docc/Layout.md#1": try block_Sources_Layout_Layout_docc_Layout_md_1()
    case "Sources/Layout/Layout.docc/SolverGuide.md#1": try block_Sources_Layout_Layout_docc_SolverGuide_md_1()
    case "Sources/Layout/Layout.docc/SolverGuide.md#2": try block_Sources_Layout_Layout_docc_SolverGuide_md_2()
    case "Sources/Layout/Layout.docc/SolverGuide.md#3": try block_Sources_Layout_Layout_docc_SolverGuide_md_3()
    default: return false
    }
    return true
  }
}
