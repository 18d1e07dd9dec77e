// Layout files that more than one test target reads.

/// Layout files shared by the library's and the CLI's suites.
public enum LayoutFileFixtures {
  /// A field 44 high, 16 above the keyboard guide, across the readable guide; on an iPad
  /// (10th generation) in landscape (1180 × 820).
  public static func guideField(keyboard: String, category: String = "large") -> String {
    """
    {"device": "iPad 10", "orientation": "landscape", "keyboard": "\(keyboard)",
     "contentSizeCategory": "\(category)",
     "windows": [{"id": "app", "views": [{"id": "field", "constraints": [
       "$0.bottom.equalTo(superview.keyboardLayoutGuide.snp.top).offset(-16)",
       "$0.leading.trailing.equalToSuperview { $0.readableContentGuide }",
       "$0.height.equalTo(44)"]}]}]}
    """
  }
}
