import PresentationKit

/// Child view controllers, as UIKit's containment API: `addChild(_:)` (which sends the child
/// `willMove(toParent:)`), `didMove(toParent:)` from the container's code, `removeFromParent()`
/// (which sends `didMove(toParent: nil)`); the container adds the child's view itself, as on iOS.
extension ViewController {
    /// `navigationController`: the nearest navigation controller above, this one included.
    public var navigationController: UINavigationController? {
        var c: ViewController? = self
        while let current = c {
            if let nav = current as? UINavigationController { return nav }
            c = current.parent
        }
        return nil
    }

    /// `tabBarController`: the nearest tab bar controller above.
    public var tabBarController: UITabBarController? {
        var c: ViewController? = parent
        while let current = c {
            if let tabs = current as? UITabBarController { return tabs }
            c = current.parent
        }
        return nil
    }

    /// `next` (`UIResponder`'s): the parent, else the presenting controller.
    public var next: AnyObject? { parent ?? presentingViewController }

    /// `showDetailViewController(_:sender:)`: with no split view, presents, as UIKit's default.
    public func showDetailViewController(_ vc: ViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// `show(_:sender:)`: pushes inside a navigation controller, presents otherwise, as UIKit's default.
    public func show(_ vc: ViewController, sender: Any?) {
        if let nav = navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}

/// `UINavigationController`: a container whose view holds its navigation bar along the top and
/// the top controller's view below it (a child, as UIKit's). Pushing and popping switch the
/// child at once (the model animates presentations, not pushes [?]).
open class UINavigationController: ViewController {
    /// `UINavigationController.Operation`: what a navigation transition does.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
    /// `navigationBar`: 44 points tall, below the safe area's top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// `delegate`, held weakly.
    open weak var delegate: UINavigationControllerDelegate?
    /// `isNavigationBarHidden`.
    open private(set) var isNavigationBarHidden = false
    /// `interactivePopGestureRecognizer`: kept, never recognises.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

    /// `init(rootViewController:)`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }
    /// `init(navigationBarClass:toolbarClass:)`: the model's bar whatever the class.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `viewControllers`, the root first.
    open var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// `topViewController`, `visibleViewController`.
    open var topViewController: ViewController? { children.last }
    open var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    open override func loadView() {
        let container = View()
        container.backgroundColor = .systemBackground
        container.autoresizingMask = .flexibleSize
        navigationBar.autoresizingMask = .flexibleWidth
        container.addSubview(navigationBar)
        view = container
        showTop()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
    }

    /// `setViewControllers(_:animated:)`.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        for c in children where !controllers.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            if c.isViewLoaded { c.view.removeFromSuperview() }
            c.removeFromParent()
        }
        for c in controllers where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        childControllers = controllers
        navigationBar.items = controllers.map(\.navigationItem)
        if isViewLoaded { showTop() }
    }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        setViewControllers(viewControllers + [controller], animated: animated)
    }
    /// `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }
    /// `popToRootViewController(animated:)`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// `setNavigationBarHidden(_:animated:)`; `isNavigationBarHidden`'s setter is the same without animation.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        if isViewLoaded { layOut() }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOut()
    }

    /// The top controller's view in the container, below the bar.
    private func showTop() {
        guard let container = viewIfLoaded else { return }
        for c in children.dropLast() where c.isViewLoaded && c.view.superview === container {
            c.view.removeFromSuperview()
        }
        if let top = topViewController, top.view.superview !== container {
            container.insertSubview(top.view, belowSubview: navigationBar)
        }
        layOut()
    }

    /// Places the bar (44 points under the safe area's top) and the top view (the whole container:
    /// its content sits under a translucent bar, as iOS's default).
    private func layOut() {
        guard let container = viewIfLoaded else { return }
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: 44)
        if let content = topViewController?.view {
            content.frame = container.bounds
            content.autoresizingMask = .flexibleSize
        }
    }
}

/// `UINavigationControllerDelegate`: every requirement optional; the model does not animate
/// pushes, so none is asked.
/// [?] The model's push and pop do not animate (the navigation issue's work), so it never asks
/// the delegate for an animator or an interaction controller: those methods compile, as in UIKit
/// every one is optional, and are not called.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: ViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    { .all }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { .portrait }
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

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
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// `UILayoutSupport`: what the deprecated `topLayoutGuide` and `bottomLayoutGuide` are, the
/// safe area's top and bottom inset as a length.
public struct UILayoutSupport {
    /// `length`.
    public let length: CGFloat
}

extension ViewController {
    /// `topLayoutGuide` (deprecated in iOS 11 for the safe area): the root view's top safe inset.
    public var topLayoutGuide: UILayoutSupport { UILayoutSupport(length: viewIfLoaded?.safeAreaInsets.top ?? 0) }
    /// `bottomLayoutGuide`: the root view's bottom safe inset.
    public var bottomLayoutGuide: UILayoutSupport {
        UILayoutSupport(length: viewIfLoaded?.safeAreaInsets.bottom ?? 0)
    }
}
