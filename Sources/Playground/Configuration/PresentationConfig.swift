import PresentationKit

/// Which transitions are driven by a gesture (`interactive ...`).
package enum InteractiveMode: String, Equatable, Sendable, CaseIterable {
    case off, present, dismiss, both
    func includes(presenting: Bool) -> Bool {
        self == .both || (presenting ? self == .present : self == .dismiss)
    }
}

/// Which spelling traces use (`names ...`).
package enum NameStyle: String, Equatable, Sendable, CaseIterable {
    case modern, swift2, objc
}

/// Everything the learner has configured: what the articles write in code. The presentation
/// objects read it when UIKit calls them, so a change applies from the next call on.
package struct PresentationConfig: Equatable, Sendable {
    package var device: Device = .iPhoneSE
    /// The dismissal animator adds `view(forKey: .to)` back (`set restore-presenter on|off`).
    package var restoresPresenter = true
    /// The iOS release the app runs on (`ios 17|18|26`).
    package var iosRelease: IOSRelease = .newest
    package var orientation: Orientation = .portrait
    package var style: ModalPresentationStyle = .custom
    package var delegateOn = true
    package var delegateRetained = true
    package var frame: FrameSpec = .full
    /// The dimming colour's alpha; nil means no dimming view.
    package var dimmingAlpha: Double? = 0.5
    package var dimmingTapDismisses = true
    /// The dimming view follows the container's size (`[.flexibleWidth, .flexibleHeight]`), the
    /// fix Apple's sample uses beside its layout code; off by default, as for any `UIView()`.
    package var dimmingAutoresizes = false
    package var dimmingWrapsPresented = false
    package var layoutOnRotation = true
    package var cleanup = true
    package var cornerRadius: Double = 0
    package var content: String?
    package var wrapInNavigation = false
    package var presentsInFullscreen = true
    package var removesPresentersView = false
    package var presentAnimator: AnimatorSpec = .system
    /// nil: the same kind as the presenting animator.
    package var dismissAnimator: AnimatorSpec?
    package var interactive: InteractiveMode = .off
    package var completesTransition = true
    package var completionSpeed: Double = 1
    package var completionCurve: TimingCurve = .easeInOut
    /// The adaptive delegate's answer; nil means no adaptive delegate.
    package var adaptiveAnswer: ModalPresentationStyle?
    package var names: NameStyle = .modern
    /// nil: the look the program was started with (`--theme`, or the default), which `reset`
    /// goes back to, so a speaker's projector look survives a demo's `reset`.
    /// Always one of `Theme.terminalThemes` (`set theme` takes no other).
    package var theme: Theme?
    /// How large the phone is drawn (`set drawing`); not code, a choice of the display.
    package var drawing: DrawingSize = .fit
    /// How much of the trace a driving command prints (`set trace`); not code either.
    package var traceLength: TraceLength = .short
    /// How many times slower transitions are replayed (`slow N`): `play`'s speed is divided by it,
    /// and the stage page plays each new transition at `1 / slowMotion`. A choice of the display,
    /// not code; 1 is real time.
    package var slowMotion: Double = 1
    /// The sheet's system detents (`sheet detents medium large`), in order; UIKit's default is large only.
    package var sheetDetents: [SheetDetentName] = [.large]
    /// A custom detent's height (`sheet detent custom 300`), added after the system ones.
    package var sheetCustomDetent: Double?
    package var sheetGrabber = false
    /// `sheet undimmed medium|large|custom|off`: `largestUndimmedDetentIdentifier`.
    package var sheetUndimmed: SheetDetentName?
    /// `sheet corner N|off`: `preferredCornerRadius`.
    package var sheetCorner: Double?
    package var sheetEdgeAttached = false
    /// `sheet delegate on`: the app sets a sheet delegate that hears the user's changes and swipes.
    package var sheetDelegateOn = false
    /// `popover from X Y W H [arrow D]`: the popover's source rectangle and arrows; nil: no rectangle.
    package var popoverSource: PopoverSource?
    /// `context X Y W H`: a child controller defining the presentation context; nil: none.
    package var presentationContext: ContextSpec?
    /// `transition crossDissolve`: the presented controller's `modalTransitionStyle`.
    package var transitionStyle: ModalTransitionStyle = .coverVertical
    /// `navigation on`: the presenting screen is the root of a navigation controller.
    package var navigation = false
    /// `push animator …`: what the navigation delegate vends for pushes and pops; `.system`
    /// (`push animator default`) sets no delegate, and UIKit slides.
    package var pushAnimator: AnimatorSpec = .system
    /// `pop interactive`: pops are driven by the navigation delegate's interaction controller.
    package var popInteractive = false
    /// `zoom from X Y W H`: the thumbnail's frame on the presenting screen, which the presented or
    /// pushed controller zooms from; nil: no zoom.
    package var zoomSource: Rect?
    /// `set modal-in-presentation on`: the presented controller's `isModalInPresentation`.
    package var modalInPresentation = false

    package init() {}

    package var effectiveDismissAnimator: AnimatorSpec { dismissAnimator ?? presentAnimator }
}

/// A shared, mutable home for the configuration, so objects already handed to the engine
/// (the presentation controller, the delegate) see the learner's latest settings.
package final class ConfigBox {
    package var value: PresentationConfig
    /// Set for one command by `cancel at` / `finish at`: the next transition is interactive whatever the setting.
    package var forceInteractive = false
    package init(_ value: PresentationConfig) { self.value = value }
}
