// real-world: load as MovinHarness
// real-world: trace has Transition
// real-world: trace has AnimatedTransitioning
import UIKit

/// The modal the demo slides in: a plain controller whose content view the transition animates.
final class MovinModal: UIViewController {
    let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        contentView.frame = CGRect(x: 40, y: 160, width: 240, height: 240)
        view.addSubview(contentView)
    }
}

/// A screen with a badge that shrinks while the modal comes in; the library's `Movin` keeps the
/// transition (its transitioning delegate) alive, so the screen keeps the `Movin` until dismissal.
final class MovinHarness: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 120))
    private var movin: Movin?

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.backgroundColor = .blue
        view.addSubview(badge)
    }

    func showModal() {
        let modal = MovinModal()
        modal.view.layoutIfNeeded()
        let movin = Movin(0.6, TimingCurve(curve: .easeInOut, dampingRatio: 0.8))
        movin.addAnimations([
            badge.mvn.alpha.to(0.4),
            badge.mvn.cornerRadius.to(16),
            modal.view.mvn.alpha.from(0).to(1),
            modal.contentView.mvn.frame.to(CGRect(x: 20, y: 120, width: 280, height: 280)),
        ])
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = movin.configureTransition(self, modal).configureCompletion {
            [weak self] type, didComplete in
            if type.isDismissing && didComplete {
                self?.movin = nil
            }
        }
        self.movin = movin
        present(modal, animated: true)
    }
}
