// Lesson 3's exercise: the banner of "Customizing ViewControllers Presentation" (Marco Capano,
// 2019). Fill in the TODO, then `check` at the prompt: it compiles this file, presents the
// playground's controller through your presentation controller on an iPhone 15, turns it to
// landscape (the notch on the left) and back, dismisses, and checks where your banner is at each
// moment. The file compiles unchanged in Xcode too.
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
        // TODO: the banner inside the safe area (`containerView.safeAreaInsets`): `margin` in
        // from its left and right edges, `margin` above its bottom edge, `bannerHeight` tall.
        return CGRect(x: 0, y: 0, width: containerView.bounds.width, height: bannerHeight)
    }

    override func presentationTransitionWillBegin() {
        presentedView?.layer.cornerRadius = 12
    }

    // After each layout pass of the container (a rotation's too), the banner is placed again.
    override func containerViewDidLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
