import Foundation
import LayoutTestSupport
import Testing

@testable import Layout
@testable import LayoutAnimation

extension AnimationTests {
  /// `PresentationRenderer`: each frame equals the presentation render tree built anew, and
  /// costs what changed.
  @Suite struct PresentationRendererTests {
    /// The tree built anew from every view's presentation values.
    static func rebuilt(_ animator: Animator, _ scene: Scene) -> RenderTree {
      RenderTree(presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
    }

    /// Where two trees first differ: the window or node, and its fields that differ.
    static func firstDifference(_ a: RenderTree, _ b: RenderTree) -> String? {
      guard a.windows.count == b.windows.count else {
        return "windows \(a.windows.map(\.id)) vs \(b.windows.map(\.id))"
      }
      func fields<T>(_ x: T, _ y: T) -> String {
        zip(Mirror(reflecting: x).children, Mirror(reflecting: y).children)
          .filter { $0.0.label != "subviews" && $0.0.label != "views" }
          .filter { "\($0.0.value)" != "\($0.1.value)" }
          .map { "\($0.0.label ?? "?"): \($0.0.value) vs \($0.1.value)" }
          .joined(separator: "; ")
      }
      func node(_ x: [RenderNode], _ y: [RenderNode]) -> String? {
        guard x.count == y.count else { return "children \(x.map(\.id)) vs \(y.map(\.id))" }
        for (p, q) in zip(x, y) where p != q {
          let own = fields(p, q)
          if !own.isEmpty { return "\(p.path): \(own)" }
          return node(p.subviews, q.subviews)
        }
        return nil
      }
      for (v, w) in zip(a.windows, b.windows) where v != w {
        let own = fields(v, w)
        if !own.isEmpty { return "window \(v.id): \(own)" }
        return node(v.views, w.views)
      }
      return nil
    }

    /// Seed 000's toast over a column of 200 boxes, from its show to its removal: every
    /// frame equals the tree built anew; the fade redraws the toast's window only.
    @Test func aToastFadingOverAScreenRedrawsItsWindowOnly() {
      let app = Window(screen: .iPhone15)
      var previous: View?
      for i in 0..<200 {
        let box = View()
        app.addSubview(box)
        box.snp.makeConstraints { make in
          make.leading.trailing.equalToSuperview().inset(16)
          make.height.equalTo(3)
          if let previous {
            make.top.equalTo(previous.snp.bottom).offset(1)
          } else {
            make.top.equalToSuperview().offset(Double(i))
          }
        }
        previous = box
      }
      app.layoutIfNeeded()
      let scene = Scene()
      scene.show(app)
      let clock = AnimationClock()
      let animator = Animator(clock: clock, scene: scene)
      let presenter = ToastPresenter(scene: scene, animator: animator, screen: .iPhone15)
      let renderer = PresentationRenderer(animator: animator, scene: scene, screen: .iPhone15)
      presenter.show("Hello, world!")
      var fadeRedraws: [Int] = []
      for frame in 0...170 {
        clock.advance(to: Double(frame) / 60)
        let tree = renderer.render()
        #expect(tree == Self.rebuilt(animator, scene), "frame \(frame)")
        if frame > 91 && frame < 149 { fadeRedraws.append(renderer.lastRedrawnViews) }
      }
      // The toast window's box and label follow its alpha; nothing of the app is redrawn.
      #expect(fadeRedraws.allSatisfy { $0 <= 3 }, "\(fadeRedraws)")
      #expect(fadeRedraws.count == 57)
      // Drawn anew at the first frame, when the toast's window came and when it went.
      #expect(renderer.fullRedraws <= 3)
    }

    /// Random scenes and changes, frame after frame: model changes of every kind a node
    /// shows, animations, layout, views added, removed and reordered, scrolling.
    @Test(arguments: 0..<48)
    func everyFrameEqualsTheTreeBuiltAnew(seed: UInt64) {
      var random = SplitMix64(seed: seed)
      let scene = Scene()
      let app = Window(screen: .iPhone15)
      scene.show(app)
      let overlay = Window(screen: .iPhone15)
      overlay.windowLevel = .alert
      scene.show(overlay)
      var views: [View] = []
      var constraints: [Constraint] = []
      func make(in parent: View) {
        let view: View
        switch Int.random(in: 0..<4, using: &random) {
        case 0: view = Label(text: "text \(views.count)")
        case 1: view = ScrollView()
        case 2: view = ImageView(imageSize: CGSize(width: 10, height: 10))
        default: view = View()
        }
        parent.addSubview(view)
        view.snp.makeConstraints { make in
          make.size.equalTo(Double.random(in: 10...60, using: &random))
          make.left.equalToSuperview().offset(Double.random(in: 0...40, using: &random))
          constraints.append(
            make.top.equalToSuperview().offset(Double.random(in: 0...40, using: &random))
              .constraint)
        }
        views.append(view)
      }
      for _ in 0..<6 { make(in: app) }
      for _ in 0..<10 { make(in: views.randomElement(using: &random)!) }
      make(in: overlay)
      app.layoutIfNeeded()
      overlay.layoutIfNeeded()
      let clock = AnimationClock()
      let animator = Animator(clock: clock, scene: scene)
      let renderer = PresentationRenderer(animator: animator, scene: scene, screen: .iPhone15)
      var t = 0.0
      for frame in 0..<40 {
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          let view = views.randomElement(using: &random)!
          switch Int.random(in: 0..<16, using: &random) {
          case 0:
            animator.animate(withDuration: Double.random(in: 0.05...0.4, using: &random)) {
              view.alpha = CGFloat.random(in: 0...1, using: &random)
            }
          case 1:
            animator.animate(withDuration: 0.2) {
              view.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1)
            }
          case 2:
            animator.animate(withDuration: 0.3) {
              constraints.randomElement(using: &random)!.update(
                offset: Double.random(in: 0...80, using: &random))
              app.layoutIfNeeded()
              overlay.layoutIfNeeded()
            }
          case 3: (view as? Label)?.text = "now \(frame)"
          case 4: view.isHidden.toggle()
          case 5: view.backgroundColor = Color(red: 1, green: 0, blue: 0)
          case 6: view.layer.cornerRadius = 4
          case 7: view.accessibilityLabel = "a\(frame)"
          case 8: view.debugName = Bool.random(using: &random) ? "named\(frame)" : nil
          case 9: (view as? ImageView)?.imageName = "image\(frame)"
          case 10: (view as? ScrollView)?.contentOffset = CGPoint(x: 0, y: frame)
          case 11: if views.count < 30 { make(in: view) }
          case 12:
            if view.superview !== app && view.superview !== overlay {
              view.removeFromSuperview()
            }
          case 13: animator.animate(withDuration: 0.25) { overlay.alpha = 0.5 }
          case 14:
            if app.isKeyboardShown {
              animator.hideKeyboard(in: scene)
            } else {
              animator.showKeyboard(in: scene)
            }
          default:
            view.superview?.bringSubviewToFront(view)
          }
        }
        if Int.random(in: 0..<6, using: &random) == 0 { overlay.isHidden.toggle() }
        app.layoutIfNeeded()
        overlay.layoutIfNeeded()
        t += Double.random(in: 0...0.1, using: &random)
        clock.advance(to: t)
        let tree = renderer.render()
        let expected = Self.rebuilt(animator, scene)
        #expect(
          tree == expected,
          "seed \(seed), frame \(frame): \(Self.firstDifference(tree, expected) ?? "")")
        if tree != expected { return }
      }
    }
  }
}
