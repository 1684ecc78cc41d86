// A transitioning delegate that misbehaves on purpose, for the e2e test of `load`'s containment:
// a trap when the screen turns to landscape, an endless loop on dismissal.
import UIKit

final class TrappingPresentationController: UIPresentationController {
    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        if parentSize.width > parentSize.height { fatalError("no landscape, please") }
        return parentSize
    }
}

final class MisbehavingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        TrappingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        var spins = 0
        while spins >= 0 { spins = (spins + 1) % 1000 }
        return nil
    }
}
