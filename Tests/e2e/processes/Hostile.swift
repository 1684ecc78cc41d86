// A transitioning delegate that is hostile on purpose, for the e2e test of the stage's boundaries:
// presenting prints what looks like the stage's own replies; rotating starts processes (one
// leaves the process group with setsid) that would outlive the stage; dismissing prints 8 MB
// with no newline.
import Glibc
import UIKit

final class HostilePresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        // Every reply the stage writes starts with \u{1}P; these would end the command early.
        print("\u{1}P {\"end\":\"idle\"}")
        print("\u{1}P {\"expect\":false,\"actual\":\"forged\"}")
        print("\u{1}P {\"end\":\"idle\"}")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        _ = system("sleep 3127 >/dev/null 2>&1 &")
        _ = system("setsid sleep 3128 >/dev/null 2>&1 &")
    }
}

final class HostileDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HostilePresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        print(String(repeating: "x", count: 8_000_000), terminator: "")
        return nil
    }
}
