/// The choices this model makes where UIKit's behaviour is not published ([?] in DESIGN section 8),
/// and the adaptation rules, kept in one place so `explain` can cite them and they can change together.
public enum PresentationRules {
    /// What `.automatic` resolves to for an ordinary view controller [D]: a page sheet on iOS 13
    /// to 17, a form sheet from iOS 18 (Apple, "UIModalPresentationStyle.automatic"; iOS 18 release
    /// notes). On a phone in compact width both are the same card; on an iPad the form sheet is the
    /// smaller, centred one.
    public static func automaticStyle(for release: IOSRelease) -> ModalPresentationStyle {
        release.rawValue >= 18 ? .formSheet : .pageSheet
    }

    /// [?] UIKit's own slide-up, used when the delegate vends no animator: not published; 0.5 s easeInOut.
    public static let defaultTransitionDuration = 0.5
    public static let defaultTransitionCurve: TimingCurve = .easeInOut

    /// [?] How long a rotation's size transition takes: not published; 0.4 s easeInOut.
    public static let rotationDuration = 0.4
    public static let rotationCurve: TimingCurve = .easeInOut

    /// [?] Alongside blocks share the animator's first animation's timing (its duration and curve,
    /// a spring included), or the transition's duration with easeInOut when the animator animates nothing.
    public static let alongsideTimingNote = "alongside animations run with the animator's first animation's timing"

    /// [?] A cancelled interactive transition returns over p × duration / completionSpeed with the
    /// completion curve; the animations' model values are not reverted by UIKit: the animator must.
    public static let cancelNote =
        "a cancel plays back over p × duration / completionSpeed; the animator restores its views"

    /// A view controller's root view resizes with its superview. [D/O] A storyboard saves every root
    /// view with flexible width and height (Apple's CustomTransitions sample; Xcode's templates),
    /// UIKit's transition container resizes with the window (`autoresize = W+H` in published
    /// `recursiveDescription` dumps), and the day-24 article's own screenshot shows the card keeping
    /// its 30-point margins after a rotation. [?] For a root view made by `loadView` without a
    /// storyboard, Apple's page only says "a plain UIView": the model gives it the same mask.
    public static let rootViewAutoresizingMask: AutoresizingMask = .flexibleSize

    /// [?] Present's completion does not run when the presentation is cancelled.
    public static let completionRunsOnCancel = false

    /// Built-in sheet geometry ([?] UIKit's exact numbers vary by device and release; these are typical
    /// of iOS 13–17): the card's top gap below the safe area in compact width, its corner radius, the
    /// dimming behind it, the form sheet's default size and the page sheet's width on an iPad.
    public static let compactSheetTopGap = 10.0
    public static let sheetCornerRadius = 10.0
    public static let sheetDimmingAlpha = 0.4
    public static let formSheetSize = Size(width: 540, height: 620)
    public static let pageSheetWidth = 704.0
    public static let pageSheetVerticalMargin = 40.0
    public static let popoverSize = Size(width: 320, height: 400)
    /// [?] The medium detent's height as a share of the large one's ("approximately half the
    /// height of the screen", Apple's "medium()").
    public static let mediumDetentFraction = 0.5
    /// [?] The grabber drawn at a sheet's top: 36 × 5 points, 5 below the top edge.
    public static let grabberSize = Size(width: 36, height: 5)
    public static let grabberTop = 5.0
    /// [?] How far down a drag must end, as a share of the sheet's height, for the swipe to dismiss it.
    public static let swipeDismissThreshold = 0.5
    /// [?] A sheet let go moving down faster than this (points per second) is dismissed whatever
    /// its distance, and its detent is chosen where its speed would carry it in this many seconds.
    public static let sheetFlingVelocity = 1000.0
    public static let sheetProjectionSeconds = 0.2
    /// [?] How stiffly a sheet resists a drag past its largest detent (`Engine.rubberBand`).
    public static let rubberBandStiffness = 0.55
    /// [?] A popover's arrow (its base and its height) and the margin it keeps from the safe area's edges.
    public static let popoverArrowSize = Size(width: 26, height: 13)
    public static let popoverMargin = 10.0
    /// [?] How far a partial curl lifts the presenter's view, as a share of the screen's height.
    public static let partialCurlLift = 0.6
    /// [?] How far a sheet pushes the presenter back on a phone in portrait: not published.
    public static let sheetPresenterScale = 0.92

