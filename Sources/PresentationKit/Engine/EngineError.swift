/// Why the engine refused a request: the situations where UIKit logs a warning and ignores the call.
public enum EngineError: Error, Equatable, Sendable {
    /// A transition is running (or hung): UIKit ignores a new present, dismiss or rotation.
    case transitionInProgress(phase: Phase)
    /// `present` on a controller that already presents one.
    case alreadyPresenting
    /// `dismiss` with nothing presented.
    case nothingPresented
    /// An interaction command with no interactive transition waiting for it.
    case noInteractiveTransition
    /// The controller is not in a window.
    case notInWindow
    /// `.partialCurl` asked of a presentation that is not full screen (UIKit raises an exception).
    case partialCurlNeedsFullScreen(ModalPresentationStyle)
    /// `present` from a controller shown with `.partialCurl`: [D] "A view controller presented
    /// using this transition is itself prevented from presenting any additional view controllers"
    /// (Apple, "UIModalTransitionStyle.partialCurl"). [?] Whether UIKit logs or raises is not
    /// published: the model refuses, as it refuses any present UIKit ignores
    /// (`ViewController.isShownByPartialCurl`).
    case presentingFromPartialCurl
    /// A drag to a detent the sheet does not have.
    case noSuchDetent(String)
}
