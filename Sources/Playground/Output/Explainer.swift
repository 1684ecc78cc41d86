import PresentationKit

/// `explain`: for the last transition, one line per trace event saying why UIKit made that call
/// then, what the object receiving it is expected to do, and how sure the model is of the fact
/// ([D] documented by Apple, [O] observed and published, [?] not settled: a choice of this model).
/// Then the gotchas the session is showing, each in plain words.
package enum Explainer {
    struct Reason {
        let why: String
        let expected: String
        let confidence: String
    }

    /// Why UIKit makes the call written `call` (a hook's selector, `presentationTransitionWillBegin()`,
    /// or its name alone), in `explain`'s words; nil for anything that is not a hook. Lessons give
    /// it after a wrong prediction, in the lesson's language (`zh`: Chinese; anything else: English).
    package static func reason(forCall call: String, language: Language = .english) -> String? {
        let wanted = call.trimmingCharacters(in: " `").lowercased()
        guard
            let hook = Hook.allCases.first(where: {
                $0.rawValue.lowercased() == wanted || $0.rawValue.lowercased().prefix { $0 != "(" } == wanted
            })
        else { return nil }
        if language == .chinese {
            let r = chineseReason(for: hook)
            return "\(hook.rawValue)：\(r.why)；接收方应当\(r.expected)"
        }
        let r = reason(for: hook)
        return "\(hook.rawValue): \(r.why); the receiver should \(r.expected)"
    }

    /// Why UIKit makes each call, what the receiver should do, and how sure the model is: one
    /// entry per hook, in an exhaustive switch, so a hook without its explanation does not compile.
    static func reason(for hook: Hook) -> Reason {
        switch hook {
        case .presentationControllerForPresented:
            return Reason(
                why: "the style is .custom, so UIKit asks the transitioning delegate for a presentation controller",
                expected: "return your UIPresentationController subclass (nil gets a plain one)", confidence: "D")
        case .shouldPresentInFullscreen:
            return Reason(
                why: "UIKit asks whether the presentation covers the whole screen",
                expected:
                    "true unless the presentation covers only the presenter's context (UIKit's own answer for currentContext and overCurrentContext: the controller that defines the context is covered, Apple's definesPresentationContext page)",
                confidence: "D")
        case .adaptivePresentationStyle:
            return Reason(
                why: "UIKit asks which style fits the current size classes",
                expected: "nothing: it asks the adaptive delegate, if there is one; .none means no change",
                confidence: "D")
        case .adaptivePresentationStyleForController:
            return Reason(
                why: "the presentation controller consults its adaptive delegate",
                expected: "return the style to use in these traits, or .none to keep the presentation as it is",
                confidence: "D")
        case .animationControllerForPresented:
            return Reason(
                why: "UIKit asks the delegate for an animator",
                expected: "return an animator, or nil for UIKit's own slide-up", confidence: "D")
        case .animationControllerForDismissed:
            return Reason(
                why: "the dismissal starts: UIKit asks the delegate again, if it is still alive",
                expected: "return the dismissal animator, or nil for UIKit's own", confidence: "D")
        case .interactionControllerForPresentation:
            return Reason(
                why: "there is an animator, so UIKit asks whether a gesture drives it",
                expected: "return an interaction controller while a gesture is in progress, nil otherwise",
                confidence: "D")
        case .interactionControllerForDismissal:
            return Reason(
                why: "there is a dismissal animator, so UIKit asks whether a gesture drives it",
                expected: "return an interaction controller while a gesture is in progress, nil otherwise",
                confidence: "D")
        case .shouldRemovePresentersView:
            return Reason(
                why: "UIKit asks whether the presenter's view leaves the window once presented",
                expected: "false (the default) when the presenter stays visible behind", confidence: "D")
        case .presentationTransitionWillBegin:
            return Reason(
                why: "the container view exists and the coordinator is ready",
                expected: "add your chrome (a dimming view) to the container and animate it alongside", confidence: "D")
        case .dismissalTransitionWillBegin:
            return Reason(
                why: "the dismissal is about to animate",
                expected: "animate your chrome out alongside the transition", confidence: "D")
        case .animateAlongsideTransition:
            return Reason(
                why: "your controller registers animations to run with the transition",
                expected: "nothing more: UIKit runs the block inside the transition's animation", confidence: "D")
        case .alongsideAnimation:
            return Reason(
                why: "UIKit runs the alongside block inside the transition's animation, with its timing",
                expected: "set the end values of what you animate (e.g. the dimming view's alpha)", confidence: "?")
        case .presentedView:
            return Reason(
                why: "UIKit asks which view to animate; it may ask several times",
                expected: "return the presented controller's view, or a view wrapping it; answer fast", confidence: "D")
        case .frameOfPresentedViewInContainerView:
            return Reason(
                why:
                    "UIKit asks where the presented view ends up: it is the context's final frame; it may ask several times",
                expected: "return the frame in the container's coordinates (the container's bounds by default)",
                confidence: "D")
        case .transitionDuration:
            return Reason(
                why: "UIKit asks the animator how long the transition takes",
                expected: "return the duration in seconds", confidence: "D")
        case .animateTransition:
            return Reason(
                why: "UIKit hands the animator the context",
                expected: "add the view to the container, animate it, and call completeTransition(_:) when done",
                confidence: "D")
        case .startInteractiveTransition:
            return Reason(
                why: "a gesture drives this transition",
                expected: "start the animator with its clock paused (the percent-driven class does it for you)",
                confidence: "D")
        case .update:
            return Reason(
                why: "the gesture moved",
                expected: "report the new progress; the paused animations follow it", confidence: "D")
        case .updateInteractiveTransition:
            return Reason(
                why: "the interaction controller reports progress to UIKit",
                expected: "nothing: UIKit scrubs the animations, alongside ones included", confidence: "D")
        case .finish:
            return Reason(
                why: "the gesture ended forward", expected: "nothing: the rest plays forward", confidence: "D")
        case .cancel:
            return Reason(
                why: "the gesture ended backward", expected: "nothing: the animations play back", confidence: "D")
        case .finishInteractiveTransition:
            return Reason(
                why: "the rest plays forward over (1-p) x duration / completionSpeed with completionCurve",
                expected: "call completeTransition(true) from your animation's completion", confidence: "D")
        case .cancelInteractiveTransition:
            return Reason(
                why: "the animations play back over p x duration / completionSpeed",
                expected: "call completeTransition(false) and put your views back: UIKit does not restore model values",
                confidence: "?")
        case .containerViewWillLayoutSubviews:
            return Reason(
                why: "a layout pass of the container (during the transition and on every later size change)",
                expected:
                    "set your chrome's and the presented view's frames here: UIKit only autoresizes, so a UIView() dimming view (no mask) keeps its old frame and the presented view (a root view, W+H) merely keeps its margins",
                confidence: "D")
        case .containerViewDidLayoutSubviews:
            return Reason(
                why: "the layout pass is done",
                expected: "final adjustments after UIKit's own layout", confidence: "D")
        case .completeTransition:
            return Reason(
                why: "the animator tells UIKit it is done; nothing ends until it does",
                expected: "pass !transitionWasCancelled", confidence: "D")
        case .presentationTransitionDidEnd:
            return Reason(
                why: "the presentation ended (false: it was cancelled)",
                expected: "if false, remove the chrome you added", confidence: "D")
        case .dismissalTransitionDidEnd:
            return Reason(
                why: "the dismissal ended (false: it was cancelled)",
                expected: "if true, remove the chrome you added", confidence: "D")
        case .animationEnded:
            return Reason(
                why: "UIKit tells the animator the transition is over", expected: "optional clean-up", confidence: "D")
        case .presentCompletion:
            return Reason(
                why: "the block passed to present or dismiss", expected: "whatever your app does next", confidence: "D")
        case .alongsideCompletion:
            return Reason(
                why: "the alongside completion, after the present/dismiss completion",
                expected: "clean up after the alongside animation; isCancelled says how it ended", confidence: "O")
        case .viewWillAppear:
            return Reason(
                why: "appearance callback of the controller coming on screen", expected: "prepare the content",
                confidence: "D")
        case .viewDidAppear:
            return Reason(
                why: "appearance callback: it is on screen", expected: "start what needs the screen", confidence: "D")
        case .viewWillDisappear:
            return Reason(
                why:
                    "appearance callback of the controller leaving (a presenter gets it only when its view is removed: fullScreen, currentContext)",
                expected: "pause what runs while visible", confidence: "O")
        case .viewDidDisappear:
            return Reason(
                why: "appearance callback: it is off screen", expected: "stop what needs the screen", confidence: "O")
        case .viewWillTransitionToSize:
            return Reason(
                why:
                    "the size is changing; the presentation controller forwards it to the presented controller (in a stack, every level's presentation controller hears it: each is a UIContentContainer)",
                expected: "adapt to the new size, optionally animating alongside the coordinator", confidence: "D")
        case .willTransitionToTraitCollection:
            return Reason(
                why: "the size classes are changing", expected: "adapt to the new traits", confidence: "D")
        case .sizeForChildContentContainer:
            return Reason(
                why: "the default viewWillTransition asks what size the presented controller gets",
                expected: "return the child's size for that parent size", confidence: "D")
        case .present:
            return Reason(
                why:
                    "the app presents; inside the call UIKit only sets the presentation up: the presentation controller, full screen, adaptation, the animator and the interaction controller",
                expected: "keep the transitioning delegate alive yourself: the transition runs after this call returns",
                confidence: "D/O")
        case .presentReturned:
            return Reason(
                why:
                    "stage one is over; the transition itself runs from the run loop, after the calling code has returned (Apple's backtraces: runTransitionForCurrentState under the after-commit handler)",
                expected: "nothing; an object only your local variables held is released now", confidence: "O")
        case .dismiss:
            return Reason(
                why:
                    "the app (or a tap handler) dismisses; inside the call UIKit asks the delegate for the dismissal's animator and interaction controller",
                expected: "nothing: the dismissal begins after this call returns", confidence: "D/O")
        case .dismissReturned:
            return Reason(
                why: "stage one is over; dismissalTransitionWillBegin and the animation follow from the run loop",
                expected: "nothing", confidence: "O")
        case .dimmingViewWasTapped:
            return Reason(
                why:
                    "a tap outside the popover reached the view UIKit keeps behind it (a popover dismisses on a tap outside, unless the point is in passthroughViews)",
                expected:
                    "nothing: UIKit dismisses the popover; return false from presentationControllerShouldDismiss(_:) to refuse",
                confidence: "D")
        case .dimmingViewTapped:
            return Reason(
                why: "the tap recogniser on the dimming view fired", expected: "dismiss the presented controller",
                confidence: "D")
        case .deinitialized:
            return Reason(
                why: "nothing keeps the transitioning delegate alive (transitioningDelegate is weak)",
                expected: "keep a strong reference to it for as long as the presentation lasts", confidence: "O")
        case .pushViewController:
            return Reason(
                why:
                    "the app pushes; inside the call the stack changes at once and the pushed controller hears willMove(toParent:) (a published log); the transition runs afterwards, from the run loop",
                expected: "nothing: viewControllers already lists the pushed controller when the call returns",
                confidence: "D/O")
        case .popViewController, .popToRootViewController, .popToViewController:
            return Reason(
                why:
                    "the app pops; inside the call the stack loses its top and each controller leaving hears willMove(toParent: nil) (a published log); the transition runs from the run loop",
                expected: "nothing: the popped controller is returned, and leaves the window when the pop completes",
                confidence: "D/O")
        case .setViewControllers:
            return Reason(
                why:
                    "the app replaces the stack; a pop when the new top was already on the stack, a push when it was not, nothing when the top stays (Apple, setViewControllers(_:animated:))",
                expected: "nothing", confidence: "D")
        case .animationControllerForOperation:
            return Reason(
                why:
                    "a push or a pop is about to run: the navigation controller asks its delegate for an animator, as a transitioning delegate is asked for a presentation (Apple, UINavigationControllerDelegate)",
                expected:
                    "return an animator for this operation (.push or .pop), or nil for UIKit's own slide from the trailing edge",
                confidence: "D")
        case .interactionControllerForAnimation:
            return Reason(
                why: "the delegate gave an animator, so UIKit asks whether something drives it interactively",
                expected:
                    "return the interaction controller while a gesture is driving the change (a UIPercentDrivenInteractiveTransition), nil otherwise",
                confidence: "D")
        case .navigationWillShow:
            return Reason(
                why:
                    "the navigation controller is about to show a controller's view and navigation item, after that controller's viewWillAppear (a published log)",
                expected: "prepare for the controller coming (a cancelled swipe may never show it)", confidence: "D/O")
        case .navigationDidShow:
            return Reason(
                why:
                    "the push or pop is over and the controller named is the one shown; after a cancelled swipe that is the controller that stayed ([?] the model's reading of published reports)",
                expected: "nothing, or update what depends on the top controller", confidence: "D")
        case .willMoveToParent:
            return Reason(
                why:
                    "the controller is joining a container (a navigation controller, in a push) or leaving it (nil, in a pop)",
                expected: "call super; prepare for the new parent", confidence: "D")
        case .didMoveToParent:
            return Reason(
                why:
                    "the containment change is over: after viewDidAppear in a push, after the animation in a pop (nil) (a published log)",
                expected: "call super; nil means the controller has left its container", confidence: "D/O")
        case .zoomSourceViewProvider:
            return Reason(
                why:
                    "the controller's preferredTransition is a zoom (iOS 18): UIKit asks the app's closure for the view to zoom from, at the presentation or push and again at the dismissal or pop (Apple, \"zoom(options:sourceViewProvider:)\")",
                expected:
                    "return the view the zoom starts from and ends in (a thumbnail, say), still on screen; nil zooms from nowhere in particular",
                confidence: "D")
        case .pauseInteractiveTransition:
            return Reason(
                why: "the interaction controller paused the transition (iOS 10's interruptible transitions)",
                expected: "nothing: the animations hold where they are until the gesture resumes", confidence: "D")
        case .presentationControllerShouldDismiss:
            return Reason(
                why:
                    "the user swiped the sheet down: UIKit asks whether it may dismiss (only for the user's gesture, never for a programmatic dismiss; not at all while isModalInPresentation)",
                expected: "return false to refuse (you then hear presentationControllerDidAttemptToDismiss)",
                confidence: "D")
        case .presentationControllerWillDismiss:
            return Reason(
                why: "the user's swipe is dismissing the sheet (UIPresentationController.h, iOS 13+)",
                expected: "get ready for the controller to go (it may still come back if the swipe is cancelled)",
                confidence: "D")
        case .presentationControllerDidDismiss:
            return Reason(
                why: "the sheet the user swiped away is gone (no call for a programmatic dismiss)",
                expected: "do what your dismiss button would have done after it (save, tidy up)", confidence: "D")
        case .presentationControllerDidAttemptToDismiss:
            return Reason(
                why:
                    "the user tried to swipe the sheet away and it was refused (isModalInPresentation, or presentationControllerShouldDismiss said false)",
                expected: "ask the user (an action sheet: save or discard the draft)", confidence: "D")
        case .prepareForPopoverPresentation:
            return Reason(
                why: "the popover is about to be shown: its delegate may set the source and arrows now",
                expected: "set sourceView/sourceRect (or barButtonItem) if you have not", confidence: "D")
        case .sheetDidChangeSelectedDetentIdentifier:
            return Reason(
                why: "the user dragged the sheet to another detent (not called when the app sets the detent)",
                expected: "read selectedDetentIdentifier and adapt the content", confidence: "D")
        case .preferredContentSizeDidChange:
            return Reason(
                why:
                    "the presented controller's preferredContentSize changed, or the presentation is about to begin: UIKit tells the presentation controller just before presentationTransitionWillBegin() and on every later change (Apple's CustomTransitions sample, AAPLCustomPresentationController.m)",
                expected:
                    "if the container exists, ask for a layout pass (setNeedsLayout) so your frame follows the new size",
                confidence: "D")
        case .viewDidLoad:
            return Reason(
                why:
                    "the controller's view was read for the first time: UIKit loads it (loadView) and then calls viewDidLoad, once (Apple, \"view\" and \"viewDidLoad()\")",
                expected: "build what the view holds; its size is not final yet", confidence: "D")
        case .viewIsAppearing:
            return Reason(
                why:
                    "after viewWillAppear, once the view is in the hierarchy and laid out, with its traits and geometry settled (Apple, \"viewIsAppearing(_:)\", iOS 13+)",
                expected: "update what depends on the view's size or traits", confidence: "D")
        case .willPresentWithAdaptiveStyle:
            return Reason(
                why:
                    "the presentation is about to be shown: the adaptive delegate hears which style adaptation chose, .none when nothing adapts (UIPresentationController.h)",
                expected: "prepare for that style (the moment it is shown is this model's choice [?])", confidence: "D")
        case .viewControllerForAdaptivePresentationStyle:
            return Reason(
                why:
                    "the presentation adapts to another style: UIKit asks the adaptive delegate for a controller to show in it; nil keeps the presented one (UIPresentationController.h)",
                expected: "return a controller (a navigation controller wrapping the content, say) or nil",
                confidence: "D")
        case .prepareAdaptivePresentationController:
            return Reason(
                why:
                    "the presentation adapts: UIKit hands the adaptive delegate the controller it adapts to (a popover's sheet, iOS 15+) before it is shown",
                expected: "configure it (the sheet's detents, say)", confidence: "D")
        }
    }

    /// What the mark after each reason means.
    static let marksKey = "[D] documented by Apple · [O] observed and published · [?] this model's choice"

    /// The key to the marks in Chinese (under 80 columns too).
    static let chineseMarksKey = "[D] Apple 文档写明 · [O] 已发表的观察 · [?] 本模型自己的选择"

    /// `explain` in `language`: `zh` gives everything it says in Chinese (the trace lines are the
    /// calls, as the code spells them); anything else, English.
    package static func explain(engine: Engine, config: PresentationConfig, language: Language = .english) -> String {
        let zh = language == .chinese
        let candidates = [engine.lastTransition, engine.lastSizeChange].compactMap { $0 }
        guard let t = candidates.max(by: { $0.traceStart < $1.traceStart }) else {
            return zh ? "还什么都没有发生：试试 `present`。\n" : "Nothing has happened yet: try `present`.\n"
        }
        let events = engine.trace[engine.keptIndex(t.traceStart)...]
        // The key to the marks, where they appear (under 80 columns: it never wraps in a transcript).
        var out = (zh ? Self.chineseMarksKey : Self.marksKey) + "\n"
        var explainedPan = false
        for e in events {
            let indent = String(repeating: "  ", count: min(e.depth, 10))
            out += formatFixed(e.time, decimals: 3) + "  " + indent + e.receiver.rawValue + " " + e.displayCall + "\n"
            if let hook = Hook(rawValue: e.call) {
                let r = reason(for: hook)
                let (why, expected) = zh ? chineseReason(for: hook) : (r.why, r.expected)
                out += "       " + indent + (zh ? "↳ 原因：" : "↳ why: ") + why + " [" + r.confidence + "]\n"
                out += "       " + indent + (zh ? "  应对：" : "  you: ") + expected + "\n"
            } else if Self.isPanAction(e) && !explainedPan {
                // Once: a pan sends its action every frame, and the reason is the same each time.
                explainedPan = true
                out +=
                    "       " + indent + (zh ? "↳ 原因：" + Self.chinesePanActionReason : "↳ why: " + Self.panActionReason)
                    + "\n"
            }
        }
        let notes = Gotchas.notes(engine: engine, config: config)
        if !notes.isEmpty {
            out += zh ? "\n这次会话显示了：\n" : "\nWhat this session shows:\n"
            for note in notes { out += "  · " + note.text(in: language) + "\n" }
        }
        out += zh ? "\nUIKit 没有文档说明、由本模型自己决定的地方 [?]：\n" : "\nModel choices where UIKit is not documented [?]:\n"
        var choices = zh ? chineseUndocumentedChoices : PresentationRules.undocumentedChoices
        if events.contains(where: Self.isPanAction) {
            choices += zh ? PanToDismiss.chineseUndocumentedChoices : PanToDismiss.undocumentedChoices
        }
        for choice in choices { out += "  · " + choice + "\n" }
        return out
    }

    /// The words `explain CALL` takes: each traced call's name (`deinit`,
    /// `presentationTransitionWillBegin`), once, with that name as its value.
    package static let callWords: [(word: String, value: String)] = {
        var seen: Set<String> = []
        var words: [(word: String, value: String)] = []
        for hook in Hook.allCases {
            let name = String(hook.rawValue.prefix { $0 != "(" && $0 != " " })
            if seen.insert(name.lowercased()).inserted { words.append((name, name)) }
        }
        return words
    }()

    /// `explain --short`: the last transition's calls, each with its reason on one line.
    package static func short(engine: Engine, language: Language = .english) -> String {
        let zh = language == .chinese
        let candidates = [engine.lastTransition, engine.lastSizeChange].compactMap { $0 }
        guard let t = candidates.max(by: { $0.traceStart < $1.traceStart }) else {
            return zh ? "还什么都没有发生：试试 `present`。\n" : "Nothing has happened yet: try `present`.\n"
        }
        var out = ""
        for e in engine.trace[engine.keptIndex(t.traceStart)...] {
            guard let hook = Hook(rawValue: e.call) else { continue }
            let why = zh ? chineseReason(for: hook).why : reason(for: hook).why
            out += formatFixed(e.time, decimals: 3) + "  " + e.displayCall + ": " + why + "\n"
        }
        out += zh ? "（`explain` 给出全部：应对方法和本模型的选择）\n" : "(`explain` gives it all: what to do, and the model's choices)\n"
        return out
    }

    /// `explain CALL`: why UIKit makes the call named `call` (every call of that name), what the
    /// receiver should do, and when the last transition made it.
    package static func explain(call: String, engine: Engine, language: Language = .english) -> String {
        let zh = language == .chinese
        let hooks = Hook.allCases.filter { $0.rawValue.prefix { $0 != "(" && $0 != " " } == call }
        var out = ""
        for hook in hooks {
            let r = reason(for: hook)
            let (why, expected) = zh ? chineseReason(for: hook) : (r.why, r.expected)
            out += hook.rawValue + "\n"
            out += (zh ? "  原因：" : "  why: ") + why + " [" + r.confidence + "]\n"
            out += (zh ? "  应对：" : "  you: ") + expected + "\n"
        }
        let candidates = [engine.lastTransition, engine.lastSizeChange].compactMap { $0 }
        let events =
            candidates.max(by: { $0.traceStart < $1.traceStart }).map {
                Array(engine.trace[engine.keptIndex($0.traceStart)...])
            } ?? []
        let made = events.filter { hooks.map(\.rawValue).contains($0.call) }
        if made.isEmpty {
            out += zh ? "上一次转场没有调用它。\n" : "The last transition did not make this call.\n"
        } else {
            out += zh ? "上一次转场里：\n" : "In the last transition:\n"
            for e in made {
                out += formatFixed(e.time, decimals: 3) + "  " + e.receiver.rawValue + " " + e.displayCall + "\n"
            }
        }
        return out
    }

    /// A pan recogniser's action: a call outside the catalogue handed a `UIPanGestureRecognizer`.
    static func isPanAction(_ e: TraceEvent) -> Bool {
        e.arguments.count == 1 && e.arguments[0].value == .object("UIPanGestureRecognizer")
    }

    static let chinesePanActionReason =
        "手指在带有拖动手势识别器的视图上移动（`pan`）；UIKit 在 .began、每次 .changed 和 .ended 时都把动作发给目标（这里只解释第一次），处理方法读取 state、translation(in:) 和 velocity(in:) [D: Apple, UIPanGestureRecognizer; UIGestureRecognizer.State]"

    static let panActionReason =
        "a finger moved on a view with a pan recogniser (`pan`); UIKit sends the action to its target at .began, at each .changed and at .ended (only this first call is explained), and the handler reads state, translation(in:) and velocity(in:) [D: Apple, UIPanGestureRecognizer; UIGestureRecognizer.State]"
}
