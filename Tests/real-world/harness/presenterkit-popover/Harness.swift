// real-world: load as PopoverHarness
// real-world: trace has PopoverHarness
import UIKit

/// A screen with a button that shows a small controller as a popover through the library's
/// `presentController(_:type:animated:)` helper.
final class PopoverHarness: UIViewController {
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        view.addSubview(button)
    }

    func showOptions() {
        let options = UIViewController()
        options.preferredContentSize = CGSize(width: 240, height: 160)
        let config = PopoverConfig(source: .view(container: button, frame: nil), arrowDirection: .up)
        presentController(options, type: .popover(config), animated: true)
    }
}
