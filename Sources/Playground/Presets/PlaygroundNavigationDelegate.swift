import PresentationKit

/// The navigation controller delegate the playground's app sets (`navigation on`), as
/// `UINavigationControllerDelegate`: it hears willShow and didShow (where an app keeps what
/// depends on the top controller in step), and vends the configured animator for both operations
/// (`push animator …`; none for `default`, and UIKit slides; the pop plays the entrance
/// backwards, as a dismissal does). With `pop interactive` the app also puts its own swipe from
/// the leading edge on the navigation controller's view (UIKit's turned off), whose handler
/// drives the pop through the interaction controller this delegate then vends, as `code` writes
/// it (`NavigationCode`).
package final class PlaygroundNavigationDelegate: NavigationControllerDelegate, TraceNameProviding {
    let config: ConfigBox
    /// Set by the edge swipe for as long as it drives a pop.
    package internal(set) var popInteraction: PercentDrivenInteractiveTransition?
    /// The app's edge swipe, while `pop interactive` is on.
    private(set) var edgePan: PanGestureRecognizer?

    init(config: ConfigBox) { self.config = config }

    package var traceTypeName: String { "PlaygroundNavigationDelegate" }

    /// Implemented to be told; the playground's screens need no change.
    package func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    package func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}

    package func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let c = config.value
        guard c.pushAnimator != .system else { return nil }
        return ConfigurableAnimator(
            spec: c.pushAnimator, presenting: operation == .push, completesTransition: c.completesTransition)
    }

    package func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        // An app whose pops are never interactive writes no such method (`code` writes none).
        guard config.value.popInteractive || config.forceInteractive else {
            Engine.notImplemented()
            return nil
        }
        guard let animator = animationController as? ConfigurableAnimator, !animator.isPresenting else { return nil }
        // `cancel at` and `finish at` are a gesture the session plays: a controller of its own to
        // drive (the engine drives it; the edge swipe's is the one it set).
        if config.forceInteractive { return Self.interaction(config.value) }
        return popInteraction
    }

    static func interaction(_ c: PresentationConfig) -> PercentDrivenInteractiveTransition {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = c.completionSpeed
        interaction.completionCurve = c.completionCurve
        return interaction
    }

    /// Puts the app's edge swipe on `nav`'s view (and turns UIKit's off), or takes it away, as
    /// `pop interactive` says now.
    func placeEdgePan(on nav: NavigationController) {
        let wanted = EdgePanToPop.isOn(config.value)
        guard wanted != (edgePan != nil) else { return }
        if let edgePan {
            edgePan.view?.removeGestureRecognizer(edgePan)
            self.edgePan = nil
            nav.interactivePopGestureRecognizer?.isEnabled = true
            return
        }
        let pan = PanGestureRecognizer(
            targetRole: .target, targetType: traceTypeName, actionCall: EdgePanToPop.action, target: self
        ) { target, pan in
            // The navigation controller is the one whose view has the pan, in a copied world too.
            guard let nav = pan.view?.rootViewOf as? NavigationController else { return }
            (target as? PlaygroundNavigationDelegate)?.handleEdgePan(pan as! PanGestureRecognizer, nav: nav)
        }
        pan.screenEdges = .left
        nav.interactivePopGestureRecognizer?.isEnabled = false
        nav.view.addGestureRecognizer(pan)
        edgePan = pan
    }

    /// The handler `code` writes (`handleEdgePan(_:)`): the swipe begins the pop with an
    /// interaction controller, moves it as far across as the finger is, and finishes or cancels it.
    func handleEdgePan(_ pan: PanGestureRecognizer, nav: NavigationController) {
        guard let view = pan.view else { return }
        let progress = EdgePanToPop.progress(translation: pan.translation(in: view).x, width: view.bounds.width)
        switch pan.state {
        case .began:
            popInteraction = Self.interaction(config.value)
            nav.popViewController(animated: true)
        case .changed:
            popInteraction?.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended && progress > EdgePanToPop.finishingProgress {
                popInteraction?.finish()
            } else {
                popInteraction?.cancel()
            }
            popInteraction = nil
        default:
            break
        }
    }
}

extension PlaygroundNavigationDelegate: WorldCopyable {
    /// A copy for a checkpoint: the same configuration box's copy, and the copies of its
    /// interaction controller and of the edge swipe on the navigation controller's view.
    package func worldCopy(in world: WorldCopy) -> AnyObject {
        guard let box = world.existing(config) else {
            world.refuse("the configuration is copied before the navigation delegate")
            return self
        }
        let c = PlaygroundNavigationDelegate(config: box)
        world.register(self, as: c) { [unowned world] in
            c.popInteraction = self.popInteraction.flatMap { world.object($0) }
            // The recogniser's copy is made with its view's: found there, not copied again.
            if let pan = self.edgePan, let view = pan.view, let viewCopy = world.existing(view) {
                c.edgePan = viewCopy.recognizers.lazy.compactMap { $0 as? PanGestureRecognizer }
                    .first { $0.screenEdges == pan.screenEdges }
            }
        }
        return c
    }
}

/// The app's edge swipe that pops (`pop interactive`), in the playground and in what `code`
/// writes: its action's name and threshold in one place.
enum EdgePanToPop {
    /// The handler's name, as the trace and the generated `@objc` method spell it.
    static let action = "handleEdgePan(_:)"
    /// [?] Past half the width, lifting the finger finishes the pop (the handler's own choice,
    /// as UIKit's swipe is modelled: `NavigationRules.popFinishFraction`).
    static let finishingProgress = NavigationRules.popFinishFraction

    /// Whether the app puts its own edge swipe on the navigation controller: pops are its own
    /// (an animator to drive) and interactive.
    static func isOn(_ c: PresentationConfig) -> Bool {
        c.navigation && c.pushAnimator != .system && c.popInteractive
    }

    /// How far the pop has gone: the finger's way across over the view's width, in 0…1.
    static func progress(translation: Double, width: Double) -> Double {
        guard width > 0 else { return 0 }
        return min(1, max(0, translation / width))
    }
}
