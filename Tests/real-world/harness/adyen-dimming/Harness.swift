// real-world: load as CheckoutHarness
// real-world: trace has DimmingPresentationController
import UIKit

/// Stands in for the SDK's list of payment methods: the content of the sheet, nothing more.
final class PaymentMethodsStub: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment method"
        view.backgroundColor = .white
    }
}

/// A checkout screen that shows the payment sheet the way Adyen's drop-in shows its own: a
/// navigation controller with the custom style whose transitioning delegate hands back the SDK's
/// dimming presentation controller, with a callback the container's layout pass calls (the drop-in
/// re-places its sheet there). The SDK's own delegate, `DropInNavigationController`, reaches its
/// forms and components and is not taken, so this screen plays its part.
final class CheckoutHarness: UIViewController, UIViewControllerTransitioningDelegate {
    private(set) var containerLayouts = 0

    func showPaymentMethods() {
        let sheet = UINavigationController(rootViewController: PaymentMethodsStub())
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = self
        present(sheet, animated: true)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(
            presented: presented, presenting: presenting,
            layoutDidChanged: { [weak self] in
                self?.containerLayouts += 1
            })
    }
}
