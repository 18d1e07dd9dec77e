/// The kinds of view a layout file can make.
enum LayoutViewType: String, CaseIterable {
  case view
  case label
  case button
  case imageView
  case scrollView
  case stackView
}
