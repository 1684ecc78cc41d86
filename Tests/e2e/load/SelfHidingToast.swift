// A toast that hides itself, as toast libraries write one (our own code): shown over the screen
// with an overFullScreen fade, it asks to be dismissed two seconds later with
// `perform(_:with:afterDelay:)`, and a tap hides it at once after cancelling that request. The
// delayed message runs on the engine's clock, so the dismissal is in the trace at 2.3 s.
import UIKit

final class ToastController: UIViewController {
    private let message = UILabel()

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        message.text = "Saved"
        view.addSubview(message)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        perform(#selector(hide), with: nil, afterDelay: 2)
    }

    @objc private func hide() {
        print("hiding the toast")
        dismiss(animated: true)
    }

    @objc func tapped(_ sender: Any?) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(hide))
    }
}

final class ToastHost: UIViewController {
    func showToast() {
        present(ToastController(nibName: nil, bundle: nil), animated: true)
    }
}
