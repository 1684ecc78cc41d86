// real-world: load as PlayerHarness
// real-world: trace has AnimatedTransitioning
// real-world: trace has TransitionAnimator
import UIKit

/// The app's own animation, in place of the demo's video-player one: a thumbnail view flies from
/// its place on the presenting screen to full screen and back.
final class ThumbnailTransitionAnimation: TransitionAnimation {
    let initialFrame: CGRect
    let finalFrame: CGRect
    let thumbnail: UIView

    init(initialFrame: CGRect, finalFrame: CGRect, thumbnail: UIView) {
        self.initialFrame = initialFrame
        self.finalFrame = finalFrame
        self.thumbnail = thumbnail
    }

    func startAnimate(withType transitionType: TransitionType, containerView: UIView) {
        thumbnail.removeFromSuperview()
        thumbnail.frame = transitionType == .present ? initialFrame : finalFrame
        containerView.addSubview(thumbnail)
    }

    func animate(
        withType transitionType: TransitionType, duration: TimeInterval, toView: UIView, completion: ((Bool) -> Void)?
    ) {
        toView.alpha = transitionType == .present ? 0 : 1
        let target = transitionType == .present ? finalFrame : initialFrame
        UIView.animate(
            withDuration: duration,
            animations: {
                self.thumbnail.frame = target
            },
            completion: { finished in
                toView.alpha = 1
                completion?(finished)
            })
    }

    func finishAnimate(withType transitionType: TransitionType, toView: UIView, completion: Bool) {
        thumbnail.removeFromSuperview()
        toView.addSubview(thumbnail)
    }
}

/// A screen with a thumbnail that opens a full-screen player, dismissable by a pan in any
/// direction through the library's interactive transition.
final class PlayerHarness: UIViewController {
    let thumbnail = UIView(frame: CGRect(x: 20, y: 200, width: 280, height: 160))
    var transitioning: AnimatedTransitioning?

    override func viewDidLoad() {
        super.viewDidLoad()
        thumbnail.backgroundColor = .black
        view.addSubview(thumbnail)
    }

    func play() {
        let player = UIViewController()
        player.view.backgroundColor = .black
        let animation = ThumbnailTransitionAnimation(
            initialFrame: thumbnail.frame, finalFrame: view.frame, thumbnail: thumbnail)
        let transitioning = AnimatedTransitioning(duration: 0.3, animation: animation)
        let interactive = InteractiveTransition()
        interactive.directions = [.top, .left, .bottom, .right]
        interactive.add(to: player)
        transitioning.interactiveTransition = interactive
        self.transitioning = transitioning
        player.transitioningDelegate = transitioning
        // Full screen, as the demo ran (iOS 12's default): its animator returns without
        // completing when the dismissal has no `.to` view, which a page sheet's never has.
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true, completion: nil)
    }
}
