/// The choices this model makes for pushes and pops where UIKit's behaviour is not published
/// ([?]); each is also a line of `PresentationRules.undocumentedChoices`, the one list `explain` gives.
public enum NavigationRules {
    /// [?] How long UIKit's own push and pop take, and their curve: not published. 0.35 s, the
    /// value of `UINavigationControllerHideShowBarDuration` (UINavigationController.h declares the
    /// constant; the bar's hide and show animate with the transition), with easeInOut.
    public static let duration = 0.35
    public static let curve: TimingCurve = .easeInOut
    /// [?] How far the covered view moves during UIKit's own push (and comes back from on a pop):
    /// a third of the width, as iOS 7 and later are seen to move it; no figure is published.
    public static let parallax = 1.0 / 3.0
    /// [?] Where the user's edge swipe finishes the interactive pop when let go: past half the
    /// width, or faster than this (points a second, towards the trailing edge); not published.
    public static let popFinishFraction = 0.5
    public static let popFlingVelocity = 500.0
    /// [?] How wide the strip along the leading edge is where a finger begins the edge swipe.
    public static let edgeWidth = 20.0

    /// [?] How long the zoom takes: not published; half a second on a critically damped spring.
    public static let zoomDuration = 0.5

    /// The lines `explain` adds to the undocumented choices.
    static let choices = [
        "UIKit's own push and pop take \(formatNumber(duration)) s with easeInOut (UINavigationControllerHideShowBarDuration); the covered view moves \(formatNumber(parallax * 100, decimals: 0)) % of the width",
        "a push or a pop asks the delegate for its animator and interaction controller from the run loop, after the call returns, and before the appearance calls (a published backtrace shows _startCustomTransition: under _startDeferredTransitionIfNeeded: in the layout pass); willShow comes after viewWillAppear (a published log) and didShow after viewDidAppear and didMove(toParent:)",
        "the zoom (iOS 18's preferredTransition) takes \(formatNumber(zoomDuration)) s on a critically damped spring, animating the zoomed view's frame from the source view's and back (no corner or content morph), hides the source view meanwhile, asks the source view provider at each presentation, push, dismissal and pop, and is shown full screen when the style is .automatic; a delegate's animator, if it vends one, wins; there is no interactive zoom dismissal yet",
        "the edge swipe begins within \(formatNumber(edgeWidth)) points of the leading edge and finishes the pop when let go past \(formatNumber(popFinishFraction * 100, decimals: 0)) % of the width or faster than \(formatNumber(popFlingVelocity)) points a second; cancelled, the popped controller is back on the stack and the delegate hears didShow for it",
    ]
}
