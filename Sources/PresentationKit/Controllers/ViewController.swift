/// What `init?(coder:)` takes and `encode(with:)` fills, as `NSCoder` keyed by string: the model
/// reads no storyboards or nibs and archives nothing to disk, so a coder is only what code makes
/// itself, and it gives back what was encoded in it under each key.
open class Coder {
    /// What was encoded, by key.
    private var values: [String: Any] = [:]

    public init() {}

    /// `encode(_:forKey:)`, for an object or any value (the SDK's overloads for `Bool`, `Int`,
    /// `Float`, `Double` and objects all land here).
    open func encode(_ value: Any?, forKey key: String) { values[key] = value }
    open func encode(_ value: Bool, forKey key: String) { values[key] = value }
    open func encode(_ value: Int, forKey key: String) { values[key] = value }
    open func encode(_ value: Float, forKey key: String) { values[key] = value }
    open func encode(_ value: Double, forKey key: String) { values[key] = value }

    /// `containsValue(forKey:)`.
    open func containsValue(forKey key: String) -> Bool { values[key] != nil }
    /// `decodeObject(forKey:)`: what was encoded under the key, nil if nothing was.
    open func decodeObject(forKey key: String) -> Any? { values[key] }
    /// `decodeBool(forKey:)`, `decodeInteger(forKey:)`, `decodeFloat(forKey:)`,
    /// `decodeDouble(forKey:)`: the value encoded, or false and zero, as Foundation's keyed
    /// unarchiver answers a missing key.
    open func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
    open func decodeInteger(forKey key: String) -> Int { values[key] as? Int ?? 0 }
    open func decodeFloat(forKey key: String) -> Float { values[key] as? Float ?? 0 }
    open func decodeDouble(forKey key: String) -> Double { values[key] as? Double ?? 0 }
}

/// `Bundle` (Foundation's), as `init(nibName:bundle:)` is passed one: there are no resources to
/// find, so it is only a name for `Bundle.main`.
public final class Bundle: Sendable {
    private init() {}
    /// `Bundle.main`.
    public static let main = Bundle()
    /// `Bundle(for:)`: the one bundle.
    public convenience init(for aClass: AnyClass) { self.init() }
}

/// What UIKit refuses to present before the transition begins (an alert with no actions, say):
/// the one line it logs. `UIAlertController` answers it (ProsceniumUIKit).
package protocol RefusesPresentation {
    func refusalBeforePresenting() -> String?
}

