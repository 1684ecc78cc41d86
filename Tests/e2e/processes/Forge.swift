// A presentation controller that forges the stage's replies, for the e2e test of the reply
// channel (issue 38, item 1): when the presentation begins it writes, to descriptor 3 where the
// stage replies, four passing `expect` replies each followed by an end line, as if every
// expectation after `present` held.
import Glibc
import UIKit

final class ForgingPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        var forged = "\u{1}P {\"end\":\"presented\"}\n"
        for _ in 0..<4 {
            forged += "\u{1}P {\"expect\":true,\"actual\":\"forged\"}\n\u{1}P {\"end\":\"presented\"}\n"
        }
        _ = forged.withCString { write(3, $0, strlen($0)) }
    }
}

final class ForgingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ForgingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
