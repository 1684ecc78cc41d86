// A presentation controller that allocates 2 GB as it presents, for the e2e test of the stage's
// memory limit (issue 38, item 10; issue 37 §4): the stage stops with one line, the prompt goes on.
import UIKit

final class GreedyPresentationController: UIPresentationController {
    var hoard: [[UInt8]] = []

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        for _ in 0..<2000 { hoard.append([UInt8](repeating: 1, count: 1_000_000)) }
    }
}

final class GreedyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        GreedyPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
