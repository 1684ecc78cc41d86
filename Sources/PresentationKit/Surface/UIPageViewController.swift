/// `UIPageViewControllerDataSource`: the pages before and after one.
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// `UIPageViewControllerDelegate`: every requirement optional.
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

/// `UIPageViewController`: a container showing one page, a child controller whose view fills its
/// own. `setViewControllers(_:direction:animated:completion:)` replaces the page at once, with the
/// containment calls UIKit makes (`addChild`, `didMove(toParent:)`, and for the page that leaves,
/// `willMove(toParent: nil)` and `removeFromParent()`); [?] the scroll or curl between pages is not
/// drawn, and the finger does not turn pages (the data source is kept, not asked).
open class UIPageViewController: UIViewController {
    /// `UIPageViewController.TransitionStyle`, `NavigationOrientation`, `NavigationDirection`,
    /// `SpineLocation`, `OptionsKey`.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    open var isDoubleSided = false
    /// `viewControllers`: the page shown.
    open private(set) var viewControllers: [UIViewController]?

    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }
    /// `init(nibName:bundle:)`: a convenience initialiser here, as Swift imports the inherited
    /// designated one into a class that declares its own (UIPageViewController.h marks only
    /// `initWithTransitionStyle:navigationOrientation:options:` and `initWithCoder:`). It makes
    /// a page-curl, horizontal controller, UIKit's defaults (a storyboard's page view controller
    /// too). With it overridden the class inherits `init()`: `UIPageViewController()` is the same.
    public override convenience init(nibName: String?, bundle: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    /// `setViewControllers(_:direction:animated:completion:)`.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for page in viewControllers ?? [] where page.parent !== self {
            addChild(page)
            page.view.frame = view.bounds
            page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        completion?(true)
    }
}
