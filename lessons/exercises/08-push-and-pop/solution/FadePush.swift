// Lesson 8's exercise: a list that pushes its detail with a fade of its own, and pops back with
// the same fade, as a navigation delegate vends it. `check` compiles this file, puts the list in
// a navigation controller, pushes through `showDetail()`, then taps the back button. It compiles
// in Xcode too.
import UIKit

/// Fades the view coming in over the one going, for a push and for a pop.
final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        if operation == .push {
            // The pushed view comes in over the list, from transparent.
            container.addSubview(toView)
            toView.alpha = 0
        } else {
            // The list is not in the container any more: back behind the view that leaves.
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.operation == .push {
                    toView.alpha = 1
                } else {
                    fromView.alpha = 0
                }
            },
            completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The detail a row opens.
final class DetailViewController: UIViewController {}

/// The list: it pushes the detail, and is its navigation controller's delegate.
final class ListViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }

    func showDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        Fade(operation: operation)
    }
}
