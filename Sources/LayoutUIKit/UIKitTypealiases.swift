// UIKit's names for Layout's types. Five more live in Layout itself, because SnapKit code
// spells them even without this module: `UIColor`, `UIFont`, `UIEdgeInsets`,
// `NSDirectionalEdgeInsets` and `UILayoutPriority`.

/// `UIView`: ``Layout/View``.
public typealias UIView = View

/// `UILabel`: ``Layout/Label``.
public typealias UILabel = Label

/// `UIButton`: ``Layout/Button``.
public typealias UIButton = Button

/// `UIControl`: ``Layout/Control`` (`UIControl.State`, `UIControl.Event` and the content
/// alignments are nested in it).
public typealias UIControl = Control

/// `UIAction`: ``Layout/Action``.
public typealias UIAction = Action

/// `CALayer` (which `import UIKit` brings with QuartzCore): ``Layout/Layer``, a view's
/// `layer`.
public typealias CALayer = Layer

/// `UIImageView`: ``Layout/ImageView`` (an image is known by its size only).
public typealias UIImageView = ImageView

/// `UIScrollView`: ``Layout/ScrollView``.
public typealias UIScrollView = ScrollView

/// `UIStackView`: ``Layout/StackView``.
public typealias UIStackView = StackView

/// `UISwitch`: ``Layout/Switch``.
public typealias UISwitch = Switch

/// `UIWindow`: ``Layout/Window`` (`UIWindow(frame:)`, `UIWindow(windowScene:)`, or on a
/// screen: `UIWindow(screen: .iPhone15)`).
public typealias UIWindow = Window

/// `UIViewController`: ``Layout/ViewController``.
public typealias UIViewController = ViewController

/// `UIViewControllerTransitionCoordinator`: ``Layout/TransitionCoordinator``, what
/// `viewWillTransition(to:with:)` is given.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator

/// `UIViewControllerTransitionCoordinatorContext`: ``Layout/TransitionCoordinator`` too (it
/// is its own context, as UIKit's coordinator is).
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinator

/// `UIApplication`: ``Layout/Application``; `UIApplication.shared` is the application bound
/// with `Application.withCurrent(_:_:)` (one with no scenes outside any).
public typealias UIApplication = Application

/// `UIScene`: ``Layout/ApplicationScene``, what `connectedScenes` holds.
public typealias UIScene = ApplicationScene

/// `UIWindowScene`: ``Layout/Scene``, the windows of one screen, owned by the caller.
public typealias UIWindowScene = Scene

/// `UIScreen`: ``Layout/Screen``, a device profile (`UIScreen.main` is the current
/// application's first scene's screen, an iPhone 15 outside any).
public typealias UIScreen = Screen

/// `UILayoutGuide`: ``Layout/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide

/// `NSLayoutConstraint`: ``Layout/LayoutConstraint``, one relation, whoever made it (an
/// anchor, the item/attribute initialiser, the visual format, SnapKit's `Constraint`, whose
/// `layoutConstraints` are these objects).
public typealias NSLayoutConstraint = LayoutConstraint

/// `NSLayoutAnchor`: ``Layout/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor

/// `NSLayoutXAxisAnchor`: ``Layout/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// `NSLayoutYAxisAnchor`: ``Layout/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// `NSLayoutDimension`: ``Layout/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension

/// `NSLineBreakMode`: ``Layout/LineBreakMode`` (the same cases and raw values).
public typealias NSLineBreakMode = LineBreakMode

/// `NSTextAlignment`: ``Layout/TextAlignment`` (the same cases; no raw values).
public typealias NSTextAlignment = TextAlignment

/// `UIUserInterfaceLayoutDirection`: ``Layout/LayoutDirection`` (`.leftToRight`,
/// `.rightToLeft`).
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

/// `UISemanticContentAttribute`: ``Layout/View/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = View.SemanticContentAttribute

/// `UIContentSizeCategory`: ``Layout/ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory

/// `UIImage`: ``Layout/Image``.
public typealias UIImage = Image

/// `UIGraphicsImageRenderer`: ``Layout/GraphicsImageRenderer`` (sizes, no pixels).
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer

/// `UIGraphicsImageRendererFormat`: ``Layout/GraphicsImageRenderer/Format``.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRenderer.Format

/// `UIGraphicsImageRendererContext`: ``Layout/GraphicsImageRenderer/Context``.
public typealias UIGraphicsImageRendererContext = GraphicsImageRenderer.Context

/// The type `#imageLiteral(resourceName:)` makes, as UIKit declares it: an image looked up
/// by name (``Layout/Image/init(imageLiteralResourceName:)``).
public typealias _ImageLiteralType = Image

/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it.
public typealias _ColorLiteralType = Color

/// `UITextField`: ``Layout/TextField``.
public typealias UITextField = TextField

/// `UITextFieldDelegate`: ``Layout/TextFieldDelegate`` (every method has a default).
public typealias UITextFieldDelegate = TextFieldDelegate

