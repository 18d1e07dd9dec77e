import Foundation

/// Builds the windows of a ``LayoutFile``: every view with its properties first, then the
/// constraints of every view in file order (parents before children), so a chain may name a
/// view that comes later in the file.
enum LayoutBuilder {
  /// A line and column in the file: where a constraint string opens.
  struct Place: Hashable {
    var line: Int
    var column: Int
  }

  /// The windows, in file order, and every window and view with its id in file order
  /// (parents before children), not yet laid out, and the text of each constraint string
  /// by where it is. Every constraint string is checked and each problem reported; the
  /// constraints are made only when `problems` is then empty (the reader's problems
  /// included), so a file with a mistake makes none. `locate` gives the place in the file
  /// of a constraint string's JSON path, which the constraints it makes record.
  static func build(
    _ file: LayoutFile, problems: inout LayoutFileProblems, locate: (String) -> CallSite
  ) -> (windows: [Window], views: [(id: String, view: View)], chains: [Place: String]) {
    var windows: [Window] = []
    var made: [(View, LayoutViewSpec)] = []
    for spec in file.windows {
      let window = Window(screen: file.screen, orientation: file.orientation, level: spec.level)
      window.layoutDirection = file.layoutDirection
      window.isKeyboardShown = file.keyboardShown
      window.preferredContentSizeCategory = file.contentSizeCategory
      configure(window, spec.view)
      windows.append(window)
      made.append((window, spec.view))
      for child in spec.view.subviews { add(child, to: window, &made) }
    }
    let interpreter = ChainInterpreter(
      views: Dictionary(made.map { ($0.1.id, $0.0) }, uniquingKeysWith: { first, _ in first }),
      ids: made.map(\.1.id))
    var plans: [(View, [ChainInterpreter.Plan])] = []
    var chains: [Place: String] = [:]
    for (view, spec) in made where !spec.constraints.isEmpty {
      var viewPlans: [ChainInterpreter.Plan] = []
      for (text, path) in spec.constraints {
        guard !problems.isFull else { break }
        do throws(ChainError) {
          let syntax = try ChainParser.parse(text)
          let site = locate(path)
          viewPlans.append(try interpreter.plan(syntax, for: view, location: site))
          chains[Place(line: Int(site.line), column: Int(site.column))] = text
        } catch {
          var problem = LayoutFileError(
            path: path, constraintColumn: error.column, message: error.message,
            suggestion: error.suggestion)
          if !spec.id.isEmpty {
            problem.viewID = spec.id
            problem.isWindow = view is Window
          }
          problems.report(problem)
        }
      }
      plans.append((view, viewPlans))
    }
    if problems.isEmpty {
      for (view, viewPlans) in plans {
        view.snp.makeConstraints { make in
          for plan in viewPlans { ChainInterpreter.apply(plan, to: make) }
        }
      }
    }
    return (windows, made.map { ($0.1.id, $0.0) }, chains)
  }

  /// Makes a view and everything below it, adds it to `parent` (as an arranged view when
  /// `parent` is a stack view the file lists it under), and records them in file order.
  private static func add(
    _ spec: LayoutViewSpec, to parent: View, arrangedIn stack: StackView? = nil,
    _ made: inout [(View, LayoutViewSpec)]
  ) {
    let view = makeView(spec)
    configure(view, spec)
    if let stack { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
    made.append((view, spec))
    if let stackView = view as? StackView {
      for child in spec.arrangedSubviews {
        add(child, to: stackView, arrangedIn: stackView, &made)
      }
    }
    // The kind's own keys, once its arranged views exist (custom spacing names them).
    for set in spec.setters { set(view) }
    for child in spec.subviews { add(child, to: view, &made) }
  }

  /// A view of the spec's kind (the reader refused a kind the table does not have).
  private static func makeView(_ spec: LayoutViewSpec) -> View {
    let view = LayoutFileKind.of(spec.type)?.make() ?? View()
    view.intrinsicSizeOverride = spec.intrinsicSize
    return view
  }

  /// A `layer` object's properties.
  private static func configure(_ layer: Layer, _ spec: LayoutLayerSpec) {
    if let radius = spec.cornerRadius { layer.cornerRadius = radius }
    if let masks = spec.masksToBounds { layer.masksToBounds = masks }
    if let width = spec.borderWidth { layer.borderWidth = width }
    if let color = spec.borderColor { layer.borderColor = color }
    if let color = spec.shadowColor { layer.shadowColor = color }
    if let opacity = spec.shadowOpacity { layer.shadowOpacity = opacity }
    if let offset = spec.shadowOffset { layer.shadowOffset = offset }
    if let radius = spec.shadowRadius { layer.shadowRadius = radius }
  }

  /// The properties every view has; the id becomes the debug name that reports print.
  private static func configure(_ view: View, _ spec: LayoutViewSpec) {
    view.debugName = spec.id
    if let color = spec.backgroundColor { view.backgroundColor = color }
    if let alpha = spec.alpha { view.alpha = alpha }
    if let hidden = spec.isHidden { view.isHidden = hidden }
    if let radius = spec.cornerRadius { view.layer.cornerRadius = radius }
    if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
    if let layer = spec.layer { configure(view.layer, layer) }
    if let enabled = spec.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
    if let margins = spec.layoutMargins { view.layoutMargins = margins }
    if let direction = spec.layoutDirection { view.layoutDirection = direction }
    if let transform = spec.transform { view.transform = transform }
    if let hugging = spec.contentHuggingPriority { view.contentHuggingPriority = hugging }
    if let resistance = spec.contentCompressionResistancePriority {
      view.contentCompressionResistancePriority = resistance
    }
    if let mode = spec.contentMode { view.contentMode = mode }
    if let tint = spec.tintColor { view.tintColor = tint }
  }
}
