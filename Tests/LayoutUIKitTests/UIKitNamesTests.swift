import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

/// The UIKit names are Layout's types, with UIKit's nested names and raw values.
@Suite struct UIKitNamesTests {
  @Test func theViewNamesAreLayoutsViewTypes() {
    let pairs: [(Any.Type, Any.Type)] = [
      (UIView.self, View.self), (UILabel.self, Label.self), (UIButton.self, Button.self),
      (UIImageView.self, ImageView.self), (UIScrollView.self, ScrollView.self),
      (UIStackView.self, StackView.self), (UISwitch.self, Switch.self),
      (UIWindow.self, Window.self),
      (UIWindowScene.self, Scene.self), (UIScreen.self, Screen.self),
      (UILayoutGuide.self, LayoutGuide.self), (NSLayoutConstraint.self, LayoutConstraint.self),
      (NSLayoutXAxisAnchor.self, LayoutXAxisAnchor.self),
      (NSLayoutYAxisAnchor.self, LayoutYAxisAnchor.self),
      (NSLayoutDimension.self, LayoutDimension.self),
      (NSLayoutAnchor<NSLayoutDimension>.self, LayoutAnchor<LayoutDimension>.self),
      (UIControl.self, Control.self), (UIAction.self, Action.self), (CALayer.self, Layer.self),
      (UIViewController.self, Layout.ViewController.self), (UIApplication.self, Application.self),
      (UIScene.self, ApplicationScene.self),
      (UIViewControllerTransitionCoordinator.self, TransitionCoordinator.self),
    ]
    for (uikit, layout) in pairs {
      #expect(ObjectIdentifier(uikit) == ObjectIdentifier(layout), "\(uikit)")
    }
  }

  @Test func theValueNamesAreLayoutsValueTypes() {
    let pairs: [(Any.Type, Any.Type)] = [
      (UIColor.self, Color.self), (UIFont.self, Font.self), (UIEdgeInsets.self, EdgeInsets.self),
      (NSDirectionalEdgeInsets.self, DirectionalEdgeInsets.self),
      (UILayoutPriority.self, LayoutPriority.self), (NSLineBreakMode.self, LineBreakMode.self),
      (NSTextAlignment.self, TextAlignment.self),
      (UIUserInterfaceLayoutDirection.self, LayoutDirection.self),
      (UIContentSizeCategory.self, ContentSizeCategory.self),
      (NSLayoutConstraint.Axis.self, LayoutAxis.self),
      (NSLayoutConstraint.Attribute.self, LayoutAttribute.self),
      (NSLayoutConstraint.Relation.self, ConstraintRelation.self),
      (UIWindow.Level.self, WindowLevel.self),
    ]
    for (uikit, layout) in pairs {
      #expect(ObjectIdentifier(uikit) == ObjectIdentifier(layout), "\(uikit)")
    }
  }

  @Test func nestedNamesHaveUIKitsRawValues() {
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
    #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(UIWindow.Level.alert.rawValue == 2000 && UIWindow.Level.statusBar.rawValue == 1000)
    #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    #expect(UIStackView.Distribution.fillEqually.rawValue == 1)
    #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
    #expect(UIControl.State.selected.rawValue == 1 << 2)
    #expect(UIButton.ButtonType.system.rawValue == 1)
  }

  /// The guide's example (Docs/UIKit.md): iOS-shaped code, laid out here.
  @Test func aFileWrittenForIOSLaysOutHere() {
    let window = UIWindow(screen: .iPhone15)
    let banner = UILabel()
    banner.text = "Saved"
    banner.textAlignment = .center
    banner.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    window.addSubview(banner)
    banner.snp.makeConstraints {
      $0.top.equalTo(window.safeAreaLayoutGuide.snp.top).offset(40)
      $0.leading.trailing.equalToSuperview().inset(
        UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
      $0.height.equalTo(35)
    }
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    stack.axis = NSLayoutConstraint.Axis.vertical
    stack.distribution = .fillEqually
    window.addSubview(stack)
    stack.snp.makeConstraints {
      $0.bottom.equalTo(window.safeAreaLayoutGuide)
      $0.centerX.equalToSuperview()
      $0.size.equalTo(CGSize(width: 100, height: 80))
    }
    window.layoutIfNeeded()
    // Safe top 59 + 40; 393 − 2 × 20 wide.
    #expect(banner.frame.isClose(to: CGRect(x: 20, y: 99, width: 353, height: 35)))
    // Safe bottom 852 − 34 = 818, 80 high, centred at 146.5: 439.5 pixels at 3x, written as
    // 440 (146⅔); two rows of 40, the second 40 below the first.
    #expect(stack.frame.isClose(to: CGRect(x: 440.0 / 3, y: 738, width: 100, height: 80)))
    #expect(
      stack.arrangedSubviews[1].frame.isClose(to: CGRect(x: 0, y: 40, width: 100, height: 40)))
  }
}
