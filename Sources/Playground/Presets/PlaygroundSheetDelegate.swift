import PresentationKit

/// The sheet delegate the playground's app sets (`sheet delegate on`), as
/// `UISheetPresentationControllerDelegate`: it hears the user's detent changes and swipes and
/// lets a swipe dismiss (refusal is `set modal-in-presentation on`). With `adaptive …` it also
/// answers the adaptive question; otherwise it does not implement it. It never changes once
/// made, so a copy of the world shares it.
package final class PlaygroundSheetDelegate: SheetPresentationControllerDelegate, TraceNameProviding, WorldShared {
    let answer: ModalPresentationStyle?
    init(answer: ModalPresentationStyle?) { self.answer = answer }
    package var traceTypeName: String { "PlaygroundSheetDelegate" }

    package func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    {
        guard let answer else {
            // Not implemented, as the app writes no such method without an answer to give.
            Engine.notImplemented()
            return .none
        }
        return answer
    }
    /// Implemented to be told; the content needs no change in this playground.
    package func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SystemPresentationController
    ) {}
    package func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    package func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    package func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    package func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
