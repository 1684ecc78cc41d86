// real-world: load as ColourPopoverHarness
// real-world: trace has PopOverDelegate
import UIKit

/// Stand-in for the framework's `CocoaView` wrapper, which the taken file extends only to nest its
/// delegate in; the rest of the framework (and SDGCornerstone beneath it) is not taken.
struct CocoaView {}

/// A screen that shows a small panel as a popover from a button, configured as the framework's
/// `displayPopOver` configures one: the framework's delegate keeps it a popover on an iPhone.
final class ColourPopoverHarness: UIViewController {
    let anchor = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        anchor.frame = CGRect(x: 40, y: 120, width: 100, height: 44)
        view.addSubview(anchor)
    }

    func showPopOver() {
        let panel = UIViewController()
        panel.preferredContentSize = CGSize(width: 200, height: 120)
        panel.modalPresentationStyle = .popover
        let popOver = panel.popoverPresentationController
        popOver?.delegate = CocoaView.PopOverDelegate.delegate
        popOver?.sourceView = anchor
        popOver?.sourceRect = anchor.bounds
        popOver?.permittedArrowDirections = .up
        present(panel, animated: true, completion: nil)
    }
}
