// A bottom sheet written for iOS, for `load`: a dimming view pinned with visual-format strings,
// a grabber and a title pinned with anchors inside the sheet, layer shadows and masked corners,
// a property animator in the animator, and an @objc tap handler.
import Foundation
import UIKit

/// A bottom sheet: the dimming view and a grabber are laid out with Auto Layout, the sheet's
/// frame comes from frameOfPresentedViewInContainerView, and a property animator slides it.
final class SheetPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let grabber: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray3
        view.layer.cornerRadius = 2.5
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let caption: UILabel = {
        let label = UILabel()
        label.text = "Share"
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingTapped))
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height * 0.5
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        containerView.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[dimming]|", options: [], metrics: nil, views: ["dimming": dimmingView]))
        containerView.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[dimming]|", options: [], metrics: nil, views: ["dimming": dimmingView]))

        if let sheet = presentedView {
            sheet.layer.cornerRadius = 12
            sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.layer.shadowOpacity = 0.2
            sheet.layer.shadowRadius = 10
            sheet.addSubview(grabber)
            sheet.addSubview(caption)
            NSLayoutConstraint.activate([
                grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 6),
                grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.heightAnchor.constraint(equalToConstant: 5),
                caption.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 12),
                caption.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                // Long titles stop short of the edges: an inequality, binding only for a long title.
                caption.widthAnchor.constraint(lessThanOrEqualTo: sheet.widthAnchor, constant: -32),
            ])
        }

        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    @objc private func dimmingTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the sheet up and down with a property animator.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let sheet = transitionContext.view(forKey: key) else { return }
        let container = transitionContext.containerView
        let offscreen = CGRect(
            x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height * 0.5)
        if isPresenting {
            container.addSubview(sheet)
            let controller = transitionContext.viewController(forKey: .to)!
            sheet.frame = offscreen
            let animator = UIViewPropertyAnimator(
                duration: transitionDuration(using: transitionContext), curve: .easeOut
            ) {
                sheet.frame = transitionContext.finalFrame(for: controller)
            }
            animator.addCompletion { position in
                transitionContext.completeTransition(position == .end)
            }
            animator.startAnimation()
        } else {
            let animator = UIViewPropertyAnimator(
                duration: transitionDuration(using: transitionContext), curve: .easeIn
            ) {
                sheet.frame = offscreen
            }
            animator.addCompletion { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            animator.startAnimation()
        }
    }
}

/// Vends the sheet's presentation controller and animators.
final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: false)
    }
}
