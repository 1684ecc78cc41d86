/// Every call the trace records, declared once: UIKit's hooks on the objects a presentation is
/// made of, the callbacks those objects make back into UIKit, the blocks UIKit runs, and the few
/// calls of the app's own that a presentation begins or ends with.
///
/// The raw value is the modern Swift spelling, which is the trace's `call` (and the `call` of
/// `trace --json`, a contract). `swift2` and `objc` are the spellings older articles use
/// (`names swift2|objc`). The engine records hooks only through this type, and `explain` gives a
/// reason for each case in an exhaustive switch: a hook added without its spellings or its
/// explanation does not compile.
public enum Hook: String, CaseIterable, Sendable {
    // UIViewControllerTransitioningDelegate
    case presentationControllerForPresented = "presentationController(forPresented:presenting:source:)"
    case animationControllerForPresented = "animationController(forPresented:presenting:source:)"
    case animationControllerForDismissed = "animationController(forDismissed:)"
    case interactionControllerForPresentation = "interactionControllerForPresentation(using:)"
    case interactionControllerForDismissal = "interactionControllerForDismissal(using:)"
    // UIPresentationController
    case shouldPresentInFullscreen = "shouldPresentInFullscreen"
    case shouldRemovePresentersView = "shouldRemovePresentersView"
    case presentedView = "presentedView"
    case frameOfPresentedViewInContainerView = "frameOfPresentedViewInContainerView"
    case adaptivePresentationStyle = "adaptivePresentationStyle(for:)"
    case presentationTransitionWillBegin = "presentationTransitionWillBegin()"
    case presentationTransitionDidEnd = "presentationTransitionDidEnd(_:)"
    case dismissalTransitionWillBegin = "dismissalTransitionWillBegin()"
    case dismissalTransitionDidEnd = "dismissalTransitionDidEnd(_:)"
    case containerViewWillLayoutSubviews = "containerViewWillLayoutSubviews()"
    case containerViewDidLayoutSubviews = "containerViewDidLayoutSubviews()"
    // UIContentContainer
    case preferredContentSizeDidChange = "preferredContentSizeDidChange(forChildContentContainer:)"
    case sizeForChildContentContainer = "size(forChildContentContainer:withParentContainerSize:)"
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    case willTransitionToTraitCollection = "willTransition(to:with:)"
    // UIAdaptivePresentationControllerDelegate
    case adaptivePresentationStyleForController = "adaptivePresentationStyle(for:traitCollection:)"
    case viewControllerForAdaptivePresentationStyle =
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)"
    case willPresentWithAdaptiveStyle = "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
    case prepareAdaptivePresentationController = "presentationController(_:prepare:)"
    case presentationControllerShouldDismiss = "presentationControllerShouldDismiss(_:)"
    case presentationControllerWillDismiss = "presentationControllerWillDismiss(_:)"
    case presentationControllerDidDismiss = "presentationControllerDidDismiss(_:)"
    case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"
    // UIPopoverPresentationControllerDelegate
    case prepareForPopoverPresentation = "prepareForPopoverPresentation(_:)"
    // UISheetPresentationControllerDelegate
    case sheetDidChangeSelectedDetentIdentifier = "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
    // UIViewControllerAnimatedTransitioning
    case transitionDuration = "transitionDuration(using:)"
    case animateTransition = "animateTransition(using:)"
    case animationEnded = "animationEnded(_:)"
    // UIViewControllerInteractiveTransitioning / UIPercentDrivenInteractiveTransition
    case startInteractiveTransition = "startInteractiveTransition(_:)"
    case update = "update(_:)"
    case finish = "finish()"
    case cancel = "cancel()"
    // UIViewControllerContextTransitioning (callbacks into UIKit)
    case completeTransition = "completeTransition(_:)"
    case updateInteractiveTransition = "updateInteractiveTransition(_:)"
    case finishInteractiveTransition = "finishInteractiveTransition()"
    case cancelInteractiveTransition = "cancelInteractiveTransition()"
    case pauseInteractiveTransition = "pauseInteractiveTransition()"
    // UIViewControllerTransitionCoordinator and the blocks UIKit runs
    case animateAlongsideTransition = "animate(alongsideTransition:completion:)"
    case presentCompletion = "completion()"
    case alongsideAnimation = "animation(_:)"
    case alongsideCompletion = "completion(_:)"
    // UIViewController appearance
    case viewDidLoad = "viewDidLoad()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    // What the app calls, and the end of that call (stage one of a transition)
    case present = "present(_:animated:completion:)"
    case presentReturned = "present(_:animated:completion:) returned"
    case dismiss = "dismiss(animated:completion:)"
    case dismissReturned = "dismiss(animated:completion:) returned"
    // Objects' own: a released delegate, the tap handlers
    case deinitialized = "deinit"
    case dimmingViewTapped = "dimmingViewTapped(_:)"
    case dimmingViewWasTapped = "dimmingViewWasTapped(_:)"
    // UINavigationController: what the app calls
    case pushViewController = "pushViewController(_:animated:)"
    case popViewController = "popViewController(animated:)"
    case popToRootViewController = "popToRootViewController(animated:)"
    case popToViewController = "popToViewController(_:animated:)"
    case setViewControllers = "setViewControllers(_:animated:)"
    // UINavigationControllerDelegate
    case animationControllerForOperation = "navigationController(_:animationControllerFor:from:to:)"
    case interactionControllerForAnimation = "navigationController(_:interactionControllerFor:)"
    case navigationWillShow = "navigationController(_:willShow:animated:)"
    case navigationDidShow = "navigationController(_:didShow:animated:)"
    // UIViewController containment, as a navigation controller sends it
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    // UIViewController.Transition (iOS 18): the app's closure UIKit calls for the zoom's source view
    case zoomSourceViewProvider = "sourceViewProvider(_:)"

    /// The spelling of the iOS 9 SDK's Swift 2 names, before Swift 3's API renaming (SE-0005)
    /// moved prepositions into labels and turned zero-argument getters into properties.
    public var swift2: String {
        switch self {
        case .presentationControllerForPresented:
            return "presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)"
        case .animationControllerForPresented:
            return "animationControllerForPresentedController(_:presentingController:sourceController:)"
        case .animationControllerForDismissed: return "animationControllerForDismissedController(_:)"
        case .interactionControllerForPresentation: return "interactionControllerForPresentation(_:)"
        case .interactionControllerForDismissal: return "interactionControllerForDismissal(_:)"
        // In Swift 2 these four were methods, hence the parentheses.
        case .shouldPresentInFullscreen: return "shouldPresentInFullscreen()"
        case .shouldRemovePresentersView: return "shouldRemovePresentersView()"
        case .presentedView: return "presentedView()"
        case .frameOfPresentedViewInContainerView: return "frameOfPresentedViewInContainerView()"
        case .adaptivePresentationStyle: return "adaptivePresentationStyleForTraitCollection(_:)"
        case .sizeForChildContentContainer: return "sizeForChildContentContainer(_:withParentContainerSize:)"
        case .viewWillTransitionToSize: return "viewWillTransitionToSize(_:withTransitionCoordinator:)"
        case .willTransitionToTraitCollection: return "willTransitionToTraitCollection(_:withTransitionCoordinator:)"
        case .adaptivePresentationStyleForController:
            return "adaptivePresentationStyleForPresentationController(_:traitCollection:)"
        case .preferredContentSizeDidChange: return "preferredContentSizeDidChangeForChildContentContainer(_:)"
        case .viewControllerForAdaptivePresentationStyle:
            return "presentationController(_:viewControllerForAdaptivePresentationStyle:)"
        case .willPresentWithAdaptiveStyle:
            return "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
        // iOS 15 API: it never had a Swift 2 spelling; the Objective-C selector's words, as Swift 2 would have kept them.
        case .prepareAdaptivePresentationController:
            return "presentationController(_:prepareAdaptivePresentationController:)"
        case .transitionDuration: return "transitionDuration(_:)"
        case .animateTransition: return "animateTransition(_:)"
        // The interaction controller spelled these like the context's methods before Swift 3.
        case .update: return "updateInteractiveTransition(_:)"
        case .finish: return "finishInteractiveTransition()"
        case .cancel: return "cancelInteractiveTransition()"
        case .animateAlongsideTransition: return "animateAlongsideTransition(_:completion:)"
        case .present: return "presentViewController(_:animated:completion:)"
        case .presentReturned: return Hook.present.swift2 + " returned"
        case .dismiss: return "dismissViewControllerAnimated(_:completion:)"
        case .dismissReturned: return Hook.dismiss.swift2 + " returned"
        case .pushViewController: return rawValue
        case .popViewController: return "popViewControllerAnimated(_:)"
        case .popToRootViewController: return "popToRootViewControllerAnimated(_:)"
        case .popToViewController, .setViewControllers: return rawValue
        case .animationControllerForOperation:
            return "navigationController(_:animationControllerForOperation:fromViewController:toViewController:)"
        case .interactionControllerForAnimation:
            return "navigationController(_:interactionControllerForAnimationController:)"
        case .navigationWillShow: return "navigationController(_:willShowViewController:animated:)"
        case .navigationDidShow: return "navigationController(_:didShowViewController:animated:)"
        case .willMoveToParent: return "willMoveToParentViewController(_:)"
        case .didMoveToParent: return "didMoveToParentViewController(_:)"
        // iOS 18 API: no Swift 2 spelling; a block keeps the trace's name.
        case .zoomSourceViewProvider: return rawValue
        case .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
            .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
            .animationEnded, .startInteractiveTransition, .completeTransition, .updateInteractiveTransition,
            .finishInteractiveTransition, .cancelInteractiveTransition, .pauseInteractiveTransition,
            .presentCompletion, .alongsideAnimation, .alongsideCompletion, .viewWillAppear, .viewDidAppear,
            .viewWillDisappear, .viewDidDisappear, .deinitialized, .dimmingViewTapped, .dimmingViewWasTapped,
            .viewDidLoad, .viewIsAppearing, .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
            .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
            .sheetDidChangeSelectedDetentIdentifier, .prepareForPopoverPresentation:
            // The same in Swift 2 (blocks have no selector and keep the trace's name).
            return rawValue
        }
    }

    /// The Objective-C selector (a getter's selector is its bare name; `deinit` is `dealloc`).
    public var objc: String {
        switch self {
        case .presentationControllerForPresented:
            return "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:"
        case .animationControllerForPresented:
            return "animationControllerForPresentedController:presentingController:sourceController:"
        case .animationControllerForDismissed: return "animationControllerForDismissedController:"
        case .interactionControllerForPresentation: return "interactionControllerForPresentation:"
        case .interactionControllerForDismissal: return "interactionControllerForDismissal:"
        case .shouldPresentInFullscreen, .shouldRemovePresentersView, .presentedView,
            .frameOfPresentedViewInContainerView:
            return rawValue
        case .adaptivePresentationStyle: return "adaptivePresentationStyleForTraitCollection:"
        case .presentationTransitionWillBegin: return "presentationTransitionWillBegin"
        case .presentationTransitionDidEnd: return "presentationTransitionDidEnd:"
        case .dismissalTransitionWillBegin: return "dismissalTransitionWillBegin"
        case .dismissalTransitionDidEnd: return "dismissalTransitionDidEnd:"
        case .containerViewWillLayoutSubviews: return "containerViewWillLayoutSubviews"
        case .containerViewDidLayoutSubviews: return "containerViewDidLayoutSubviews"
        case .sizeForChildContentContainer: return "sizeForChildContentContainer:withParentContainerSize:"
        case .viewWillTransitionToSize: return "viewWillTransitionToSize:withTransitionCoordinator:"
        case .willTransitionToTraitCollection: return "willTransitionToTraitCollection:withTransitionCoordinator:"
        case .adaptivePresentationStyleForController:
            return "adaptivePresentationStyleForPresentationController:traitCollection:"
        case .preferredContentSizeDidChange: return "preferredContentSizeDidChangeForChildContentContainer:"
        case .viewControllerForAdaptivePresentationStyle:
            return "presentationController:viewControllerForAdaptivePresentationStyle:"
        case .willPresentWithAdaptiveStyle:
            return "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:"
        case .prepareAdaptivePresentationController:
            return "presentationController:prepareAdaptivePresentationController:"
        case .viewDidLoad: return "viewDidLoad"
        case .presentationControllerShouldDismiss: return "presentationControllerShouldDismiss:"
        case .presentationControllerWillDismiss: return "presentationControllerWillDismiss:"
        case .presentationControllerDidDismiss: return "presentationControllerDidDismiss:"
        case .presentationControllerDidAttemptToDismiss: return "presentationControllerDidAttemptToDismiss:"
        case .prepareForPopoverPresentation: return "prepareForPopoverPresentation:"
        case .sheetDidChangeSelectedDetentIdentifier:
            return "sheetPresentationControllerDidChangeSelectedDetentIdentifier:"
        case .viewIsAppearing: return "viewIsAppearing:"
        case .transitionDuration: return "transitionDuration:"
        case .animateTransition: return "animateTransition:"
        case .animationEnded: return "animationEnded:"
        case .startInteractiveTransition: return "startInteractiveTransition:"
        case .update: return "updateInteractiveTransition:"
        case .finish: return "finishInteractiveTransition"
        case .cancel: return "cancelInteractiveTransition"
        case .completeTransition: return "completeTransition:"
        case .updateInteractiveTransition: return "updateInteractiveTransition:"
        case .finishInteractiveTransition: return "finishInteractiveTransition"
        case .cancelInteractiveTransition: return "cancelInteractiveTransition"
        case .pauseInteractiveTransition: return "pauseInteractiveTransition"
        case .animateAlongsideTransition: return "animateAlongsideTransition:completion:"
        case .presentCompletion, .alongsideAnimation, .alongsideCompletion: return rawValue
        case .viewWillAppear: return "viewWillAppear:"
        case .viewDidAppear: return "viewDidAppear:"
        case .viewWillDisappear: return "viewWillDisappear:"
        case .viewDidDisappear: return "viewDidDisappear:"
        case .present: return "presentViewController:animated:completion:"
        case .presentReturned: return Hook.present.objc + " returned"
        case .dismiss: return "dismissViewControllerAnimated:completion:"
        case .dismissReturned: return Hook.dismiss.objc + " returned"
        case .deinitialized: return "dealloc"
        case .dimmingViewTapped: return "dimmingViewTapped:"
        case .dimmingViewWasTapped: return "dimmingViewWasTapped:"
        case .pushViewController: return "pushViewController:animated:"
        case .popViewController: return "popViewControllerAnimated:"
        case .popToRootViewController: return "popToRootViewControllerAnimated:"
        case .popToViewController: return "popToViewController:animated:"
        case .setViewControllers: return "setViewControllers:animated:"
        case .animationControllerForOperation:
            return "navigationController:animationControllerForOperation:fromViewController:toViewController:"
        case .interactionControllerForAnimation:
            return "navigationController:interactionControllerForAnimationController:"
        case .navigationWillShow: return "navigationController:willShowViewController:animated:"
        case .navigationDidShow: return "navigationController:didShowViewController:animated:"
        case .willMoveToParent: return "willMoveToParentViewController:"
        case .didMoveToParent: return "didMoveToParentViewController:"
        case .zoomSourceViewProvider: return rawValue
        }
    }
}

