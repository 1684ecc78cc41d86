// An inbox whose message screen pops back with the app's own swipe from the left edge: a
// coordinator is the navigation delegate, vends a slide for pushes and pops and, while the
// message's UIScreenEdgePanGestureRecognizer is moving, a UIPercentDrivenInteractiveTransition
// that the handler updates, finishes or cancels. Written in UIKit's own API.
import UIKit

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let full = container.bounds
        if isPush {
            container.addSubview(toView)
            toView.frame = full.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = full
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                if self.isPush {
                    toView.frame = full
                } else {
                    fromView.frame = full.offsetBy(dx: width, dy: 0)
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled, !self.isPush { fromView.frame = full }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class SwipeInteractor: UIPercentDrivenInteractiveTransition {
    var isActive = false
}

final class InboxCoordinator: NSObject, UINavigationControllerDelegate {
    let interactor = SwipeInteractor()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(isPush: operation == .push)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor.isActive ? interactor : nil
    }
}

final class MessageViewController: UIViewController {
    weak var coordinator: InboxCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdge(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    @objc private func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let interactor = coordinator?.interactor else { return }
        let progress = max(0, min(1, gesture.translation(in: view).x / view.bounds.width))
        switch gesture.state {
        case .began:
            interactor.isActive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            if progress > 0.4 || gesture.velocity(in: view).x > 800 {
                interactor.finish()
                print("swipe finished at \(Int(progress * 100)) %")
            } else {
                interactor.cancel()
                print("swipe cancelled at \(Int(progress * 100)) %")
            }
            interactor.isActive = false
        case .cancelled:
            interactor.cancel()
            interactor.isActive = false
        default:
            break
        }
    }
}

final class InboxViewController: UIViewController {
    private let coordinator = InboxCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.delegate = coordinator
    }

    func openMessage() {
        let message = MessageViewController()
        message.coordinator = coordinator
        navigationController?.pushViewController(message, animated: true)
    }
}
