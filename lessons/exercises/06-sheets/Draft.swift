// Lesson 6's exercise: a note drafted in a sheet (iOS 16+), at a third of the tallest a sheet can
// be, that the user cannot swipe away while the draft is unsaved, and that says so when they try.
// Fill in the three TODOs, then `check` at the prompt: it compiles this file, presents the draft
// through `composeNote()`, turns the phone to landscape and back, swipes it down, saves, swipes
// again, and checks what is left. It compiles in Xcode too.
import UIKit

/// The list of notes: it opens a new draft in a sheet.
class NotesViewController: UIViewController {
    func composeNote() {
        let draft = DraftViewController()
        draft.modalPresentationStyle = .pageSheet
        if let sheet = draft.sheetPresentationController {
            // The resolver is asked for a height whenever the sheet is laid out; maximumDetentValue
            // is the tallest a detent can be on this screen (the large detent's height).
            // TODO: a custom detent a third of `context.maximumDetentValue` tall, then the large one.
            sheet.detents = [.large()]
            sheet.prefersGrabberVisible = true
            // The draft hears the user's attempts to swipe it away.
            sheet.delegate = draft
        }
        present(draft, animated: true)
    }
}

/// A note being written. Its text starts unsaved; the Save button saves it.
class DraftViewController: UIViewController, UISheetPresentationControllerDelegate {
    let saveButtonView = UIView()
    let noticeView = UIView()

    /// UIKit reads isModalInPresentation when the user swipes, so it follows the draft.
    var hasUnsavedChanges = true {
        didSet { isModalInPresentation = hasUnsavedChanges }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: refuse the user's swipe while the draft is unsaved.
        saveButtonView.frame = CGRect(x: 16, y: 16, width: 72, height: 36)
        saveButtonView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(save)))
        view.addSubview(saveButtonView)
        // "Save or discard your draft first": shown when a swipe is refused.
        noticeView.frame = CGRect(x: 16, y: 64, width: 200, height: 24)
        noticeView.isHidden = true
        view.addSubview(noticeView)
    }

    @objc func save(_ sender: UITapGestureRecognizer) {
        hasUnsavedChanges = false
        noticeView.isHidden = true
    }

    // TODO: UIKit reports a refused swipe to the sheet's delegate: implement that method of
    // UIAdaptivePresentationControllerDelegate, and show the notice there.
}
