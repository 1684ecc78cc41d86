// Lesson 3's exercise, solved: the banner of "Customizing ViewControllers Presentation" (Marco
// Capano, 2019), placed inside the safe area on both sides. Our own code; it compiles unchanged
// in Xcode.
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
            x: safe.minX + margin, y: safe.maxY - margin - bannerHeight,
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