/// A screenful of content, as `UIViewController`: a view, a presentation style, a weak
/// transitioning delegate, the presentation relationships, the transition coordinator during a
/// transition, and the appearance and size callbacks UIKit sends (each traced where UIKit sends it).
open class ViewController: Responder, ContentContainer {
    /// The trace type name: the class name unless set (`OverlayViewController`).
    package var typeName: String
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// `modalTransitionStyle`: the motion of UIKit's own transition (`.coverVertical` by default).
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// `isModalInPresentation` (iOS 13+): UIKit refuses the user's interactive dismissal (the swipe).
    open var isModalInPresentation = false
    /// Weak, as in UIKit: whoever sets it must keep it alive.
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// What an app assigns to `presentationController?.delegate` before presenting; weak as in UIKit.
    package weak var adaptivePresentationDelegate: AdaptivePresentationControllerDelegate?
    open internal(set) var presentedViewController: ViewController?
    open internal(set) weak var presentingViewController: ViewController?
    /// The controller managing this one's presentation; UIKit keeps it for the presentation's
    /// lifetime. Read before the controller is presented, it is a stand-in made on first access:
    /// [D] Apple ("presentationController"): "If you have not yet presented the view controller,
    /// accessing this property creates a presentation controller based on the current value in
    /// the modalPresentationStyle property". What an app sets on it (its `delegate`, as the
    /// adaptive-delegate pattern does) is carried into the presentation; [?] which of the
    /// delegate's methods UIKit calls at that first access is not published, so the model asks
    /// for the real controller where `present` begins, as the trace shows.
    open internal(set) var presentationController: PresentationController? {
        get {
            if let activePresentationController { return activePresentationController }
            guard presentingViewController == nil else { return nil }
            if let pendingPresentationController { return pendingPresentationController }
            let made = PresentationController(presentedViewController: self, presenting: nil)
            pendingPresentationController = made
            return made
        }
        set { activePresentationController = newValue }
    }
    /// `activePresentationController` (iOS 16): the one managing a presentation under way or on
    /// screen, nil otherwise.
    open internal(set) var activePresentationController: PresentationController?
    /// The stand-in handed out before a presentation (see `presentationController`).
    package var pendingPresentationController: PresentationController?
    /// Available while a transition involving this controller runs.
    open internal(set) var transitionCoordinator: ViewControllerTransitionCoordinator?
    /// `preferredContentSize`. Changing it while presented tells the presentation controller
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`, traced), as UIKit does (Apple:
    /// "Notifies the container that the preferred content size of a child view controller changed").
    open var preferredContentSize = Size.zero {
        didSet {
            guard preferredContentSize != oldValue, let engine, let pc = activePresentationController,
                pc.containerView != nil
            else { return }
            engine.perform { engine.contentSizeDidChange(of: self, in: pc) }
        }
    }
    /// What the UIKit-spelled layer keeps for a controller and the engine never reads (the
    /// `navigationItem` ProsceniumUIKit hands out), so that layer needs no table of its own.
    package var uikitExtras: [String: AnyObject] = [:]
    /// `parent` (containment): kept here, not in the UIKit-spelled layer, because UIKit walks it to
    /// find a presentation context (Apple, "definesPresentationContext").
    open package(set) weak var parent: ViewController?
    /// `children`, in the order added (set by `addChild(_:)` and `removeFromParent()`).
    package var childControllers: [ViewController] = []
    unowned(unsafe) var engineRef: Engine?

    /// `init()`: a controller with no nib, as `init(nibName: nil, bundle: nil)`. A convenience
    /// initialiser, as Swift imports NSObject's `init` into a class whose designated initialisers
    /// are others (`NS_DESIGNATED_INITIALIZER` on `initWithNibName:bundle:` and `initWithCoder:` in
    /// UIViewController.h): so a subclass writes `init() { super.init(nibName: nil, bundle: nil) }`
    /// without `override`, and Xcode's error for `override init()` is the compiler's here too.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller whose trace name is `typeName` (the engine's stand-ins for the roles).
    package convenience init(typeName: String?) {
        self.init(nibName: nil, bundle: nil)
        if let typeName { self.typeName = typeName }
    }

    /// `init(nibName:bundle:)`, designated (UIViewController.h), which iOS subclasses call from
    /// their own initialisers. There are no nibs: the view comes from `loadView()` when first asked
    /// for, as for a nil nib name.
    public init(nibName: String?, bundle: Bundle?) {
        // What `String(describing: Self.self)` prints, without its casts of the type to the
        // printing protocols: each searched every conformance record, 2.3 M instructions of a
        // scripted run's start-up (BENCHMARKS.md, "A scripted start-up").
        typeName = _typeName(Self.self, qualified: false)
        givenNibName = nibName
        givenNibBundle = bundle
        super.init()
    }

    /// `next` (`UIResponder`'s): the parent, else the presenting controller, else, for a window's
    /// root controller, the window its view is in (Apple's "Using responders and the responder
    /// chain": a controller whose root view is a window's root view passes to the window; one
    /// presented passes to the presenting controller).
    open override var next: Responder? { parent ?? presentingViewController ?? viewIfLoaded?.superview }

    /// `init?(coder:)`: required, as on iOS, so a subclass with an initialiser of its own writes
    /// the `required init?(coder:)` Xcode asks for. Nothing is ever decoded here (no storyboards),
    /// so it makes no controller.
    public required init?(coder: Coder) {
        return nil
    }

    /// Created on first use, as UIKit loads views lazily: the first read calls `loadView()`,
    /// which sets it, then `viewDidLoad()`. [D] Apple ("view"): "If you access this property when
    /// its value is nil, the view controller automatically calls the loadView() method and returns
    /// the resulting view." Setting it (as an override of `loadView()` does) only stores it.
    open var view: View! {
        get {
            if let v = loadedView { return v }
            loadView()
            // [?] A `loadView()` override that sets no view: UIKit would ask again on the next
            // read; the model gives the default view rather than loop.
            if loadedView == nil { loadedView = Self.defaultView() }
            if let engine = Engine.current {
                // Traced where it happens: inside `present` for a controller presented before its view was read.
                let role: TraceRole =
                    engine.window.rootViewController === self
                    ? .presenting : parent is NavigationController ? .pushed : .presented
                engine.traced(role, typeName, .viewDidLoad) { viewDidLoad() }
            } else {
                viewDidLoad()
            }
            return loadedView!
        }
        set { loadedView = newValue }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    /// The controller's own view, known as its root view (its margins follow `systemMinimumLayoutMargins`).
    var loadedView: View? {
        get { rootView }
        set {
            if rootView?.rootViewOf === self { rootView?.rootViewOf = nil }
            rootView = newValue
            newValue?.rootViewOf = self
        }
    }
    private var rootView: View?

    /// `viewRespectsSystemMinimumLayoutMargins`: the root view's margins are at least
    /// `systemMinimumLayoutMargins` (default true, as on iOS).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// `systemMinimumLayoutMargins` (as left and right; the UIKit-spelled layer hands it out as
    /// `NSDirectionalEdgeInsets`): nothing above and below, and at the sides 16 points on a
    /// screen narrower than 414 points, 20 on a wider one. [D] Apple's `ContentMarginGuide`
    /// ("the system layout margins, which range from 16 to 20 points on iPhone"); [?] where the
    /// step from 16 to 20 falls is not published: the model takes the 414-point-wide phones
    /// (the Plus and Max sizes) and anything wider.
    package var minimumRootViewMargins: EdgeInsets {
        let width = loadedView?.window?.bounds.width ?? Engine.current?.window.bounds.width ?? 0
        let side = width >= 414 ? 20.0 : 16.0
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// `loadView()`: makes the controller's view and assigns it to `view`. Override it to build
    /// your own view in code, as on iOS (`view = CardView()`), without calling `super`. [D] Apple
    /// ("loadView()"): "Your custom implementation of this method should not call super."
    open func loadView() {
        loadedView = Self.defaultView()
    }

    /// A controller's root view follows its superview's size (`[.flexibleWidth,
    /// .flexibleHeight]`), as a storyboard's root view is saved; for a `loadView` without a
    /// storyboard Apple's page does not say, and the model assumes the same (`PresentationRules`
    /// lists it among the [?] choices).
    /// Its frame is the screen's bounds until the controller is shown, as UIKit's default
    /// `loadView` makes it (a loaded view logs the screen's size in `viewDidLoad`, "the default
    /// view size is set to UIScreen.mainScreen.bounds": the accepted answer to "Correct loadView
    /// implementation", Stack Overflow), so an animator reading a new controller's frame before
    /// it is shown reads a screen, not a zero rectangle.
    private static func defaultView() -> View {
        let size = Engine.running?.window.screenSize ?? Device.iPhoneSE.size(in: .portrait)
        let v = View(frame: Rect(origin: .zero, size: size))
        v.backgroundColor = .systemBackground
        v.autoresizingMask = PresentationRules.rootViewAutoresizingMask
        return v
    }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewIsAppearing(_:)` (iOS 13+): after `viewWillAppear`, once the view is in the hierarchy and laid out.
    open func viewIsAppearing(_ animated: Bool) {}
    /// `updateContentUnavailableConfiguration(using:)` (iOS 17): where a controller sets its
    /// empty state; called by `setNeedsUpdateContentUnavailableConfiguration()` (ProsceniumUIKit).
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}
    /// `contentUnavailableConfigurationState` (iOS 17).
    open var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        ContentUnavailableConfigurationState(traitCollection: traitCollection)
    }
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {}
    /// The other callbacks UIKit lets a controller override, so an app's overrides compile. The
    /// engine's layout pass does not call `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`
    /// [?]; a child's `preferredContentSize` change is not reported to a parent controller (only a
    /// presented controller's, to its presentation controller).
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// `accessibilityPerformEscape()`: VoiceOver's two-finger scrub, overridable; no assistive
    /// technology runs in the model, so the engine does not call it. UIKit's default handles
    /// nothing (false).
    open func accessibilityPerformEscape() -> Bool { false }
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size)
        -> Size
    { parentSize }
    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Status bar and orientation preferences an app overrides: kept for its code, not drawn
    /// (the model draws no status bar) [?].
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// `childForScreenEdgesDeferringSystemGestures`, `preferredScreenEdgesDeferringSystemGestures`,
    /// `childForHomeIndicatorAutoHidden`, `prefersHomeIndicatorAutoHidden`: read by no system
    /// gesture or home indicator here (the model has neither); kept so an app overrides them.
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    open var shouldAutorotate: Bool { true }
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    open var childForStatusBarStyle: ViewController? { nil }
    open var childForStatusBarHidden: ViewController? { nil }
    /// `modalPresentationCapturesStatusBarAppearance`: kept, not drawn.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// `definesPresentationContext`: a `.currentContext`/`.overCurrentContext` presentation from
    /// this controller or one of its children covers this controller's view (`Engine.presentationContext`).
    open var definesPresentationContext = false
    /// `providesPresentationContextTransitionStyle`: a context that sets it replaces the presented
    /// controller's `modalTransitionStyle` with its own (Apple's page of that name).
    open var providesPresentationContextTransitionStyle = false

    /// `present(_:animated:completion:)` as UIKit spells it: it does not throw. Where UIKit
    /// refuses (already presenting, a transition under way, an alert with nothing to show) it logs
    /// and does nothing; here the refusal goes to the engine's `consoleLog`. A controller in no
    /// window has no engine to log to, and nothing happens. Open, as UIKit's is, so an app's
    /// controller can override it (and call `super`).
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let engine else { return }
        if let refusal = (viewControllerToPresent as? RefusesPresentation)?.refusalBeforePresenting() {
            // UIKit raises here; the model logs the one line and presents nothing.
            return engine.consoleLog.append(refusal)
        }
        do {
            try engine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
        } catch {
            engine.consoleLog.append("present(_:animated:completion:) on \(typeName): \(error)")
        }
    }

    /// `dismiss(animated:completion:)` as UIKit spells it, without `throws` (see `present`).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let engine else { return }
        do {
            try engine.dismiss(presentedViewController ?? self, animated: flag, completion: completion)
        } catch {
            engine.consoleLog.append("dismiss(animated:completion:) on \(typeName): \(error)")
        }
    }

    /// `present` that throws the engine's refusal: what the engine's own tests and the playground
    /// use to see why a presentation did not begin.
    package func presentThrowing(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil)
        throws
    {
        guard let engine = engine else { throw EngineError.notInWindow }
        try engine.present(viewController, from: self, animated: animated, completion: completion)
    }

    /// `dismiss` that throws the engine's refusal (see `presentThrowing`).
    package func dismissThrowing(animated: Bool, completion: (() -> Void)? = nil) throws {
        guard let engine = engine else { throw EngineError.notInWindow }
        let target = presentedViewController ?? self
        try engine.dismiss(target, animated: animated, completion: completion)
    }

    /// `didReceiveMemoryWarning()`: the model sends none.
    open func didReceiveMemoryWarning() {}

    /// `updateTraitsIfNeeded()` (iOS 17): the model's traits change only with a size
    /// transition, which sends them at once, so there is never an update pending.
    open func updateTraitsIfNeeded() {}

    /// `traitCollection`: the presentation's when presented, else the window's.
    open var traitCollection: TraitCollection {
        if let pc = presentationController { return pc.traitCollection }
        if isViewLoaded, let window = view.window { return window.traitCollection }
        return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    /// `title`: what a navigation bar shows for this controller when its navigation item has no
    /// title of its own (Apple, "title": setting it also sets the navigation item's title).
    open var title: String? {
        didSet {
            (uikitExtras["navigationItem"] as? NavigationItemTitle)?.controllerTitleDidChange(title)
            titleShownDidChange()
        }
    }

    /// The bar of the navigation controller this one is in shows its title again.
    package func titleShownDidChange() {
        (parent as? NavigationController)?.updateBarText()
    }

    /// `viewIfLoaded`.
    open var viewIfLoaded: View? { isViewLoaded ? view : nil }

    /// `children`, in the order added.
    open var children: [ViewController] { childControllers }

    /// `addChild(_:)`: sends the child `willMove(toParent:)`; the container adds its view, as on iOS.
    open func addChild(_ child: ViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        childControllers.append(child)
        child.parent = self
    }

    /// `removeFromParent()`: sends `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.childControllers.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// `isBeingPresented`, `isBeingDismissed`, `isMovingToParent`, `isMovingFromParent`: whether
    /// the transition under way presents or dismisses this controller, from the app's call to the
    /// transition's end, so the appearance callbacks read true: Apple's `isBeingDismissed`
    /// reference, "returns true only when called from inside viewWillDisappear(_:) and
    /// viewDidDisappear(_:)" of the dismissal (and `isBeingPresented` likewise for the appearing
    /// ones). The transition, not the phase, decides: the phase reads `stuck` between the app's
    /// call and the first frame, and the presenter link is gone by `viewDidDisappear`.
    open var isBeingPresented: Bool { transitionUnderWay?.kind == .presentation }
    open var isBeingDismissed: Bool { transitionUnderWay?.kind == .dismissal }
    /// Being dismissed by the user (a sheet's swipe, a tap outside a popover), not by the app's
    /// `dismiss`: what UIKit's system pickers tell their delegates about (UIKit has no such property).
    package var isBeingDismissedByUser: Bool {
        transitionUnderWay.map { $0.kind == .dismissal && $0.isByUser } ?? false
    }

    /// The presentation or dismissal of this controller under way or ending, if any.
    private var transitionUnderWay: PresentationKit.Transition? {
        guard let engine = engine ?? Engine.running else { return nil }
        let t = engine.activeTransition ?? engine.endingTransition
        return t?.presented === self ? t : nil
    }
    /// True while this controller is being pushed onto (or taken off) a navigation controller's
    /// stack: from the app's call to the end of the transition's containment calls, so its
    /// appearance callbacks can tell a push or pop from another reason to appear (Apple,
    /// "isMovingToParent": "true if the view controller is appearing because it was added as a
    /// child of a container view controller").
    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }
    /// Set by the engine for a push's or a pop's controllers (`Engine+Navigation.swift`).
    package var movingToParent = false
    package var movingFromParent = false

