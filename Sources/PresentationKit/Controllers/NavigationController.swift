/// `UINavigationController`: a container whose view holds a navigation bar along the top and,
/// under it, the view UIKit calls the navigation transition view, in which the top controller's
/// view sits and pushes and pops are animated (a published view dump: `UINavigationTransitionView`
/// beside `UINavigationBar` in the navigation controller's view).
///
/// The stack changes at once when the app pushes or pops, as `viewControllers` says right after
/// the call; what is shown catches up later, from the run loop (`Engine+Navigation.swift`), so
/// several changes made in one go are one transition, from the controller shown to the new top.
open class NavigationController: ViewController {
    /// `UINavigationController.Operation`: what a navigation transition does.
    public enum Operation: Int, Sendable {
        case none, push, pop
        /// How the trace and the output name it.
        public var name: String {
            switch self {
            case .none: return "none"
            case .push: return "push"
            case .pop: return "pop"
            }
        }
    }

    /// `delegate`, held weakly as UIKit's is.
    open weak var delegate: NavigationControllerDelegate?
    /// `isNavigationBarHidden`; setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden = false {
        didSet {
            bar.isHidden = isNavigationBarHidden
            if isViewLoaded { layOut() }
        }
    }
    /// `interactivePopGestureRecognizer`: the edge pan UIKit puts on the navigation controller's
    /// view; the model's `Engine.panEdge` plays the finger that drives it.
    /// Read-only and open (UINavigationController.h), so a subclass may answer another.
    open var interactivePopGestureRecognizer: GestureRecognizer? { popGestureRecognizer }
    private let popGestureRecognizer = GestureRecognizer()

    /// The bar along the top: a plain view here; the UIKit-spelled layer swaps in its
    /// `UINavigationBar` when code first reads `navigationBar`.
    package private(set) var bar = View(name: "navigationBar")
    /// The navigation transition view: the container of pushes and pops.
    package private(set) var transitionView = View(name: "navigationTransitionView")
    /// The stack as last shown: what the next transition starts from.
    package var shownStack: [ViewController] = []
    /// Whether a transition from `shownStack` to the stack is waiting for the run loop, and
    /// whether the last change asked for animation.
    package var pendingTransition: (animated: Bool, interactive: Bool)?
    /// Where the pending transition's calls begin in the trace (`Engine.traceEnd` at the first
    /// change it shows): the app's call, whose containment calls belong to it as `present`'s do.
    package var pendingTraceStart = 0

    /// `init(rootViewController:)`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }
    /// `init(navigationBarClass:toolbarClass:)`: designated (UINavigationController.h); the
    /// model's bar whatever the class.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: Coder) {
        return nil
    }

    /// `viewControllers`, the root first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController] {
        get { childControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    /// `topViewController`: the last of the stack.
    open var topViewController: ViewController? { childControllers.last }
    /// `visibleViewController`: what it presents, if anything, else the top of the stack.
    open var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// The engine that animates this controller's changes: one whose window shows its view.
    package var onScreenEngine: Engine? {
        guard isViewLoaded, view.window != nil else { return nil }
        return engine
    }

    open override func loadView() {
        let container = View()
        container.backgroundColor = .systemBackground
        container.autoresizingMask = .flexibleSize
        transitionView.autoresizingMask = .flexibleSize
        bar.autoresizingMask = .flexibleWidth
        bar.backgroundColor = Color(name: "secondarySystemBackground")
        container.addSubview(transitionView)
        container.addSubview(bar)
        view = container
        showTopAtOnce()
    }

    /// `setViewControllers(_:animated:)`. [D] Apple: "If animations are enabled, this method
    /// decides which type of transition to perform based on whether the last item in the items
    /// array is already in the navigation stack": a pop if it is (and is not the top), a push if
    /// it is not, nothing if it is the top.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        change(to: controllers, animated: animated, call: .setViewControllers(controllers))
    }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        // [D] Apple: "If the view controller is already on the navigation stack, this method
        // throws an exception"; the model logs the refusal instead (as a refused `present`).
        if childControllers.contains(where: { $0 === viewController }) {
            engine?.consoleLog.append(
                "pushViewController(_:animated:): \(viewController.typeName) is already on the stack; UIKit raises here"
            )
            return
        }
        change(to: childControllers + [viewController], animated: animated, call: .push(viewController))
    }

    /// `popViewController(animated:)`: the controller popped, or nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard childControllers.count > 1, let top = topViewController else { return nil }
        change(to: Array(childControllers.dropLast()), animated: animated, call: .pop)
        return top
    }

    /// `popToRootViewController(animated:)`: the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = childControllers.first, childControllers.count > 1 else { return [] }
        let popped = Array(childControllers.dropFirst())
        change(to: [root], animated: animated, call: .popToRoot)
        return popped
    }

    /// `popToViewController(_:animated:)`: the controllers popped, nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = childControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(childControllers[(i + 1)...])
        if popped.isEmpty { return [] }
        change(to: Array(childControllers[...i]), animated: animated, call: .popTo(viewController))
        return popped
    }

    /// `hidesBarsOnSwipe`, `hidesBarsOnTap`, `hidesBarsWhenKeyboardAppears`,
    /// `hidesBarsWhenVerticallyCompact`: kept for an app to set; the model hides no bar by itself.
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false
    /// `isToolbarHidden`, `setToolbarHidden(_:animated:)`: kept; there is no toolbar to draw.
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// `hideShowBarDuration` (UINavigationControllerHideShowBarDuration).
    public static let hideShowBarDuration: Double = NavigationRules.duration

    // MARK: The bars and their gesture recognizers (issue 31: open, as UIKit's)

    /// `navigationBar` (UINavigationController.h): a `UINavigationBar`, 44 points tall under the
    /// safe area's top, holding the navigation items of the stack (the top one last). Made on
    /// first read, in the place of the plain bar the engine lays out.
    open var navigationBar: UINavigationBar {
        let navigationBar: UINavigationBar
        if let made = bar as? UINavigationBar {
            navigationBar = made
        } else {
            navigationBar = UINavigationBar(frame: .zero)
            replaceBar(with: navigationBar)
        }
        navigationBar.items = viewControllers.map(\.navigationItem)
        return navigationBar
    }

    /// `toolbar` (UINavigationController.h): the controller's toolbar, made on first read and
    /// kept, holding the top controller's `toolbarItems` (Apple: "the toolbar displays the
    /// toolbarItems of the top view controller"). [?] It is not laid out or shown, whatever
    /// `isToolbarHidden` says.
    open var toolbar: UIToolbar! {
        let toolbar: UIToolbar
        if let made = uikitExtras["toolbar"] as? UIToolbar {
            toolbar = made
        } else {
            toolbar = UIToolbar(frame: .zero)
            uikitExtras["toolbar"] = toolbar
        }
        toolbar.items = topViewController?.toolbarItems
        return toolbar
    }

    /// `barHideOnSwipeGestureRecognizer`, `barHideOnTapGestureRecognizer` (UINavigationController.h,
    /// iOS 8): the recognizers UIKit hides and shows the bars with when `hidesBarsOnSwipe` or
    /// `hidesBarsOnTap` is set. The model hides no bar by itself, so they are on no view and never
    /// recognise; each is made once, and its first read says so once.
    open var barHideOnSwipeGestureRecognizer: PanGestureRecognizer {
        Engine.running?.noteOnce(
            "barHideOnSwipeGestureRecognizer: kept; the model hides no bar by itself, so it never recognises")
        return barHideOnSwipe
    }
    open var barHideOnTapGestureRecognizer: TapGestureRecognizer {
        Engine.running?.noteOnce(
            "barHideOnTapGestureRecognizer: kept; the model hides no bar by itself, so it never recognises")
        return barHideOnTap
    }
    private lazy var barHideOnSwipe = PanGestureRecognizer()
    private lazy var barHideOnTap = TapGestureRecognizer()

    /// `setNavigationBarHidden(_:animated:)`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOut()
    }

    /// A size change moves the bar with the safe area (under the status bar in portrait, at the
    /// top in a phone's landscape), alongside the change.
    open override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.layOut() }, completion: nil)
    }

    /// What the app called to change the stack, for the trace.
    package enum StackCall {
        case push(ViewController)
        case pop, popToRoot
        case popTo(ViewController)
        case setViewControllers([ViewController])
    }

    /// Changes the stack: through the engine when this controller is on screen (the containment
    /// calls now, the transition from the run loop), at once otherwise (the views of a stack set
    /// up before it is shown appear with the navigation controller's own).
    private func change(to controllers: [ViewController], animated: Bool, call: StackCall) {
        if let engine = onScreenEngine {
            do {
                try engine.changeStack(of: self, to: controllers, animated: animated, call: call)
            } catch {
                engine.consoleLog.append("\(call.hook.rawValue) on \(typeName): \(error)")
            }
            return
        }
        for c in childControllers where !controllers.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            if c.isViewLoaded, c.view.superview === transitionView { c.view.removeFromSuperview() }
            c.removeFromParent()
        }
        for c in controllers where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        childControllers = controllers
        shownStack = controllers
        showTopAtOnce()
    }

    /// Puts the top controller's view in the transition view and takes the others out, with no
    /// animation and no appearance calls (a stack not on screen).
    package func showTopAtOnce() {
        guard isViewLoaded else { return }
        for c in childControllers.dropLast() where c.isViewLoaded && c.view.superview === transitionView {
            c.view.removeFromSuperview()
        }
        if let top = topViewController, top.view.superview !== transitionView {
            transitionView.addSubview(top.view)
        }
        updateBarText()
        layOut()
    }

    /// Gives the bar its place (44 points under the safe area's top [D] Apple's Human Interface
    /// Guidelines of iOS 7 to 16, the standard bar height) and the content the whole container:
    /// a controller's view extends under a translucent bar, iOS's default (Apple,
    /// `edgesForExtendedLayout`).
    package func layOut() {
        guard let container = viewIfLoaded else { return }
        let top = container.safeAreaInsets.top
        bar.frame = Rect(x: 0, y: top, width: container.bounds.width, height: 44)
        transitionView.frame = container.bounds
        if engine?.activeTransition?.navigationController === self { return }
        if let content = topViewController?.viewIfLoaded, content.superview === transitionView {
            content.frame = transitionView.bounds
            content.autoresizingMask = .flexibleSize
        }
    }

    /// What the bar shows, as text in the drawing: the back button (the previous controller's
    /// title, or "Back" [D] Apple, `backButtonTitle`: "the default value of this property is
    /// nil", and the bar then shows the previous item's title) and the top controller's title.
    /// [?] The bar is drawn as a strip with this text; its own animation during a push is not.
    package func updateBarText() {
        let stack = childControllers
        guard let top = stack.last else {
            bar.text = nil
            return
        }
        // Each controller's `navigationItem`, as UIKit's bar asks for it: a subclass's override
        // of it is the item shown, and its title's changes are shown too (its owner is told).
        func item(of vc: ViewController) -> UINavigationItem {
            let item = vc.navigationItem
            if item.owner == nil { item.owner = vc }
            return item
        }
        func shown(_ vc: ViewController) -> String? {
            (item(of: vc).titleText ?? vc.title).flatMap { $0.isEmpty ? nil : $0 }
        }
        var parts: [String] = []
        if stack.count > 1 {
            // The back item's `backButtonDisplayMode` and the top item's `style` (UINavigationItem.h):
            // `.minimal` or an `.editor` on top show the chevron alone; `.generic` ignores the
            // titles but not a back bar button item's.
            let previous = item(of: stack[stack.count - 2])
            if item(of: top).style == .editor || previous.backButtonDisplayMode == .minimal {
                parts.append("‹")
            } else if previous.backButtonDisplayMode == .generic {
                parts.append("‹ " + (previous.backBarButtonItem?.title ?? "Back"))
            } else {
                parts.append("‹ " + (previous.backTitleText ?? shown(stack[stack.count - 2]) ?? "Back"))
            }
        }
        if let title = shown(top) { parts.append(title) }
        bar.text = parts.isEmpty ? nil : parts.joined(separator: "   ")
    }

    /// Puts `replacement` where the bar is (the UIKit-spelled layer's `UINavigationBar`).
    package func replaceBar(with replacement: View) {
        replacement.frame = bar.frame
        replacement.autoresizingMask = bar.autoresizingMask
        replacement.isHidden = bar.isHidden
        replacement.backgroundColor = bar.backgroundColor
        replacement.name = bar.name
        replacement.text = bar.text
        if let superview = bar.superview, let i = superview.subviews.firstIndex(where: { $0 === bar }) {
            bar.removeFromSuperview()
            superview.insertSubview(replacement, at: i)
        }
        bar = replacement
    }
}

