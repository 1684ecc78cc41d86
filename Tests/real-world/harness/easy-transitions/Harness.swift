// real-world: load as TodayHarness
// real-world: trace has ModalTransitionDelegate
// real-world: trace has ModalTransitionConfigurator
import UIKit

/// A "Today" screen with one card that expands into its story with the library's App Store
/// animator; a pan down from the top drives the dismissal.
final class TodayHarness: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 140, width: 280, height: 360))
    var modalTransitionDelegate = ModalTransitionDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .orange
        card.layer.cornerRadius = 12
        view.addSubview(card)
    }

    func openStory() {
        let story = UIViewController()
        story.view.backgroundColor = .white
        let animator = AppStoreAnimator(initialFrame: card.frame)
        modalTransitionDelegate.set(animator: animator, for: .present)
        modalTransitionDelegate.set(animator: animator, for: .dismiss)
        modalTransitionDelegate.wire(
            viewController: story, with: .regular(.fromTop),
            navigationAction: {
                story.dismiss(animated: true, completion: nil)
            })
        story.transitioningDelegate = modalTransitionDelegate
        story.modalPresentationStyle = .custom
        present(story, animated: true, completion: nil)
    }
}
