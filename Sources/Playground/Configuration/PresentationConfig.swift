import PresentationKit

/// Which transitions are driven by a gesture (`interactive ...`).
public enum InteractiveMode: String, Equatable, Sendable, CaseIterable {
    case off, present, dismiss, both
    func includes(presenting: Bool) -> Bool {
        self == .both || (presenting ? self == .present : self == .dismiss)
    }
}

/// Which spelling traces use (`names ...`).
public enum NameStyle: String, Equatable, Sendable, CaseIterable {
    case modern, swift2, objc
}

/// The stage look (`set theme`): the colours drawings use on a terminal. The renderers have their
/// own copy of the names (Playground draws nothing); the raw values are the spelling both share.
public enum StageTheme: String, Equatable, Sendable, CaseIterable {
    case standard = "default"
    case highContrast = "high-contrast"
    case light
}

/// Everything the learner has configured: what the articles write in code. The presentation
/// objects read it when UIKit calls them, so a change applies from the next call on.
public struct PresentationConfig: Equatable, Sendable {
    public var device: Device = .iPhoneSE
    /// The dismissal animator adds `view(forKey: .to)` back (`set restore-presenter on|off`).
    public var restoresPresenter = true
    /// The iOS release the app runs on (`ios 17|18|26`).
    public var iosRelease: IOSRelease = .newest
    public var orientation: Orientation = .portrait
    public var style: ModalPresentationStyle = .custom
    public var delegateOn = true
    public var delegateRetained = true
    public var frame: FrameSpec = .full
    /// The dimming colour's alpha; nil means no dimming view.
    public var dimmingAlpha: Double? = 0.5
    public var dimmingTapDismisses = true
    /// The dimming view follows the container's size (`[.flexibleWidth, .flexibleHeight]`), the
    /// fix Apple's sample uses beside its layout code; off by default, as for any `UIView()`.
    public var dimmingAutoresizes = false
    public var dimmingWrapsPresented = false
    public var layoutOnRotation = true
    public var cleanup = true
    public var cornerRadius: Double = 0
    public var content: String?
    public var wrapInNavigation = false
    public var presentsInFullscreen = true
    public var removesPresentersView = false
    public var presentAnimator: AnimatorSpec = .system
    /// nil: the same kind as the presenting animator.
    public var dismissAnimator: AnimatorSpec?
    public var interactive: InteractiveMode = .off
    public var completesTransition = true
    public var completionSpeed: Double = 1
    public var completionCurve: TimingCurve = .easeInOut
    /// The adaptive delegate's answer; nil means no adaptive delegate.
    public var adaptiveAnswer: ModalPresentationStyle?
    public var names: NameStyle = .modern
    /// nil: the look the program was started with (`--theme`, or the default), which `reset`
    /// goes back to, so a speaker's projector look survives a demo's `reset`.
    public var theme: StageTheme?
    /// How large the phone is drawn (`set drawing`); not code, a choice of the display.
    public var drawing: DrawingSize = .fit
    /// How much of the trace a driving command prints (`set trace`); not code either.
    public var traceLength: TraceLength = .short
    /// The sheet's system detents (`sheet detents medium large`), in order; UIKit's default is large only.
    public var sheetDetents: [SheetDetentName] = [.large]
    /// A custom detent's height (`sheet detent custom 300`), added after the system ones.
    public var sheetCustomDetent: Double?
    public var sheetGrabber = false
    /// `sheet undimmed medium|large|custom|off`: `largestUndimmedDetentIdentifier`.
    public var sheetUndimmed: SheetDetentName?
    /// `sheet corner N|off`: `preferredCornerRadius`.
    public var sheetCorner: Double?
    public var sheetEdgeAttached = false
    /// `sheet delegate on`: the app sets a sheet delegate that hears the user's changes and swipes.
    public var sheetDelegateOn = false
    /// `popover from X Y W H [arrow D]`: the popover's source rectangle and arrows; nil: no rectangle.
    public var popoverSource: PopoverSource?
    /// `context X Y W H`: a child controller defining the presentation context; nil: none.
    public var presentationContext: ContextSpec?
    /// `transition crossDissolve`: the presented controller's `modalTransitionStyle`.
    public var transitionStyle: ModalTransitionStyle = .coverVertical
    /// `set modal-in-presentation on`: the presented controller's `isModalInPresentation`.
    public var modalInPresentation = false

    public init() {}

    public var effectiveDismissAnimator: AnimatorSpec { dismissAnimator ?? presentAnimator }
}

/// A shared, mutable home for the configuration, so objects already handed to the engine
/// (the presentation controller, the delegate) see the learner's latest settings.
public final class ConfigBox {
    public var value: PresentationConfig
    /// Set for one command by `cancel at` / `finish at`: the next transition is interactive whatever the setting.
    public var forceInteractive = false
    public init(_ value: PresentationConfig) { self.value = value }
}
