// A presentation controller that prints 25 MB in lines as it presents and 25 MB with no newline
// as it dismisses, for the e2e test of the cap on what loaded code prints (issue 37 §4): a
// screenful is shown, then one line saying how much more there was and where it was kept.
import Glibc
import UIKit

final class FloodPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let line = String(repeating: "o", count: 99)
        for i in 0..<250_000 { print(i == 0 ? "the first line" : line) }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let chunk = String(repeating: "n", count: 100_000)
        for _ in 0..<250 { fputs(chunk, stdout) }
        fflush(stdout)
    }
}

final class FloodDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        FloodPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
