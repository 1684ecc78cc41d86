import PresentationKit

/// `explain`: the last transition's calls, each with why UIKit made it, in plain words, and
/// the model's choices where UIKit's behaviour is not published.
public enum Explainer {
    static let reasons: [String: String] = [
        "presentationController(forPresented:presenting:source:)": "the style is .custom, so UIKit asks the transitioning delegate for a presentation controller",
        "shouldPresentInFullscreen": "UIKit asks whether the presentation covers the whole screen",
        "adaptivePresentationStyle(for:)": "UIKit asks which style fits the current size classes",
        "adaptivePresentationStyle(for:traitCollection:)": "the presentation controller asks its adaptive delegate",
        "animationController(forPresented:presenting:source:)": "UIKit asks the delegate for an animator; nil means its own slide-up",
        "animationController(forDismissed:)": "UIKit asks the delegate again, for the dismissal's animator",
        "interactionControllerForPresentation(using:)": "there is an animator, so UIKit asks whether a gesture drives it",
        "interactionControllerForDismissal(using:)": "there is an animator, so UIKit asks whether a gesture drives the dismissal",
        "shouldRemovePresentersView": "UIKit asks whether the presenter's view leaves the window afterwards",
        "presentationTransitionWillBegin()": "the container exists: the controller adds its chrome behind where the presented view will go",
        "dismissalTransitionWillBegin()": "the dismissal starts: the controller animates its chrome out",
        "animate(alongsideTransition:completion:)": "the controller registers animations to run with the transition",
        "animation(_:)": "UIKit runs the alongside block inside the transition's animation",
        "presentedView": "UIKit asks which view to animate (the presented view, or a wrapper)",
        "frameOfPresentedViewInContainerView": "UIKit asks where the presented view should end up",
        "transitionDuration(using:)": "UIKit asks the animator how long it takes",
        "animateTransition(using:)": "the animator adds the view and animates it",
        "startInteractiveTransition(_:)": "a gesture drives this transition: the interaction controller starts the animator, paused",
        "update(_:)": "the gesture moved: the paused animations follow",
        "updateInteractiveTransition(_:)": "the interaction controller reports progress to UIKit",
        "finish()": "the gesture ended forward", "cancel()": "the gesture ended backward",
        "finishInteractiveTransition()": "the rest plays forward at completionSpeed with completionCurve",
        "cancelInteractiveTransition()": "the animations play back to the start",
        "containerViewWillLayoutSubviews()": "a layout pass of the container: the place to set frames",
        "containerViewDidLayoutSubviews()": "the layout pass is done",
        "completeTransition(_:)": "the animator tells UIKit it is done; nothing ends until it does",
        "presentationTransitionDidEnd(_:)": "the presentation ended; false means cancelled, so remove the chrome",
        "dismissalTransitionDidEnd(_:)": "the dismissal ended; true means the chrome can go",
        "animationEnded(_:)": "UIKit tells the animator the transition is over",
        "completion()": "the completion block passed to present or dismiss",
        "completion(_:)": "the alongside completion: it runs last",
        "viewWillAppear(_:)": "appearance callback", "viewDidAppear(_:)": "appearance callback",
        "viewWillDisappear(_:)": "appearance callback", "viewDidDisappear(_:)": "appearance callback",
        "viewWillTransition(to:with:)": "the size is changing (rotation): sent down to the presented controller",
        "willTransition(to:with:)": "the size classes are changing",
        "size(forChildContentContainer:withParentContainerSize:)": "the default viewWillTransition asks what size the presented controller gets",
        "dimmingViewTapped(_:)": "the tap recogniser on the dimming view fired",
        "deinit": "nothing keeps the transitioning delegate alive (transitioningDelegate is weak)",
    ]

    public static func explain(engine: Engine, config: PresentationConfig) -> String {
        let candidates = [engine.lastTransition, engine.lastSizeChange].compactMap { $0 }
        guard let t = candidates.max(by: { $0.traceStart < $1.traceStart }) else {
            return "Nothing has happened yet: try `present`.\n"
        }
        let events = engine.trace[min(t.traceStart, engine.trace.count)...]
        var out = ""
        for e in events {
            let why = reasons[e.call] ?? ""
            out += formatFixed(e.time, decimals: 3) + "  " + String(repeating: "  ", count: min(e.depth, 10)) + e.displayCall
            if !why.isEmpty { out += "\n       " + String(repeating: "  ", count: min(e.depth, 10)) + "↳ " + why }
            out += "\n"
        }
        if engine.phase == "stuck" {
            out += "\nThe transition is stuck: the animator's animations are over but it never called completeTransition(_:). UIKit waits for ever and ignores touches; `reset` recovers.\n"
        }
        out += "\nModel choices where UIKit is not documented:\n"
        out += "  · UIKit's default slide-up: \(formatNumber(PresentationRules.defaultTransitionDuration)) s, easeInOut\n"
        out += "  · " + PresentationRules.alongsideTimingNote + "\n"
        out += "  · " + PresentationRules.cancelNote + "\n"
        out += "  · the present completion does not run when a presentation is cancelled\n"
        out += "  · a rotation animates over \(formatNumber(PresentationRules.rotationDuration)) s\n"
        return out
    }
}
