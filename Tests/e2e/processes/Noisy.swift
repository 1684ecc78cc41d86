// A presentation controller that writes 3 MB to standard error each time it presents, for the
// e2e test of issue 38, item 6: the user's error output is shown (capped) and its file bounded.
import Glibc
import UIKit

final class NoisyPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let line = String(repeating: "e", count: 999) + "\n"
        for _ in 0..<3000 { fputs(line, stderr) }
        fputs("the last line\n", stderr)
    }
}

final class NoisyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        NoisyPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
