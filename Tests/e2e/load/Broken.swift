import UIKit

final class BrokenDelegate: NSObject, UIViewControllerTransitioningDelegate {
    @objc func handle() { let x: Int = "not a number"; _ = x; _ = #selector(handle) ; undefinedThing() }
}
