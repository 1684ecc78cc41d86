// The card of CardOverlay.swift with a dimming view that dismisses on tap, as the loader will hand
// it to the compiler (docs/load-design.md). The iOS source reads:
//
//     dimmingView.addGestureRecognizer(
//         UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
//     …
//     @objc private func dimmingViewTapped() {
//         presentingViewController.dismiss(animated: true)
//     }
//
// Linux has no Objective-C runtime, so `@objc` goes and `#selector(dimmingViewTapped)` becomes a
// `Selector` naming the method and sending it to a target of the type that wrote it.
import UIKit

/// The card controller whose dimming view answers a tap by dismissing.
final class TapToDismissCardController: CardOverlayPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(
                target: self,
                action: Selector("dimmingViewTapped") { target, _ in
                    (target as! TapToDismissCardController).dimmingViewTapped()
                }))
    }

    private func dimmingViewTapped() {
        presentingViewController.dismiss(animated: true)
    }
}

/// Vends the tappable card instead of the plain one.
final class TapToDismissCardDelegate: CardTransitioningDelegate {
    override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        TapToDismissCardController(presentedViewController: presented, presenting: presenting)
    }
}
