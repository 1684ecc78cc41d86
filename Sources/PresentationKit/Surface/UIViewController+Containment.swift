/// Child view controllers, as UIKit's containment API: `addChild(_:)` (which sends the child
/// `willMove(toParent:)`), `didMove(toParent:)` from the container's code, `removeFromParent()`
/// (which sends `didMove(toParent: nil)`); the container adds the child's view itself, as on iOS.
extension ViewController {
    /// The nearest container above of a kind (a tab bar or split view controller), walking the
    /// parents as UIKit's `tabBarController` and `splitViewController` do.
    func nearestAncestor<Container: ViewController>(_ kind: Container.Type) -> Container? {
        var c: ViewController? = parent
        while let current = c {
            if let found = current as? Container { return found }
            c = current.parent
        }
        return nil
    }
}

/// `UINavigationController`: PresentationKit's navigation controller, whose pushes and pops the
/// engine animates and traces (`Engine+Navigation.swift`).
public typealias UINavigationController = NavigationController
/// `UINavigationControllerDelegate`: every requirement optional.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate

/// `UITabBarController`: a container of controllers, the selected one's view shown.
open class UITabBarController: ViewController {
    /// `tabBar`: a plain view along the bottom (not drawn with items).
    public let tabBar = View(frame: .zero)
    /// `viewControllers`.
    open var viewControllers: [ViewController]? {
        didSet {
            for c in viewControllers ?? [] where c.parent !== self {
                addChild(c)
                c.didMove(toParent: self)
            }
        }
    }
    /// `selectedIndex`, `selectedViewController`.
    open var selectedIndex = 0
    open var selectedViewController: ViewController? {
        get {
            guard let all = viewControllers, all.indices.contains(selectedIndex) else { return nil }
            return all[selectedIndex]
        }
        set {
            if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
        }
    }
    /// `delegate`, held weakly. The model's tab bar is never tapped, so only the app's own code
    /// selects a tab, which UIKit tells no delegate of [?].
    open weak var delegate: UITabBarControllerDelegate?
    /// `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// `tabs` (iOS 18, UITabBarController.h): the tabs shown; setting them makes the tabs'
    /// controllers the `viewControllers` (each made by its tab's provider on first read), as
    /// UIKit derives them from the tabs, and each tab's `tabBarController` this one. [?] Hidden
    /// tabs are counted like the others: the model's tab bar draws no items to hide.
    open var tabs: [UITab] = [] {
        didSet {
            for tab in oldValue where tab.owner === self { tab.owner = nil }
            for tab in tabs { tab.owner = self }
            viewControllers = tabs.map(\.viewController)
        }
    }
    /// `setTabs(_:animated:)` (iOS 18): as setting `tabs`; the model animates no tab bar.
    open func setTabs(_ tabs: [UITab], animated: Bool) { self.tabs = tabs }
    /// `selectedTab` (iOS 18): the tab at `selectedIndex`; setting a tab of `tabs` selects it.
    open var selectedTab: UITab? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            if let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
        }
    }
    /// `tab(forIdentifier:)` (iOS 18): the tab of `tabs` with that identifier.
    open func tab(forIdentifier identifier: String) -> UITab? { tabs.first { $0.identifier == identifier } }

    /// `UITabBarController.Mode` (iOS 18), with UIKit's raw values.
    public enum Mode: Int, Sendable {
        case automatic = 0
        case tabBar = 1
        case tabSidebar = 2
    }
    /// `mode` (iOS 18): kept. [?] The model's tab bar controller shows no sidebar, so
    /// `.tabSidebar` shows as a tab bar does, said once.
    open var mode: Mode = .automatic {
        didSet {
            if mode == .tabSidebar {
                Engine.running?.noteOnce("UITabBarController.mode: the sidebar is not modelled; shown as a tab bar")
            }
        }
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }
    /// `init(tabs:)` (iOS 18): a tab bar controller showing `tabs`; a convenience initialiser,
    /// as UITabBarController.h does not mark it designated.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        // Through the setter method, so that `tabs`' observer runs (it does not in an initialiser).
        setTabs(tabs, animated: false)
    }
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// `UITabBarControllerDelegate`: every member optional (defaults below), as UIKit's.
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    { .all }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    { .portrait }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// `UILayoutSupport`: what the deprecated `topLayoutGuide` and `bottomLayoutGuide` are
/// (PresentationKit's `LayoutSupport`, as they are in the engine's class body).
public typealias UILayoutSupport = LayoutSupport

/// A controller's toolbar items, as its extras keep them (one object).
final class ToolbarItems {
    let items: [UIBarButtonItem]
    init(_ items: [UIBarButtonItem]) { self.items = items }
}
