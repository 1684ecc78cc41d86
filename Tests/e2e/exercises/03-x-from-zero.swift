// A wrong answer to lesson 3's exercise, as the article has it: the width inside the safe area,
// the x from the container's edge. `check` must name the banner's frame in landscape.
import UIKit

/// Shows the presented controller as a rounded banner near the bottom of the safe area.
class BannerPresentationController: UIPresentationController {
    /// The banner's height. The lesson measured it from the message with
    /// `systemLayoutSizeFitting`; here it is given, so the exercise is about the place.
    let bannerHeight: CGFloat = 52
    /// The gap to the sides and to the bottom of the safe area.
    let margin: CGFloat = 16

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        // The part of the container no notch, home indicator or status bar covers.
        let safe = containerView.bounds.inset(by: containerView.safeAreaInsets)
        return CGRect(
            x: margin, y: safe.maxY - margin - bannerHeight,
            width: safe.width - 2 * margin, height: bannerHeight)
    }

    override func presentationTransitionWillBegin() {
        presentedView?.layer.cornerRadius = 12
    }

    // After each layout pass of the container (a rotation's too), the banner is placed again.
    override func containerViewDidLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