/// How a hook is declared in UIKit's modern Swift, for code that implements or overrides it: the
/// keyword, the name, the parameters (labels, names and types as the SDK writes them) and the type
/// it returns. The `code` command writes its overrides from these.
public struct HookDeclaration: Sendable, Equatable {
    public let keyword: String
    public let name: String
    public let parameters: [String]
    /// The return type of a `func`, the type of a `var`; nil for a `func` that returns nothing.
    public let type: String?

    /// `func animateTransition(using transitionContext: …)` (no body), or `var presentedView: UIView?`.
    public var signature: String {
        keyword == "var"
            ? "var \(name): \(type ?? "")"
            : "func \(name)(\(parameters.joined(separator: ", ")))" + (type.map { " -> \($0)" } ?? "")
    }
}

extension Hook {
    /// The declaration to implement, for the hooks an app's objects implement; nil for the calls
    /// nobody implements (UIKit's callbacks, blocks, the app's own calls).
    public var declaration: HookDeclaration? {
        func f(_ name: String, _ parameters: [String], _ returns: String? = nil) -> HookDeclaration {
            HookDeclaration(keyword: "func", name: name, parameters: parameters, type: returns)
        }
        func v(_ name: String, _ type: String) -> HookDeclaration {
            HookDeclaration(keyword: "var", name: name, parameters: [], type: type)
        }
        let vc = "UIViewController"
        switch self {
        case .presentationControllerForPresented:
            return f(
                "presentationController", ["forPresented presented: \(vc)", "presenting: \(vc)?", "source: \(vc)"],
                "UIPresentationController?")
        case .animationControllerForPresented:
            return f(
                "animationController", ["forPresented presented: \(vc)", "presenting: \(vc)", "source: \(vc)"],
                "UIViewControllerAnimatedTransitioning?")
        case .animationControllerForDismissed:
            return f("animationController", ["forDismissed dismissed: \(vc)"], "UIViewControllerAnimatedTransitioning?")
        case .interactionControllerForPresentation:
            return f(
                "interactionControllerForPresentation", ["using animator: UIViewControllerAnimatedTransitioning"],
                "UIViewControllerInteractiveTransitioning?")
        case .interactionControllerForDismissal:
            return f(
                "interactionControllerForDismissal", ["using animator: UIViewControllerAnimatedTransitioning"],
                "UIViewControllerInteractiveTransitioning?")
        case .shouldPresentInFullscreen: return v("shouldPresentInFullscreen", "Bool")
        case .shouldRemovePresentersView: return v("shouldRemovePresentersView", "Bool")
        case .presentedView: return v("presentedView", "UIView?")
        case .frameOfPresentedViewInContainerView: return v("frameOfPresentedViewInContainerView", "CGRect")
        case .adaptivePresentationStyle:
            return f(
                "adaptivePresentationStyle", ["for traitCollection: UITraitCollection"], "UIModalPresentationStyle")
        case .presentationTransitionWillBegin: return f("presentationTransitionWillBegin", [])
        case .presentationTransitionDidEnd: return f("presentationTransitionDidEnd", ["_ completed: Bool"])
        case .dismissalTransitionWillBegin: return f("dismissalTransitionWillBegin", [])
        case .dismissalTransitionDidEnd: return f("dismissalTransitionDidEnd", ["_ completed: Bool"])
        case .containerViewWillLayoutSubviews: return f("containerViewWillLayoutSubviews", [])
        case .containerViewDidLayoutSubviews: return f("containerViewDidLayoutSubviews", [])
        case .sizeForChildContentContainer:
            return f(
                "size",
                [
                    "forChildContentContainer container: UIContentContainer",
                    "withParentContainerSize parentSize: CGSize",
                ], "CGSize")
        case .viewWillTransitionToSize:
            return f(
                "viewWillTransition", ["to size: CGSize", "with coordinator: UIViewControllerTransitionCoordinator"])
        case .willTransitionToTraitCollection:
            return f(
                "willTransition",
                ["to newCollection: UITraitCollection", "with coordinator: UIViewControllerTransitionCoordinator"])
        case .adaptivePresentationStyleForController:
            return f(
                "adaptivePresentationStyle",
                ["for controller: UIPresentationController", "traitCollection: UITraitCollection"],
                "UIModalPresentationStyle")
        case .preferredContentSizeDidChange:
            return f("preferredContentSizeDidChange", ["forChildContentContainer container: UIContentContainer"])
        case .viewControllerForAdaptivePresentationStyle:
            return f(
                "presentationController",
                [
                    "_ controller: UIPresentationController",
                    "viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle",
                ],
                "UIViewController?")
        case .willPresentWithAdaptiveStyle:
            return f(
                "presentationController",
                [
                    "_ presentationController: UIPresentationController",
                    "willPresentWithAdaptiveStyle style: UIModalPresentationStyle",
                    "transitionCoordinator: UIViewControllerTransitionCoordinator?",
                ])
        case .prepareAdaptivePresentationController:
            return f(
                "presentationController",
                [
                    "_ presentationController: UIPresentationController",
                    "prepare adaptivePresentationController: UIPresentationController",
                ])
        case .viewDidLoad: return f("viewDidLoad", [])
        case .presentationControllerShouldDismiss:
            return f(
                "presentationControllerShouldDismiss", ["_ presentationController: UIPresentationController"], "Bool")
        case .presentationControllerWillDismiss:
            return f("presentationControllerWillDismiss", ["_ presentationController: UIPresentationController"])
        case .presentationControllerDidDismiss:
            return f("presentationControllerDidDismiss", ["_ presentationController: UIPresentationController"])
        case .presentationControllerDidAttemptToDismiss:
            return f(
                "presentationControllerDidAttemptToDismiss", ["_ presentationController: UIPresentationController"])
        case .prepareForPopoverPresentation:
            return f(
                "prepareForPopoverPresentation", ["_ popoverPresentationController: UIPopoverPresentationController"])
        case .sheetDidChangeSelectedDetentIdentifier:
            return f(
                "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
                ["_ sheetPresentationController: UISheetPresentationController"])
        case .viewIsAppearing: return f("viewIsAppearing", ["_ animated: Bool"])
        case .transitionDuration:
            return f(
                "transitionDuration", ["using transitionContext: UIViewControllerContextTransitioning?"], "TimeInterval"
            )
        case .animateTransition:
            return f("animateTransition", ["using transitionContext: UIViewControllerContextTransitioning"])
        case .animationEnded: return f("animationEnded", ["_ transitionCompleted: Bool"])
        case .startInteractiveTransition:
            return f("startInteractiveTransition", ["_ transitionContext: UIViewControllerContextTransitioning"])
        case .viewWillAppear: return f("viewWillAppear", ["_ animated: Bool"])
        case .viewDidAppear: return f("viewDidAppear", ["_ animated: Bool"])
        case .viewWillDisappear: return f("viewWillDisappear", ["_ animated: Bool"])
        case .viewDidDisappear: return f("viewDidDisappear", ["_ animated: Bool"])
        case .dimmingViewTapped: return f("dimmingViewTapped", ["_ gesture: UITapGestureRecognizer"])
        case .animationControllerForOperation:
            return f(
                "navigationController",
                [
                    "_ navigationController: UINavigationController",
                    "animationControllerFor operation: UINavigationController.Operation",
                    "from fromVC: \(vc)", "to toVC: \(vc)",
                ], "UIViewControllerAnimatedTransitioning?")
        case .interactionControllerForAnimation:
            return f(
                "navigationController",
                [
                    "_ navigationController: UINavigationController",
                    "interactionControllerFor animationController: UIViewControllerAnimatedTransitioning",
                ], "UIViewControllerInteractiveTransitioning?")
        case .navigationWillShow:
            return f(
                "navigationController",
                [
                    "_ navigationController: UINavigationController", "willShow viewController: \(vc)",
                    "animated: Bool",
                ])
        case .navigationDidShow:
            return f(
                "navigationController",
                [
                    "_ navigationController: UINavigationController", "didShow viewController: \(vc)",
                    "animated: Bool",
                ])
        case .willMoveToParent: return f("willMove", ["toParent parent: \(vc)?"])
        case .didMoveToParent: return f("didMove", ["toParent parent: \(vc)?"])
        case .update, .finish, .cancel, .completeTransition, .updateInteractiveTransition, .finishInteractiveTransition,
            .cancelInteractiveTransition, .pauseInteractiveTransition, .animateAlongsideTransition, .presentCompletion,
            .alongsideAnimation, .alongsideCompletion, .present, .presentReturned, .dismiss, .dismissReturned,
            .deinitialized, .dimmingViewWasTapped, .pushViewController, .popViewController, .popToRootViewController,
            .popToViewController, .setViewControllers, .zoomSourceViewProvider:
            return nil
        }
    }
}
