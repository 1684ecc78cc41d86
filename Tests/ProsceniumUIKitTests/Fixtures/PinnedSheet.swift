// A fixture in the style of today's bottom sheets: the presented view itself is placed by Auto
// Layout, pinned to the container's sides and bottom with a fixed height, and the animator slides
// it by changing the bottom constraint's constant and laying the container out inside the
// animation block. It compiles unchanged with Xcode.
import UIKit

/// Pins the presented view to the bottom of the container, 300 points tall, starting below it.
final class PinnedSheetPresentationController: UIPresentationController {
    /// The animator moves the sheet by changing this constant: 300 is hidden, 0 is shown.
    var bottomConstraint: NSLayoutConstraint?

    override func presentationTransitionWillBegin() {
        guard let containerView, let sheet = presentedView else { return }
        sheet.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(sheet)
        let bottom = sheet.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: 300)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 300),
            bottom,
        ])
        bottomConstraint = bottom
        containerView.layoutIfNeeded()
    }
}

/// Slides the sheet with its constraint, over 0.4 seconds at a constant pace.
final class ConstraintSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let controller = transitionContext.viewController(forKey: .to),
            let presentation = controller.presentationController as? PinnedSheetPresentationController
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        presentation.bottomConstraint?.constant = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { container.layoutIfNeeded() },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Vends the pinned sheet and its animator.
final class PinnedSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        PinnedSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ConstraintSlideAnimator()
    }
}
