import PresentationKit

/// A child controller inside the presenting screen that defines the presentation context
/// (`context X Y W H [transition STYLE]`): UIKit's `definesPresentationContext` on a child whose
/// view has that frame in the presenting view. With a transition style it also sets
/// `providesPresentationContextTransitionStyle`, so its own `modalTransitionStyle` is used.
package struct ContextSpec: Equatable, Sendable {
    package var frame: Rect
    /// The context's `modalTransitionStyle` when it provides its transition style; nil: it does not.
    package var transition: ModalTransitionStyle?

    /// The words after `context`.
    var arguments: String {
        let f = frame
        let numbers = [f.origin.x, f.origin.y, f.size.width, f.size.height].map(CommandSpelling.n).joined(
            separator: " ")
        return transition.map { numbers + " transition " + $0.name } ?? numbers
    }
}
