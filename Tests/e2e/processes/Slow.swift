// A transitioning delegate whose presentation takes 2 to 3 s of wall-clock time (a whole second changing), for the e2e test
// that time the prompt spends suspended (Ctrl-Z) does not count against the stage's time limit.
import Glibc
import UIKit

final class SlowPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var now = start
        while now.tv_sec - start.tv_sec < 3 {
            usleep(10_000)
            clock_gettime(CLOCK_MONOTONIC, &now)
        }
    }
}

final class SlowDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SlowPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