extension NavigationController.StackCall {
    /// The hook the trace records for the call.
    package var hook: Hook {
        switch self {
        case .push: return .pushViewController
        case .pop: return .popViewController
        case .popToRoot: return .popToRootViewController
        case .popTo: return .popToViewController
        case .setViewControllers: return .setViewControllers
        }
    }
}

/// A copy for a session's checkpoint (`WorldCopy`): its views, stacks and delegate as copies.
extension NavigationController: WorldCopyable {
    public func worldCopy(in world: WorldCopy) -> AnyObject {
        guard type(of: self) == NavigationController.self else {
            world.refuse("a navigation controller of class \(type(of: self)) cannot be copied")
            return self
        }
        let c = NavigationController(typeName: typeName)
        world.register(self, as: c) { [unowned world] in
            world.fillController(c, from: self)
            c.bar = world.view(self.bar)
            c.transitionView = world.view(self.transitionView)
            c.shownStack = self.shownStack.map(world.controller)
            c.pendingTransition = self.pendingTransition
            c.pendingTraceStart = self.pendingTraceStart
            c.delegate = self.delegate.flatMap { world.object($0) }
            c.hidesBarsOnSwipe = self.hidesBarsOnSwipe
            c.hidesBarsOnTap = self.hidesBarsOnTap
            c.hidesBarsWhenKeyboardAppears = self.hidesBarsWhenKeyboardAppears
            c.hidesBarsWhenVerticallyCompact = self.hidesBarsWhenVerticallyCompact
            c.isToolbarHidden = self.isToolbarHidden
            c.interactivePopGestureRecognizer?.isEnabled = self.interactivePopGestureRecognizer?.isEnabled ?? true
            if self.isNavigationBarHidden { c.isNavigationBarHidden = true }
        }
        return c
    }
}

/// What the UIKit-spelled layer's `UINavigationItem` tells the navigation controller: the title it
/// shows, the back button's, and that its controller's `title` changed (UIKit keeps the two in step).
package protocol NavigationItemTitle: AnyObject {
    var titleText: String? { get }
    var backTitleText: String? { get }
    func controllerTitleDidChange(_ title: String?)
}
