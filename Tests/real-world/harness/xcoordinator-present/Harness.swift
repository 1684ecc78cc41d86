// real-world: load as InboxHarness
// real-world: trace has Animation
// real-world: trace has InteractiveTransitionAnimation
import UIKit

/// The app's routes from the inbox: open a message, close it.
enum InboxRoute: Route {
    case message
    case close
}

/// The app's own animation, built as the library's README says apps build theirs: an `Animation`
/// made of a presenting and a dismissing transition animation, each here a cross-fade that the
/// library wraps with its percent-driven interaction controller.
extension Animation {
    static let inboxFade = Animation(
        presentation: InteractiveTransitionAnimation(duration: 0.3) { context in
            let container = context.containerView
            guard let toView = context.view(forKey: .to) else { return }
            toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    toView.alpha = 1
                },
                completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                })
        },
        dismissal: InteractiveTransitionAnimation(duration: 0.3) { context in
            guard let fromView = context.view(forKey: .from) else { return }
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    fromView.alpha = 0
                },
                completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                })
        }
    )
}

/// The message screen: app content only.
final class MessageStub: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

/// The app's coordinator: the inbox is its root, a message is presented over it with the app's
/// fade and closed with the same, as `prepareTransition(for:)` says.
final class InboxCoordinator: ViewCoordinator<InboxRoute> {
    override func prepareTransition(for route: InboxRoute) -> ViewTransition {
        switch route {
        case .message:
            let message = MessageStub()
            message.modalPresentationStyle = .fullScreen
            return .present(message, animation: .inboxFade)
        case .close:
            return .dismiss(animation: .inboxFade)
        }
    }
}

/// The inbox screen: it keeps its coordinator (the library asks apps to hold a strong reference)
/// and triggers the message route, as a cell's selection would.
final class InboxHarness: UIViewController {
    private lazy var coordinator = InboxCoordinator(rootViewController: self)

    func openMessage() {
        coordinator.trigger(.message)
    }
}