/// `UITextView`: ``Layout/TextView``.
public typealias UITextView = TextView

/// `UIActivityIndicatorView`: ``Layout/ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView

/// `UIProgressView`: ``Layout/ProgressView``.
public typealias UIProgressView = ProgressView

/// `UISlider`: ``Layout/Slider``.
public typealias UISlider = Slider

/// `UISegmentedControl`: ``Layout/SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl

/// `UIKeyboardType`: ``Layout/KeyboardType``.
public typealias UIKeyboardType = KeyboardType

/// `UIReturnKeyType`: ``Layout/ReturnKeyType``.
public typealias UIReturnKeyType = ReturnKeyType

/// `UITextAutocapitalizationType`: ``Layout/TextAutocapitalizationType``.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// `UITextAutocorrectionType`: ``Layout/TextAutocorrectionType``.
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// `NSParagraphStyle`: ``Layout/ParagraphStyle``.
public typealias NSParagraphStyle = ParagraphStyle

/// `NSMutableParagraphStyle`: ``Layout/MutableParagraphStyle``.
public typealias NSMutableParagraphStyle = MutableParagraphStyle

/// `UITraitCollection`: ``Layout/TraitCollection``.
public typealias UITraitCollection = TraitCollection

/// `UIUserInterfaceSizeClass`: ``Layout/UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// `UIUserInterfaceIdiom`: ``Layout/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

/// `UIStatusBarStyle`: ``Layout/StatusBarStyle``.
public typealias UIStatusBarStyle = StatusBarStyle

/// `UINavigationController`: ``Layout/NavigationController``.
public typealias UINavigationController = NavigationController

/// `UINavigationBar`: ``Layout/NavigationBar``.
public typealias UINavigationBar = NavigationBar

/// `UINavigationItem`: ``Layout/NavigationItem``.
public typealias UINavigationItem = NavigationItem

/// `UIBarButtonItem`: ``Layout/BarButtonItem`` (a tap runs its `primaryAction`).
public typealias UIBarButtonItem = BarButtonItem

/// `UITabBarController`: ``Layout/TabBarController``.
public typealias UITabBarController = TabBarController

/// `UITabBar`: ``Layout/TabBar``.
public typealias UITabBar = TabBar

/// `UITabBarItem`: ``Layout/TabBarItem``.
public typealias UITabBarItem = TabBarItem

/// `UITableView`: ``Layout/TableView``.
public typealias UITableView = TableView

/// `UITableViewCell`: ``Layout/TableViewCell`` (its `init(style:reuseIdentifier:)` is
/// `required`: see Docs/UIKit.md).
public typealias UITableViewCell = TableViewCell

/// `UITableViewDataSource`: ``Layout/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource

/// `UITableViewDelegate`: ``Layout/TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate

/// `UIViewPropertyAnimator`: ``Layout/ViewPropertyAnimator``, on ``Layout/Animator/current``.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator

/// `UIViewAnimatingPosition`: ``Layout/ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition

/// `UIViewAnimatingState`: ``Layout/ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState

/// `UITimingCurveProvider`: ``Layout/TimingCurveProvider``.
public typealias UITimingCurveProvider = TimingCurveProvider

/// `UICubicTimingParameters`: ``Layout/CubicTimingParameters``.
public typealias UICubicTimingParameters = CubicTimingParameters

/// `UISpringTimingParameters`: ``Layout/SpringTimingParameters`` (made from a damping ratio).
public typealias UISpringTimingParameters = SpringTimingParameters

/// `UITouch`: ``Layout/Touch`` (made by ``Layout/Scene/touchDown(at:)``).
public typealias UITouch = Touch

/// `UIEvent`: ``Layout/Event``, the touches of the moment.
public typealias UIEvent = Event

/// `UIGestureRecognizer`: ``Layout/GestureRecognizer`` (targets are methods, not selectors).
public typealias UIGestureRecognizer = GestureRecognizer

/// `UIGestureRecognizerDelegate`: ``Layout/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// `UITapGestureRecognizer`: ``Layout/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// `UILongPressGestureRecognizer`: ``Layout/LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// `UIPanGestureRecognizer`: ``Layout/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// `UISwipeGestureRecognizer`: ``Layout/SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// `UIPageControl`: ``Layout/PageControl`` (its sizes approximated).
public typealias UIPageControl = PageControl

/// `UIStepper`: ``Layout/Stepper``.
public typealias UIStepper = Stepper

/// `UIFeedbackGenerator`: ``Layout/FeedbackGenerator`` (plays nothing; records what it was
/// asked to play).
public typealias UIFeedbackGenerator = FeedbackGenerator

/// `UIImpactFeedbackGenerator`: ``Layout/ImpactFeedbackGenerator``.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator

/// `UISelectionFeedbackGenerator`: ``Layout/SelectionFeedbackGenerator``.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator

/// `UINotificationFeedbackGenerator`: ``Layout/NotificationFeedbackGenerator``.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
