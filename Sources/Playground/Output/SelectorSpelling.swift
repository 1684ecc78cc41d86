import PresentationKit

/// How the calls in a trace are spelled: the engine records modern Swift names
/// (`presentationController(forPresented:presenting:source:)`), but the articles a learner follows
/// were written against the iOS 8/9 SDKs in Swift 2 or Objective-C. This rewrites one event into the
/// spelling the learner chose (`names modern|swift2|objc`), so the trace reads like their article:
/// `presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)`
/// or `presentationControllerForPresentedViewController:presentingViewController:sourceViewController:`.
///
/// Only the name and the argument labels change; time, roles, argument values and names (the JSON
/// keys) and the result stay as recorded, so a spelled trace is the same trace.
public enum SelectorSpelling {
    /// `event` with its call (and, where the spelling moves them, its argument labels) in `style`.
    /// Calls the table does not know pass through unchanged.
    public static func spell(_ event: TraceEvent, _ style: NameStyle) -> TraceEvent {
        // The end of `present`/`dismiss` (stage one) is spelled after the call it ends.
        for call in ["present(_:animated:completion:)", "dismiss(animated:completion:)"]
        where style != .modern && event.call == Engine.returnedCall(call) {
            var spelled = event
            spelled.call = Engine.returnedCall(style == .swift2 ? table[call]!.swift2 : table[call]!.objc)
            return spelled
        }
        guard style != .modern, let names = table[event.call] else { return event }
        var spelled = event
        spelled.call = style == .swift2 ? names.swift2 : names.objc
        // Labels follow the spelled name so `displayCall` shows what the article's code would:
        // Swift 2 drops the first label (`viewWillTransitionToSize(667×375, withTransitionCoordinator: …)`);
        // a selector's pieces are its labels, the first one folded into the name. When the count
        // disagrees (a call recorded without its arguments), the recorded labels are kept.
        let labels = argumentLabels(of: spelled.call)
        if labels.count == event.arguments.count {
            for i in labels.indices { spelled.arguments[i].label = labels[i] }
        }
        return spelled
    }

