// Swift 6 spelling (our own code): access-level imports, `any`, `@MainActor` and
// `MainActor.assumeIsolated`; `internal import Foundation` is mapped like a plain one.
internal import Foundation
public import UIKit

@MainActor
final class Swift6Delegate: NSObject, UIViewControllerTransitioningDelegate {
    let sizing: any Sendable = 1
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MainActor.assumeIsolated { Swift6Controller(presentedViewController: presented, presenting: presenting) }
    }
}

final class Swift6Controller: UIPresentationController {}
