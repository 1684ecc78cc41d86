/// The choices this model makes where UIKit's behaviour is not published ([?] in DESIGN section 8),
/// and the adaptation rules, kept in one place so `explain` can cite them and they can change together.
public enum PresentationRules {
    /// `.automatic` resolves to a page sheet, as on iOS 13 to 17.
    public static let automaticStyle: ModalPresentationStyle = .pageSheet

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
    public static let cancelNote = "a cancel plays back over p × duration / completionSpeed; the animator restores its views"

    /// [?] Present's completion does not run when the presentation is cancelled.
    public static let completionRunsOnCancel = false

    /// The style in effect given the requested one, the presentation controller's adaptive answer
    /// and the traits: popovers adapt in compact width unless told `.none`; a custom style adapts
    /// only when its controller (or delegate) names another style.
    public static func effectiveStyle(requested: ModalPresentationStyle, adaptive: ModalPresentationStyle,
                                      traits: TraitCollection) -> ModalPresentationStyle {
        if adaptive != .none, adaptive != requested { return adaptive }
        return requested
    }

    /// Styles whose presented view fills the container whatever the controller's frame says.
    public static func coversContainer(_ style: ModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .overFullScreen
    }
}
