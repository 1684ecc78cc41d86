// The card of the phase-1 fixture with a dimming view that dismisses on tap, written as an iOS app
// writes it (`@objc` handler, `#selector`, `import Foundation`): `load` rewrites what Linux cannot
// compile. Loaded with ../../ProsceniumUIKitTests/Fixtures/CardOverlay.swift.
import Foundation
import UIKit

final class TapToDismissPresentationController: CardOverlayPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleDimmingTap(_:))))
    }

    @objc private func handleDimmingTap(_ sender: UITapGestureRecognizer) {
        print("the user's handler ran")
        presentingViewController.dismiss(animated: true)
    }
}

@objcMembers final class TapToDismissDelegate: CardTransitioningDelegate {
    override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        TapToDismissPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
