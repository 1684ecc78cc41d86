// A fixture in the manner of the listings in Apple's View Controller Programming Guide, chapter
// "Creating Custom Presentations" (as Cong Le's 2025 summary walks through them: a right-half
// frame, a 40 % black dimming view faded alongside, clean-up after a cancelled presentation and a
// finished dismissal), written here in our own Swift as an iPad app would carry it.
import UIKit

/// Puts the presented controller on the right half of the screen over a dimming view, and takes
/// the dimming view away again whenever the presented view leaves.
class RightHalfPanelController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        return view
    }()

    // The panel's frame: the right half, rounded down to whole points, full height.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let half = (bounds.width / 2).rounded(.down)
        return CGRect(x: bounds.width - half, y: 0, width: half, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            // The guide's fallback when there is no transition to ride along with.
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 0 },
                completion: { context in
                    if context.isCancelled { self.dimmingView.alpha = 1 }
                })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    // Without this the panel keeps its old frame after the iPad turns.
    override func containerViewWillLayoutSubviews() {
        if let containerView = containerView { dimmingView.frame = containerView.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Moves the panel in from beyond the right edge and back out, easing in and out, in half a second.
final class PanelSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let panelController = transitionContext.viewController(forKey: .to),
                let panel = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let target = transitionContext.finalFrame(for: panelController)
            container.addSubview(panel)
            var offscreen = target
            offscreen.origin.x = container.bounds.width
            panel.frame = offscreen
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut, animations: { panel.frame = target },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { panel.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            guard let panel = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let start = panel.frame
            var offscreen = start
            offscreen.origin.x = container.bounds.width
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut, animations: { panel.frame = offscreen },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { panel.frame = start }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

/// Vends the panel's presentation controller and its animators.
final class PanelTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        RightHalfPanelController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        PanelSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelSlideAnimator(isPresenting: false)
    }
}

/// The iPad screen the panel opens from; it owns the delegate, which UIKit only holds weakly.
final class PanelHostViewController: UIViewController {
    let panelDelegate = PanelTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func openPanel() {
        let panel = UIViewController()
        panel.view.backgroundColor = .white
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = panelDelegate
        present(panel, animated: true, completion: {})
    }

    func closePanel() {
        dismiss(animated: true, completion: {})
    }
}
