/// Who is on either end of a traced call. Receivers are named by the part they play, so a trace
/// reads the same whatever the classes are called (DESIGN section 3).
public enum TraceRole: String, Sendable, CaseIterable {
    case uikit = "UIKit"
    /// The app's own code: the button that presents, a gesture handler driving an interactive transition.
    case app
    case gesture
    case delegate
    case presentationController
    case animator
    case interactionController
    case context
    case coordinator
    case presented
    case presenting
    case adaptiveDelegate
    /// A navigation controller: the app pushes and pops on it.
    case navigationController
    /// In a push or a pop, the controller on top: the one pushed, or the one popped.
    case pushed
    /// In a push or a pop, the controller beneath the one on top: covered by a push, uncovered by a pop.
    case beneath
    /// A view's gesture recogniser target (the presentation controller in practice).
    case target
}
