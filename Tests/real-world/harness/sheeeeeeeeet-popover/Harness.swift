// real-world: load as SortMenuHarness
// real-world: trace has ActionSheet
// real-world: trace has PresentationDelegate
import UIKit

/// A list screen whose sort button opens a menu as an action sheet in a popover: the library's
/// popover presenter is asked for explicitly, as an iPad app gets it by default.
final class SortMenuHarness: UIViewController {
    let sortButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        sortButton.frame = CGRect(x: 220, y: 90, width: 80, height: 44)
        view.addSubview(sortButton)
    }

    func showSortMenu() {
        let menu = Menu(
            title: "Sort by",
            items: [
                SingleSelectItem(title: "Newest", isSelected: true),
                SingleSelectItem(title: "Oldest", isSelected: false),
                CancelButton(title: "Cancel"),
            ])
        let sheet = menu.toActionSheet(presenter: ActionSheetPopoverPresenter()) { _, _ in }
        sheet.present(in: self, from: sortButton)
    }
}