    /// The one table: modern Swift spelling → (Swift 2.x, Objective-C selector), grouped by receiver.
    /// Swift 2 names are the iOS 9 SDK's imported names, before Swift 3's API renaming (SE-0005)
    /// moved prepositions into labels and turned zero-argument getters into properties.
    static let table: [String: (swift2: String, objc: String)] = [
        // UIViewControllerTransitioningDelegate
        "presentationController(forPresented:presenting:source:)":
            ("presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)",
             "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:"),
        "animationController(forPresented:presenting:source:)":
            ("animationControllerForPresentedController(_:presentingController:sourceController:)",
             "animationControllerForPresentedController:presentingController:sourceController:"),
        "animationController(forDismissed:)":
            ("animationControllerForDismissedController(_:)", "animationControllerForDismissedController:"),
        "interactionControllerForPresentation(using:)":
            ("interactionControllerForPresentation(_:)", "interactionControllerForPresentation:"),
        "interactionControllerForDismissal(using:)":
            ("interactionControllerForDismissal(_:)", "interactionControllerForDismissal:"),

        // UIPresentationController. In Swift 2 these four were methods, hence the parentheses;
        // in Objective-C a getter's selector is its bare name either way.
        "shouldPresentInFullscreen": ("shouldPresentInFullscreen()", "shouldPresentInFullscreen"),
        "shouldRemovePresentersView": ("shouldRemovePresentersView()", "shouldRemovePresentersView"),
        "presentedView": ("presentedView()", "presentedView"),
        "frameOfPresentedViewInContainerView":
            ("frameOfPresentedViewInContainerView()", "frameOfPresentedViewInContainerView"),
        "adaptivePresentationStyle(for:)":
            ("adaptivePresentationStyleForTraitCollection(_:)", "adaptivePresentationStyleForTraitCollection:"),
        "presentationTransitionWillBegin()": ("presentationTransitionWillBegin()", "presentationTransitionWillBegin"),
        "presentationTransitionDidEnd(_:)": ("presentationTransitionDidEnd(_:)", "presentationTransitionDidEnd:"),
        "dismissalTransitionWillBegin()": ("dismissalTransitionWillBegin()", "dismissalTransitionWillBegin"),
        "dismissalTransitionDidEnd(_:)": ("dismissalTransitionDidEnd(_:)", "dismissalTransitionDidEnd:"),
        "containerViewWillLayoutSubviews()": ("containerViewWillLayoutSubviews()", "containerViewWillLayoutSubviews"),
        "containerViewDidLayoutSubviews()": ("containerViewDidLayoutSubviews()", "containerViewDidLayoutSubviews"),

        // UIContentContainer (presentation controller and view controllers)
        "size(forChildContentContainer:withParentContainerSize:)":
            ("sizeForChildContentContainer(_:withParentContainerSize:)",
             "sizeForChildContentContainer:withParentContainerSize:"),
        "viewWillTransition(to:with:)":
            ("viewWillTransitionToSize(_:withTransitionCoordinator:)",
             "viewWillTransitionToSize:withTransitionCoordinator:"),
        "willTransition(to:with:)":
            ("willTransitionToTraitCollection(_:withTransitionCoordinator:)",
             "willTransitionToTraitCollection:withTransitionCoordinator:"),

        // UIAdaptivePresentationControllerDelegate (the trait-collection variant is iOS 8.3)
        "adaptivePresentationStyle(for:traitCollection:)":
            ("adaptivePresentationStyleForPresentationController(_:traitCollection:)",
             "adaptivePresentationStyleForPresentationController:traitCollection:"),

        // UIViewControllerAnimatedTransitioning
        "transitionDuration(using:)": ("transitionDuration(_:)", "transitionDuration:"),
        "animateTransition(using:)": ("animateTransition(_:)", "animateTransition:"),
        "animationEnded(_:)": ("animationEnded(_:)", "animationEnded:"),

        // UIViewControllerInteractiveTransitioning / UIPercentDrivenInteractiveTransition. The engine
        // records `update(_:)`, `finish()` and `cancel()` only on the interaction controller, which
        // before Swift 3 spelled them like the context's methods.
        "startInteractiveTransition(_:)": ("startInteractiveTransition(_:)", "startInteractiveTransition:"),
        "update(_:)": ("updateInteractiveTransition(_:)", "updateInteractiveTransition:"),
        "finish()": ("finishInteractiveTransition()", "finishInteractiveTransition"),
        "cancel()": ("cancelInteractiveTransition()", "cancelInteractiveTransition"),

        // UIViewControllerContextTransitioning (pause is iOS 10, after Swift 2: same name everywhere)
        "completeTransition(_:)": ("completeTransition(_:)", "completeTransition:"),
        "updateInteractiveTransition(_:)": ("updateInteractiveTransition(_:)", "updateInteractiveTransition:"),
        "finishInteractiveTransition()": ("finishInteractiveTransition()", "finishInteractiveTransition"),
        "cancelInteractiveTransition()": ("cancelInteractiveTransition()", "cancelInteractiveTransition"),
        "pauseInteractiveTransition()": ("pauseInteractiveTransition()", "pauseInteractiveTransition"),

        // UIViewControllerTransitionCoordinator
        "animate(alongsideTransition:completion:)":
            ("animateAlongsideTransition(_:completion:)", "animateAlongsideTransition:completion:"),

        // Blocks have no selector in any language: they keep the name the trace gives them.
        "completion()": ("completion()", "completion()"),
        "animation(_:)": ("animation(_:)", "animation(_:)"),
        "completion(_:)": ("completion(_:)", "completion(_:)"),

        // UIViewController appearance callbacks
        "viewWillAppear(_:)": ("viewWillAppear(_:)", "viewWillAppear:"),
        "viewDidAppear(_:)": ("viewDidAppear(_:)", "viewDidAppear:"),
        "viewWillDisappear(_:)": ("viewWillDisappear(_:)", "viewWillDisappear:"),
        "viewDidDisappear(_:)": ("viewDidDisappear(_:)", "viewDidDisappear:"),

        // What the app calls (stage one of a transition; its end is `… returned`).
        "present(_:animated:completion:)":
            ("presentViewController(_:animated:completion:)", "presentViewController:animated:completion:"),
        "dismiss(animated:completion:)":
            ("dismissViewControllerAnimated(_:completion:)", "dismissViewControllerAnimated:completion:"),

        // The playground's own objects: the delegate's release is `dealloc` to Objective-C, and the
        // dimming view's tap action is an action method, `dimmingViewTapped:` as a selector.
        "deinit": ("deinit", "dealloc"),
        "dimmingViewTapped(_:)": ("dimmingViewTapped(_:)", "dimmingViewTapped:"),
        // UIKit's own handler for a tap outside a popover (its dimming view's delegate call).
        "dimmingViewWasTapped(_:)": ("dimmingViewWasTapped(_:)", "dimmingViewWasTapped:"),
    ]

    /// The argument labels a spelling implies: Swift's `name(a:b:)` gives `a`, `b`; a selector
    /// `nameA:b:` gives `_`, `b` (its first piece is part of the name, as Swift 2 imported it).
    static func argumentLabels(of spelling: String) -> [String] {
        if let open = spelling.firstIndex(of: "("), let close = spelling.lastIndex(of: ")"), open < close {
            let inside = spelling[spelling.index(after: open)..<close]
            return inside.split(separator: ":").map(String.init)
        }
        let pieces = spelling.split(separator: ":").map(String.init)
        guard spelling.contains(":") else { return [] }
        return ["_"] + pieces.dropFirst()
    }
}
