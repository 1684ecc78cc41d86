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
    /// A drag to a detent the sheet does not have.
    case noSuchDetent(String)
}
