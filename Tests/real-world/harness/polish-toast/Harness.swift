// real-world: load as ToastHarness
// real-world: trace has ToastPresentationController
import UIKit

/// The library's documented use: present a toast with a title.
final class ToastHarness: UIViewController {
    func showToast() {
        let toast = ToastViewController(title: "Saved to your library")
        present(toast, animated: true)
    }
}
