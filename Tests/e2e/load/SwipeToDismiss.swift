// The card of the phase-1 fixture, dismissed by dragging it down, written as an iOS app writes it:
// an interactor (a UIPercentDrivenInteractiveTransition subclass) owns the pan and its `@objc`
// handler, added once the card is on screen; `pan presented by …` drives it. Loaded with
// ../../ProsceniumUIKitTests/Fixtures/CardOverlay.swift.
import Foundation
import UIKit

final class SwipeInteractor: UIPercentDrivenInteractiveTransition {
    private weak var delegate: SwipeToDismissDelegate?
    private weak var presented: UIViewController?

    init(delegate: SwipeToDismissDelegate, presented: UIViewController) {
        self.delegate = delegate
        self.presented = presented
        super.init()
    }

    @objc func handleSwipe(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = max(0, min(1, gesture.translation(in: view.superview).y / view.bounds.height))
        switch gesture.state {
        case .began:
            delegate?.swipe = self
            presented?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            let velocity = gesture.velocity(in: view.superview).y
            print("lifted at \(Int(progress * 100))% moving \(Int(velocity)) points a second")
            if progress > 0.4 || velocity > 1000 { finish() } else { cancel() }
            delegate?.swipe = nil
        default:
            cancel()
            delegate?.swipe = nil
        }
    }
}

final class SwipeToDismissPresentationController: CardOverlayPresentationController {
    private var interactor: SwipeInteractor?

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed, interactor == nil,
            let delegate = presentedViewController.transitioningDelegate as? SwipeToDismissDelegate
        else { return }
        let interactor = SwipeInteractor(delegate: delegate, presented: presentedViewController)
        let pan = UIPanGestureRecognizer(target: interactor, action: #selector(SwipeInteractor.handleSwipe(_:)))
        presentedViewController.view.addGestureRecognizer(pan)
        self.interactor = interactor
    }
}

@objcMembers final class SwipeToDismissDelegate: CardTransitioningDelegate {
    override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SwipeToDismissPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
