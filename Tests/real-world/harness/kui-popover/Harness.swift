// real-world: load as FilterHarness
// real-world: trace has FilterPopOver
// real-world: trace has KUIPopOverDelegation
import UIKit

/// The popover's content: a small controller that adopts the library's protocol and says how
/// big it wants to be.
final class FilterPopOver: UIViewController, KUIPopOverUsable {
    var contentSize: CGSize { CGSize(width: 220, height: 160) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

/// A screen with a filter button that shows the filter popover from it with the library's
/// `showPopover(sourceView:)`, which presents from the window's top controller.
final class FilterHarness: UIViewController {
    let filterButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        filterButton.frame = CGRect(x: 220, y: 90, width: 80, height: 44)
        view.addSubview(filterButton)
    }

    func showFilters() {
        FilterPopOver().showPopover(sourceView: filterButton, sourceRect: filterButton.bounds)
    }
}
