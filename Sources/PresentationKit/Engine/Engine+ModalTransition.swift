extension Engine {
    /// The end of stage one, the same for `present` and `dismiss`: the transition, with the
    /// animator the delegate vended (UIKit's own slide when it vended none) and the interaction
    /// controller (interactive from the start if that controller wants it), made the one in
    /// progress at once, so that nothing else starts while it waits for the run loop.
    func beginModalTransition(
        _ kind: Transition.Kind, presented: ViewController, presenting: ViewController, pc: PresentationController,
        container: View, animated: Bool, style: ModalPresentationStyle,
        animator: ViewControllerAnimatedTransitioning?, interaction: ViewControllerInteractiveTransitioning?,
        completion: WorldBlock<Void>?
    ) -> Transition {
        let t = Transition(
            kind: kind, engine: self, presented: presented, presenting: presenting,
            presentationController: pc, containerView: container, isAnimated: animated,
            isInteractive: interaction.map { $0.wantsInteractiveStart } ?? false, style: style)
        // iOS 18's zoom when the controller prefers it and no delegate vends an animator [?].
        t.animator =
            animator ?? presented.zoom(on: release).map { SystemZoomAnimator(zoom: $0) } ?? DefaultSlideAnimator()
        t.animatorType = traceTypeName(of: t.animator!)
        t.interactionController = interaction
        t.completion = completion
        activeTransition = t
        lastTransition = t
        return t
    }
}
