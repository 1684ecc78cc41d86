// Lesson 8's exercise: a list that pushes its detail with a fade of its own, and pops back with
// the same fade, as a navigation delegate vends it. Fill in the TODOs, then `check` at the
// prompt: it compiles this file, puts the list in a navigation controller, pushes through
// `showDetail()`, turns the phone to landscape and back, taps the back button, and checks what is
// left. It compiles in Xcode too.
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
        toView.frame = transitionContext.finalFrame(for: toViewController)
        // TODO: a push adds the pushed view to the container, transparent to start with; a pop
        // puts the view coming back behind the one that leaves (it is not in the container).
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                // TODO: fade the pushed view in, or the popped view out.
            },
            completion: { _ in
                fromView.alpha = 1
                // TODO: tell UIKit the transition is over.
            })
    }
}

/// The detail a row opens.
final class DetailViewController: UIViewController {}

/// The list: it pushes the detail, and is its navigation controller's delegate.
final class ListViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: become the navigation controller's delegate.
    }

    func showDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    // TODO: vend a Fade for each operation (navigationController(_:animationControllerFor:from:to:)).
}
