import PresentationKit

/// The pan-to-present the playground's presenting screen carries with `interactive present` (or
/// `both`), and the one `code` writes into the presenting controller: a finger moving up the
/// screen begins the presentation and drives it, as apps that pull a card up from the bottom do.
/// One place for the action's name and the rule that ends it, so the two cannot drift apart.
///
/// UIKit has no pan-to-present of its own: the app writes it. The shape is the one Apple's guide
/// gives interactive transitions ("the gesture recognizer's action method starts the transition
/// and updates the interactive animator", View Controller Programming Guide, "Creating Custom
/// Presentations" → "Adding Interactivity to Your Transitions"); the thresholds are the
/// pan-to-dismiss's (`PanToDismiss`, `[?]`), turned upside down.
enum PanToPresent {
    /// The handler's name, as the trace and the generated `@objc` method spell it.
    static let action = "handlePresentPan(_:)"

    /// Whether the presenting view carries the pan: the presentation is interactive, a delegate
    /// vends an animator, and the app keeps that delegate, so the handler can reach it to drive
    /// the interaction (a delegate made inside the presenting method is gone by the time the
    /// finger moves).
    static func isOn(_ c: PresentationConfig) -> Bool {
        c.interactive.includes(presenting: true) && c.delegateOn && c.delegateRetained && c.presentAnimator != .system
    }

    /// How far the presentation has gone: the finger's way up over the presenting view's height.
    static func progress(translation: Double, height: Double) -> Double {
        PanToDismiss.progress(translation: -translation, height: height)
    }

    /// Whether lifting the finger here finishes the presentation: past half way, or flung up.
    static func finishes(progress: Double, velocity: Double) -> Bool {
        PanToDismiss.finishes(progress: progress, velocity: -velocity)
    }
}

/// The target of the playground's pan-to-present: stands for the presenting view controller,
/// whose method an app's recogniser would call, and hands the gesture to the session that runs
/// the playground's presentation. A copied world's target has no session until the session that
/// installs the world adopts it (`Session.adoptPresentingPan`).
final class PresentingPanTarget: WorldCopyable {
    weak var session: Session?

    func worldCopy(in world: WorldCopy) -> AnyObject {
        let c = PresentingPanTarget()
        world.register(self, as: c)
        return c
    }
}
