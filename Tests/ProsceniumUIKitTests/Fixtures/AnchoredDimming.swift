// A fixture written as iOS code writes it today: the dimming view is pinned to the container
// with layout anchors instead of being given a frame, so Auto Layout keeps it covering the
// container through a rotation. The card itself is placed by frame, as most presentation
// controllers place it. It compiles unchanged with Xcode.
import UIKit

/// A card 30 points in from every edge over a dimming view that Auto Layout stretches.
final class AnchoredDimmingPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 30, dy: 30)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 },
            completion: { context in
                if context.isCancelled { self.dimmingView.alpha = 1 }
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    // Only the card needs placing again; the constraints look after the dimming view.
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The card fixture's delegate (its drop-in animators) with the anchored controller instead.
final class AnchoredDimmingDelegate: CardTransitioningDelegate {
    override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AnchoredDimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
