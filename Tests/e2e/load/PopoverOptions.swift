// A menu shown as a popover from a button, as apps write it for the iPhone (our own code): the
// adaptive delegate implements only the one-argument `adaptivePresentationStyle(for:)` and asks
// for no adaptation, the popover is configured through `popoverPresentationController`, and the
// screen checks the idiom with UIDevice.
import UIKit

final class OptionsScreen: UIViewController, UIPopoverPresentationControllerDelegate {
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        button.setTitle("Options", for: .normal)
        view.addSubview(button)
    }

    func showOptions() {
        let options = UIViewController()
        options.preferredContentSize = CGSize(width: 240, height: 160)
        options.modalPresentationStyle = .popover
        if let popover = options.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = [.up]
            popover.delegate = self
        }
        print("idiom \(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "pad")")
        present(options, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        print("asked for the style")
        return .none
    }
}