    /// `loadViewIfNeeded()`: loads the view now if it is not loaded (`loadView`, `viewDidLoad`).
    open func loadViewIfNeeded() {
        if !isViewLoaded { _ = view }
    }

    /// `nibName`, `nibBundle`: what `init(nibName:bundle:)` was given (no nib is ever loaded).
    open var nibName: String? { givenNibName }
    open var nibBundle: Bundle? { givenNibBundle }
    private var givenNibName: String?
    private var givenNibBundle: Bundle?

    /// `isEditing`, `setEditing(_:animated:)`: kept; the model has no editing UI to change.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Layout and bar preferences an app sets, kept for its code: the model's bars and content
    /// view always extend under the bar (iOS's default `edgesForExtendedLayout = .all`), there is
    /// no tab bar to hide, no scroll inset to adjust, no keyboard to dismiss [?].
    open var edgesForExtendedLayout: RectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var automaticallyAdjustsScrollViewInsets = true
    open var hidesBottomBarWhenPushed = false
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    /// `isModalInPopover` (deprecated for `isModalInPresentation`): kept.
    open var isModalInPopover = false
    /// `restorationIdentifier`: kept; the model restores no state.
    open var restorationIdentifier: String?
    /// `preferredInterfaceOrientationForPresentation`: asked by no rotation here; UIKit's default.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }
    /// `shouldAutomaticallyForwardAppearanceMethods`: true, as UIKit's default; the model forwards
    /// the appearance calls of pushes and pops itself either way [?].
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// `updateViewConstraints()`: overridable; the model's layout pass does not call it [?].
    open func updateViewConstraints() {}

