import Foundation
import UIKit

/// The card controller whose dimming view dismisses on tap, as written for iOS.
final class TapToDismissCardController: CardOverlayPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
    }

    @objc private func dimmingViewTapped() {
        presentingViewController.dismiss(animated: true)
    }
}
