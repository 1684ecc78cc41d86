// A list screen that pushes a detail screen and fades between them, as a coordinator's
// navigation delegate does: the screen is its navigation controller's delegate and vends one
// animator for both directions. Written in UIKit's own API, as it compiles in Xcode.
import UIKit

final class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {
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
            let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
            animations: { toView.alpha = 1 },
            completion: { _ in
                print("faded in for a \(self.operation == .push ? "push" : "pop")")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class RecipeDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Recipe"
    }
}

final class RecipeListViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Recipes"
    }

    @objc func showRecipe() {
        navigationController?.delegate = self
        navigationController?.pushViewController(RecipeDetailViewController(), animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CrossFade(operation: operation)
    }
}
