// real-world: load as AutoHeightSheetHarness
// real-world: trace has BottomSheetTransitioningDelegate
// real-world: trace has BottomSheetPresentationController
import UIKit

/// The sheet's content: a title and a body laid out with Auto Layout, so the library can size
/// the sheet from it.
final class TermsSheet: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel()
        title.text = "Terms updated"
        let body = UILabel()
        body.text = "Please read the new terms before you continue."
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }
}

/// A screen that presents the sheet with the library's delegate, retained as its README warns.
final class AutoHeightSheetHarness: UIViewController {
    private let sheetDelegate = BottomSheetTransitioningDelegate(configuration: .default)

    func showTerms() {
        let sheet = TermsSheet()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetDelegate
        present(sheet, animated: true)
    }
}
