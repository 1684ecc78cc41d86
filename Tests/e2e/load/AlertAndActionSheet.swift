// Two screens that ask the user something, as apps write them (our own code): one confirms a
// deletion with an alert of two actions, the other offers photo sources in an action sheet with
// a cancel action, configured for an iPad's popover as well. Each handler prints what it did.
import UIKit

final class DraftScreen: UIViewController {
    func confirmDelete() {
        let alert = UIAlertController(
            title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] action in
                print("\(action.title ?? "") chosen; alert gone: \(self?.presentedViewController == nil)")
            })
        alert.preferredAction = alert.actions.last
        present(alert, animated: true)
    }
}

final class PhotoScreen: UIViewController {
    let photoButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        photoButton.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        photoButton.setTitle("Photo", for: .normal)
        view.addSubview(photoButton)
    }

    func choosePhoto() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in print("no photo") })
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in print("camera opens") })
        sheet.addAction(UIAlertAction(title: "Choose Photo", style: .default) { _ in print("library opens") })
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = photoButton
            popover.sourceRect = photoButton.bounds
        }
        present(sheet, animated: true)
    }
}
