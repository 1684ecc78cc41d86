// real-world: load as RatingHarness
// real-world: trace has PresentationManager
// real-world: trace has PresentationController
// real-world: trace has BounceUpTransition
// real-world: with popup-dialog-deps/DynamicBlurView
import UIKit

/// A screen that asks for a rating in the library's default dialog with two buttons, presented
/// plainly as its README presents one (the dialog brings its own transitioning delegate).
final class RatingHarness: UIViewController {
    func askForRating() {
        let popup = PopupDialog(title: "Enjoying the app?", message: "A rating helps us a lot.")
        let later = CancelButton(title: "Not now") {}
        let rate = DefaultButton(title: "Rate it", dismissOnTap: true) {}
        popup.addButtons([later, rate])
        present(popup, animated: true, completion: nil)
    }
}
