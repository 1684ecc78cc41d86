import PresentationKit

/// The playground's pan-to-present (`PanToPresent`): a recogniser on the presenting view whose
/// handler presents the playground's controller and drives the presentation with the finger, as
/// the presenting controller `code` writes does.
extension Session {
    /// Puts the pan on the presenting view when the settings call for it and takes it off when
    /// they no longer do. Called as a `pan` begins, so a replay (`state --at`, undo) finds it as
    /// the first run did; a recogniser a copied world carried over, whose target nobody keeps, is
    /// replaced by this session's.
    func syncPresentingPan() {
        // A loaded presenting controller's view carries the user's own gestures, left as they are.
        guard runsPlaygroundPresentation else { return }
        let view: View = root.view
        let target = presentingPanTarget
        let wanted = PanToPresent.isOn(config.value)
        var present = false
        for r in view.recognizers where r.actionCall == PanToPresent.action {
            if wanted && r.target === target && !present {
                present = true
            } else {
                view.removeGestureRecognizer(r)
            }
        }
        guard wanted, !present else { return }
        view.addGestureRecognizer(
            PanGestureRecognizer(
                targetRole: .target, targetType: root.typeName, actionCall: PanToPresent.action, target: target
            ) { target, pan in
                (target as? PresentingPanTarget)?.session?.handlePresentPan(pan as! PanGestureRecognizer)
            })
    }

    /// Whether `present` runs the playground's own presentation (the user's presentation
    /// controller class may be vended inside it); the user's delegate or presenting controller
    /// brings its own gestures.
    private var runsPlaygroundPresentation: Bool {
        switch vendor {
        case nil, .presentationController?: return true
        default: return false
        }
    }

    /// The handler: on `.began` it presents, on `.changed` it reports how far up the finger has
    /// gone, and when the finger lifts it finishes past half way or on a fling up, and cancels
    /// otherwise.
    func handlePresentPan(_ pan: PanGestureRecognizer) {
        let progress = PanToPresent.progress(
            translation: pan.translation(in: pan.view).y, height: pan.view?.bounds.height ?? 0)
        // The delegate the app keeps (`PanToPresent.isOn` asks for one) vended the interaction.
        let interaction = retainedDelegate?.interaction
        switch pan.state {
        case .began:
            try? presentPlayground(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended, PanToPresent.finishes(progress: progress, velocity: pan.velocity(in: pan.view).y) {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
        default: break
        }
    }
}
