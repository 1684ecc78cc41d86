// A sheet whose controller is its own sheet delegate (our own code, in the style of apps that
// dim or fade what is behind a sheet as the user swipes it away): in
// presentationControllerWillDismiss it animates alongside the dismissal through the transition
// coordinator, which exists only once the dismissal has begun (issue 32, audit B13), and it hears
// the user's finger move it between detents.
import UIKit

final class SwipedSheetController: UIViewController, UISheetPresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.delegate = self
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        let detent = sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "smallest"
        print("now at \(detent), top \(Int(view.frame.minY))")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        let coordinator = transitionCoordinator
        print("will dismiss, with a coordinator: \(coordinator != nil)")
        coordinator?.animate(alongsideTransition: { _ in
            presentationController.presentingViewController.view.alpha = 0.5
        })
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("did dismiss")
    }
}

/// The screen that shows the sheet, as an app's button action would.
final class SheetHostController: UIViewController {
    @objc func showSheet() {
        present(SwipedSheetController(), animated: true)
    }
}
