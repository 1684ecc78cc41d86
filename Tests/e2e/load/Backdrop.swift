// A card over a veil the app calls `backdrop`, not `dimming`, that dismisses on a tap: `tap
// dimming` must reach it, as the drawing's key calls every such shaded view "dimming" (issue 37 §3).
import UIKit

final class BackdropPresentationController: UIPresentationController {
    private let backdrop = UIView()

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        backdrop.frame = container.bounds
        backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backdropTapped)))
        container.insertSubview(backdrop, at: 0)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds.insetBy(dx: 40, dy: 120) ?? .zero
    }

    @objc private func backdropTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

final class BackdropDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BackdropPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