    /// `additionalSafeAreaInsets`: kept, not applied [?].
    open var additionalSafeAreaInsets = EdgeInsets()
    /// What `setOverrideTraitCollection(_:forChild:)` keeps, by child.
    private var childTraitOverrides: [(child: ViewController, traits: TraitCollection)] = []

    // MARK: More of UIKit's controller members, in the class body so a subclass can override them

    /// `sheetPresentationController` (iOS 15), `popoverPresentationController`: made on first
    /// read before presenting, as `presentationController` is (`ViewController+Sheet.swift`).
    open var sheetPresentationController: SystemPresentationController? { currentSheetPresentationController() }
    open var popoverPresentationController: SystemPresentationController? {
        currentPopoverPresentationController()
    }

    /// `systemMinimumLayoutMargins`: the floor of the root view's margins (16 or 20 points at the
    /// sides, none above and below; see `minimumRootViewMargins`).
    open var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(leftToRight: minimumRootViewMargins)
    }

    /// `overrideUserInterfaceStyle` (iOS 13): kept; the model draws the light appearance whatever
    /// it says, noted once [?].
    open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified {
        didSet {
            if overrideUserInterfaceStyle != .unspecified {
                Engine.running?.noteOnce("overrideUserInterfaceStyle: kept; the model draws the light appearance")
            }
        }
    }

    /// `navigationController`: the nearest navigation controller above, this one included.
    open var navigationController: NavigationController? {
        var c: ViewController? = self
        while let current = c {
            if let nav = current as? NavigationController { return nav }
            c = current.parent
        }
        return nil
    }

    /// `show(_:sender:)`: pushes inside a navigation controller, presents otherwise, as UIKit's
    /// default (Apple's `show(_:sender:)` reference).
    open func show(_ vc: ViewController, sender: Any?) {
        if let nav = navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`: with no split view, presents, as UIKit's default.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Which appearance `beginAppearanceTransition(_:animated:)` began, until it ends.
    private var appearanceUnderWay: Bool?

    /// `beginAppearanceTransition(_:animated:)`: sends the appearance callback a container sends
    /// a child it shows or hides (`viewWillAppear` or `viewWillDisappear`), and remembers which.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceUnderWay = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// `endAppearanceTransition()`: the matching `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let isAppearing = appearanceUnderWay else { return }
        appearanceUnderWay = nil
        if isAppearing { viewDidAppear(true) } else { viewDidDisappear(true) }
    }

    /// `transition(from:to:duration:options:animations:completion:)`: a container switches between
    /// two of its children. Apple's reference: it "adds the second view controller's view to the
    /// view hierarchy and then performs the animations defined in your animations block. After the
    /// animation completes, it removes the first view controller's view from the view hierarchy";
    /// the new view goes where the old one is, over it, at the frame the app gave it. The two
    /// children's appearance callbacks come around it, as a container that forwards them sends
    /// them [?] (not in the reference; what UIKit does on a device). Children of another parent:
    /// UIKit raises; the model does nothing and says so once.
    open func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: Double,
        options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
            let host = fromViewController.view.superview
        else {
            Engine.running?.noteOnce(
                "transition(from:to:…): both must be children of this controller, the first one on screen; nothing happened"
            )
            return
        }
        let animated = duration > 0
        let forwards = shouldAutomaticallyForwardAppearanceMethods && view.window != nil
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        host.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
        View.perform(
            duration: duration, delay: 0, curve: options.curve, animations: animations ?? {},
            completion: { finished in
                fromViewController.view.removeFromSuperview()
                if forwards {
                    fromViewController.endAppearanceTransition()
                    toViewController.endAppearanceTransition()
                }
                completion?(finished)
            })
    }

    /// `prepare(for:sender:)`, `shouldPerformSegue(withIdentifier:sender:)`,
    /// `performSegue(withIdentifier:sender:)`: storyboard segues. The model has no storyboards,
    /// so no segue is ever prepared; `performSegue` says so once and does nothing, as a
    /// controller without that segue would do nothing visible (UIKit raises instead [?]).
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Engine.running?.noteOnce("performSegue(withIdentifier: \"\(identifier)\"): storyboards are not modelled")
    }

    // MARK: Focus, pointer lock, rotation, restoration: UIKit members the model keeps or answers inertly

    /// `restoresFocusAfterTransition` (UIViewController.h, iOS 10): kept; there is no focus
    /// engine in the model. [D] True by default.
    open var restoresFocusAfterTransition = true
    /// `focusGroupIdentifier` (UIFocus.h's `UIFocusEnvironment`, iOS 15): kept; nil by default.
    open var focusGroupIdentifier: String?
    /// `setNeedsFocusUpdate()`, `updateFocusIfNeeded()` (`UIFocusEnvironment`): there is no focus
    /// engine in the model, so nothing is updated.
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    /// `interactionActivityTrackingBaseName` (UIViewController.h, iOS 16): kept for the signposts
    /// UIKit logs; the model logs none. Nil by default (UIKit falls back on the class name itself).
    open var interactionActivityTrackingBaseName: String?
    /// `performsActionsWhilePresentingModally` (UIViewController.h, iOS 13): whether this
    /// controller handles menu actions while it presents another modally. False here [?].
    open var performsActionsWhilePresentingModally: Bool { false }
    /// `prefersPointerLocked`, `childViewControllerForPointerLock`,
    /// `setNeedsUpdateOfPrefersPointerLocked()` (UIViewController.h, iOS 14): the model has no
    /// pointer, so nothing is locked; UIKit's defaults are false and nil.
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: ViewController? { nil }
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    /// `attemptRotationToDeviceOrientation()` (UIViewController.h, iOS 5-16): the model rotates
    /// only when told (`rotate`), so there is no device orientation to catch up with; said once.
    open class func attemptRotationToDeviceOrientation() {
        Engine.running?.noteOnce(
            "attemptRotationToDeviceOrientation(): the model rotates only when told, so nothing happens")
    }
    /// `applicationFinishedRestoringState()` (UIViewController.h, state restoration): the model
    /// restores no state, so UIKit never calls it here.
    open func applicationFinishedRestoringState() {}

    /// `setOverrideTraitCollection(_:forChild:)`, `overrideTraitCollection(forChild:)`
    /// (UIViewController.h, iOS 8-17): kept per child and read back; the model's children take
    /// their traits from the window or presentation, so the override is not applied, said once [?].
    open func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childViewController: ViewController) {
        if collection != nil {
            Engine.running?.noteOnce(
                "setOverrideTraitCollection(_:forChild:): kept, not applied; children take the window's traits")
        }
        childTraitOverrides.removeAll { $0.child === childViewController }
        if let collection { childTraitOverrides.append((childViewController, collection)) }
    }
    open func overrideTraitCollection(forChild childViewController: ViewController) -> TraitCollection? {
        childTraitOverrides.first { $0.child === childViewController }?.traits
    }

    /// `targetViewController(forAction:sender:)` (UIViewController.h, iOS 8): this controller
    /// when it answers `action`, else the first controller up the chain that does (Apple,
    /// "targetViewController(forAction:sender:)"), nil if none. [?] Past the root, the presenter is asked.
    open func targetViewController(forAction action: Selector, sender: Any?) -> ViewController? {
        if action.responds(self) { return self }
        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }

    /// `encode(with:)` (`NSCoding`), `encodeRestorableState(with:)`, `decodeRestorableState(with:)`
    /// (UIViewController.h, state restoration): the model archives no controllers and restores no
    /// state, so nothing is written to or read from the coder here; an override does its own [?].
    open func encode(with coder: Coder) {}
    open func encodeRestorableState(with coder: Coder) {}
    open func decodeRestorableState(with coder: Coder) {}

    /// `canPerformUnwindSegueAction(_:from:sender:)` (UIViewController.h, iOS 13): [D] true when
    /// this controller answers `action` and is not the segue's source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController, sender: Any?)
        -> Bool
    {
        fromViewController !== self && action.responds(self)
    }
    /// `unwind(for:towards:)` (UIViewController.h, iOS 9): what a container does to show the
    /// controller an unwind segue goes to; nothing for a plain controller. The model has no
    /// storyboards, so no unwind segue is performed.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}

    /// `topLayoutGuide`, `bottomLayoutGuide` (UIViewController.h, deprecated in iOS 11 for the
    /// safe area): the root view's top and bottom safe-area insets as lengths.
    open var topLayoutGuide: any LayoutSupport {
        SafeAreaLayoutSupport(length: viewIfLoaded?.safeAreaInsets.top ?? 0)
    }
    open var bottomLayoutGuide: any LayoutSupport {
        SafeAreaLayoutSupport(length: viewIfLoaded?.safeAreaInsets.bottom ?? 0)
    }

    /// `storyboard` (UIViewController.h): nil, as for every controller made in code (the model
    /// has no storyboards).
    open var storyboard: Storyboard? { nil }

    /// `setNeedsUpdateContentUnavailableConfiguration()` (UIViewController.h, iOS 17): the update
    /// runs at once [?] (UIKit runs it before the next layout pass).
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// `preferredTransition` (UIViewController.h, iOS 18): the transition this controller is
    /// presented or pushed with; a zoom is played by the engine (`SystemZoomAnimator`), a
    /// transition style sets `modalTransitionStyle`.
    open var preferredTransition: ControllerTransition? {
        get { uikitExtras["preferredTransition"] as? ControllerTransition }
        set {
            uikitExtras["preferredTransition"] = newValue
            zoomTransition = newValue?.zoom
            if let style = newValue?.style { modalTransitionStyle = style }
        }
    }

    // MARK: Bars, containers, key commands, previewing, unwinding (issue 31: open, as UIKit's)

    /// `navigationItem` (UINavigationController.h): made on first use and kept with the
    /// controller, as UIKit's is; its title is the controller's `title` until it is given its own,
    /// and the navigation bar draws it (`NavigationController.updateBarText()`).
    open var navigationItem: UINavigationItem {
        if let item = uikitExtras["navigationItem"] as? UINavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        item.owner = self
        uikitExtras["navigationItem"] = item
        return item
    }

    /// `toolbarItems`, `setToolbarItems(_:animated:)` (UINavigationController.h): kept for a
    /// navigation controller's `toolbar`, which holds the top controller's; the model does not
    /// draw the toolbar.
    open var toolbarItems: [UIBarButtonItem]? {
        get { (uikitExtras["toolbarItems"] as? ToolbarItems)?.items }
        set { uikitExtras["toolbarItems"] = newValue.map(ToolbarItems.init) }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// `editButtonItem` (UIViewController.h): the controller's Edit button, made once, which
    /// toggles `isEditing` when its action is sent (Apple: "toggles its title and associated
    /// state between Edit and Done").
    open var editButtonItem: UIBarButtonItem {
        if let made = uikitExtras["editButtonItem"] as? UIBarButtonItem { return made }
        let toggle = Selector("toggleEditing") { target, _ in
            guard let controller = target as? ViewController else { return }
            controller.setEditing(!controller.isEditing, animated: true)
        }
        let item = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: toggle)
        uikitExtras["editButtonItem"] = item
        return item
    }

    /// `tabBarItem` (UITabBarController.h): made on first use from the controller's title, and kept.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = uikitExtras["tabBarItem"] as? UITabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            uikitExtras["tabBarItem"] = item
            return item
        }
        set { uikitExtras["tabBarItem"] = newValue }
    }

    /// `tabBarController` (UITabBarController.h), `splitViewController` (UISplitViewController.h):
    /// the nearest container of that kind above.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// `tab` (UITab.h, iOS 18): the tab whose `viewController` this is, set when the tab makes it
    /// with its provider; weak, as UIKit's. Nil for a controller no tab made (the model's tab bar
    /// controller takes `viewControllers`, not tabs).
    open package(set) weak var tab: UITab?

    /// `collapseSecondaryViewController(_:for:)`, `separateSecondaryViewController(for:)`
    /// (UISplitViewController.h, iOS 8): what a primary controller does when a split view
    /// collapses or expands, unless the delegate does it. The model's split view shows one column
    /// and never collapses or expands, so it calls neither; the defaults do nothing and give no
    /// controller [?] (Apple's pages do not say what a plain controller's default does).
    open func collapseSecondaryViewController(
        _ secondaryViewController: ViewController, for splitViewController: UISplitViewController
    ) {}
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> ViewController? {
        nil
    }

    /// `contentScrollView(for:)`, `setContentScrollView(_:for:)` (UIViewController.h, iOS 15):
    /// the scroll view set for an edge, read back (for several edges, the first of top, leading,
    /// bottom, trailing that has one); nil for an edge none was set for. `setContentScrollView(_:)`
    /// (UIKit's Swift overlay) sets it for the top and bottom edges [?]. The model's bars have no
    /// appearance that follows a scroll view, said once.
    open func contentScrollView(for edge: DirectionalRectEdge) -> UIScrollView? {
        Self.singleEdges.lazy.filter { edge.contains($0) }.compactMap { self.contentScrollViews[$0.rawValue] }.first
    }
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: DirectionalRectEdge) {
        if scrollView != nil {
            Engine.running?.noteOnce(
                "setContentScrollView(_:for:): kept and read back; the model's bars have no scroll-edge appearance")
        }
        for single in Self.singleEdges where edge.contains(single) {
            contentScrollViews[single.rawValue] = scrollView
        }
    }
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }
    /// What `setContentScrollView(_:for:)` keeps, by single edge (its raw value).
    private var contentScrollViews: [UInt: UIScrollView] = [:]
    private static let singleEdges: [DirectionalRectEdge] = [.top, .leading, .bottom, .trailing]

    /// `addKeyCommand(_:)`, `removeKeyCommand(_:)` (UIViewController.h, iOS 9): the controller
    /// keeps its key commands; none is ever performed (no hardware keyboard [?]), said once.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        Engine.running?.noteOnce(
            "UIKeyCommand: the model's devices have no hardware keyboard; key commands are kept, never performed")
        addedKeyCommands.append(keyCommand)
    }
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
    /// The commands `addKeyCommand(_:)` added, in order.
    package var addedKeyCommands: [UIKeyCommand] = []

    /// `registerForPreviewing(with:sourceView:)`, `unregisterForPreviewing(withContext:)`,
    /// `previewActionItems` (UIViewController.h, 3D Touch's peek and pop, iOS 9-13): the model's
    /// devices have no pressure-sensitive screen, so a registration is kept and nothing previews
    /// (said once); a controller has no preview actions unless it overrides them, as UIKit's default.
    @discardableResult
    open func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: View)
        -> UIViewControllerPreviewing
    {
        Engine.running?.noteOnce(
            "3D Touch previewing: the model's devices have no pressure-sensitive screen; nothing previews")
        return PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }
    open func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {}
    open var previewActionItems: [UIPreviewActionItem] { [] }

    /// `canPerformUnwindSegueAction(_:from:withSender:)` (UIViewController.h, iOS 6-13, replaced
    /// by `canPerformUnwindSegueAction(_:from:sender:)`): the same answer, [D] true when this
    /// controller answers `action` and is not the segue's source. No unwind segue runs in the model.
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: ViewController, withSender sender: Any
    ) -> Bool {
        fromViewController !== self && action.responds(self)
    }
    /// `allowedChildrenForUnwinding(from:)` (UIViewController.h, iOS 9): [D] Apple's page, the
    /// `children` less the one `childContaining(_:)` gives.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }
    /// `childContaining(_:)` (UIViewController.h, iOS 9): the child that is the segue's source
    /// controller or holds it, below it through `parent` or the presenting chain [?] (Apple's page
    /// says only "the child view controller that contains the source of the unwind segue").
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> ViewController? {
        var c: ViewController? = source.source
        while let current = c {
            if current.parent === self { return current }
            c = current.parent ?? current.presentingViewController
        }
        return nil
    }

    /// The engine this controller is on screen in (the root's, its parent's, or its presenter's), if any.
    package var engine: Engine? {
        engineRef ?? parent?.engine ?? presentingViewController?.engine
    }

    // MARK: Focus (UIFocus.h), state restoration (UIStateRestoration.h), extensions (NSExtensionRequestHandling.h)

    /// `preferredFocusEnvironments` (`UIFocusEnvironment`): empty, which the header makes the
    /// same as this controller alone. The model has no focus engine to ask it, said once.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        FocusNote.say("UIViewController.preferredFocusEnvironments")
        return []
    }
    /// `parentFocusEnvironment` (iOS 12): the view this controller's view sits in [?] (UIKit's
    /// chain runs from a root view to its controller and on up the view hierarchy); nil while
    /// the view is not loaded or not in a hierarchy.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview }
    /// `focusItemContainer` (iOS 12): the controller's view, which holds its items [?]; nil
    /// until the view is loaded (asking does not load it).
    open var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }
    /// `shouldUpdateFocus(in:)`, `didUpdateFocus(in:with:)`: UIKit's defaults allow every update
    /// and do nothing after one; the model makes no updates, so the system never calls them.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        FocusNote.say("UIViewController.shouldUpdateFocus(in:)")
        return true
    }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        FocusNote.say("UIViewController.didUpdateFocus(in:with:)")
    }

    /// `restorationClass` (UIViewController.h, iOS 6): the class asked to make this controller
    /// again during state restoration; kept, as the model restores no state.
    open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// `extensionContext` (UIViewController.h, iOS 8): the context of the extension request this
    /// controller was started with (`beginRequest(with:)`); nil for an app's controllers.
    open var extensionContext: NSExtensionContext? { uikitExtras["extensionContext"] as? NSExtensionContext }
    /// `beginRequest(with:)` (`NSExtensionRequestHandling`): an extension's host starts a
    /// request with its principal controller, which keeps the context as `extensionContext`
    /// [?]. The model hosts no extensions, so only code calls it.
    open func beginRequest(with context: NSExtensionContext) { uikitExtras["extensionContext"] = context }
}
