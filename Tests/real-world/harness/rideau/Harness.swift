// real-world: load as RideauHarness
// real-world: trace has RideauViewController
// real-world: trace has RideauPresentTransitionController
import UIKit

/// A map-like screen that presents a details sheet resting at half height, expandable to full,
/// through the library's `RideauViewController`, as its README presents one.
final class RideauHarness: UIViewController {
    func showDetails() {
        let details = UIViewController()
        details.view.backgroundColor = .white
        let sheet = RideauViewController(
            bodyViewController: details,
            configuration: .init { config in
                config.snapPoints = [.hidden, .fraction(0.5), .full]
            },
            initialSnapPoint: .fraction(0.5),
            resizingOption: .resizeToVisibleArea,
            backdropColor: UIColor(white: 0, alpha: 0.5)
        )
        present(sheet, animated: true)
    }
}
