// real-world: load as SheetHarness
// real-world: trace has BottomSheetTransitioningDelegate
// real-world: trace has BottomSheetPresentationController
import UIKit

/// The app's sheet: the example's base class with a label and a close button in it, sized by
/// its content, the way the example's own sheets subclass it.
final class GreetingSheet: BottomSheetController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let label = UILabel()
        label.text = "Welcome back"
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        view.addSubview(label)
        view.addSubview(close)
        label.translatesAutoresizingMaskIntoConstraints = false
        close.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 4),
            close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -4),
            label.topAnchor.constraint(equalTo: close.bottomAnchor, constant: 16),
            label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }
}

/// A screen that presents the sheet plainly: the sheet installs its own transitioning delegate.
final class SheetHarness: UIViewController {
    func showSheet() {
        let sheet = GreetingSheet()
        sheet.preferredSheetSizing = .medium
        present(sheet, animated: true)
    }
}