    /// What a built-in style becomes when no delegate decides ([D] Apple's documentation of each
    /// style, iOS 13 and later): page and form sheets show as sheets in compact width and as full
    /// screen in compact height; a popover behaves as a form sheet in any compact environment (so a
    /// sheet in compact width, full screen in compact height). Custom and full-screen styles stay.
    /// (DESIGN section 8 describes the pre-iOS 13 rule, popovers and sheets going full screen in
    /// compact width; the model follows Apple's current documentation.)
    public static func defaultAdaptation(
        of style: ModalPresentationStyle, in traits: TraitCollection, edgeAttached: Bool = false
    ) -> ModalPresentationStyle {
        let compactHeight = traits.verticalSizeClass == .compact
        let compactWidth = traits.horizontalSizeClass == .compact
        switch style {
        case .popover where compactHeight: return .fullScreen
        case .popover where compactWidth: return .formSheet
        case .pageSheet where compactHeight, .formSheet where compactHeight:
            // [D] Unless the sheet prefers to stay edge-attached (`prefersEdgeAttachedInCompactHeight`).
            return edgeAttached ? .none : .fullScreen
        default: return .none
        }
    }

    /// Every [?] choice above in plain words, for `explain`.
    public static let undocumentedChoices =
        [
            "UIKit's default slide-up takes \(formatNumber(defaultTransitionDuration)) s with easeInOut",
            alongsideTimingNote,
            cancelNote,
            "the present completion does not run when a presentation is cancelled",
            "a rotation animates over \(formatNumber(rotationDuration)) s with easeInOut",
            "a delegate nobody retains dies when the call that presents returns, after UIKit has what it needs",
            "a view controller's root view made without a storyboard resizes with its superview (flexible width and height), as a storyboard's does",
            "after an interactive cancel, the matching viewDidAppear/viewDidDisappear come when the transition completes (the header documents only the \"will\" calls, sent when the interaction ends)",
            "adaptation changes the layout, not whether the presenter's view is removed: that is the presentation controller's answer when the presentation begins (a sheet presented in compact height and one rotated into it end alike)",
            "a custom presentation adapted to full screen is laid out over the whole container by UIKit, which then does not ask the controller for frameOfPresentedViewInContainerView",
            "a spring damping above 1 is taken and treated as 1 (critically damped): UIKit accepts it and shows no overdamped motion",
            "loaded code: a CADisplayLink fires once a frame (1/60 s) only while a transition is under way",
            "autoresizing adds the whole change in size to each flexible length and never clamps: a flexible height can end below zero (a banner at the bottom of a portrait phone turned to landscape); such a view is not drawn",
            "a tap outside an iPad popover reaches a clear view UIKit keeps behind it; its handler is private, so the trace names it dimmingViewWasTapped(_:) (UIDimmingView's delegate call)",
            "sheets: a card \(formatNumber(compactSheetTopGap)) points below the safe area (compact width), corner radius \(formatNumber(sheetCornerRadius)), over black \(formatNumber(sheetDimmingAlpha)) dimming",
            "a sheet on a phone in portrait pushes the presenter back to \(formatNumber(sheetPresenterScale)) of its size with the sheet's corner radius; on iOS 26 Apple's form-sheet page describes the sheet on a Liquid Glass layer, which the drawing does not show (it draws the iOS 13–18 card)",
            "sheets: the medium detent is \(formatNumber(mediumDetentFraction)) of the large one's height (and \"inactive in compact height\", Apple: a sheet selected there rests at the next taller active detent, else the tallest), the grabber \(formatNumber(grabberSize.width))×\(formatNumber(grabberSize.height)) points \(formatNumber(grabberTop)) below the sheet's top, and a finger on the sheet moves it: down from its smallest detent it is the interactive dismissal, which finishes when let go past \(formatNumber(swipeDismissThreshold)) of the sheet's height or faster than \(formatNumber(sheetFlingVelocity)) points a second and is cancelled otherwise, with any interactive cancel's appearance calls (no published iOS 17 log gives a swipe's) (presentationControllerWillDismiss once the dismissal has begun, just after its first calls); any other drag moves it between detents (its height following the finger, its bottom on the edge; below the smallest it slides), resisting past the largest as UIScrollView's rubber band (stiffness \(formatNumber(rubberBandStiffness))), and let go it settles at the detent nearest where its speed would carry it in \(formatNumber(sheetProjectionSeconds)) s; a drag down from a larger detent never dismisses; `drag sheet to dismiss` plays the dismissal out; changing detents animates over the default transition's time",
            "UIKit's other transition styles, with its slide's timing: crossDissolve fades the presented view, flipHorizontal is drawn as the presented view turning edge-on and back (its width scaled, no perspective), partialCurl lifts the presenter's view by \(formatNumber(partialCurlLift)) of the screen's height and keeps it in the window; the controller a partial curl shows \"is itself prevented from presenting any additional view controllers\" (Apple), and whether UIKit then logs or raises is not published: the model refuses (loaded code's present is logged and does nothing)",
            "a popover from a source: the arrow goes on the first permitted side, in the order up, down, left, right, on which the popover fits \(formatNumber(popoverMargin)) points inside the safe area and inside popoverLayoutMargins from the screen's edges, the stricter on each edge (else the first permitted side), drawn \(formatNumber(popoverArrowSize.width))×\(formatNumber(popoverArrowSize.height)) points, kept on the popover's edge at least its corner radius from a corner when the popover is pushed away from its source; an adapted popover is its own adaptiveSheetPresentationController; prepareForPopoverPresentation comes just before presentationTransitionWillBegin",
            "a stack dismissed from below: the presentation controllers between get dismissalTransitionWillBegin() before the top one and dismissalTransitionDidEnd(_:) after it, their containers leave the window as the dismissal begins, and a controller between whose view was on screen hears viewWillDisappear(false) then viewDidDisappear(false)",
            "the adaptive delegate hears willPresentWithAdaptiveStyle as the transition begins, just before preferredContentSizeDidChange and presentationTransitionWillBegin; an adapted presentation keeps its presentation controller, which is what presentationController(_:prepare:) hands the delegate; presentationTransitionWillBegin comes before the appearance calls (the presenter's viewWillDisappear, then the presented viewWillAppear), which no published log of a .fullScreen presentation settles",
            "a currentContext or overCurrentContext presentation: its container is a window subview over the context's view (resizing as that view does); a caller inside a presented controller with no context above it presents in that presented controller; providesPresentationContextTransitionStyle takes effect only for a context found by a context-style presentation",
            "a rotation reaches every level of a presentation stack, bottom first: every presentation controller's willTransition(to:with:) and adaptive question, then the root's viewWillTransition(to:with:), then each presentation controller's, then each container's layout pass",
            "loaded code's alerts and action sheets: UIKit's metrics, dimming and motion for them are private, so the model's are its own (docs/fidelity-evidence.md §19); an action's handler runs when the dismissal completes; a tap outside an action sheet runs its cancel action and outside an alert does nothing; on a phone an action sheet is never a popover",
            "loaded code: perform(_:) and its variants answer nil (UIKit answers the method's result), and perform(_:with:afterDelay:) runs on the engine's clock as the app; getRed/getWhite of an adaptive or asset colour answer false and leave the arguments as they were",
            "loaded code: Swift concurrency runs on one thread and the engine's clock: a job for the main actor or the global pool runs as the app's work on the main queue's next turn, and Task.sleep waits on the virtual clock (a task cancelled while it sleeps throws when its time comes)",
            "loaded code: a view's layer asks its view for an action: inside an animation block a CABasicAnimation of the key with the block's duration, outside one NSNull; an animation a layer runs is timed, not drawn",
            "loaded code: no touch reaches a responder (tap and pan go to recognisers and controls) and none becomes first responder (no keyboard: the keyboard guide rests at the bottom)",
            "loaded code: the device's time zone is UTC, so a formatted date reads the same on every machine; numbers and dates are formatted in Foundation's default locale on Linux (English, US$ for dollars) where a device would use its own",
            "loaded code: an appearance proxy is an instance of its class made with init(frame:) or, for a class without one, an initialiser of its own given empty arguments; its settings reach a view each time it enters a window, except what was set on the view itself; proxies scoped to containers or traits are the class's one proxy",
            "loaded code: the system pickers (UIColorPickerViewController, UIDocumentPickerViewController, PHPickerViewController) are presented like any controller and show a stand-in (the title and selected colour, the types to open, the photo filter); nobody picks, and when the user dismisses one (a sheet's swipe, a tap outside a popover) its delegate hears, once the dismissal is over, what UIKit sends when the user closes it: colorPickerViewControllerDidFinish, documentPickerWasCancelled, picker(_:didFinishPicking:) with no results; the app's own dismiss tells them nothing",
        ] + NavigationRules.choices

    /// The style in effect given the requested one, the presentation controller's adaptive answer
    /// and the traits: popovers adapt in compact width unless told `.none`; a custom style adapts
    /// only when its controller (or delegate) names another style.
    /// Adaptation happens only in a compact environment ([D] `adaptivePresentationStyle` is "the
    /// presentation style to use when the presented view controller becomes horizontally compact";
    /// sheets also adapt in compact height): in regular width and height the requested style stands.
    public static func effectiveStyle(
        requested: ModalPresentationStyle, adaptive: ModalPresentationStyle,
        traits: TraitCollection
    ) -> ModalPresentationStyle {
        let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        if compact, adaptive != .none, adaptive != requested { return adaptive }
        return requested
    }

    /// Styles whose presented view fills the container whatever the controller's frame says.
    public static func coversContainer(_ style: ModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .overFullScreen
    }
}
